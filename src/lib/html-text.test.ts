import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('the plain text of server HTML', () => {
  it('turns tags into spaces so words on both sides stay apart', () => {
    expect(htmlToText('<p>Прокат</p><p>и&nbsp;трубы</p>')).toBe(' Прокат  и трубы ');
  });

  it('decodes named and numeric entities', () => {
    expect(htmlToText('&laquo;Сталь&raquo; &amp; &#1105;ж &#x41;')).toBe('«Сталь» & ёж A');
  });

  it('returns plain text unchanged', () => {
    const text = 'Производство труб 3-го класса';
    expect(htmlToText(text)).toBe(text);
  });
});
