/**
 * The tabs of the personal pages, apart from the pages themselves: route files validate their search
 * params with these, and what a route's validateSearch imports lands in the first-visit bundle.
 */
export const SETTINGS_TABS = ['profile', 'password'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const FAVOURITE_TABS = ['events', 'companies'] as const;
export type FavouriteTab = (typeof FAVOURITE_TABS)[number];
