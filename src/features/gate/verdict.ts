/**
 * The gate's decision (issue 35), pure so it is tested without a browser: a token's check
 * (src/lib/ticket-token.ts) plus what the device knows of earlier entries gives green (first entry),
 * amber (entered before, here or at another gate) or red (refused, with why). The roster and revocations are
 * read straight from the bundle's compact form (lib/compact-bundle.ts: a binary search over sorted ids), so
 * nothing is built at start and a show of 100,000 tickets is still a handful of steps a scan.
 */
import type { GateBundle, GateEntry } from '../../contract/staff';
import { compactBundle, isCompactBundle, rosterEntry, sortedHas, type CompactBundle } from '../../lib/compact-bundle';
import { verifyTicketToken, type TicketVerdict } from '../../lib/ticket-token';

export type RefusalReason = Extract<TicketVerdict, { ok: false }>['reason'];

/** A ticket's first entry as this device knows it. */
export type FirstEntry = { gate: string; scanned_at: string };

export type Visitor = { ticketId: number; registrationNumber: string; name: string; company: string };

export type GateVerdict =
  ({ kind: 'admit' } & Visitor) | ({ kind: 'again'; first: FirstEntry } & Visitor) | { kind: 'refuse'; reason: RefusalReason };

/** What the device holds, ready to check: views over the compact bundle, nothing copied. */
export type GateData = {
  exPrefix: string;
  keys: GateBundle['keys'];
  revoked: { has(ticketId: number): boolean };
  roster: { readonly size: number; get(ticketId: number): readonly [name: string, company: string] | undefined };
  generatedAt: string;
};

export function gateData(from: CompactBundle | GateBundle): GateData {
  const bundle = isCompactBundle(from) ? from : compactBundle(from);
  return {
    exPrefix: bundle.ex_prefix,
    keys: bundle.keys,
    revoked: { has: (ticketId) => sortedHas(bundle.revoked, ticketId) },
    roster: { size: bundle.ids.length, get: (ticketId) => rosterEntry(bundle, ticketId) },
    generatedAt: bundle.generated_at,
  };
}

/** The verdict of a checked token, given the first entries known so far. */
export function verdictOf(check: TicketVerdict, data: Pick<GateData, 'roster'>, entries: ReadonlyMap<number, FirstEntry>): GateVerdict {
  if (!check.ok) return { kind: 'refuse', reason: check.reason };
  const { ticketId, registrationNumber } = check.ticket;
  const [name, company] = data.roster.get(ticketId) ?? ['', ''];
  const visitor: Visitor = { ticketId, registrationNumber, name, company };
  const first = entries.get(ticketId);
  return first ? { kind: 'again', first, ...visitor } : { kind: 'admit', ...visitor };
}

export async function checkTicket(text: string, data: GateData, entries: ReadonlyMap<number, FirstEntry>, now: Date): Promise<GateVerdict> {
  const check = await verifyTicketToken(text, { exPrefix: data.exPrefix, keys: data.keys, now, isRevoked: (id) => data.revoked.has(id) });
  return verdictOf(check, data, entries);
}

/** Adds entries (this gate's scans, or other gates' from the server) keeping the earliest of each ticket. */
export function mergeEntries(entries: Map<number, FirstEntry>, incoming: Iterable<Pick<GateEntry, 'ticket_id' | 'gate' | 'scanned_at'>>) {
  for (const entry of incoming) {
    const known = entries.get(entry.ticket_id);
    if (!known || Date.parse(entry.scanned_at) < Date.parse(known.scanned_at))
      entries.set(entry.ticket_id, { gate: entry.gate, scanned_at: entry.scanned_at });
  }
  return entries;
}
