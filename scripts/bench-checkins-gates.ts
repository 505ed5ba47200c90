/**
 * The simulated gates of `npm run bench:checkins`: HTTP clients that behave as src/features/gate/ does on a
 * phone, without the browser. Each gate has its own account and an outbox; a scan is made at its time
 * (scan_id from crypto.randomUUID(), scanned_at by the gate's clock, as newScan of queue.ts), put in the
 * outbox and followed by a sync, as use-gate.ts does after each verdict: the whole outbox is cut into
 * batches of at most 5,000 scans (one gate, one exhibition: what batchesOf of queue.ts makes of it; scripts
 * may not import a feature) and POSTed to /staff/checkins, scans leave the outbox only once their
 * batch was answered 200, then the other gates' entries are read after the cursor (GET /staff/checkins).
 * Only one sync runs at a time. A failed sync is tried again at the next scan or after RETRY_MS (the phone's
 * timer waits 30 s; a bench that waits that long measures the timer, not the server).
 *
 * Duplicates on purpose: some answers are "lost" after the server took the batch (the gate keeps the
 * scans and sends them again, as a phone does when the answer never arrives), and some scans are of a
 * ticket another gate admitted already (a re-entry) or of a revoked ticket (stored, refused).
 */
import { randomUUID } from 'node:crypto';
import type { CheckInBatch } from '../src/contract/staff';

/** What a gate does after a failed sync when no new scan comes to trigger the next one. */
const RETRY_MS = 500;
/** A request that has not answered by then is abandoned (its scans stay in the outbox). */
const REQUEST_TIMEOUT_MS = 10_000;
/** The contract's limit of scans a request (queue.ts: BATCH_LIMIT). */
const BATCH_LIMIT = 5000;

/** One scan in a gate's outbox, as api/gate-store.ts keeps it (QueuedScan). */
export type QueuedScan = CheckInBatch['scans'][number] & { gate: string; ex_prefix: string };

function batchesOf(outbox: readonly QueuedScan[]): CheckInBatch[] {
  const batches: CheckInBatch[] = [];
  for (let at = 0; at < outbox.length; at += BATCH_LIMIT) {
    const part = outbox.slice(at, at + BATCH_LIMIT);
    batches.push({
      ex_prefix: part[0]!.ex_prefix,
      gate: part[0]!.gate,
      scans: part.map(({ scan_id, ticket_id, scanned_at }) => ({ scan_id, ticket_id, scanned_at })),
    });
  }
  return batches;
}

export type Mix = { reentry: number; revoked: number; lostAnswer: number };

export type GatePlan = {
  baseUrl: () => string;
  exPrefix: string;
  token: string;
  name: string;
  /** ms after the burst's start of this gate's first scan, and between two of its scans. */
  offsetMs: number;
  everyMs: number;
  burstMs: number;
};

/** What every gate shares: the tickets still never scanned, those scanned already, the revoked ones. */
export type TicketPool = { fresh: number[]; scanned: number[]; revoked: number[]; random: () => number };

export type GateLog = {
  made: QueuedScan[];
  /** scan_id → how many times it was sent. */
  sends: Map<string, number>;
  acknowledged: Set<string>;
  /** ms after the burst's start at which each scan was first acknowledged. */
  acknowledgedAt: number[];
  requests: number;
  failures: number;
  failureKinds: Map<string, number>;
  /** Round trips of answered uploads, ms. */
  uploadMs: number[];
  /** ms after the burst's start of each answered upload. */
  answeredAt: number[];
  /** ms after the burst's start of each failed request. */
  failedAt: number[];
  lostAnswers: number;
};

function pickTicket(pool: TicketPool, mix: Mix): number {
  const roll = pool.random();
  if (roll < mix.revoked && pool.revoked.length) return pool.revoked[Math.floor(pool.random() * pool.revoked.length)]!;
  if (roll < mix.revoked + mix.reentry && pool.scanned.length) return pool.scanned[Math.floor(pool.random() * pool.scanned.length)]!;
  const ticket = pool.fresh.pop();
  if (ticket === undefined) throw new Error('the bench ran out of tickets: give it more with --tickets');
  pool.scanned.push(ticket);
  return ticket;
}

