/**
 * Shapes shared by every call of the public site API (spec §7–§8). This module is imported by the
 * client, the service worker and the server, so it depends on valibot only.
 */
import * as v from 'valibot';

export const LANGS = ['ru', 'en', 'zh'] as const;
export const DEFAULT_LANG = 'ru';
export const FALLBACK_LANG = 'en';
export const DEFAULT_EX_TYPE = 'ME';
/** The cookie holding the visitor's language (set by the app, read by the server to answer `/`). */
export const LANGUAGE_COOKIE = 'language';

export const API_PUBLIC_PATH = '/api/public';
export const API_REFRESH_PATH = '/api/refresh/';
/** POST {refresh}: ends that token's session (its whole family); answers 200 {} whatever the token. */
export const API_LOGOUT_PATH = '/api/logout/';

export const LangSchema = v.picklist(LANGS, 'lang_code must be one of ru, en, zh');
export type Lang = v.InferOutput<typeof LangSchema>;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Site type names are short upper-case codes such as ME; the server checks that the type exists. */
export const ExTypeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z][A-Z0-9_]{0,15}$/, 'ex_type must be an upper-case site type code such as ME'),
);

/** Query parameters every public call accepts. */
export const PublicQuerySchema = v.object({
  ex_type: v.optional(ExTypeSchema, DEFAULT_EX_TYPE),
  lang_code: v.optional(LangSchema, DEFAULT_LANG),
});

export const ERROR_CODES = {
  InvalidInput: 400,
  InvalidAuthenticationInfo: 401,
  Forbidden: 403,
  EntityNotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The one error envelope of every failing response. */
export const ErrorEnvelopeSchema = v.object({
  error: v.string(),
  error_code: v.string(),
  error_data: v.record(v.string(), v.unknown()),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>;

/** Paged list responses: paginator_count is the page size, count the total number of items. */
export function pagedListSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    paginator_count: v.number(),
    count: v.number(),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  });
}
export type PagedList<T> = {
  paginator_count: number;
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

/** The page parameter of paged calls: a positive integer, 1 when absent. */
export const PageQuerySchema = v.object({
  page: v.optional(
    // Up to nine digits: any page number a person can type is a number, and past the end it is 'Invalid page'.
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'page must be a positive integer'), v.transform(Number)),
    '1',
  ),
});

/** Text the server sends when a page number is past the end; the client redirects to page 1 on it. */
export const INVALID_PAGE_TEXT = 'Invalid page';
