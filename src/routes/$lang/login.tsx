import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/account/login-page';
import { ensurePersonalTexts } from '../../lib/i18n';
import { pageHead } from '../../lib/page-title';
import { anonymousOnly } from './-components/session-guards';

export const Route = createFileRoute('/$lang/login')({
  beforeLoad: ({ context }) => {
    anonymousOnly(context.lang);
    return ensurePersonalTexts(context.lang);
  },
  head: pageHead('titles.login', undefined, { noindex: true }),
  component: LoginRoute,
});

function LoginRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  return <LoginPage lang={lang} />;
}
