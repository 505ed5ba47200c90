/**
 * The gate's decision (issue 35), pure so it is tested without a browser: a token's check
 * (src/lib/ticket-token.ts) plus what the device knows of earlier entries gives green (first entry),
 * amber (entered before, here or at another gate) or red (refused, with why). The roster and the entries
 * are Maps built once from the bundle, so a show of 100,000 tickets is one lookup a scan.
 */
import type { GateBundle, GateEntry } from '../../contract/staff';
import { verifyTicketToken, type TicketVerdict } from '../../lib/ticket-token';

export type RefusalReason = Extract<TicketVerdict, { ok: false }>['reason'];

/** A ticket's first entry as this device knows it. */
export type FirstEntry = { gate: string; scanned_at: string };

export type Visitor = { ticketId: number; registrationNumber: string; name: string; company: string };

export type GateVerdict =
  ({ kind: 'admit' } & Visitor) | ({ kind: 'again'; first: FirstEntry } & Visitor) | { kind: 'refuse'; reason: RefusalReason };

/** What the device holds, ready to check: Sets and Maps made once, when the bundle is loaded. */
export type GateData = {
  exPrefix: string;
  keys: GateBundle['keys'];
  revoked: ReadonlySet<number>;
  roster: ReadonlyMap<number, readonly [name: string, company: string]>;
  generatedAt: string;
};

export function gateData(bundle: GateBundle): GateData {
  return {
    exPrefix: bundle.ex_prefix,
    keys: bundle.keys,
    revoked: new Set(bundle.revoked),
    roster: new Map(bundle.roster.map(([id, name, company]) => [id, [name, company]] as const)),
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
