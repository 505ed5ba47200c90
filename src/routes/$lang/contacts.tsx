import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contactsQueryOptions } from '../../api/contacts';
import { ContactsPage } from '../../features/contacts/contacts-page';
import { pageHead } from '../../lib/page-title';
import { PagePending } from '../../ui/page-pending';

export const Route = createFileRoute('/$lang/contacts')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contactsQueryOptions(context.lang)),
  head: pageHead('titles.contacts', 'descriptions.contacts'),
  component: ContactsRoute,
  pendingComponent: () => <PagePending titleKey="contacts.title" />,
});

function ContactsRoute() {
  const { lang } = Route.useRouteContext();
  const { data: contacts } = useSuspenseQuery(contactsQueryOptions(lang));
  return <ContactsPage contacts={contacts} />;
}
