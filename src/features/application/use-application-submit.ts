/**
 * Posting the application in the background. The status is read from the mutation cache rather than from
 * this component's own mutation, so leaving the page and coming back while it is still being sent shows
 * the same attempt (and does not start a second one). The draft is cleared in the mutation's own
 * onSuccess, which runs even when the page has been left in the meantime.
 */
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { APPLICATION_MUTATION_KEY, applicationMutationOptions, type SubmitApplicationVariables } from '../../api/application';
import { clearDraft } from './draft-storage';

export type SubmitStatus = 'idle' | 'sending' | 'offline' | 'sent' | 'failed';

export function useApplicationSubmit() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    ...applicationMutationOptions,
    onSuccess: () => clearDraft(),
  });
  const latest = useMutationState({
    filters: { mutationKey: APPLICATION_MUTATION_KEY },
    select: (mutation) => ({
      status: mutation.state.status,
      isPaused: mutation.state.isPaused,
    }),
  }).at(-1);

  let status: SubmitStatus = 'idle';
  if (latest?.status === 'success') status = 'sent';
  else if (latest?.status === 'error') status = 'failed';
  // offlineFirst pauses retries while the browser reports no network; they resume on their own.
  else if (latest?.status === 'pending') status = latest.isPaused ? 'offline' : 'sending';

  const send = useCallback((variables: SubmitApplicationVariables) => mutate(variables), [mutate]);
  /** True while an earlier visit's post is still on its way, so a restored step 4 must not post again. */
  const inFlight = useCallback(() => queryClient.isMutating({ mutationKey: APPLICATION_MUTATION_KEY }) > 0, [queryClient]);
  return { status, send, inFlight };
}
