import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pressReleaseQueryOptions } from '../../api/pages';
import { ContentPage } from '../../features/pages/content-page';
import { NotFoundPage } from '../../features/layout/not-found-page';
import { tFor } from '../../lib/i18n';
import { headLang, notFoundHead, pageHeadFor } from '../../lib/page-title';
import { loadOrNotFound } from './-components/load-or-not-found';

const PREFIX = /^[A-Za-z]{2}\d{2}$/;

/** No {ex_id} means the current exhibition, which the server picks itself when no prefix is sent. */
function exPrefixOf(exId: string | undefined): string | undefined {
  if (exId === undefined || exId === '') return undefined;
  if (!PREFIX.test(exId)) throw notFound();
  return exId.toUpperCase();
}

export const Route = createFileRoute('/$lang/pressrelease/{-$exId}')({
  loader: async ({ context, params }) => {
    const exPrefix = exPrefixOf(params.exId);
    const release = await loadOrNotFound(() => context.queryClient.ensureQueryData(pressReleaseQueryOptions(context.lang, exPrefix)));
    return { exPrefix, title: release.title };
  },
  head: (ctx) =>
    ctx.loaderData
      ? pageHeadFor(ctx, { title: ctx.loaderData.title, description: tFor(headLang(ctx))('descriptions.pressrelease') })
      : notFoundHead(ctx),
  component: PressReleaseRoute,
  notFoundComponent: NotFoundPage,
});

function PressReleaseRoute() {
  const { lang } = Route.useRouteContext();
  const { exPrefix } = Route.useLoaderData();
  const { data: release } = useSuspenseQuery(pressReleaseQueryOptions(lang, exPrefix));
  return <ContentPage title={release.title} html={release.text} />;
}
