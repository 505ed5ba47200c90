/** Assertions shared by the content API tests. */
import * as v from 'valibot';
import { expect } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import type { ApiResponse, TestApi } from '../support/api-server';

export const PUBLIC = '/api/public';

/** The response is the error envelope with this status and code (and a message for the field, if given). */
export function expectError(res: ApiResponse, status: number, code: string, field?: string) {
  expect(res.status).toBe(status);
  const body = v.parse(ErrorEnvelopeSchema, res.body);
  expect(body.error_code).toBe(code);
  if (field) expect(body.error_data).toHaveProperty(field);
  return body;
}

/** GETs a public call in a language and parses the 200 answer with its contract schema. */
export async function getParsed<TSchema extends v.GenericSchema>(api: TestApi, schema: TSchema, path: string, lang: string) {
  const separator = path.includes('?') ? '&' : '?';
  const res = await api.get(`${PUBLIC}${path}${separator}lang_code=${lang}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return v.parse(schema, res.body);
}
