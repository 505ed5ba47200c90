/** The organiser's contacts page: information HTML and the management team. */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { ContactsResponseSchema } from '../contract/contacts';
import { api } from './client';
import { queryKey } from './query-keys';

const CONTACTS_STALE_MS = 60 * 60 * 1000;

export const contactsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('contacts', lang),
    queryFn: () => api.request('/contacts/', { lang, schema: ContactsResponseSchema, anonymous: true }),
    staleTime: CONTACTS_STALE_MS,
  });
