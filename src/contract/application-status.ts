/**
 * The statuses an organiser gives an exhibitor application (issue 35). A module of its own: the desk's URL
 * schema needs the list in the app's first chunk, and the rest of contract/desk.ts must not come with it.
 */
export const APPLICATION_STATUSES = ['new', 'in_work', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
