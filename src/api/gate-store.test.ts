import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { compactBundle, rosterEntry } from '../lib/compact-bundle';
import {
  dropSent,
  enqueueCheckIn,
  readGateSnapshot,
  saveBundle,
  saveGateName,
  saveMe,
  saveSync,
  startGateSnapshotRead,
  withoutSent,
} from './gate-store';
import { wipeGateData } from './gate-wipe';

const scan = (n: number) => ({
  scan_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  ticket_id: n,
  scanned_at: '2027-05-20T09:00:00.000Z',
  gate: 'Вход 1',
  ex_prefix: 'ME27',
});
const bundle = compactBundle({
  ex_prefix: 'ME27',
  generated_at: '2027-05-20T08:00:00.000Z',
  keys: [],
  revoked: [5, 3],
  roster: [
    [1, 'Иванов Иван', 'ООО «Сталь»'],
    [3, 'Петров Пётр', 'АО «Прокат»'],
  ],
});

describe('the gate’s store on the device', () => {
  it('queues scans in order and drops only those the server took', async () => {
    await Promise.all([enqueueCheckIn(scan(1)), enqueueCheckIn(scan(2)), enqueueCheckIn(scan(3))]);
    await dropSent(new Set([scan(1).scan_id, scan(3).scan_id]));
    expect((await readGateSnapshot()).queue).toEqual([scan(2)]);
    expect(withoutSent([scan(2)], new Set([scan(2).scan_id]))).toEqual([]);
  });

  it('reads the compact bundle back as stored: sorted typed arrays and the names beside them', async () => {
    await saveBundle(bundle);
    const stored = (await readGateSnapshot()).bundle;
    expect(stored).toEqual(bundle);
    if (!stored || !('ids' in stored)) throw new Error('the compact bundle did not come back');
    expect(stored.ids).toBeInstanceOf(Uint32Array);
    expect([...stored.revoked]).toEqual([3, 5]);
    expect(rosterEntry(stored, 3)).toEqual(['Петров Пётр', 'АО «Прокат»']);
  });

  it('hands the read started at the app’s start to the page once, and reads afresh after that', async () => {
    await saveGateName('Вход 3');
    startGateSnapshotRead();
    await saveGateName('Вход 4');
    // The early read began before the rename: the page's first read is that one, the next sees the change.
    expect((await readGateSnapshot()).gateName).toBe('Вход 3');
    expect((await readGateSnapshot()).gateName).toBe('Вход 4');
  });

  it('forgets the roster, entries and role at sign-out, but keeps unsent scans and the gate’s name', async () => {
    await saveBundle(bundle);
    await saveMe({ login: 'gate@example.org', roles: ['gate'], password_change_required: false });
    await saveSync([{ ticket_id: 1, gate: 'Вход 2', scanned_at: '2027-05-20T08:30:00.000Z' }], '7', '2027-05-20T09:00:00.000Z');
    await saveGateName('Вход 1');
    await enqueueCheckIn(scan(4));
    await wipeGateData();
    const after = await readGateSnapshot();
    expect(after).toMatchObject({
      bundle: undefined,
      me: undefined,
      entries: [],
      cursor: undefined,
      syncedAt: undefined,
      gateName: 'Вход 1',
    });
    expect(after.queue.map((item) => item.ticket_id)).toContain(4);
  });
});
