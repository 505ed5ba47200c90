import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { siteQueryOptions } from '../api/site';
import { isLang } from '../contract/common';
import { isGatePage, isPlanPage } from '../contract/page-paths';
import { SiteLayout } from '../features/layout/site-layout';
import { loadingFlag } from '../lib/flag-store';
import { applyLanguage, currentLanguage, ensureRouteTexts } from '../lib/i18n';

let firstSiteLoad = true;

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, context, preload, matches }) => {
    const { lang } = params;
    // Unknown language codes go to the current language's home (spec §2); on the server, the stored one.
    const current = import.meta.env.SSR ? context.preferredLang : currentLanguage();
    if (!isLang(lang)) throw redirect({ to: '/$lang', params: { lang: current }, replace: true, statusCode: 302 });
    let site;
    try {
      site = await context.queryClient.ensureQueryData(siteQueryOptions(lang));
    } finally {
      // Cleared 500 ms after the first site fetch, failed or not, so an error page is never hidden under it.
      if (firstSiteLoad && !preload && !import.meta.env.SSR) {
        firstSiteLoad = false;
        setTimeout(() => loadingFlag.set(false), 500);
      }
    }
    // Only languages of the server's menu are valid; fall back to one it lists, never to the same code.
    if (!site.languages.some((language) => language.code === lang)) {
      const fallback = site.languages.some((language) => language.code === current) && current !== lang ? current : site.languages[0]?.code;
      if (fallback && fallback !== lang) throw redirect({ to: '/$lang', params: { lang: fallback }, replace: true, statusCode: 302 });
    }
    // A preload (hover on a link to another language) must not switch the language under the visitor. The
    // server renders with an instance fixed to the page's language (router.tsx) and switches nothing.
    if (!preload && !import.meta.env.SSR) {
      await applyLanguage(lang);
      // The page's own part of the texts, if its route names one (the hall map's).
      await ensureRouteTexts(lang, matches);
    }
    return { lang };
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(siteQueryOptions(context.lang)),
  component: LangLayout,
});

function LangLayout() {
  // Only the language: the context object is new on every navigation (beforeLoad runs again), and the
  // whole shell must not re-render when a page merely changes its search params.
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  // The gate's scanner is ready to scan, and the visitor's plan shows its events, before the site's frame
  // is drawn (site-layout.tsx and decision 0030 say why).
  const frameLater = useRouterState({ select: (state) => isGatePage(state.location.pathname) || isPlanPage(state.location.pathname) });
  return (
    <SiteLayout lang={lang} frameLater={frameLater}>
      <Outlet />
    </SiteLayout>
  );
}
