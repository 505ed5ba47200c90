import { describe, expect, it, vi } from 'vitest';
import {
  chooseDuplicateIndex,
  createDuplicateMenuChoice,
  localSelectionStorage,
  MENU_MEMORY_MS,
  type SelectionStorage,
} from './duplicate-menu-choice';

const URL = 'exhibition/program';
const DAY = 24 * 60 * 60 * 1000;

function fakeClock(start = 1_800_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('duplicate menu choice', () => {
  it('picks the entry clicked within the last second and remembers it for the url', () => {
    const clock = fakeClock();
    const choice = createDuplicateMenuChoice(localSelectionStorage, clock.now);
    choice.noteClick(URL, 1);
    clock.advance(400);
    expect(choice.choose(URL, 2)).toBe(1);
    expect(localSelectionStorage.read(URL)).toEqual({ url: URL, selectedIndex: 1, timestamp: clock.now() });
  });

  it('uses the remembered choice later, once the click is older than a second', () => {
    const clock = fakeClock();
    const first = createDuplicateMenuChoice(localSelectionStorage, clock.now);
    first.noteClick(URL, 1);
    first.choose(URL, 2);
    clock.advance(5 * DAY);
    const afterReload = createDuplicateMenuChoice(localSelectionStorage, clock.now);
    expect(afterReload.choose(URL, 2)).toBe(1);
  });

  it('ignores a click older than one second', () => {
    const clock = fakeClock();
    const choice = createDuplicateMenuChoice(localSelectionStorage, clock.now);
    choice.noteClick(URL, 1);
    clock.advance(1500);
    expect(choice.choose(URL, 2)).toBe(0);
    expect(localSelectionStorage.read(URL)).toBeNull();
  });

  it('falls back to the first entry when the remembered index no longer fits', () => {
    const now = 1_800_000_000_000;
    const saved = { url: URL, selectedIndex: 2, timestamp: now - DAY };
    expect(chooseDuplicateIndex({ url: URL, count: 2, lastClick: null, saved, now }).index).toBe(0);
  });

  it('falls back to the first entry when the remembered choice is older than 30 days', () => {
    const now = 1_800_000_000_000;
    const saved = { url: URL, selectedIndex: 1, timestamp: now - MENU_MEMORY_MS - 1 };
    expect(chooseDuplicateIndex({ url: URL, count: 2, lastClick: null, saved, now }).index).toBe(0);
  });

  it('reads a corrupt stored value as empty and picks the first entry without throwing', () => {
    localStorage.setItem(`menu_selection:${URL}`, '{"url": "exhibition/program", "selectedIndex": "one"');
    const choice = createDuplicateMenuChoice(localSelectionStorage, () => 1_800_000_000_000);
    expect(() => choice.choose(URL, 2)).not.toThrow();
    expect(choice.choose(URL, 2)).toBe(0);
    localStorage.setItem(`menu_selection:${URL}`, JSON.stringify({ url: URL, selectedIndex: -3, timestamp: 'x' }));
    expect(choice.choose(URL, 2)).toBe(0);
  });

  it('warns on the console when the selection cannot be saved, and still highlights the click', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: SelectionStorage = { read: () => null, write: () => false };
    const choice = createDuplicateMenuChoice(failing, () => 1_800_000_000_000);
    choice.noteClick(URL, 1);
    expect(choice.choose(URL, 2)).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does not touch storage for a url with a single entry', () => {
    const write = vi.fn(() => true);
    const choice = createDuplicateMenuChoice({ read: () => null, write }, () => 0);
    choice.noteClick('news', 0);
    expect(choice.choose('news', 1)).toBe(0);
    expect(write).not.toHaveBeenCalled();
  });
});
