/**
 * Which of the site's pages are the visitor's own, forms or staff screens: the server never renders them with data (it
 * sends the shell) and the service worker never keeps their HTML. One rule for both sides.
 */
import { LANGS } from './common';

const SHELL_PAGES = new RegExp(`^/(?:logout|(?:${LANGS.join('|')})/(?:personal|login|registration|application|staff)(?:/.*)?)/?$`);

export function isShellPage(pathname: string): boolean {
  return SHELL_PAGES.test(pathname);
}

const GATE_PAGE = new RegExp(`^/(?:${LANGS.join('|')})/staff/scan/?$`);

/** The gate's scanner page (issue 35), whose device data the browser's entry starts reading at once. */
export function isGatePage(pathname: string): boolean {
  return GATE_PAGE.test(pathname);
}

const PLAN_PAGE = new RegExp(`^/(?:${LANGS.join('|')})/personal/favorite/?$`);

/** The visitor's plan (issue 34), whose list the browser's entry asks for on a first visit (api/favourites-early.ts). */
export function isPlanPage(pathname: string): boolean {
  return PLAN_PAGE.test(pathname);
}
