import type { Localized } from '../db/schema';

/** One text in the three site languages, Russian first as the organiser writes it. */
export const L = (ru: string, en: string, zh: string): Localized => ({ ru, en, zh });
