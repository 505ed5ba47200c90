/** The header's and mobile menu's view of which entries are active, with the duplicate-menu choice. */
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { Lang } from '../../contract/common';
import type { MenuItemLike } from '../../lib/menu-links';
import { activeMenu, duplicatePosition, leafKey, menuLeaves, type LeafRef } from './active-menu';
import { duplicateMenuChoice, type DuplicateMenuChoice } from './duplicate-menu-choice';

export type MenuHighlight = {
  isLeafActive: (ref: LeafRef) => boolean;
  isTopActive: (top: number) => boolean;
  /** Record a click on a leaf, so that of several entries with one url the clicked one lights up. */
  noteClick: (ref: LeafRef) => void;
};

export function useMenuHighlight(
  items: readonly MenuItemLike[],
  lang: Lang,
  choice: DuplicateMenuChoice = duplicateMenuChoice,
): MenuHighlight {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Bumped on clicks: a click on the other duplicate of the current page changes the highlight
  // although the path stays the same.
  const [, setClicks] = useState(0);
  const leaves = useMemo(() => menuLeaves(items, lang), [items, lang]);
  const state = activeMenu(items, lang, pathname, choice.choose);

  const noteClick = useCallback(
    (ref: LeafRef) => {
      const position = duplicatePosition(leaves, ref);
      if (!position) return;
      choice.noteClick(position.url, position.index);
      setClicks((count) => count + 1);
    },
    [leaves, choice],
  );

  return {
    isLeafActive: (ref) => state.leaves.has(leafKey(ref)),
    isTopActive: (top) => state.tops.has(top),
    noteClick,
  };
}
