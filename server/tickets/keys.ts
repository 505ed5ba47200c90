/**
 * The exhibitions' ticket keys (issue 35, decision 0026). A key is made the first time an exhibition
 * needs one, by whichever instance asks first: INSERT … ON CONFLICT DO NOTHING on the "one signing key
 * per exhibition" index, then a read, so two instances starting at once agree on one key. Rotation
 * retires the signing key and makes the next in one transaction; retired keys stay in the gates' bundle
 * and verify until the exhibition's date_end. The private key is read here and used here only: nothing
 * returned from this module to a route holds it.
 */
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import { encodeTicketToken, fromBase64Url, ticketFieldBytes, toBase64Url, type GateKey } from '../../src/lib/ticket-token';
import type { Db } from '../db/connect';
import { ticketKeys } from '../db/schema';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

function newKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x;
  const raw = x === undefined ? undefined : fromBase64Url(x);
  if (!raw || raw.length !== 32) throw new Error('node:crypto returned an Ed25519 public key of an unexpected form');
  return { publicKey: raw, privateKey: new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' })) };
}

async function currentKeyRow(db: Executor, exPrefix: string) {
  const [row] = await db
    .select({ keyId: ticketKeys.keyId, publicKey: ticketKeys.publicKey, privateKey: ticketKeys.privateKey })
    .from(ticketKeys)
    .where(and(eq(ticketKeys.exPrefix, exPrefix), isNull(ticketKeys.retiredAt)))
    .limit(1);
  return row;
}

/** The next key id of an exhibition (1 for its first key). */
async function nextKeyId(db: Executor, exPrefix: string): Promise<number> {
  const [row] = await db
    .select({ last: max(ticketKeys.keyId) })
    .from(ticketKeys)
    .where(eq(ticketKeys.exPrefix, exPrefix));
  return (row?.last ?? 0) + 1;
}

/** Makes the exhibition's signing key unless one exists; safe to call from any number of instances at once. */
export async function ensureSigningKey(db: Executor, exPrefix: string): Promise<void> {
  if (await currentKeyRow(db, exPrefix)) return;
  const pair = newKeyPair();
  // A concurrent maker wins on either unique index (the key id or the one-signing-key rule): nothing to do then.
  await db
    .insert(ticketKeys)
    .values({ exPrefix, keyId: await nextKeyId(db, exPrefix), publicKey: pair.publicKey, privateKey: pair.privateKey })
    .onConflictDoNothing();
}

/**
 * Parsed private keys by their public key: parsing DER costs more than signing. Not by key id, which a
 * restored or rebuilt database can give to another key.
 */
const parsedKeys = new Map<string, KeyObject>();

async function signingKey(db: Executor, exPrefix: string): Promise<{ keyId: number; key: KeyObject }> {
  let row = await currentKeyRow(db, exPrefix);
  if (!row) {
    await ensureSigningKey(db, exPrefix);
    row = await currentKeyRow(db, exPrefix);
    if (!row) throw new Error(`No ticket key for ${exPrefix}`);
  }
  const cacheKey = toBase64Url(row.publicKey);
  let key = parsedKeys.get(cacheKey);
  if (!key) {
    key = createPrivateKey({ key: Buffer.from(row.privateKey), format: 'der', type: 'pkcs8' });
    parsedKeys.set(cacheKey, key);
  }
  return { keyId: row.keyId, key };
}

/** The signed token of one ticket, with the exhibition's current key. */
export async function signTicket(
  db: Executor,
  ticket: { exPrefix: string; ticketId: number; registrationNumber: string },
): Promise<string> {
  const { keyId, key } = await signingKey(db, ticket.exPrefix);
  const fields = ticketFieldBytes({ keyId, ticketId: ticket.ticketId, registrationNumber: ticket.registrationNumber });
  return encodeTicketToken(fields, new Uint8Array(sign(null, fields, key)));
}

/**
 * Retires the signing key and makes the next one, in one transaction (a concurrent rotation fails on
 * the key id instead of leaving two signing keys). Returns the new key id.
 */
export async function rotateKey(db: Db, exPrefix: string, now: Date): Promise<{ retired: number | null; keyId: number }> {
  return db.transaction(async (tx) => {
    const [retired] = await tx
      .update(ticketKeys)
      .set({ retiredAt: now })
      .where(and(eq(ticketKeys.exPrefix, exPrefix), isNull(ticketKeys.retiredAt)))
      .returning({ keyId: ticketKeys.keyId });
    const pair = newKeyPair();
    const keyId = await nextKeyId(tx, exPrefix);
    await tx.insert(ticketKeys).values({ exPrefix, keyId, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: now });
    return { retired: retired?.keyId ?? null, keyId };
  });
}

/** The public half of every key of an exhibition, as a gate holds them: valid until the show ends. */
export async function gateKeys(db: Executor, exPrefix: string, validUntil: Date): Promise<GateKey[]> {
  await ensureSigningKey(db, exPrefix);
  const rows = await db
    .select({ keyId: ticketKeys.keyId, publicKey: ticketKeys.publicKey })
    .from(ticketKeys)
    .where(eq(ticketKeys.exPrefix, exPrefix))
    .orderBy(asc(ticketKeys.keyId));
  return rows.map((row) => ({
    key_id: row.keyId,
    ex_prefix: exPrefix,
    public_key: toBase64Url(row.publicKey),
    valid_until: validUntil.toISOString(),
  }));
}
