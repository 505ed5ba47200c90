/**
 * Password hashing with node:crypto scrypt (memory-hard, no native add-on). The hash string carries its
 * own parameters — scrypt$N$r$p$salt$key — so the cost can be raised later and old hashes still verify.
 *
 * Every derivation goes through one bounded queue (./work-queue.ts): HASHING_CONCURRENCY at once (the
 * cores but one, at least 1, and no more than libuv's thread pool but one, which file reads share), and
 * at most HASHING_QUEUE_LIMIT waiting; past that, sign-in, registration and password change answer 503
 * with Retry-After instead of holding connections open.
 *
 * An unknown login costs its caller the same time as a wrong password but no hashing: it waits as long
 * as recent real checks took (queue wait included), so the answer's timing does not reveal whether the
 * account exists, while sign-ins sprayed at made-up logins cannot take hashing capacity from real ones.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createWorkQueue, QueueFullError } from './work-queue';

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/** Hashes at once: one core (and one pool thread) is always left for the rest of the server. */
export const HASHING_CONCURRENCY = Math.max(1, Math.min(availableParallelism() - 1, threadPool - 1));
/**
 * Waiting hashes per running one. A hash takes ~60–100 ms of a core, so 24 waiting per slot is at most
 * ~2 s of waiting: still a usable sign-in, well under client timeouts. A longer line only holds
 * connections (and their sockets and memory) for answers that arrive too late to matter.
 */
export const HASHING_QUEUE_LIMIT = 24 * HASHING_CONCURRENCY;

export const hashingQueue = createWorkQueue(HASHING_CONCURRENCY, HASHING_QUEUE_LIMIT);

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

/** A moving average of how long a real check took its caller (queue wait included); unset until one ran. */
let meanCheckMs: number | undefined;

/** Checks a password against a stored hash, and notes how long that took for unknown logins to mimic. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const started = performance.now();
  const valid = await verifyPassword(password, stored);
  const took = performance.now() - started;
  meanCheckMs = meanCheckMs === undefined ? took : meanCheckMs * 0.8 + took * 0.2;
  return valid;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check and answers false: used when the login is unknown. Refused like a real
 * check when the hashing queue is full (the same 503), and, before any real check was timed, one real
 * check against a dummy hash gives the first measure.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  if (hashingQueue.full()) throw new QueueFullError(hashingQueue.retryAfterSeconds());
  if (meanCheckMs === undefined) {
    dummyHash ??= hashPassword('not a real password', Buffer.alloc(SALT_LENGTH));
    await checkPassword(password, await dummyHash);
    return false;
  }
  // A real timer, not deps.sleep: tests replace that one to observe the targeted-account slow-down only.
  await new Promise((resolve) => setTimeout(resolve, meanCheckMs));
  return false;
}
