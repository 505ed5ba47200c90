/**
 * The gates' check-ins (issue 35). Any number of gates send their scans, as often as they like: a scan's
 * id (made by the gate) is unique, so INSERT … ON CONFLICT (scan_id) DO NOTHING counts a repeated upload
 * once. A ticket's entry is its earliest scan by the gate's clock (ties broken by scan id, so every
 * instance answers the same), the others are re-entries. Writers of one exhibition hold a transaction lock
 * while they insert, so the seq order is the commit order and a gate's cursor never skips a late commit.
 */
import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { CheckInBatch, GateEntries, GateEntry } from '../../src/contract/staff';
import type { Db } from '../db/connect';
import { checkIns } from '../db/schema';

/** Rows read per GET /staff/checkins answer: a gate that is far behind pages with the cursor. */
export const ENTRIES_PAGE_ROWS = 20_000;

export async function recordCheckIns(db: Db, batch: CheckInBatch, staffUserId: string, now: Date): Promise<{ accepted: number }> {
  if (batch.scans.length === 0) return { accepted: 0 };
  const scans = JSON.stringify(batch.scans.map((scan) => ({ ...scan, scanned_at: new Date(scan.scanned_at).toISOString() })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`check_ins:${batch.ex_prefix}`}))`);
    // A ticket that has no registration of this exhibition now (revoked, deleted or never issued) is kept as refused.
    const inserted = await tx.execute(sql`
      insert into ${checkIns} (scan_id, ex_prefix, ticket_id, gate, staff_user_id, scanned_at, received_at, refused)
      select s.scan_id, ${batch.ex_prefix}, s.ticket_id, ${batch.gate}, ${staffUserId}::uuid, s.scanned_at, ${now.toISOString()}::timestamptz,
        not exists (select 1 from exhibition_registrations r where r.ex_prefix = ${batch.ex_prefix} and r.ticket_id = s.ticket_id)
      from jsonb_to_recordset(${scans}::jsonb) as s(scan_id uuid, ticket_id bigint, scanned_at timestamptz)
      on conflict (scan_id) do nothing
      returning seq`);
    return { accepted: (inserted as unknown as { rows: unknown[] }).rows.length };
  });
}

/**
 * The tickets whose check-ins arrived after `after` (a seq), each with its first entry and its number of
 * entries, and the cursor to ask from next time.
 */
export async function entriesAfter(db: Db, exPrefix: string, after: number): Promise<GateEntries & { more: boolean }> {
  const touched = await db
    .select({ seq: checkIns.seq, ticketId: checkIns.ticketId, refused: checkIns.refused })
    .from(checkIns)
    .where(and(eq(checkIns.exPrefix, exPrefix), gt(checkIns.seq, after)))
    .orderBy(asc(checkIns.seq))
    .limit(ENTRIES_PAGE_ROWS);
  const cursor = String(touched.at(-1)?.seq ?? after);
  const tickets = [...new Set(touched.filter((row) => !row.refused).map((row) => row.ticketId))];
  if (tickets.length === 0) return { entries: [], cursor, more: touched.length === ENTRIES_PAGE_ROWS };
  const rows = await db
    .selectDistinctOn([checkIns.ticketId], {
      ticketId: checkIns.ticketId,
      gate: checkIns.gate,
      scannedAt: checkIns.scannedAt,
      entries: sql<number>`count(*) over (partition by ${checkIns.ticketId})`.mapWith(Number),
    })
    .from(checkIns)
    .where(and(eq(checkIns.exPrefix, exPrefix), not(checkIns.refused), inArray(checkIns.ticketId, tickets)))
    .orderBy(asc(checkIns.ticketId), asc(checkIns.scannedAt), asc(checkIns.scanId));
  const entries: GateEntry[] = rows.map((row) => ({
    ticket_id: row.ticketId,
    gate: row.gate,
    scanned_at: row.scannedAt.toISOString(),
    entries: row.entries,
  }));
  return { entries, cursor, more: touched.length === ENTRIES_PAGE_ROWS };
}
