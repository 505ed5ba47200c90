import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/account/login-page';
import { localTokenStore } from '../../session/tokens';

export const Route = createFileRoute('/$lang/login')({
  // Spec §2: the sign-in page is for anonymous visitors only.
  beforeLoad: ({ context }) => {
    if (localTokenStore.access()) throw redirect({ to: '/$lang', params: { lang: context.lang }, replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { lang } = Route.useRouteContext();
  return <LoginPage lang={lang} />;
}
