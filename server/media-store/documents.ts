/**
 * Downloadable documents (a contest's rules, an entry form) stored beside the pictures in media_files:
 * named by their bytes' hash and kept file name, files/<hash>-<name>, so a link never changes meaning and
 * the download keeps the name the organiser gave it (routes/media.ts sends it as the attachment's name).
 */
import type { Db } from '../db/connect';
import type { DbTx } from '../import/kind';
import { pictureHash, writeRows } from './store';

const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,100}\.([a-z0-9]+)$/;

/** The name a stored document is downloaded as: its name without the hash. */
export const documentFileName = (stored: string) => stored.replace(/^[0-9a-f]{16}-/, '');

export async function storeDocument(db: Db | DbTx, bytes: Uint8Array, fileName: string): Promise<string> {
  const match = FILE_NAME.exec(fileName.toLowerCase());
  const contentType = match ? DOCUMENT_TYPES[match[1] ?? ''] : undefined;
  if (!match || !contentType) throw new Error(`a document must be a PDF, DOCX or XLSX with a latin file name, got "${fileName}"`);
  const name = `files/${pictureHash(bytes)}-${fileName.toLowerCase()}`;
  await writeRows(db, [{ name, contentType, bytes }]);
  return `/media/${name}`;
}
