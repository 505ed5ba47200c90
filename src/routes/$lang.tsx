import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { siteQueryOptions } from '../api/site';
import { isLang } from '../contract/common';
import { SiteLayout } from '../features/layout/site-layout';
import { loadingFlag } from '../lib/flag-store';
import { applyLanguage, currentLanguage } from '../lib/i18n';

let firstSiteLoad = true;

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, context }) => {
    const { lang } = params;
    // Unknown language codes go to the current language's home (spec §2).
    if (!isLang(lang)) throw redirect({ to: '/$lang', params: { lang: currentLanguage() }, replace: true });
    const site = await context.queryClient.ensureQueryData(siteQueryOptions(lang));
    // Only languages of the server's menu are valid.
    if (!site.languages.some((language) => language.code === lang)) {
      throw redirect({ to: '/$lang', params: { lang: currentLanguage() }, replace: true });
    }
    await applyLanguage(lang);
    if (firstSiteLoad) {
      firstSiteLoad = false;
      setTimeout(() => loadingFlag.set(false), 500);
    }
    return { lang };
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(siteQueryOptions(context.lang)),
  component: LangLayout,
});

function LangLayout() {
  const { lang } = Route.useRouteContext();
  return (
    <SiteLayout lang={lang}>
      <Outlet />
    </SiteLayout>
  );
}
