/**
 * Every failure leaves the API as the one envelope { error, error_code, error_data } with a fitting
 * status. Route code throws ApiError; app.onError turns anything else into a 500 envelope so a bug never
 * leaks a stack trace, and the property tests hold that bad input never reaches that branch.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '../../src/contract/common';

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

/** Per-field messages from valibot issues: the first message for each top-level field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue)?.split('.')[0] ?? 'non_field_errors';
    out[key] ??= issue.message;
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
  return { error: message, error_code: code, error_data: data };
}

export function sendError(c: Context, err: ApiError) {
  return c.json(errorBody(err.code, err.message, err.data), err.status);
}
