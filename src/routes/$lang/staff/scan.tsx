/**
 * /{lang}/staff/scan: the gate (issue 35). Not a redirect to sign-in when signed out: a gate device is
 * handed over signed out, and the page says what it is and links to the sign-in. The role is the page's
 * to check (features/gate/use-gate.ts), from the server when online and from the device's copy offline.
 */
import { createFileRoute } from '@tanstack/react-router';
import { GatePage } from '../../../features/gate/gate-page';
import { ensurePersonalTexts } from '../../../lib/i18n';
import { pageHead } from '../../../lib/page-title';
import { useIsSignedIn } from '../../../session/use-session';

export const Route = createFileRoute('/$lang/staff/scan')({
  // Named here too, so the browser's entry loads the texts beside the app's start (src/main.tsx).
  staticData: { texts: 'personal' },
  beforeLoad: ({ context }) => ensurePersonalTexts(context.lang),
  head: pageHead('gate.title', undefined, { noindex: true }),
  component: ScanRoute,
});

function ScanRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  const signedIn = useIsSignedIn();
  return <GatePage lang={lang} signedIn={signedIn} />;
}
