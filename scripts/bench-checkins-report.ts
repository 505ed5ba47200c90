/**
 * What `npm run bench:checkins` compares and prints once the burst is over: every scan the gates made
 * against the rows of check_ins (read straight from the database) and against the merged view the gates
 * read (GET /staff/checkins), and the gates' own counts of requests, answers and failures.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/connect';
import { median } from './bench-support';
import type { GateLog } from './bench-checkins-gates';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each ticket's first entry and count as GET /staff/checkins answers them. */
export type MergedView = Map<number, { gate: string; scanned_at: string; entries: number }>;

type Stored = { scan_id: string; ticket_id: number; gate: string; scanned_at: Date; refused: boolean };

export async function compare(db: Db, prepared: { gateUsers: string[]; revoked: number[] }, logs: GateLog[], view: MergedView) {
  const stored = rows<Stored>(
    await db.execute(sql`
      select scan_id, ticket_id::int as ticket_id, gate, scanned_at, refused from check_ins
      where staff_user_id in (select unnest(${`{${prepared.gateUsers.join(',')}}`}::uuid[]))`),
  );
  const made = logs.flatMap((log) => log.made);
  const madeIds = new Set(made.map((scan) => scan.scan_id));
  const acknowledged = new Set(logs.flatMap((log) => [...log.acknowledged]));
  const storedIds = new Map<string, number>();
  for (const row of stored) storedIds.set(row.scan_id, (storedIds.get(row.scan_id) ?? 0) + 1);
  const revoked = new Set(prepared.revoked);
  const admitted = made.filter((scan) => !revoked.has(scan.ticket_id));
  // Each ticket's expected first entry: the earliest scan made, ties broken by scan id as the server does.
  const first = new Map<number, { gate: string; at: string; id: string; count: number }>();
  for (const scan of admitted) {
    const known = first.get(scan.ticket_id);
    const earlier = !known || scan.scanned_at < known.at || (scan.scanned_at === known.at && scan.scan_id < known.id);
    const count = (known?.count ?? 0) + 1;
    first.set(scan.ticket_id, earlier ? { gate: scan.gate, at: scan.scanned_at, id: scan.scan_id, count } : { ...known!, count });
  }
  const storedAdmitted = stored.filter((row) => !row.refused);
  const storedTickets = new Set(storedAdmitted.map((row) => row.ticket_id));
  let viewMismatch = 0;
  for (const [ticket, expected] of first) {
    const seen = view.get(ticket);
    if (!seen || seen.gate !== expected.gate || seen.entries !== expected.count || Date.parse(seen.scanned_at) !== Date.parse(expected.at))
      viewMismatch += 1;
  }
  return {
    made: made.length,
    stored: stored.length,
    lost: [...madeIds].filter((id) => !storedIds.has(id)).length,
    lostAfterAnswer: [...acknowledged].filter((id) => !storedIds.has(id)).length,
    storedTwice: [...storedIds.values()].filter((n) => n > 1).length,
    unknownRows: [...storedIds.keys()].filter((id) => !madeIds.has(id)).length,
    acknowledged: acknowledged.size,
    firstEntries: { expected: first.size, stored: storedTickets.size },
    reentries: { expected: admitted.length - first.size, stored: storedAdmitted.length - storedTickets.size },
    refused: { expected: made.length - admitted.length, stored: stored.length - storedAdmitted.length },
    viewMismatch,
    viewTickets: view.size,
  };
}

export function report(
  result: Awaited<ReturnType<typeof compare>>,
  logs: GateLog[],
  times: { seconds: number; killedAt: number; readyAgainAt: number; endedAt: number },
) {
  const sum = (pick: (log: GateLog) => number) => logs.reduce((total, log) => total + pick(log), 0);
  const sends = logs.flatMap((log) => [...log.sends.values()]);
  const uploads = logs.flatMap((log) => log.uploadMs).sort((a, b) => a - b);
  const firstAnswerAfterKill = Math.min(...logs.flatMap((log) => log.answeredAt.filter((at) => at > times.killedAt)));
  const acknowledgedInBurst = logs.flatMap((log) => log.acknowledgedAt).filter((at) => at <= times.seconds * 1000).length;
  const failureKinds = new Map<string, number>();
  for (const log of logs) for (const [kind, n] of log.failureKinds) failureKinds.set(kind, (failureKinds.get(kind) ?? 0) + n);
  const lines: [string, string][] = [
    ['scans made (distinct scan ids)', String(result.made)],
    [
      'scan sends (resends and failed tries included)',
      `${sends.reduce((a, b) => a + b, 0)} (${sends.filter((n) => n > 1).length} scans sent more than once; ${sum((log) => log.lostAnswers)} answers "lost" on purpose)`,
    ],
    [
      'upload requests',
      `${sum((log) => log.requests)} (${sum((log) => log.failures)} failed: ${[...failureKinds].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none'})`,
    ],
    ['acknowledged (distinct scan ids)', String(result.acknowledged)],
    ['stored (rows of these gates)', String(result.stored)],
    ['**lost** (made, not stored)', String(result.lost)],
    ['**lost after an answer** (acknowledged, not stored)', String(result.lostAfterAnswer)],
    ['**double-counted** (a scan id stored twice; rows no gate made)', `${result.storedTwice}; ${result.unknownRows}`],
    ['first entries: distinct admitted tickets scanned / stored', `${result.firstEntries.expected} / ${result.firstEntries.stored}`],
    ['re-entries: scanned / stored', `${result.reentries.expected} / ${result.reentries.stored}`],
    ['refused (revoked tickets): scanned / stored', `${result.refused.expected} / ${result.refused.stored}`],
    [
      'merged view (GET /staff/checkins): tickets whose first gate, time or count differ',
      `${result.viewMismatch} of ${result.viewTickets}`,
    ],
    [
      'achieved rate during the burst',
      `${((result.made / times.seconds) * 60).toFixed(0)} scans made a minute; ${((acknowledgedInBurst / times.seconds) * 60).toFixed(0)} acknowledged a minute within it (downtime included)`,
    ],
    [
      'upload round trip (answered)',
      `median ${median(uploads).toFixed(0)} ms, p95 ${uploads[Math.floor(uploads.length * 0.95)]?.toFixed(0)} ms, worst ${uploads.at(-1)?.toFixed(0)} ms`,
    ],
    ['downtime: kill -9 → server ready again', `${((times.readyAgainAt - times.killedAt) / 1000).toFixed(2)} s`],
    ['downtime: kill -9 → first upload answered again', `${((firstAnswerAfterKill - times.killedAt) / 1000).toFixed(2)} s`],
    [
      'burst start → every outbox empty',
      `${(times.endedAt / 1000).toFixed(1)} s (unsent at the end: ${result.made - result.acknowledged})`,
    ],
  ];
  console.log(`\n| measure | value |\n|---|---|`);
  for (const [key, value] of lines) console.log(`| ${key} | ${value} |`);
}
