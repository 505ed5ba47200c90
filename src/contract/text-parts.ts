/**
 * The parts each language's texts are shipped in, shared by the build (scripts/vite-text-parts.ts, which
 * cuts them from locales/*.json), the browser (src/lib/i18n.ts) and the server (which preloads the public
 * part with a page). A visitor reading the public pages downloads only the first. The personal part (shown
 * only by sign-in, registration, the stand application and the personal area) and the hall map's part come
 * with those pages (`ensurePersonalTexts`, `ensureMapTexts` in their routes' beforeLoad). locales/*.json
 * stay one file per language.
 */
export const TEXT_PARTS = ['public', 'personal', 'map'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** The module a part is imported as, which is also its key in the build manifest (server/render/assets.ts). */
export const textsModuleId = (lang: string, part: TextPart) => `virtual:texts/${lang}-${part}`;

/** Whole sections of the personal part. */
export const PERSONAL_SECTIONS: readonly string[] = [
  'account',
  'application',
  'changes',
  'desk',
  'favourite_page',
  'forms',
  'gate',
  'login',
  'personal',
  'plan',
  'registration',
  'reminders',
  'settings',
  'ticket',
];

/** The section only the hall map's page shows (but for its public keys below). */
export const MAP_SECTIONS: readonly string[] = ['map'];

/**
 * Sections only the server writes (the page of a site with no exhibition yet, server/render/not-ready-page.ts;
 * push notifications, server/push/messages.ts; the headers of the visitor's contacts file, server/routes/notes.ts):
 * in neither part, so no browser downloads them.
 */
export const SERVER_SECTIONS: readonly string[] = ['not_ready', 'push', 'contacts_export'];

/**
 * Keys of the sections above that public pages show, which stay in the public part: the tooltips of the
 * favourite star and the session; the header's count of unseen changes; the catalogue's and programme's
 * "on the map" link and the toast of a visited mark that could not be saved.
 */
export const PUBLIC_KEYS: Readonly<Record<string, readonly string[]>> = {
  tooltips: ['please_log_in', 'favorite_failed', 'session_ended'],
  changes: ['badge'],
  map: ['on_map', 'visited_failed'],
};

type Texts = Record<string, unknown>;

/** A plural form of a key ('badge_few') goes where the key goes. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The part a whole section goes to; tooltips are the account forms' messages but for their public keys. */
const sectionPart = (section: string): TextPart =>
  PERSONAL_SECTIONS.includes(section) || section === 'tooltips' ? 'personal' : MAP_SECTIONS.includes(section) ? 'map' : 'public';

/** One language's texts cut into its parts; every key but the server's lands in exactly one. */
export function splitTexts(texts: Texts): Record<TextPart, Texts> {
  const parts: Record<TextPart, Texts> = { public: {}, personal: {}, map: {} };
  for (const [section, value] of Object.entries(texts)) {
    if (SERVER_SECTIONS.includes(section)) continue;
    const part = sectionPart(section);
    const publicKeys = PUBLIC_KEYS[section];
    if (part !== 'public' && publicKeys && value && typeof value === 'object') {
      const entries = Object.entries(value);
      const isPublic = ([key]: [string, unknown]) => publicKeys.includes(baseKey(key));
      parts.public[section] = Object.fromEntries(entries.filter(isPublic));
      parts[part][section] = Object.fromEntries(entries.filter((entry) => !isPublic(entry)));
    } else parts[part][section] = value;
  }
  return parts;
}
