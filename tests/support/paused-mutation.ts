import type { MutationState } from '@tanstack/react-query';

/** A mutation's state as a restart restores one that was waiting for the network. */
export const pausedState = (variables: unknown): MutationState => ({
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isPaused: true,
  status: 'pending',
  variables,
  submittedAt: 1,
});
