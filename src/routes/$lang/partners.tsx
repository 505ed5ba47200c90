import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { partnersQueryOptions } from '../../api/partners';
import { PartnersPage } from '../../features/partners/partners-page';
import { pageHead } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';

export const Route = createFileRoute('/$lang/partners')({
  loader: ({ context }) => context.queryClient.ensureQueryData(partnersQueryOptions(context.lang)),
  head: pageHead('titles.partners', 'descriptions.partners'),
  component: PartnersRoute,
  pendingComponent: () => <PagePending titleKey="partners.title" />,
});

function PartnersRoute() {
  const { lang } = Route.useRouteContext();
  const { data } = useSuspenseQuery(partnersQueryOptions(lang));
  return <PartnersPage lang={lang} groups={data.partner_groups} />;
}
