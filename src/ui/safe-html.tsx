/**
 * HTML from the API, inserted as it is: the server sanitises every HTML field before it leaves
 * (server/http/sanitize-html.ts), so pages rendered on the server and in the browser show the same
 * markup and no sanitiser is downloaded to show a page. It reaches the DOM through the app's Trusted Types
 * policy (trusted-html.ts). Spaced numbers ("8 000") are kept on one line.
 */
import type { ElementType } from 'react';
import { keepDigitGroupsTogetherInHtml } from '../lib/digit-groups';
import { trustedHtml } from '../lib/trusted-html';

export type SafeHtmlProps = {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
};

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: trustedHtml(keepDigitGroupsTogetherInHtml(html ?? '')) }} />;
}
