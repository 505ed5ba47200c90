/**
 * GET /content-version/: one opaque token that changes whenever anything a public page shows changes (a
 * content or catalogue write through any instance, an import, an operator's SQL). An installed app asks
 * for it on every online start and on reconnecting, and refetches its saved public data when the token
 * differs from the one it last saw: the saved catalogue is otherwise trusted for minutes (staleTime).
 */
import * as v from 'valibot';

export const ContentVersionSchema = v.object({ version: v.pipe(v.string(), v.minLength(1)) });
export type ContentVersionBody = v.InferOutput<typeof ContentVersionSchema>;
