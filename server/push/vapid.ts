/**
 * The VAPID key pair push messages are signed with (RFC 8292). Production takes it from the environment,
 * the same pair on every instance (a subscription is bound to the public key it was made with). Elsewhere
 * a pair is generated once into DATA_DIR and kept, so a restart does not orphan the devices' subscriptions.
 * The private key is never logged.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import * as v from 'valibot';
import type { Env } from '../env';
import type { Logger } from '../log';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_FILE = 'vapid-keys.json';
const StoredKeysSchema = v.object({ publicKey: v.string(), privateKey: v.string() });

/** Who the push services may write to about this sender: VAPID_SUBJECT, else the site's https address. */
function subjectOf(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  return env.PUBLIC_ORIGIN?.startsWith('https://') ? env.PUBLIC_ORIGIN : 'mailto:webmaster@localhost';
}

function keysInDataDir(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return v.parse(StoredKeysSchema, JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once on one data directory keep the first pair written.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return v.parse(StoredKeysSchema, JSON.parse(readFileSync(file, 'utf8')));
  }
}

/** The pair to sign with, or null in production without one (reminders are then off, and the log says so). */
export function loadVapidKeys(env: Env, log: Logger): VapidKeys | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: subjectOf(env) };
  }
  if (env.NODE_ENV === 'production') {
    log.warn('Push reminders are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (docs/deploy.md, "Push reminders").');
    return null;
  }
  return { ...keysInDataDir(env.DATA_DIR), subject: subjectOf(env) };
}