/** Runs one gate from the burst's start (`startedAt`, performance.now()) until its outbox is empty or `deadline`. */
export async function runGate(plan: GatePlan, pool: TicketPool, mix: Mix, startedAt: number, deadlineMs: number): Promise<GateLog> {
  const log: GateLog = {
    made: [],
    sends: new Map(),
    acknowledged: new Set(),
    acknowledgedAt: [],
    requests: 0,
    failures: 0,
    failureKinds: new Map(),
    uploadMs: [],
    answeredAt: [],
    failedAt: [],
    lostAnswers: 0,
  };
  let outbox: QueuedScan[] = [];
  const lostOnce = new Set<string>();
  let cursor: string | undefined;
  let running = false;
  const elapsed = () => performance.now() - startedAt;
  const headers = { Authorization: `Bearer ${plan.token}`, 'Content-Type': 'application/json' };
  const fail = (kind: string) => {
    log.failures += 1;
    log.failedAt.push(elapsed());
    log.failureKinds.set(kind, (log.failureKinds.get(kind) ?? 0) + 1);
  };

  const sync = async (): Promise<boolean> => {
    running = true;
    try {
      for (const batch of batchesOf(outbox)) {
        for (const scan of batch.scans) log.sends.set(scan.scan_id, (log.sends.get(scan.scan_id) ?? 0) + 1);
        log.requests += 1;
        const sentAt = performance.now();
        let response: Response;
        try {
          response = await fetch(`${plan.baseUrl()}/api/public/staff/checkins`, {
            method: 'POST',
            headers,
            body: JSON.stringify(batch),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          await response.arrayBuffer();
        } catch (error) {
          const cause =
            error instanceof Error && error.cause instanceof Error ? (error.cause as Error & { code?: string }).code : undefined;
          fail(cause ?? (error instanceof Error ? error.name : 'error'));
          return false;
        }
        if (response.status !== 200) {
          fail(`HTTP ${response.status}`);
          return false;
        }
        log.uploadMs.push(performance.now() - sentAt);
        log.answeredAt.push(elapsed());
        const ids = new Set(batch.scans.map((scan) => scan.scan_id));
        for (const id of ids) {
          if (log.acknowledged.has(id)) continue;
          log.acknowledged.add(id);
          log.acknowledgedAt.push(elapsed());
        }
        // Now and then the answer "never arrives": the gate keeps the scans and sends them again (once each).
        const fresh = batch.scans.filter((scan) => !lostOnce.has(scan.scan_id));
        if (fresh.length && pool.random() < mix.lostAnswer) {
          log.lostAnswers += 1;
          for (const scan of fresh) lostOnce.add(scan.scan_id);
          continue;
        }
        outbox = outbox.filter((scan) => !ids.has(scan.scan_id));
      }
      // Then the other gates' entries after the cursor, as sync.ts reads them (one page is enough at this size).
      try {
        const query = new URLSearchParams({ ex_prefix: plan.exPrefix, ...(cursor ? { after: cursor } : {}) });
        const response = await fetch(`${plan.baseUrl()}/api/public/staff/checkins?${query}`, {
          headers,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (response.status === 200) cursor = ((await response.json()) as { cursor: string }).cursor;
        else await response.arrayBuffer();
      } catch {
        // The entries wait for the next sync; the uploads above are what this bench counts.
      }
      return true;
    } finally {
      running = false;
    }
  };

  // Scanning goes on while a sync is in flight, as on the phone: the sync is started, not awaited.
  let next = plan.offsetMs;
  let retryAt = Number.POSITIVE_INFINITY;
  let triggered = false;
  while (elapsed() < deadlineMs) {
    while (next < plan.burstMs && elapsed() >= next) {
      const scan: QueuedScan = {
        scan_id: randomUUID(),
        ticket_id: pickTicket(pool, mix),
        scanned_at: new Date().toISOString(),
        gate: plan.name,
        ex_prefix: plan.exPrefix,
      };
      log.made.push(scan);
      outbox.push(scan);
      triggered = true;
      next += plan.everyMs;
    }
    if (outbox.length === 0 && next >= plan.burstMs && !running) break;
    if (outbox.length && !running && (triggered || elapsed() >= retryAt)) {
      triggered = false;
      retryAt = Number.POSITIVE_INFINITY;
      void sync().then(() => {
        // What is left (a failure, scans made meanwhile, an answer "lost") goes at the next scan or after RETRY_MS.
        if (outbox.length) retryAt = elapsed() + RETRY_MS;
      });
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(20, next - elapsed()))));
  }
  return log;
}
