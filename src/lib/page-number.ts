/** Page numbers of paged lists (spec §9): read from a URL segment, and counted from a list's total. */
import * as v from 'valibot';

/** Total pages = ceil(count / paginator_count) (spec §9); at least 1 so an empty list has a page 1. */
export const totalPages = (count: number, pageSize: number) => (pageSize > 0 ? Math.max(1, Math.ceil(count / pageSize)) : 1);

const PageParamSchema = v.fallback(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)), 1);

/** A page number from a URL ('3'); anything else ('abc', '0', '-2') is page 1. */
export const pageFromParam = (value: string | undefined): number => v.parse(PageParamSchema, value ?? '');
