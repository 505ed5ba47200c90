/**
 * valibot's safeParse for big list responses (the catalogue: thousands of exhibitors) in slices of a few
 * milliseconds with the event loop getting turns in between, so checking a response never freezes a
 * phone's main thread. Anything that is not a plain array schema with a long array is parsed at once.
 */
import * as v from 'valibot';
import { yieldToEventLoop } from './yield';

const MIN_SLICED_ITEMS = 200;
const SLICE_MS = 8;

type Result<TSchema extends v.GenericSchema> = ReturnType<typeof v.safeParse<TSchema>>;

const isPlainArraySchema = (schema: v.GenericSchema): schema is v.ArraySchema<v.GenericSchema, v.ErrorMessage<v.ArrayIssue> | undefined> =>
  schema.type === 'array' && !('pipe' in schema) && 'item' in schema;

export async function safeParseInSlices<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown): Promise<Result<TSchema>> {
  if (!isPlainArraySchema(schema) || !Array.isArray(data) || data.length < MIN_SLICED_ITEMS) return v.safeParse(schema, data);
  const output: unknown[] = [];
  let deadline = performance.now() + SLICE_MS;
  for (const item of data) {
    const result = v.safeParse(schema.item, item);
    // A bad item is rare: parse the whole list once more for issues that carry the item's path.
    if (!result.success) return v.safeParse(schema, data);
    output.push(result.output);
    if (performance.now() > deadline) {
      await yieldToEventLoop();
      deadline = performance.now() + SLICE_MS;
    }
  }
  return { typed: true, success: true, output, issues: undefined } as Result<TSchema>;
}
