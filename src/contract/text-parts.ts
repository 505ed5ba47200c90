/**
 * The two parts each language's texts are shipped in, shared by the build (scripts/vite-text-parts.ts,
 * which cuts them from locales/*.json), the browser (src/lib/i18n.ts) and the server (which preloads the
 * public part with a page). A visitor reading the public pages downloads only the first; the sections
 * below, shown only by sign-in, registration, the stand application and the personal area, come with
 * those pages (`ensurePersonalTexts`). locales/*.json stay one file per language.
 */
export const TEXT_PARTS = ['public', 'personal'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** The module a part is imported as, which is also its key in the build manifest (server/render/assets.ts). */
export const textsModuleId = (lang: string, part: TextPart) => `virtual:texts/${lang}-${part}`;

/** Whole sections of the personal part. */
export const PERSONAL_SECTIONS: readonly string[] = [
  'account',
  'application',
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

/**
 * Sections only the server writes (the page of a site with no exhibition yet, server/render/not-ready-page.ts;
 * push notifications, server/push/messages.ts; the headers of the visitor's contacts file, server/routes/notes.ts):
 * in neither part, so no browser downloads them.
 */
export const SERVER_SECTIONS: readonly string[] = ['not_ready', 'push', 'contacts_export'];

/** The messages of the tooltips section that public pages show; the rest belong to the account forms. */
export const PUBLIC_TOOLTIPS: readonly string[] = ['please_log_in', 'favorite_failed', 'session_ended'];

type Texts = Record<string, unknown>;

/** One language's texts cut into its two parts; every key but the server's lands in exactly one. */
export function splitTexts(texts: Texts): Record<TextPart, Texts> {
  const parts: Record<TextPart, Texts> = { public: {}, personal: {} };
  for (const [section, value] of Object.entries(texts)) {
    if (SERVER_SECTIONS.includes(section)) continue;
    if (PERSONAL_SECTIONS.includes(section)) parts.personal[section] = value;
    else if (section === 'tooltips' && value && typeof value === 'object') {
      const entries = Object.entries(value);
      parts.public[section] = Object.fromEntries(entries.filter(([key]) => PUBLIC_TOOLTIPS.includes(key)));
      parts.personal[section] = Object.fromEntries(entries.filter(([key]) => !PUBLIC_TOOLTIPS.includes(key)));
    } else parts.public[section] = value;
  }
  return parts;
}
