/**
 * Link rules of the server's menu (spec §2): where an item points and whether it is "active" for the
 * current path. Pure, so the header, the mobile menu, the footer and the tests share one truth.
 */
import type { Lang } from '../contract/common';

export type MenuLinkLike = { url: string; is_direct_link?: boolean };
export type MenuItemLike = MenuLinkLike & { subitems: readonly MenuLinkLike[] };

/** The item's href: a direct link as is, '#' is not a link (null), '' is the language home, else /{lang}/{url}. */
export function menuHref(item: MenuLinkLike, lang: Lang): string | null {
  const url = item.url.trim();
  if (item.is_direct_link) return url;
  if (url === '#') return null;
  const path = url.replace(/^\/+/, '');
  return path === '' ? `/${lang}` : `/${lang}/${path}`;
}

/** True for links leaving the single-page app: another origin, mailto:, tel:, protocol-relative. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether `href` is the current page or one of its ancestors: exact or prefix match on a path-segment
 * boundary, ignoring trailing slashes. The language home (/{lang}) only matches exactly, or it would be
 * an ancestor of every page.
 */
export function isActivePath(pathname: string, href: string | null): boolean {
  if (!href || isExternalHref(href)) return false;
  const target = trimSlash(href.split(/[?#]/)[0] ?? '');
  const current = trimSlash(pathname);
  if (!target) return false;
  if (current === target) return true;
  const isLanguageHome = /^\/[^/]+$/.test(target);
  if (isLanguageHome || target === '/') return false;
  return current.startsWith(`${target}/`);
}

/** A top item is active when it or any of its subitems is. */
export function isMenuItemActive(item: MenuItemLike, lang: Lang, pathname: string): boolean {
  return isActivePath(pathname, menuHref(item, lang)) || item.subitems.some((sub) => isActivePath(pathname, menuHref(sub, lang)));
}

/** The same path in another language: the first segment becomes `code`; search and hash are kept. */
export function replaceLangSegment(pathname: string, code: string): string {
  const match = /^([^?#]*)([?#].*)?$/.exec(pathname);
  const path = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  const segments = path.split('/');
  // segments[0] is the empty string before the leading slash.
  if (segments.length < 2 || segments[1] === '') return `/${code}${rest}`;
  segments[1] = code;
  return `${segments.join('/')}${rest}`;
}
