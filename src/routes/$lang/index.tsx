import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { htmlBlockQueryOptions, siteQueryOptions } from '../../api/site';
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { SiteResponse } from '../../contract/site';
import { HomePage, preloadHomeBlocks } from '../../features/home/home-page';
import { tFor } from '../../lib/i18n';
import { pageHead, pageHeadFor, type PageInfo } from '../../lib/page-title';
import { exhibitionLocation } from '../../lib/exhibition-location';
import { formatDateRange, venueYear } from '../../lib/venue-dates';

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context }) => {
    const { queryClient, lang } = context;
    // In the browser the blocks below the fold mount later, and their data is only asked for now, beside the
    // banner's: the banner must not wait for them, and a failure only hides a block. The server has the data
    // in-process and renders the whole page, so it waits for all of it. Hydrating a server-rendered page runs
    // no loader, so a first visit never fetches these query modules before a block nears the screen.
    const below = import('../../api/home-blocks').then((blocks) => blocks.prefetchHomeBlocks(queryClient, lang));
    if (import.meta.env.SSR) await Promise.all([below, preloadHomeBlocks()]);
    // Offline without the chunk, the blocks report their own failure when they mount.
    else void below.catch(() => undefined);
    const [site, htmlBlock] = await Promise.all([
      queryClient.ensureQueryData(siteQueryOptions(lang)),
      queryClient.ensureQueryData(htmlBlockQueryOptions(lang)),
    ]);
    // Made here, not in `head`: the date formatting and structured data then travel with the route's chunk.
    return { page: await homePageInfo(context.origin, lang, site, htmlBlock) };
  },
  head: (ctx) => (ctx.loaderData ? pageHeadFor(ctx, ctx.loaderData.page) : pageHead('home.title', 'home.description')(ctx)),
  component: HomeRoute,
});

/** The home page's preview names the exhibition with its dates and venue; search engines get it as an event. */
async function homePageInfo(origin: string, lang: Lang, site: SiteResponse, htmlBlock: HtmlBlock): Promise<PageInfo> {
  const t = tFor(lang);
  const config = site.site_config;
  const name = { ru: config.name_ru, en: config.name_en, zh: config.name_zh }[lang] || config.name_ru;
  const venue = exhibitionLocation(config, lang, htmlBlock);
  const description = t('descriptions.home_event', {
    name,
    dates: formatDateRange(config.date_start, config.date_end, lang),
    year: venueYear(config.date_start) ?? '',
    venue,
  });
  const banner = config.type.main_page_info.banner;
  return {
    title: name,
    description,
    image: banner ? { url: banner, alt: name } : undefined,
    // Only the server's HTML carries structured data (lib/structured-data.ts); the browser never loads the module.
    jsonLd: import.meta.env.SSR
      ? await import('../../lib/structured-data').then((data) => data.homeJsonLd(origin, lang, site, description, venue))
      : undefined,
  };
}

function HomeRoute() {
  const { lang } = Route.useRouteContext();
  const { data: site } = useSuspenseQuery(siteQueryOptions(lang));
  const { data: htmlBlock } = useSuspenseQuery(htmlBlockQueryOptions(lang));
  return <HomePage lang={lang} site={site} htmlBlock={htmlBlock} />;
}
