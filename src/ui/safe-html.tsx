/** Server-provided HTML, always sanitised first; `inline` keeps inline tags only (for headings, buttons). */
import type { ElementType } from 'react';
import { sanitizeHtml, sanitizeInlineHtml } from '../lib/sanitize';

export type SafeHtmlProps = {
  html: string | null | undefined;
  as?: ElementType;
  inline?: boolean;
  className?: string;
  id?: string;
};

export function SafeHtml({ html, as: Tag = 'div', inline = false, className, id }: SafeHtmlProps) {
  const clean = inline ? sanitizeInlineHtml(html) : sanitizeHtml(html);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
