import { describe, expect, it } from 'vitest';
import { cleanHtml, cleanInlineHtml } from './sanitize-html';

describe('sanitising HTML fields before they leave the API', () => {
  it('removes scripts, event handlers and javascript: links but keeps the content', () => {
    const clean = cleanHtml(
      '<p onclick="steal()">Павильон <b>1</b></p><script>steal()</script><img src="/media/halls/hall-1.svg" onerror="steal()"><a href="javascript:steal()">ссылка</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Павильон <b>1</b></p>');
    expect(clean).toContain('<img src="/media/halls/hall-1.svg" />');
    expect(clean).toContain('ссылка');
  });

  it('keeps links that open a new tab but cuts them off from the opener', () => {
    const clean = cleanHtml('<a href="https://example.org/" target="_blank">Partner</a>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('keeps mail, phone and site links, tables and lists', () => {
    const html =
      '<ul><li><a href="mailto:info@metal-industry-expo.ru">почта</a></li></ul><table><tbody><tr><td>1</td></tr></tbody></table><a href="/ru/news">новости</a>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('drops form controls, frames and styles from CMS HTML, keeping ordinary text', () => {
    const clean = cleanHtml(
      '<form action="/x"><input name="password"><button>Go</button></form><iframe src="https://evil.example"></iframe><style>body{}</style>Text',
    );
    expect(clean).not.toMatch(/<form|<input|<button|<iframe|<style|body\{/);
    expect(clean).toBe('GoText');
  });

  it('keeps only inline markup for headings, unwrapping paragraphs', () => {
    expect(cleanInlineHtml('<p>Выставка <strong>«Металл-Индустрия»</strong><img src=x onerror=alert(1)></p>')).toBe(
      'Выставка <strong>«Металл-Индустрия»</strong>',
    );
  });

  it('passes plain text through and returns an empty string for nothing', () => {
    expect(cleanHtml('Павильон 3, стенд B-12')).toBe('Павильон 3, стенд B-12');
    expect(cleanHtml('')).toBe('');
  });
});
