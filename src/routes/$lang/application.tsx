import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { applicationContestsQueryOptions } from '../../api/application';
import { siteQueryOptions, topicsQueryOptions } from '../../api/site';
import { ApplicationPage } from '../../features/application/application-page';
import { ensurePersonalTexts } from '../../lib/i18n';
import { pageHead } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';

export const Route = createFileRoute('/$lang/application')({
  beforeLoad: ({ context }) => ensurePersonalTexts(context.lang),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siteQueryOptions(context.lang)),
      context.queryClient.ensureQueryData(topicsQueryOptions(context.lang)),
      context.queryClient.ensureQueryData(applicationContestsQueryOptions(context.lang)),
    ]),
  head: pageHead('titles.application', undefined, { noindex: true }),
  component: ApplicationRoute,
  pendingComponent: () => <PagePending titleKey="titles.application" />,
  pendingMs: 100,
  pendingMinMs: 200,
});

function ApplicationRoute() {
  const { lang } = Route.useRouteContext();
  // Spec §7: the application registers for the current exhibition, named by its prefix_contract.
  const { data: exPrefix } = useSuspenseQuery({
    ...siteQueryOptions(lang),
    select: (site) => site.site_config.prefix_contract,
  });
  const { data: topics } = useSuspenseQuery(topicsQueryOptions(lang));
  const { data: contests } = useSuspenseQuery(applicationContestsQueryOptions(lang));
  return <ApplicationPage lang={lang} exPrefix={exPrefix} topics={topics} contests={contests} />;
}
