/**
 * Reads a JSON response body as it arrives. The server writes its big lists (the catalogue, the
 * programme) as a JSON array with one item per line; such a body is decoded chunk by chunk and parsed a
 * line at a time, in slices of a few milliseconds with the event loop getting turns in between. At
 * 10,000 exhibitors (9.4 MB) `response.text()` and `JSON.parse` were tasks of 330 and 185 ms on a
 * phone-speed CPU (decision 0017). Any other body (an object, an error envelope, an array on one line) is
 * read whole and parsed at once, as before.
 */
import { yieldToEventLoop } from './yield';

const SLICE_MS = 8;
/** Bytes decoded at a time: about a millisecond of work on a phone. */
const PIECE_BYTES = 64 * 1024;

/** The body's JSON value; throws SyntaxError when it is not JSON. An empty body is null. */
export async function readJsonBody(response: Response): Promise<unknown> {
  if (!response.body) return parseWhole(await response.text());
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  /** Text read but not yet split into lines. */
  let pending = '';
  /** null until the first line shows whether the body is one item per line. */
  let lines: boolean | null = null;
  const whole: string[] = [];
  const items: unknown[] = [];
  let closed = false;
  let deadline = performance.now() + SLICE_MS;

  /** Parses every complete line of `pending`, yielding between slices; at the end, the rest too. */
  const takeLines = async (last: boolean) => {
    let start = 0;
    for (;;) {
      const end = pending.indexOf('\n', start);
      if (end === -1 && !last) break;
      const line = (end === -1 ? pending.slice(start) : pending.slice(start, end)).trim();
      start = end === -1 ? pending.length : end + 1;
      if (line === ']') closed = true;
      else if (line !== '') {
        if (closed) throw new SyntaxError('Text after the end of the list');
        items.push(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line));
      }
      if (performance.now() > deadline) {
        await yieldToEventLoop();
        deadline = performance.now() + SLICE_MS;
      }
      if (end === -1) break;
    }
    pending = pending.slice(start);
  };

  /** Takes in a piece of the body's text (the rest of it once the body has ended). */
  const take = async (text: string, done: boolean) => {
    if (lines === null) {
      pending += text;
      // Only a piece with a line break can end the first line. Searching all the text so far for each piece
      // was quadratic on a long body on one line: the gate's 10 MB bundle took seconds at 4× CPU (bench:gate).
      const firstBreak = text.includes('\n') ? pending.indexOf('\n') : -1;
      if (firstBreak === -1 && !done) return;
      lines = pending.slice(0, firstBreak === -1 ? undefined : firstBreak).trim() === '[';
      if (lines) pending = pending.slice(firstBreak + 1);
      else {
        whole.push(pending);
        pending = '';
      }
    } else if (lines) pending += text;
    else whole.push(text);
    if (lines) await takeLines(done);
  };

  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      await take(decoder.decode(), true);
      break;
    }
    // A fast network hands over megabytes at once: decoding and splitting them whole was itself a long task.
    for (let offset = 0; offset < value.length; offset += PIECE_BYTES) {
      await take(decoder.decode(value.subarray(offset, offset + PIECE_BYTES), { stream: true }), false);
    }
  }
  if (!lines) return parseWhole(whole.join(''));
  if (!closed) throw new SyntaxError('The list ended before its closing bracket');
  return items;
}

function parseWhole(text: string): unknown {
  return text ? JSON.parse(text) : null;
}
