/** The choices an exhibitor application offers and its sizes (contract/application.ts says why apart). */

/** Stored values are the Russian names; the client shows translated labels (linear, corner, peninsula, island). */
export const STAND_TYPES = ['Линейный', 'Угловой', 'Полуостров', 'Остров'] as const;
export type StandType = (typeof STAND_TYPES)[number];
export const DEFAULT_STAND_TYPE: StandType = 'Линейный';

export const PRINTED_CATALOG_OPTIONS = ['Страница А4', '1/2 страницы А4', 'Обложка каталога'] as const;

export const LIST_SEPARATOR = ', ';
export const joinChoices = (choices: readonly string[]) => choices.join(LIST_SEPARATOR);
export const splitChoices = (joined: string) =>
  joined
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const AREA_MAX = 100_000;
export const EXTRA_WISHES_MAX = 4000;
