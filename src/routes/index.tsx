import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { currentLanguage } from '../lib/i18n';

/**
 * Pages an installed app's shortcuts open (src/pwa/manifest.ts). A manifest cannot know the visitor's
 * language, so a shortcut opens /?to=<page>, and the page opens in the stored language.
 */
const SHORTCUT_PAGES = ['exhibition/program', 'exhibition/participants', 'personal/ticket'] as const;

export const Route = createFileRoute('/')({
  validateSearch: v.object({ to: v.fallback(v.optional(v.picklist(SHORTCUT_PAGES)), undefined) }),
  beforeLoad: ({ search }) => {
    const lang = currentLanguage();
    if (search.to) throw redirect({ href: `/${lang}/${search.to}`, replace: true });
    throw redirect({ to: '/$lang', params: { lang }, replace: true });
  },
});
