import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { userQueryOptions } from '../../../api/account';
import { SETTINGS_TABS, type SettingsTab } from '../../../features/account/personal-tabs';
import { SettingsPage } from '../../../features/account/settings-page';
import { pageHead } from '../../../lib/page-title';
import { PagePending } from '../../../ui/page-pending';

export const Route = createFileRoute('/$lang/personal/settings')({
  validateSearch: v.object({ tab: v.fallback(v.optional(v.picklist(SETTINGS_TABS), 'profile'), 'profile') }),
  loader: ({ context }) => context.queryClient.ensureQueryData(userQueryOptions(context.lang)),
  head: pageHead('titles.settings', undefined, { noindex: true }),
  component: SettingsRoute,
  pendingComponent: () => <PagePending titleKey="titles.settings" />,
});

function SettingsRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = (next: SettingsTab) => void navigate({ search: { tab: next }, replace: true });
  return <SettingsPage lang={lang} tab={tab} onTabChange={onTabChange} />;
}
