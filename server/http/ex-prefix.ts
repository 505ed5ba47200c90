/**
 * The ex_prefix query parameter of every call that takes one. An empty value is the same as none, so a
 * client that always writes the parameter (`?ex_prefix=`) gets the default: the current exhibition for
 * the lists and the ticket, no exhibition for the registration and application forms.
 */
import type { Context } from 'hono';

/** Reads, and does not check: the route's contract schema checks the value (exhibitionPrefixParam). */
export const exPrefixFromQuery = (c: Context) => c.req.query('ex_prefix') || undefined;
