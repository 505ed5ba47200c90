import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { siteQueryOptions } from '../../api/site';
import { RegistrationPage } from '../../features/account/registration-page';
import { ensurePersonalTexts } from '../../lib/i18n';
import { pageHead } from '../../lib/page-title';
import { textSearchParam } from '../../lib/search-param-schemas';
import { anonymousOnly } from './-components/session-guards';

export const Route = createFileRoute('/$lang/registration')({
  // ?referral=… names who invited the visitor (spec §3); it is sent with the registration.
  validateSearch: v.object({ referral: textSearchParam }),
  beforeLoad: ({ context }) => {
    anonymousOnly(context.lang);
    return ensurePersonalTexts(context.lang);
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(siteQueryOptions(context.lang)),
  head: pageHead('titles.registration', undefined, { noindex: true }),
  component: RegistrationRoute,
});

function RegistrationRoute() {
  const lang = Route.useRouteContext({ select: (context) => context.lang });
  const { referral } = Route.useSearch();
  return <RegistrationPage lang={lang} referral={referral.trim()} />;
}
