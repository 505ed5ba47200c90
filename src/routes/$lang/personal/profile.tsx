import { createFileRoute } from '@tanstack/react-router';
import { userQueryOptions } from '../../../api/account';
import { ProfilePage } from '../../../features/account/profile-page';
import { pageHead } from '../../../lib/page-title';
import { PagePending } from '../../../ui/page-pending';

export const Route = createFileRoute('/$lang/personal/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(userQueryOptions(context.lang)),
  head: pageHead('titles.profile', undefined, { noindex: true }),
  component: ProfileRoute,
  pendingComponent: () => <PagePending titleKey="titles.profile" />,
});

function ProfileRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  return <ProfilePage lang={lang} />;
}
