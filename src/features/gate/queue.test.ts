import { describe, expect, it } from 'vitest';
import { withoutSent } from '../../api/gate-store';
import { batchesOf, newScan } from './queue';

const at = new Date('2027-05-20T09:00:00.000Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the check-in queue', () => {
  it('sends one batch per exhibition and gate, in scan order', () => {
    const queue = [
      newScan(1, 'Вход 1', 'ME27', at, uuid(1)),
      newScan(2, 'Вход 2', 'ME27', at, uuid(2)),
      newScan(3, 'Вход 1', 'ME27', at, uuid(3)),
    ];
    expect(batchesOf(queue)).toEqual([
      {
        ex_prefix: 'ME27',
        gate: 'Вход 1',
        scans: [
          { scan_id: uuid(1), ticket_id: 1, scanned_at: at.toISOString() },
          { scan_id: uuid(3), ticket_id: 3, scanned_at: at.toISOString() },
        ],
      },
      { ex_prefix: 'ME27', gate: 'Вход 2', scans: [{ scan_id: uuid(2), ticket_id: 2, scanned_at: at.toISOString() }] },
    ]);
  });

  it('splits a long queue at the batch limit', () => {
    const queue = Array.from({ length: 5 }, (_, i) => newScan(i, 'G', 'ME27', at, uuid(i)));
    expect(batchesOf(queue, 2).map((batch) => batch.scans.length)).toEqual([2, 2, 1]);
  });

  it('drops only the scans the server took, keeping those queued while sending', () => {
    const queue = [newScan(1, 'G', 'ME27', at, uuid(1)), newScan(2, 'G', 'ME27', at, uuid(2)), newScan(3, 'G', 'ME27', at, uuid(3))];
    expect(withoutSent(queue, new Set([uuid(1), uuid(3)])).map((scan) => scan.ticket_id)).toEqual([2]);
  });
});
