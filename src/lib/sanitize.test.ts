// @vitest-environment jsdom
// DOMPurify misbehaves under happy-dom (it keeps <script>), so this file runs in jsdom, as DOMPurify's own tests do.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeInlineHtml } from './sanitize';

describe('sanitising server HTML', () => {
  it('removes scripts, event handlers and javascript: links but keeps the content', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Павильон <b>1</b></p><script>steal()</script><img src="/media/halls/hall-1.svg" onerror="steal()"><a href="javascript:steal()">ссылка</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Павильон <b>1</b></p>');
    expect(clean).toContain('<img src="/media/halls/hall-1.svg">');
    expect(clean).toContain('ссылка');
  });

  it('keeps links that open a new tab but cuts them off from the opener', () => {
    const clean = sanitizeHtml('<a href="https://example.org/" target="_blank">Partner</a>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('drops form controls from CMS HTML, keeping their text', () => {
    const clean = sanitizeHtml('<form action="/x"><input name="password"><button>Go</button></form>Text');
    expect(clean).not.toMatch(/<form|<input|<button/);
    expect(clean).toBe('GoText');
  });

  it('keeps only inline markup for headings, unwrapping paragraphs', () => {
    expect(sanitizeInlineHtml('<p>Выставка <strong>«Металл-Индустрия»</strong><img src=x onerror=alert(1)></p>')).toBe(
      'Выставка <strong>«Металл-Индустрия»</strong>',
    );
  });

  it('returns an empty string for missing HTML', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeInlineHtml(undefined)).toBe('');
  });
});
