/**
 * Reads a JSON request body and validates it with a contract schema. Every way a body can be wrong
 * (another content type, broken JSON, an array or a string instead of an object, bad fields) ends as a
 * 4xx envelope here, before any handler code or database call sees it.
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import { ApiError, invalidInput, parseInput } from './errors';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export async function readJson<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!JSON_TYPE.test(type.trim())) {
    const detail = 'Request body must be JSON (Content-Type: application/json)';
    throw new ApiError('UnsupportedMediaType', detail, { detail });
  }
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch {
    throw invalidInput({ body: 'Request body is not valid JSON' });
  }
  return parseInput(schema, data);
}
