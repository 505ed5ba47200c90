/**
 * Signing out (spec §4): both tokens go, and every personal query leaves the cache so the next person on
 * this device sees nothing of the last one. Public data (catalogue, programme) stays for offline use.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isPersonalKey } from '../api/query-keys';
import { currentUser } from './current-user';
import { localTokenStore } from './tokens';

export function logout(queryClient: QueryClient) {
  localTokenStore.clear();
  currentUser.set(null);
  queryClient.removeQueries({ predicate: (query) => isPersonalKey(query.queryKey) });
}
