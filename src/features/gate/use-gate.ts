/**
 * The gate page's state: who may use it, the bundle on the device, the entries known, the queue and the
 * sync. Everything starts from the device's copy (a cold start offline is ready as soon as IndexedDB has
 * been read); the network then confirms the role, refreshes the bundle and syncs, when it is there.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchGateBundleBody, fetchStaffMe } from '../../api/gate';
import { ApiError } from '../../api/errors';
import { enqueueCheckIn, forgetMe, readGateSnapshot, saveGateName, saveMe } from '../../api/gate-store';
import type { Lang } from '../../contract/common';
import type { GateBundle, StaffMe } from '../../contract/staff';
import type { CompactBundle } from '../../lib/compact-bundle';
import { compactAndStoreInWorker } from './bundle-in-worker';
import { signalVerdict } from './feedback';
import { newScan } from './queue';
import { syncGate } from './sync';
import { checkTicket, gateData, mergeEntries, type FirstEntry, type GateData, type GateVerdict } from './verdict';

export type GateStatus = 'loading' | 'signed-out' | 'refused' | 'password_change' | 'unavailable' | 'ready';

/** How often a gate with unsent scans or a stale view of other gates tries the network again. */
const SYNC_EVERY_MS = 30_000;

const allowed = (me: StaffMe | undefined) => !!me && me.roles.some((role) => role === 'gate' || role === 'organiser');
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 401);

export function useGate(lang: Lang, signedIn: boolean) {
  const [loadedStatus, setStatus] = useState<Exclude<GateStatus, 'signed-out'>>('loading');
  const status: GateStatus = signedIn ? loadedStatus : 'signed-out';
  const [data, setData] = useState<GateData>();
  const [gateName, setGateName] = useState('');
  const [queueLength, setQueueLength] = useState(0);
  const [syncedAt, setSyncedAt] = useState<string>();
  const [syncing, setSyncing] = useState(false);
  const [verdict, setVerdict] = useState<GateVerdict>();
  const entries = useRef(new Map<number, FirstEntry>());
  const cursor = useRef<string | undefined>(undefined);
  const syncRunning = useRef(false);
  const dataRef = useRef<GateData>(undefined);

  const applyBundle = useCallback((bundle: CompactBundle | GateBundle) => {
    const next = gateData(bundle);
    dataRef.current = next;
    setData(next);
  }, []);

  const sync = useCallback(async () => {
    const current = dataRef.current;
    if (!current || syncRunning.current || !navigator.onLine) return;
    syncRunning.current = true;
    setSyncing(true);
    try {
      const result = await syncGate(lang, current.exPrefix, entries.current, cursor.current);
      cursor.current = result.cursor;
      setSyncedAt(result.syncedAt);
      setQueueLength(result.queueLength);
    } catch (error) {
      // Offline or the server is away: the scans wait for the next try.
      if (isRefusal(error)) setStatus('refused');
    } finally {
      syncRunning.current = false;
      setSyncing(false);
    }
  }, [lang]);

  const reloadBundle = useCallback(async () => {
    // Parsed, checked, made compact and stored in a worker: scans keep their < 150 ms while 10 MB come in.
    const bundle = await compactAndStoreInWorker(await fetchGateBundleBody(lang));
    applyBundle(bundle);
    return bundle;
  }, [lang, applyBundle]);

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void (async () => {
      const snapshot = await readGateSnapshot();
      if (cancelled) return;
      setGateName(snapshot.gateName);
      setQueueLength(snapshot.queue.length);
      setSyncedAt(snapshot.syncedAt);
      cursor.current = snapshot.cursor;
      // This device's own unsent scans are entries too, until the server echoes them back.
      entries.current = mergeEntries(mergeEntries(new Map(), snapshot.entries), snapshot.queue);
      if (snapshot.bundle && allowed(snapshot.me)) {
        applyBundle(snapshot.bundle);
        setStatus('ready');
      }
      let me = snapshot.me;
      let refused = false;
      try {
        me = await fetchStaffMe(lang);
        await saveMe(me);
      } catch (error) {
        // Only the server's refusal counts; offline, the role the device saw last serves.
        refused = isRefusal(error);
        if (refused) await forgetMe();
      }
      if (cancelled) return;
      if (refused || !allowed(me)) {
        setStatus(refused || me ? 'refused' : 'unavailable');
        return;
      }
      // The server refuses the roster until the one-time password is replaced (server/auth/roles.ts).
      if (me?.password_change_required) {
        setStatus('password_change');
        return;
      }
      try {
        await reloadBundle();
      } catch {
        // Offline: the device's copy serves; without one the page cannot check tickets yet.
        if (!snapshot.bundle) {
          if (!cancelled) setStatus('unavailable');
          return;
        }
      }
      if (cancelled) return;
      setStatus('ready');
      await sync();
    })();
    return () => {
      cancelled = true;
    };
  }, [lang, signedIn, reloadBundle, sync, applyBundle]);

  // Scans wait on the device; the network's return and a timer send them.
  useEffect(() => {
    if (status !== 'ready') return;
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [status, sync]);

  const check = useCallback(
    async (text: string) => {
      const current = dataRef.current;
      if (!current || !text.trim()) return;
      const now = new Date();
      const result = await checkTicket(text, current, entries.current, now);
      setVerdict(result);
      signalVerdict(result.kind);
      if (result.kind === 'refuse') return;
      // Re-entries are sent too: the server records them, and the first entry stays the earliest.
      const scan = newScan(result.ticketId, gateName, current.exPrefix, now, crypto.randomUUID());
      mergeEntries(entries.current, [scan]);
      await enqueueCheckIn(scan);
      setQueueLength((length) => length + 1);
      void sync();
    },
    [gateName, sync],
  );

  const nameGate = useCallback(async (name: string) => {
    await saveGateName(name);
    setGateName(name);
  }, []);

  return {
    status,
    data,
    gateName,
    nameGate,
    queueLength,
    syncedAt,
    syncing,
    verdict,
    clearVerdict: () => setVerdict(undefined),
    check,
    sync,
    reloadBundle,
  };
}
