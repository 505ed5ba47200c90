/**
 * Stands the signed-in visitor ticked as visited on the hall map (issue 33): the list of one exhibition
 * and the one call that sets or clears marks. The call takes several stands at once so that the marks a
 * visitor made before signing in reach the account in one request.
 */
import * as v from 'valibot';
import { exhibitionPrefixParam } from './query-params';

/** A stand number as a plan may hold it (the halls import's rule): up to 50 characters, no spaces. */
const StandNumberSchema = v.pipe(
  v.string('a stand must be a string'),
  v.regex(/^[^\s\p{Cc}]{1,50}$/u, 'a stand is a stand number such as 2F55'),
);

export const VisitedStandsSchema = v.object({ stands: v.array(StandNumberSchema) });
export type VisitedStands = v.InferOutput<typeof VisitedStandsSchema>;

/** The most a visitor can tick at once: every stand of the largest hall of a large show. */
export const MAX_STANDS_PER_CALL = 5000;

export const VisitedStandsInputSchema = v.object({
  ex_prefix: exhibitionPrefixParam('ex_prefix'),
  stands: v.pipe(
    v.array(StandNumberSchema, 'stands must be a list'),
    v.minLength(1, 'stands must name at least one stand'),
    v.maxLength(MAX_STANDS_PER_CALL, `stands may name at most ${MAX_STANDS_PER_CALL} stands`),
  ),
  visited: v.boolean('visited must be true or false'),
});
export type VisitedStandsInput = v.InferOutput<typeof VisitedStandsInputSchema>;
/**
 * The call's answer echoes its request.
 * @alias
 */
export const VisitedStandsResultSchema = VisitedStandsInputSchema;
