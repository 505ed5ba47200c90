/**
 * The scans a gate has not sent yet, pure: they wait on the device (IndexedDB, api/gate-store.ts) and leave
 * the queue only once the server has taken them. Each scan has its own scan_id, so sending a batch again
 * after a lost answer counts nothing twice (the server ignores a scan_id it has seen).
 */
import type { QueuedCheckIn as QueuedScan } from '../../api/gate-store';
import type { CheckInBatch } from '../../contract/staff';

/** At most this many scans a request (the contract's limit). */
export const BATCH_LIMIT = 5000;

export function newScan(ticketId: number, gate: string, exPrefix: string, now: Date, id: string): QueuedScan {
  return { scan_id: id, ticket_id: ticketId, scanned_at: now.toISOString(), gate, ex_prefix: exPrefix };
}

/** The queue cut into requests: one per exhibition and gate, in scan order, none above the limit. */
export function batchesOf(queue: readonly QueuedScan[], limit = BATCH_LIMIT): CheckInBatch[] {
  const batches: CheckInBatch[] = [];
  const open = new Map<string, CheckInBatch>();
  for (const scan of queue) {
    const key = `${scan.ex_prefix}\n${scan.gate}`;
    let batch = open.get(key);
    if (!batch || batch.scans.length >= limit) {
      batch = { ex_prefix: scan.ex_prefix, gate: scan.gate, scans: [] };
      batches.push(batch);
      open.set(key, batch);
    }
    batch.scans.push({ scan_id: scan.scan_id, ticket_id: scan.ticket_id, scanned_at: scan.scanned_at });
  }
  return batches;
}
