/** GET /html_pages/detail/ and GET /pressrelease/ (spec §3 "HTML page", "Press release"). */
import * as v from 'valibot';
import { exhibitionPrefixParam, slugParam } from './query-params';

export const HtmlPageSchema = v.object({ title: v.string(), body: v.string() });
export type HtmlPage = v.InferOutput<typeof HtmlPageSchema>;

export const HtmlPageQuerySchema = v.object({ url: slugParam('url') });

export const PressReleaseSchema = v.object({ title: v.string(), text: v.string() });
export type PressRelease = v.InferOutput<typeof PressReleaseSchema>;

/** Without ex_prefix the current exhibition's release is sent. */
export const PressReleaseQuerySchema = v.object({ ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')) });
