/**
 * The same page can sit under two menu entries (the seed puts 'exhibition/program' under both
 * "Участникам" and "Посетителям"). Only one of them should light up (spec §4, §9): the entry clicked
 * within the last second wins and is remembered per url for 30 days; without a fresh click the
 * remembered choice is used while its index still fits; otherwise the first entry.
 *
 * The click is kept in memory and only turned into a saved choice when the new path is resolved, so a
 * click that never led anywhere leaves the saved choice alone.
 */
import * as v from 'valibot';
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage';

export const MENU_CLICK_WINDOW_MS = 1000;
export const MENU_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

export const SavedMenuSelectionSchema = v.object({
  url: v.string(),
  selectedIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timestamp: v.number(),
});
export type SavedMenuSelection = v.InferOutput<typeof SavedMenuSelectionSchema>;

export type MenuClick = { url: string; index: number; at: number };

export type DuplicateChoiceInput = {
  url: string;
  /** How many menu entries share the url. */
  count: number;
  lastClick: MenuClick | null;
  saved: SavedMenuSelection | null;
  now: number;
};

/** Which duplicate to highlight, and the selection to save when a fresh click decided it. */
export function chooseDuplicateIndex({ url, count, lastClick, saved, now }: DuplicateChoiceInput): {
  index: number;
  remember: SavedMenuSelection | null;
} {
  if (count <= 1) return { index: 0, remember: null };
  if (lastClick && lastClick.url === url && now - lastClick.at <= MENU_CLICK_WINDOW_MS && lastClick.index < count) {
    return { index: lastClick.index, remember: { url, selectedIndex: lastClick.index, timestamp: now } };
  }
  if (saved && saved.url === url && saved.selectedIndex < count && now - saved.timestamp < MENU_MEMORY_MS) {
    return { index: saved.selectedIndex, remember: null };
  }
  return { index: 0, remember: null };
}

/** Where saved selections live; `write` returns false when the value could not be stored. */
export type SelectionStorage = {
  read: (url: string) => SavedMenuSelection | null;
  write: (selection: SavedMenuSelection) => boolean;
};

const storageKey = (url: string) => `${STORAGE_KEYS.menuSelection}:${url}`;

export const localSelectionStorage: SelectionStorage = {
  read: (url) => readJson(storageKey(url), SavedMenuSelectionSchema),
  write: (selection) => writeJson(storageKey(selection.url), selection),
};

export function createDuplicateMenuChoice(storage: SelectionStorage = localSelectionStorage, clock: () => number = Date.now) {
  let lastClick: MenuClick | null = null;
  return {
    /** Called when a menu entry is clicked; `index` is its position among the entries sharing `url`. */
    noteClick(url: string, index: number) {
      lastClick = { url, index, at: clock() };
    },
    /** The index of the entry to highlight among `count` entries sharing `url`. */
    choose(url: string, count: number): number {
      const { index, remember } = chooseDuplicateIndex({ url, count, lastClick, saved: storage.read(url), now: clock() });
      if (remember) {
        let saved: boolean;
        try {
          saved = storage.write(remember);
        } catch {
          saved = false;
        }
        if (!saved) console.warn(`Could not save the menu selection for "${url}"`);
      }
      return index;
    },
  };
}

export type DuplicateMenuChoice = ReturnType<typeof createDuplicateMenuChoice>;

/** The app's one instance: clicks in the header, the mobile menu and the footer all count. */
export const duplicateMenuChoice = createDuplicateMenuChoice();
