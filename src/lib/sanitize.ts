/**
 * Every piece of server-provided HTML passes through here before dangerouslySetInnerHTML. DOMPurify
 * needs a DOM; without one (server, service worker) the text is escaped rather than trusted.
 */
import DOMPurify from 'dompurify';

let hooked = false;

function purifier() {
  if (!hooked && DOMPurify.isSupported) {
    hooked = true;
    // Links opening a new tab must not hand the opener window to the other site.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return DOMPurify;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Rich CMS HTML: scripts, event handlers and javascript: URLs removed; links may open a new tab. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const dp = purifier();
  if (!dp.isSupported) return escapeHtml(html);
  return dp.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}

const INLINE_TAGS = ['strong', 'b', 'em', 'i', 'u', 's', 'span', 'br', 'sup', 'sub', 'small', 'mark'];

/** HTML for inside a heading or a button: inline tags only, block wrappers such as <p> are unwrapped. */
export function sanitizeInlineHtml(html: string | null | undefined): string {
  if (!html) return '';
  const dp = purifier();
  if (!dp.isSupported) return escapeHtml(html);
  return dp.sanitize(html, { ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: ['class'] }).trim();
}
