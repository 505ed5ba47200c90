import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PersonalLayout } from '../../features/account/personal-layout';
import { ensurePersonalTexts } from '../../lib/i18n';
import { pageHead } from '../../lib/page-title';
import { signedInOnly } from './-components/session-guards';

export const Route = createFileRoute('/$lang/personal')({
  beforeLoad: ({ context, location }) => {
    signedInOnly(context.lang, location);
    return ensurePersonalTexts(context.lang);
  },
  head: pageHead('titles.personal', undefined, { noindex: true }),
  // Named here too, so the browser's entry asks for these texts as it starts, beside the language's own,
  // rather than once the router reaches this route after the site's settings (main.tsx).
  staticData: { texts: 'personal' },
  component: PersonalRoute,
});

function PersonalRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  return (
    <PersonalLayout lang={lang}>
      <Outlet />
    </PersonalLayout>
  );
}
