/**
 * Reads an HTML-form body (multipart/form-data or application/x-www-form-urlencoded) into plain string
 * fields. The account forms carry text only, so a file upload, a repeated field or a broken multipart
 * body is bad input answered here with a 4xx envelope, before a handler sees it. (JSON bodies go through
 * readJson in ./body.ts.)
 */
import type { Context } from 'hono';
import type * as v from 'valibot';
import { ApiError, invalidInput, parseInput } from './errors';

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

export type FormFields = Record<string, string>;

export async function readForm(c: Context): Promise<FormFields> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.has(mediaType)) {
    const detail = 'Request body must be form data (multipart/form-data or application/x-www-form-urlencoded)';
    throw new ApiError('UnsupportedMediaType', detail, { detail });
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw invalidInput({ body: 'Request body is not valid form data' });
  }
  // A null prototype, so a field named __proto__ or constructor is just a field.
  const fields: FormFields = Object.create(null) as FormFields;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') throw invalidInput({ [key]: 'Files are not accepted here' });
    if (key in fields) throw invalidInput({ [key]: 'Send this field once' });
    fields[key] = value;
  }
  return fields;
}

/** Reads form data and validates it with a contract schema in one step. */
export async function readFormAs<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  return parseInput(schema, await readForm(c));
}
