/**
 * Which menu entries are highlighted for a path. Leaves (subitems, and top items without subitems) are
 * matched with isActivePath; when several matching leaves share a url, the duplicate-menu choice picks
 * one. A top item is active when its own link matches or one of its chosen leaves does.
 */
import type { Lang } from '../../contract/common';
import { isActivePath, menuHref, type MenuItemLike } from '../../lib/menu-links';

export type LeafRef = { top: number; sub: number | null };
export type MenuLeaf = LeafRef & { url: string; href: string | null };

export const leafKey = ({ top, sub }: LeafRef) => `${top}:${sub ?? '-'}`;

export function menuLeaves(items: readonly MenuItemLike[], lang: Lang): MenuLeaf[] {
  return items.flatMap<MenuLeaf>((item, top) =>
    item.subitems.length === 0
      ? [{ top, sub: null, url: item.url, href: menuHref(item, lang) }]
      : item.subitems.map((subitem, sub) => ({ top, sub, url: subitem.url, href: menuHref(subitem, lang) })),
  );
}

/** The position of a leaf among all leaves sharing its url (what the duplicate choice remembers). */
export function duplicatePosition(leaves: readonly MenuLeaf[], ref: LeafRef): { url: string; index: number } | null {
  const leaf = leaves.find((candidate) => candidate.top === ref.top && candidate.sub === ref.sub);
  if (!leaf) return null;
  const same = leaves.filter((candidate) => candidate.url === leaf.url);
  return { url: leaf.url, index: same.indexOf(leaf) };
}

export type ActiveMenu = { leaves: Set<string>; tops: Set<number> };

export function activeMenu(
  items: readonly MenuItemLike[],
  lang: Lang,
  pathname: string,
  choose: (url: string, count: number) => number,
): ActiveMenu {
  const leaves = menuLeaves(items, lang);
  const matching = leaves.filter((leaf) => isActivePath(pathname, leaf.href));
  const active = new Set<string>();
  const byUrl = new Map<string, MenuLeaf[]>();
  for (const leaf of matching) byUrl.set(leaf.url, [...(byUrl.get(leaf.url) ?? []), leaf]);
  for (const [url, group] of byUrl) {
    if (group.length === 1) {
      active.add(leafKey(group[0]!));
      continue;
    }
    const all = leaves.filter((leaf) => leaf.url === url);
    const chosen = all[choose(url, all.length)] ?? group[0]!;
    // The remembered entry may not be among the matching ones (different is_direct_link); fall back.
    active.add(leafKey(group.includes(chosen) ? chosen : group[0]!));
  }
  const tops = new Set<number>();
  items.forEach((item, top) => {
    // A top link whose url is also a leaf's is decided by the leaves, so a duplicate does not light it twice.
    const ownActive =
      item.subitems.length > 0 && isActivePath(pathname, menuHref(item, lang)) && !leaves.some((leaf) => leaf.url === item.url);
    if (ownActive || [...active].some((key) => key.startsWith(`${top}:`))) tops.add(top);
  });
  return { leaves: active, tops };
}
