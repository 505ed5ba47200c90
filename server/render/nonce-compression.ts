/**
 * A cached page compressed once, with each response's nonce spliced into the compressed bytes.
 *
 * Every response carries its own nonce, so compressing the whole page per response (brotli, about 1 ms of
 * CPU for a news item) was most of a cached page's cost. Instead the page is compressed once as a stream
 * that is flushed before and after every place a nonce goes. A flush ends a (meta-)block on a byte
 * boundary, and the nonce's block is replaced per response by an uncompressed block holding the nonce.
 *
 * For that to decode right, what the compressor saw in the nonce's place must never be referenced later,
 * and the decoder's state after the nonce must equal the compressor's:
 * - The compressor sees a filler of the nonce's length made of bytes that never occur in the page (bytes
 *   that are not valid UTF-8 and control characters the page lacks), so no later text can match it. The
 *   fillers are random, so one filler is not copied from another either: a copy would move brotli's
 *   distance cache, which the uncompressed block leaves alone.
 * - Brotli picks the code for each literal by the two bytes before it, so the two characters after each
 *   nonce (the attribute's closing quote and the next) travel in the uncompressed block with it.
 * Deflate keeps only its window across blocks, so the first rule is enough for gzip. Each template is
 * checked once by decompressing it with a nonce; one that does not decode to the page is not used.
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { freshNonce, NONCE_LENGTH, NONCE_PLACEHOLDER } from './nonce';

export type Encoding = 'br' | 'gzip';

export type NonceTemplate = {
  encoding: Encoding;
  /** Compressed bytes between the nonces (the first with the stream's header, the last with its end). */
  segments: Buffer[];
  /** The characters that follow each nonce, sent uncompressed with it (brotli; empty for gzip). */
  tails: Buffer[];
  /** Gzip only: the page's text between each nonce's tail and the next nonce, for the checksum of the whole page. */
  texts: Buffer[];
};

const BROTLI_TAIL = 2;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** Bytes that never occur in UTF-8 text; control characters are added when the page has none of them. */
const NEVER_IN_UTF8 = [0xc0, 0xc1, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff];
const CONTROL = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31];

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

function fillerAlphabet(page: Buffer): number[] {
  return [...NEVER_IN_UTF8, ...CONTROL.filter((byte) => !page.includes(byte))];
}

function filler(alphabet: number[], length: number): Buffer {
  const random = randomBytes(length);
  return Buffer.from(random.map((byte) => alphabet[byte % alphabet.length] as number));
}

/** Writes each chunk and flushes it, collecting the output of each flush separately. */
function flushedChunks(stream: zlib.BrotliCompress | zlib.DeflateRaw, chunks: Buffer[], flushKind: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const outputs: Buffer[] = [];
    let current: Buffer[] = [];
    stream.on('data', (data: Buffer) => current.push(data));
    stream.on('error', reject);
    const next = (index: number) => {
      if (index === chunks.length - 1) {
        stream.on('end', () => resolve([...outputs, Buffer.concat(current)]));
        stream.end(chunks[index]);
        return;
      }
      stream.write(chunks[index] as Buffer);
      stream.flush(flushKind, () => {
        outputs.push(Buffer.concat(current));
        current = [];
        next(index + 1);
      });
    };
    next(0);
  });
}

/** An uncompressed brotli meta-block (RFC 7932, 9.2): not last, four length nibbles, then the bytes. */
function brotliStored(bytes: Buffer): Buffer {
  const header = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), bytes]);
}

/** A stored deflate block (RFC 1951, 3.2.4), not final, starting on a byte boundary. */
function deflateStored(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The response body for one nonce. */
export function fillTemplate(template: NonceTemplate, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = template.encoding === 'gzip' ? [GZIP_HEADER] : [];
  template.segments.forEach((segment, index) => {
    pieces.push(segment);
    if (index === template.segments.length - 1) return;
    const uncompressed = Buffer.concat([nonceBytes, template.tails[index] as Buffer]);
    pieces.push(template.encoding === 'br' ? brotliStored(uncompressed) : deflateStored(uncompressed));
  });
  if (template.encoding === 'gzip') {
    let crc = 0;
    let length = 0;
    template.texts.forEach((text, index) => {
      crc = zlib.crc32(text, crc);
      length += text.length;
      if (index === template.texts.length - 1) return;
      const tail = template.tails[index] as Buffer;
      crc = zlib.crc32(tail, zlib.crc32(nonceBytes, crc));
      length += nonceBytes.length + tail.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    pieces.push(trailer);
  }
  return Buffer.concat(pieces);
}

async function build(html: string, encoding: Encoding): Promise<NonceTemplate | null> {
  const parts = html.split(NONCE_PLACEHOLDER);
  const tailLength = encoding === 'br' ? BROTLI_TAIL : 0;
  if (parts.slice(1).some((part) => part.length < tailLength)) return null;
  const tails = parts.slice(1).map((part) => Buffer.from(part.slice(0, tailLength)));
  const texts = parts.map((part, index) => Buffer.from(index === 0 ? part : part.slice(tailLength)));
  const alphabet = fillerAlphabet(Buffer.from(html));
  const chunks = texts.flatMap((text, index) =>
    index === texts.length - 1 ? [text] : [text, Buffer.concat([filler(alphabet, NONCE_LENGTH), tails[index] as Buffer])],
  );
  const outputs =
    encoding === 'br'
      ? await flushedChunks(
          zlib.createBrotliCompress({
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
            },
          }),
          chunks,
          zlib.constants.BROTLI_OPERATION_FLUSH,
        )
      : await flushedChunks(zlib.createDeflateRaw({ level: 6 }), chunks, zlib.constants.Z_SYNC_FLUSH);
  // Even outputs are the page's text, odd ones the fillers' blocks, which fillTemplate replaces.
  const segments = outputs.filter((_, index) => index % 2 === 0);
  // Only gzip's checksum needs the text; a brotli template keeps just its compressed bytes.
  return { encoding, segments, tails, texts: encoding === 'gzip' ? texts : [] };
}

/**
 * Compiles a page (its HTML with NONCE_PLACEHOLDER where nonces go) for one encoding, or null when it cannot be spliced (then the caller compresses per
 * response). Checked once: the template filled with a fresh nonce must decode to the page with that nonce.
 */
export async function compileNonceTemplate(html: string, encoding: Encoding): Promise<NonceTemplate | null> {
  if (encoding === 'gzip' && typeof zlib.crc32 !== 'function') return null;
  const template = await build(html, encoding);
  if (!template) return null;
  const probe = freshNonce();
  const body = fillTemplate(template, probe);
  const decoded = await (encoding === 'br' ? brotliDecompress(body) : gunzip(body)).catch(() => null);
  return decoded?.equals(Buffer.from(html.replaceAll(NONCE_PLACEHOLDER, probe))) ? template : null;
}
