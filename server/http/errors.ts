/**
 * Every failure leaves the API as the one envelope { error, error_code, error_data } with a fitting
 * status. Route code throws ApiError; app.onError turns anything else into a 500 envelope so a bug never
 * leaks a stack trace, and the property tests hold that bad input never reaches that branch.
 * error_data always carries `message`, a sentence for a person (the client shows it for ticket errors),
 * next to `detail`, which older clients read.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '../../src/contract/common';
import { defaultMessages } from '../../src/contract/form-rules';

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return ERROR_CODES[this.code] as ContentfulStatusCode;
  }
}

export const notFound = (what: string) => new ApiError('EntityNotFound', `${what} not found`, { detail: `${what} not found` });

export const invalidInput = (fields: Record<string, string>, detail = Object.values(fields)[0] ?? 'Invalid input') =>
  new ApiError('InvalidInput', detail, { detail, ...fields });

/** valibot reports a missing key on the object ("Invalid key: …"); for the envelope it is a required field. */
const isMissingKey = (issue: v.BaseIssue<unknown>) => issue.path?.at(-1)?.origin === 'key' && issue.input === undefined;

/**
 * Per-field messages from valibot issues: the first message for each top-level field. Contract forms
 * already word a missing key as "required" (form-rules formObject); this also covers any other schema.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue)?.split('.')[0] ?? 'non_field_errors';
    out[key] ??= isMissingKey(issue) ? defaultMessages.required : issue.message;
  }
  return out;
}

/** Parses input with a contract schema; bad input becomes a 400 envelope with per-field messages. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    throw invalidInput(fieldErrors(result.issues));
  }
  return result.output;
}

export function errorBody(code: ErrorCode | string, message: string, data: Record<string, unknown> = {}): ErrorEnvelope {
  return { error: message, error_code: code, error_data: { ...data, message: typeof data.message === 'string' ? data.message : message } };
}

export function sendError(c: Context, err: ApiError) {
  return c.json(errorBody(err.code, err.message, err.data), err.status);
}
