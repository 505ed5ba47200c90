import { describe, expect, it, vi } from 'vitest';
import { jsonLines } from '../../server/queries/rendered-list';
import { readJsonBody } from './read-json-lines';
import { turnsDuring } from '../../tests/support/event-loop';

/** A response whose body arrives in the given pieces of bytes, as a network delivers it. */
function streamed(pieces: readonly Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

/** The text's bytes cut every `size` bytes, so pieces end inside lines and inside multi-byte letters. */
function cut(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.slice(start, start + size));
  return pieces;
}

const items = Array.from({ length: 500 }, (_, id) => ({
  id,
  title: `ООО «Сталь ${id}» 钢铁`,
  text: 'первая строка\nвторая, "в кавычках"\t[скобки]',
  topics: [`T-${id}`],
}));
const lineBody = jsonLines(items.map((item) => JSON.stringify(item)));

describe('reading a JSON body as it arrives', () => {
  it('parses a list written one item per line, cut anywhere by the network, into the same value as JSON.parse', async () => {
    expect(lineBody.split('\n')).toHaveLength(items.length + 2);
    for (const size of [64, 4096, lineBody.length * 4]) {
      expect(await readJsonBody(streamed(cut(lineBody, size)))).toEqual(JSON.parse(lineBody));
    }
    // Byte by byte: every letter of Cyrillic and Chinese split across pieces.
    const short = jsonLines(items.slice(0, 12).map((item) => JSON.stringify(item)));
    expect(await readJsonBody(streamed(cut(short, 1)))).toEqual(JSON.parse(short));
  });

  it('reads any other JSON whole: an object, an empty list, a list on one line, an empty body', async () => {
    const envelope = { error: 'Поле обязательно', error_code: 'ValidationError', error_data: { email: ['Некорректный email'] } };
    expect(await readJsonBody(streamed(cut(JSON.stringify(envelope, null, 2), 5)))).toEqual(envelope);
    expect(await readJsonBody(streamed(cut(jsonLines([]), 1)))).toEqual([]);
    expect(await readJsonBody(streamed(cut(JSON.stringify(items), 100)))).toEqual(items);
    expect(await readJsonBody(new Response(null))).toBeNull();
    expect(await readJsonBody(new Response(''))).toBeNull();
  });

  it("reads a long body on one line (the gate's bundle) in work that grows with its length, not with its square", async () => {
    const roster = Array.from({ length: 20_000 }, (_, id) => [id, 'Соколова Ирина Петровна', 'АО «Уралтрубосталь»']);
    const oneLine = JSON.stringify({ ex_prefix: 'ME27', roster });
    // The text searched for a line break: each piece once is linear; the whole text so far for each piece
    // (what it did) is quadratic, about 16 times the body at this length, seconds at 10 MB on a phone.
    const spies = [vi.spyOn(String.prototype, 'indexOf'), vi.spyOn(String.prototype, 'includes')];
    let value: unknown;
    let searched = 0;
    try {
      value = await readJsonBody(streamed(cut(oneLine, 64 * 1024)));
      for (const spy of spies)
        spy.mock.calls.forEach((args, call) => {
          if (args[0] === '\n') searched += String(spy.mock.contexts[call]).length;
        });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(value).toEqual({ ex_prefix: 'ME27', roster });
    expect(searched).toBeLessThan(3 * oneLine.length);
  });

  it('refuses a list cut short or followed by anything, and a line that is not JSON', async () => {
    const truncated = lineBody.slice(0, lineBody.lastIndexOf('\n'));
    await expect(readJsonBody(streamed(cut(truncated, 50)))).rejects.toThrow(SyntaxError);
    await expect(readJsonBody(streamed(cut(`${lineBody}\n{"id":1}`, 50)))).rejects.toThrow(SyntaxError);
    await expect(readJsonBody(streamed(cut('[\n{"id":1},\n{"id":\n]', 3)))).rejects.toThrow(SyntaxError);
    await expect(readJsonBody(streamed(cut('<html>not json</html>', 3)))).rejects.toThrow(SyntaxError);
  });

  it('gives the event loop turns while it parses a long list', async () => {
    const long = jsonLines(Array.from({ length: 20_000 }, (_, id) => JSON.stringify({ id, text: 'металлопрокат '.repeat(20) })));
    const { value, turns } = await turnsDuring(() => readJsonBody(streamed(cut(long, 1 << 20))));
    expect(value).toHaveLength(20_000);
    expect(turns).toBeGreaterThan(2);
  });
});
