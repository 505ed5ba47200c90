/**
 * Query parameters of the content calls (news, contests, media, pages). Every value arrives as a URL
 * string and is checked before it reaches the database, so a malformed one is a 400 naming the field,
 * never a database error.
 */
import * as v from 'valibot';

/** A CMS slug: contest, gallery and page urls. */
export const slugParam = (field: string) =>
  v.pipe(
    v.string(`${field} is required`),
    v.regex(/^[a-z0-9-]{1,100}$/, `${field} must be 1 to 100 lower-case latin letters, digits or dashes`),
  );

/** A positive integer that fits a PostgreSQL integer column. */
export const idParam = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.regex(/^[1-9]\d{0,8}$/, `${field} must be a positive integer`), v.transform(Number));

export const yearParam = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.regex(/^\d{4}$/, `${field} must be a four-digit year`), v.transform(Number));

/**
 * An exhibition's prefix_contract: the site type's two capital letters and the year's last two digits, such as
 * ME27. The one definition of a prefix: the API's ex_prefix, the CLI's --exhibition and the pages' {ex_id} all
 * check it here.
 */
export const isExhibitionPrefix = (text: string): boolean => /^[A-Z]{2}\d{2}$/.test(text);

/** A parameter or field holding an exhibition prefix (isExhibitionPrefix). */
export const exhibitionPrefixParam = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.check(isExhibitionPrefix, `${field} must be an exhibition prefix such as ME27`));
