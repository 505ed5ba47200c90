import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importSource, saveBody, UploadRefused, UploadTooLarge } from './upload';

const folder = mkdtempSync(path.join(os.tmpdir(), 'expo-upload-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('saveBody', () => {
  it('writes a body up to the limit, counted over every chunk', async () => {
    const target = path.join(folder, 'a', 'ok.csv');
    expect(await saveBody(streamOf('12345', '67890'), target, 10)).toBe(10);
    expect(readFileSync(target, 'utf8')).toBe('1234567890');
  });

  it('refuses the chunk that passes the limit, and an empty body', async () => {
    await expect(saveBody(streamOf('12345', '678901'), path.join(folder, 'big.csv'), 10)).rejects.toBeInstanceOf(UploadTooLarge);
    await expect(saveBody(null, path.join(folder, 'empty.csv'), 10)).rejects.toMatchObject({ reason: 'empty' });
  });
});

describe('importSource', () => {
  it('takes a workbook as it is for a workbook kind, and refuses one for a folder kind or all', async () => {
    const book = path.join(folder, 'book.xlsx');
    writeFileSync(book, 'x');
    expect(await importSource(book, 'workbook', path.join(folder, 'unused'))).toBe(book);
    expect(await importSource(book, 'either', path.join(folder, 'unused'))).toBe(book);
    await expect(importSource(book, 'folder', path.join(folder, 'unused'))).rejects.toMatchObject({ reason: 'folder_needs_zip' });
    await expect(importSource(book, 'all', path.join(folder, 'unused'))).rejects.toMatchObject({ reason: 'folder_needs_zip' });
    expect(existsSync(path.join(folder, 'unused'))).toBe(false);
  });

  it('refuses a file named .zip that is not one', async () => {
    const fake = path.join(folder, 'fake.zip');
    mkdirSync(folder, { recursive: true });
    writeFileSync(fake, 'PK but not really');
    await expect(importSource(fake, 'folder', path.join(folder, 'fake'))).rejects.toBeInstanceOf(UploadRefused);
    await expect(importSource(fake, 'folder', path.join(folder, 'fake2'))).rejects.toMatchObject({ reason: 'not_zip' });
  });
});
