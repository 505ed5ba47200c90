/**
 * On a page whose largest paint is a picture (the home banner, a news item's image, the first news card),
 * the app's scripts start loading once that picture has arrived, not beside it (decision 0019).
 *
 * A first visit on a phone shares a slow link between the picture and about 170 kB of script in some 20
 * files. Both start with the document, so the picture arrives late and is then painted only after the
 * script has run (Lighthouse put the home page's LCP at 3.1 s: 1.6 s waiting for a connection, 0.9 s
 * behind the script). The page is already whole without script (server-rendered, links work), so the
 * picture goes first: the entry module and its preloads are taken out of the HTML and a small inline
 * script, carrying the response's nonce, adds them when the picture has loaded, failed, or after
 * `HERO_WAIT_MS` at most (a picture that stalls must not keep the page from hydrating).
 *
 * Pages without such a picture keep their preloads and entry as they are. Returning visitors are answered
 * by the service worker's shell, which this does not touch.
 */
import { NONCE_PLACEHOLDER } from './nonce';

/** The longest the scripts wait for the picture; on a link that slow they would have shared it anyway. */
export const HERO_WAIT_MS = 2000;

const HERO_IMAGE = /<img\b[^>]*\bfetchPriority="high"/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;

/**
 * The loader: modulepreloads (with the nonce, which 'strict-dynamic' does not lend to links) and then the
 * entry through import(), which inherits the inline script's nonce and needs no Trusted Types policy. It
 * starts them a frame after the picture's load event (after the frame that paints it: a load event comes
 * before the paint, and scripts that arrive in between would be run first), or after `HERO_WAIT_MS` in any
 * case (also where no frame is drawn, as in a tab in the background).
 */
const loader = (preloads: readonly string[], entry: string) =>
  `<script nonce="${NONCE_PLACEHOLDER}">(function(n,p,e){var d=document,s=0,g=function(){if(s)return;s=1;` +
  `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});import(e)},` +
  `w=function(){requestAnimationFrame(function(){setTimeout(g,0)})},i=d.querySelector("img[fetchpriority=high]");` +
  `setTimeout(g,${HERO_WAIT_MS});if(!i||i.complete)w();else{i.addEventListener("load",w);i.addEventListener("error",w)}})` +
  `(document.currentScript.nonce,${JSON.stringify(preloads)},${JSON.stringify(entry)})</script>`;

/**
 * The page with its entry script added at the end of the body: as a module script, or on a page with a
 * hero picture as the loader. React renders no entry script itself (page-renderer.ts gives the router's
 * manifest none): the element it would hydrate must match the server's, and React 19 skips elements it
 * did not render at the end of the body. The modulepreloads it renders in the head may go, since React
 * adds hoisted links it misses when it hydrates.
 */
export function withEntryScript(html: string, entry: string, inlined: readonly string[] = []): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const marks = inlinedMarks(inlined);
  if (!HERO_IMAGE.test(html)) {
    return `${html.slice(0, end)}${marks}<script type="module" src="${entry}" nonce="${NONCE_PLACEHOLDER}"></script>${html.slice(end)}`;
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const body = html.slice(0, end).replace(MODULE_PRELOAD, '');
  return `${body}${marks}${loader(preloads, entry)}${html.slice(end)}`;
}

/**
 * The root stylesheets the page carries inline, named by disabled links (never fetched, never applied).
 * Vite's loader looks for a <link> before it adds a lazily loaded chunk's stylesheets; without one it would
 * add these again after the route's own CSS, where they win the cascade (the programme moved 8 px at the
 * first star once the favourite writes were loaded when used).
 */
const inlinedMarks = (hrefs: readonly string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
