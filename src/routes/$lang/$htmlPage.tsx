import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { htmlPageQueryOptions, isPageSlug } from '../../api/pages';
import { ContentPage } from '../../features/pages/content-page';
import { NotFoundPage } from '../../features/layout/not-found-page';
import { htmlToText } from '../../lib/html-text';
import { notFoundHead, pageHeadFor } from '../../lib/page-title';
import { loadOrNotFound } from './-components/load-or-not-found';

// A CMS page (spec §2 /{lang}/{htmlPage}). Static routes of the same depth (login, contacts, …) win over
// this one in TanStack Router's ranking, and deeper unknown paths still fall to the $ splat route.
export const Route = createFileRoute('/$lang/$htmlPage')({
  loader: async ({ context, params }) => {
    if (!isPageSlug(params.htmlPage)) throw notFound();
    // The server answers 404 for an unknown page and for one whose body is empty (not written yet).
    const page = await loadOrNotFound(() => context.queryClient.ensureQueryData(htmlPageQueryOptions(context.lang, params.htmlPage)));
    if (!page.body.trim()) throw notFound();
    return { title: page.title, description: descriptionOf(page.body) };
  },
  head: (ctx) =>
    ctx.loaderData ? pageHeadFor(ctx, { title: ctx.loaderData.title, description: ctx.loaderData.description }) : notFoundHead(ctx),
  component: HtmlPageRoute,
  notFoundComponent: NotFoundPage,
});

/** The page's opening words, for the meta description search engines and link previews show. */
function descriptionOf(html: string): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

function HtmlPageRoute() {
  const { lang } = Route.useRouteContext();
  const { htmlPage } = Route.useParams();
  const { data: page } = useSuspenseQuery(htmlPageQueryOptions(lang, htmlPage));
  return <ContentPage title={page.title} html={page.body} />;
}
