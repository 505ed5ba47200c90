/**
 * Password hashing with node:crypto scrypt (memory-hard, no native add-on). The hash string carries its
 * own parameters — scrypt$N$r$p$salt$key — so the cost can be raised later and old hashes still verify.
 * Verification runs the same work for unknown logins (against a fixed dummy hash), so response time does
 * not reveal whether an account exists. Every derivation goes through one queue of concurrency 1
 * (./work-queue.ts), so a burst of sign-ups never takes the thread pool or both cores from other calls.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createWorkQueue } from './work-queue';

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** One hash at a time: ~60 ms of one core each; the other core and three pool threads stay free. */
export const hashingQueue = createWorkQueue(1);

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default 32 MiB cap is exactly that at N=2^15, so leave headroom.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return hashingQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, scryptOptions, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** `salt` is for the deterministic demo seed only; real hashes get a random salt. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): Promise<string> {
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const HASH_FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, key] = match;
  const expected = Buffer.from(key ?? '', 'base64url');
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check and answers false: used when the login is unknown. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not a real password', Buffer.alloc(SALT_LENGTH));
  await verifyPassword(password, await dummyHash);
  return false;
}
