/**
 * /{lang}/personal/ticket. The loader picks the state from the site configuration the language route
 * already loaded, and asks for the ticket only when the exhibition has not ended and registration is open
 * (spec §4). A refused or failed ticket request is a state of this page (spec §8), not a crash: the
 * loader prefetches without throwing and the component reads the query's error, because an error thrown
 * into a React error boundary is also logged as a console error, and "not registered" is no error.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { htmlBlockQueryOptions, siteQueryOptions } from '../../../api/site';
import { ticketQueryOptions } from '../../../api/ticket';
import type { Lang } from '../../../contract/common';
import type { CurrentExhibition } from '../../../contract/site';
import { TicketCard, TicketFrame, TicketMessage } from '../../../features/ticket/ticket-page';
import { ticketErrorText, ticketState } from '../../../features/ticket/ticket-state';
import { pageHead } from '../../../lib/page-title';
import { PagePending } from '../../../ui/page-pending';

export const Route = createFileRoute('/$lang/personal/ticket')({
  loader: async ({ context }) => {
    const { site_config: exhibition } = await context.queryClient.ensureQueryData(siteQueryOptions(context.lang));
    const state = ticketState(exhibition, new Date());
    await Promise.all([
      state === 'ticket' ? context.queryClient.prefetchQuery(ticketQueryOptions(context.lang, exhibition.prefix_contract)) : undefined,
      // The venue in the page's language; without it (offline, never loaded) the ticket names the site config's.
      context.queryClient.prefetchQuery(htmlBlockQueryOptions(context.lang)),
    ]);
    return { state, exPrefix: exhibition.prefix_contract };
  },
  head: pageHead('titles.ticket', undefined, { noindex: true }),
  component: TicketRoute,
  pendingComponent: () => <PagePending titleKey="titles.ticket" />,
  pendingMs: 100,
  pendingMinMs: 200,
});

function TicketRoute() {
  const { lang } = Route.useRouteContext();
  const { state, exPrefix } = Route.useLoaderData();
  const { data: site } = useSuspenseQuery(siteQueryOptions(lang));
  return (
    <TicketFrame lang={lang} exhibition={site.site_config}>
      {state === 'ticket' ? (
        <TicketOfVisitor lang={lang} exPrefix={exPrefix} exhibition={site.site_config} />
      ) : (
        <TicketMessage message={{ key: state === 'ended' ? 'ticket.exhibitionEnded' : 'ticket.registrationNotAvailable' }} />
      )}
    </TicketFrame>
  );
}

function TicketOfVisitor({ lang, exPrefix, exhibition }: { lang: Lang; exPrefix: string; exhibition: CurrentExhibition }) {
  const { t } = useTranslation();
  // retryOnMount off: the loader has just tried (with the client's retries); mounting must not try again.
  const query = useQuery({ ...ticketQueryOptions(lang, exPrefix), retryOnMount: false });
  const { data: htmlBlock } = useQuery(htmlBlockQueryOptions(lang));
  if (query.data) return <TicketCard lang={lang} exhibition={exhibition} htmlBlock={htmlBlock} ticket={query.data} />;
  if (query.isError) {
    const message = ticketErrorText(query.error);
    const notRegistered = 'key' in message && message.key === 'tooltips.not_registered';
    const failed = 'key' in message && message.key === 'tooltips.failed_load_ticket';
    return (
      <TicketMessage message={message} tone={notRegistered ? 'info' : 'error'} onRetry={failed ? () => void query.refetch() : undefined} />
    );
  }
  return <p role="status">{t('common.loading')}</p>;
}
