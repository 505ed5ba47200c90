/**
 * Every HTML field leaves the API sanitised (news, contests, laureates, CMS pages, press releases,
 * contacts, reviews, the home page's texts, exhibitor descriptions), so pages rendered on the server and in
 * the browser insert only clean HTML and no sanitiser is downloaded to show them. Cleaned once per distinct
 * text: the results are kept (bounded), since the same few hundred texts are served over and over.
 *
 * The rules match what the site's content uses: text structure, lists, tables, images and links (http(s),
 * mailto and tel, or site-relative); no scripts, styles, event handlers, forms or frames. A link that opens
 * a new tab is cut off from its opener.
 */
import sanitize from 'sanitize-html';

const RICH: sanitize.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'div', 'span', 'figure', 'figcaption'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'sup', 'sub', 'small', 'mark', 'abbr', 'cite', 'q', 'time'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'],
    ...['a', 'img', 'picture', 'source'],
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel', 'download'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
    ol: ['start', 'type', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Removed with their content: what they hold is code or controls, never text meant for the page.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

const INLINE: sanitize.IOptions = {
  allowedTags: ['strong', 'b', 'em', 'i', 'u', 's', 'span', 'br', 'sup', 'sub', 'small', 'mark'],
  allowedAttributes: { '*': ['class'] },
  nonTextTags: RICH.nonTextTags,
};

const MEMO_LIMIT = 5000;

function memoised(options: sanitize.IOptions) {
  const memo = new Map<string, string>();
  return (html: string): string => {
    if (!html) return '';
    // Plain text (no markup, no entities) is already safe and the most common case.
    if (!/[<>&]/.test(html)) return html;
    let clean = memo.get(html);
    if (clean === undefined) {
      clean = sanitize(html, options).trim();
      if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
      memo.set(html, clean);
    }
    return clean;
  };
}

/** Rich CMS HTML for a page body. */
export const cleanHtml = memoised(RICH);

/** HTML inside a heading or a button: inline tags only; blocks such as <p> are unwrapped. */
export const cleanInlineHtml = memoised(INLINE);
