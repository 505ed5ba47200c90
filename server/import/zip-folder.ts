/**
 * A download of an export: one file as it is, or a folder as a .zip (yazl, streamed: a show's pictures never
 * have to fit in memory). The export's scratch folder goes once the answer has been sent, or has failed.
 */
import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { Readable } from 'node:stream';
import yazl from 'yazl';

/** Every file under a folder, as paths relative to it, with forward slashes as a zip names them. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The answer's body: `file`, or every file under `zipOf` in one .zip; `scratch` is removed afterwards. */
export async function downloadStream(scratch: string, what: { file: string } | { zipOf: string }): Promise<ReadableStream<Uint8Array>> {
  let out: Readable;
  if ('file' in what) out = createReadStream(what.file);
  else {
    const zip = new yazl.ZipFile();
    for (const name of await filesUnder(what.zipOf)) zip.addFile(path.join(what.zipOf, ...name.split('/')), name);
    zip.end();
    out = zip.outputStream as Readable;
  }
  void finished(out)
    .catch(() => undefined)
    .then(() => rm(scratch, { recursive: true, force: true }));
  return Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
}
