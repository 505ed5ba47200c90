import { describe, expect, it } from 'vitest';
import { activeMenu, duplicatePosition, leafKey, menuLeaves } from './active-menu';

const items = [
  { url: 'about', is_direct_link: false, subitems: [{ url: 'about' }, { url: 'history' }] },
  { url: '#', is_direct_link: false, subitems: [{ url: 'application' }, { url: 'exhibition/program' }] },
  { url: '#', is_direct_link: false, subitems: [{ url: 'registration' }, { url: 'exhibition/program' }] },
  { url: 'contacts', is_direct_link: false, subitems: [] },
];

describe('activeMenu', () => {
  it('highlights only the chosen one of two entries sharing a url, and its parent', () => {
    const state = activeMenu(items, 'ru', '/ru/exhibition/program', () => 1);
    expect([...state.leaves]).toEqual([leafKey({ top: 2, sub: 1 })]);
    expect([...state.tops]).toEqual([2]);
  });

  it('highlights a top item without subitems as a leaf', () => {
    const state = activeMenu(items, 'ru', '/ru/contacts/', () => 0);
    expect(state.leaves.has(leafKey({ top: 3, sub: null }))).toBe(true);
    expect([...state.tops]).toEqual([3]);
  });

  it('highlights the parent of an active subitem', () => {
    expect([...activeMenu(items, 'ru', '/ru/history', () => 0).tops]).toEqual([0]);
  });
});

describe('duplicatePosition', () => {
  it('numbers entries sharing a url in menu order', () => {
    const leaves = menuLeaves(items, 'ru');
    expect(duplicatePosition(leaves, { top: 2, sub: 1 })).toEqual({ url: 'exhibition/program', index: 1 });
    expect(duplicatePosition(leaves, { top: 1, sub: 1 })).toEqual({ url: 'exhibition/program', index: 0 });
  });
});
