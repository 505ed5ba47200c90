/**
 * The bytes of a file the page downloaded. The browser runs in the worker's own process and the tests reach
 * it over Playwright's connection, where `download.path()` is refused (the file is on the browser's side):
 * the download is streamed across instead.
 */
import type { Download } from 'playwright-core';

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
