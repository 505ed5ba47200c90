import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { htmlBlockQueryOptions, siteQueryOptions } from '../../api/site';
import { HomePage } from '../../features/home/home-page';

export const Route = createFileRoute('/$lang/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(siteQueryOptions(context.lang)),
      context.queryClient.ensureQueryData(htmlBlockQueryOptions(context.lang)),
    ]),
  component: HomeRoute,
});

function HomeRoute() {
  const { lang } = Route.useRouteContext();
  const { data: site } = useSuspenseQuery(siteQueryOptions(lang));
  const { data: htmlBlock } = useSuspenseQuery(htmlBlockQueryOptions(lang));
  return <HomePage lang={lang} site={site} htmlBlock={htmlBlock} />;
}
