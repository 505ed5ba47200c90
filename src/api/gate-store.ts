/**
 * What a gate keeps on the device (issue 35), in an IndexedDB database of its own so signing out can drop
 * it in one step: the bundle (keys, revocations, the roster of names, in the compact form of
 * lib/compact-bundle.ts so a cold start reads it back in one copy), the first entries known, the sync
 * cursor, the staff member's roles (so a cold start offline knows the page is allowed), the gate's name,
 * and the scans not yet sent.
 *
 * Signing out removes what names people or grants access (bundle, entries, roles); the unsent scans and
 * the gate's name stay, because a scan lost is an entry the show never counts, and they hold ticket ids
 * only. The next gate account signed in on the device sends them.
 */
import { del, delMany, get, getMany, set, setMany, update } from 'idb-keyval';
import type { GateBundle, StaffMe } from '../contract/staff';
import type { CompactBundle } from '../lib/compact-bundle';
import { BUNDLE, CURSOR, ENTRIES, ME, SYNCED_AT, gateStore } from './gate-wipe';

export type StoredEntry = { ticket_id: number; gate: string; scanned_at: string };

/** The gate's name goes with each scan: it may be renamed while scans wait. */
export type QueuedCheckIn = { scan_id: string; ticket_id: number; scanned_at: string; gate: string; ex_prefix: string };

const GATE_NAME = 'gate-name';
const QUEUE = 'queue';

export type GateSnapshot = {
  /** The server's own form where a device stored the bundle before the compact form existed. */
  bundle: CompactBundle | GateBundle | undefined;
  entries: StoredEntry[];
  cursor: string | undefined;
  me: StaffMe | undefined;
  syncedAt: string | undefined;
  gateName: string;
  queue: QueuedCheckIn[];
};

/** A read started as the app starts (startGateSnapshotRead), not yet taken by the page. */
let early: Promise<GateSnapshot> | undefined;

/**
 * Starts reading the snapshot while the app's start and the gate's code are still under way (src/main.tsx,
 * on the gate's URL): at 4× CPU the page's first render and the site frame's layout kept IndexedDB's answer
 * waiting for about 600 ms when the read began only once the page had rendered (bench:gate).
 */
export function startGateSnapshotRead(): void {
  early ??= readSnapshotNow();
  // Taken by the page, which handles a failure; never an unhandled rejection meanwhile.
  early.catch(() => undefined);
}

/** The snapshot: the early read the first time there is one, else a new read. */
export function readGateSnapshot(): Promise<GateSnapshot> {
  const started = early;
  early = undefined;
  return started ?? readSnapshotNow();
}

async function readSnapshotNow(): Promise<GateSnapshot> {
  const [bundle, entries, cursor, me, syncedAt, gateName, queue] = await getMany(
    [BUNDLE, ENTRIES, CURSOR, ME, SYNCED_AT, GATE_NAME, QUEUE],
    gateStore(),
  );
  return {
    bundle: bundle as CompactBundle | GateBundle | undefined,
    entries: (entries as StoredEntry[] | undefined) ?? [],
    cursor: cursor as string | undefined,
    me: me as StaffMe | undefined,
    syncedAt: syncedAt as string | undefined,
    gateName: (gateName as string | undefined) ?? '',
    queue: (queue as QueuedCheckIn[] | undefined) ?? [],
  };
}

/** A new bundle: the entries of the old one stay only if it was the same exhibition. */
export async function saveBundle(bundle: CompactBundle): Promise<void> {
  const old = (await get<{ ex_prefix: string }>(BUNDLE, gateStore()))?.ex_prefix;
  if (old && old !== bundle.ex_prefix) await delMany([ENTRIES, CURSOR], gateStore());
  await set(BUNDLE, bundle, gateStore());
}

export const saveMe = (me: StaffMe) => set(ME, me, gateStore());
export const forgetMe = () => del(ME, gateStore());
export const saveGateName = (name: string) => set(GATE_NAME, name, gateStore());

export function saveSync(entries: StoredEntry[], cursor: string | undefined, syncedAt: string): Promise<void> {
  return setMany(
    [
      [ENTRIES, entries],
      [CURSOR, cursor],
      [SYNCED_AT, syncedAt],
    ],
    gateStore(),
  );
}

/** Appends a scan; `update` runs in one transaction, so two quick scans never overwrite each other. */
export const enqueueCheckIn = (scan: QueuedCheckIn) => update<QueuedCheckIn[]>(QUEUE, (queue) => [...(queue ?? []), scan], gateStore());

/** The queue without the scans the server took; scans added while sending stay. */
export const withoutSent = (queue: readonly QueuedCheckIn[], sent: ReadonlySet<string>) => queue.filter((scan) => !sent.has(scan.scan_id));

export const dropSent = (sent: ReadonlySet<string>) =>
  update<QueuedCheckIn[]>(QUEUE, (queue) => withoutSent(queue ?? [], sent), gateStore());

export const readQueue = async () => (await get<QueuedCheckIn[]>(QUEUE, gateStore())) ?? [];
