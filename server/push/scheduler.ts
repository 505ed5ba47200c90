/**
 * The push rounds (issue 34): every PUSH_INTERVAL_SECONDS each instance claims, in the database, the
 * reminders that are due and the favourite events' changes not yet pushed, and sends what its own claim
 * returned. A claim is one statement (an INSERT … ON CONFLICT DO NOTHING RETURNING for reminders, an
 * UPDATE … RETURNING for changes), so with any number of instances on one PostgreSQL each message is
 * claimed once, and nothing waits in memory: a restart finds the due reminders where it left them.
 * A message is sent at most once: a push service that fails is logged, not retried.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { LANGS, type Lang } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { events, favouriteChanges, pushSubscriptions } from '../db/schema';
import type { Env } from '../env';
import { toVenueIso } from '../http/dates';
import type { Logger } from '../log';
import { describeChange } from '../queries/favourite-changes';
import type { PushMessage } from '../../src/contract/push';
import { changeMessage, reminderMessage } from './messages';
import { sendPush, type PushOutcome } from './sender';
import type { VapidKeys } from './vapid';

export type PushDeps = { db: Db; env: Pick<Env, 'PUSH_ALLOW_LOCAL'>; log: Logger; vapid: VapidKeys | null };
export type RoundOptions = { now?: Date; timeoutMs?: number };
export type RoundReport = { reminders: number; changes: number; sent: number; gone: number; failed: number };

/** A push service that has not answered by then is cut: the round goes on with the next device. */
const SEND_TIMEOUT_MS = 10_000;
/** Devices sent to at once within a round. */
const PARALLEL_SENDS = 8;
/** A change older than this is not pushed any more (the plan still lists it). */
const CHANGE_PUSH_WINDOW = "interval '1 day'";

/** Rows of a raw statement: node-postgres and PGlite both answer { rows }, which drizzle's PgDatabase type leaves unknown. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const asLang = (lang: string): Lang => ((LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'ru');

type Outgoing = { userId: string; message: (lang: Lang) => PushMessage };

async function claimReminders(db: Db, now: Date): Promise<Outgoing[]> {
  const claimed = await db.execute(sql`
    insert into push_reminders (user_id, event_id, start_at)
    select distinct f.user_id, e.id, e.start_at
      from event_favorites f
      join events e on e.id = f.event_id
      join push_subscriptions s on s.user_id = f.user_id
     where e.start_at > ${ts(now)} and e.start_at <= ${ts(now)} + make_interval(mins => s.lead_minutes)
    on conflict do nothing
    returning user_id, event_id`);
  const rows = rowsOf<{ user_id: string; event_id: number }>(claimed);
  if (rows.length === 0) return [];
  const details = await db
    .select()
    .from(events)
    .where(
      inArray(
        events.id,
        rows.map((row) => Number(row.event_id)),
      ),
    );
  const byId = new Map(details.map((event) => [event.id, event]));
  return rows.flatMap((row) => {
    const event = byId.get(Number(row.event_id));
    if (!event) return [];
    const minutes = Math.max(1, Math.ceil((event.startAt.getTime() - now.getTime()) / 60_000));
    return [
      {
        userId: row.user_id,
        message: (lang: Lang) =>
          reminderMessage(
            lang,
            {
              id: event.id,
              name: event.name[lang] || event.name.ru,
              startIso: toVenueIso(event.startAt),
              endIso: toVenueIso(event.endAt),
              place: event.location[lang] || event.location.ru,
            },
            minutes,
          ),
      },
    ];
  });
}

async function claimChanges(db: Db, now: Date): Promise<Outgoing[]> {
  const claimed = await db.execute(sql`
    update favourite_change_recipients r set pushed_at = ${ts(now)}
      from favourite_changes c
     where c.id = r.change_id and r.pushed_at is null and r.seen_at is null and c.entity = 'event'
       and c.changed_at > ${ts(now)} - ${sql.raw(CHANGE_PUSH_WINDOW)}
       and exists (select 1 from push_subscriptions s where s.user_id = r.user_id and s.created_at <= c.changed_at)
    returning r.user_id, r.change_id`);
  const rows = rowsOf<{ user_id: string; change_id: number }>(claimed);
  if (rows.length === 0) return [];
  const changes = await db
    .select()
    .from(favouriteChanges)
    .where(
      inArray(
        favouriteChanges.id,
        rows.map((row) => Number(row.change_id)),
      ),
    );
  const byId = new Map(changes.map((change) => [change.id, change]));
  return rows.flatMap((row) => {
    const change = byId.get(Number(row.change_id));
    return change ? [{ userId: row.user_id, message: (lang: Lang) => changeMessage(lang, describeChange(change, lang)) }] : [];
  });
}

/** One round: claims what is due now and sends it to every device of each account concerned. */
export async function runPushRound(deps: PushDeps, options: RoundOptions = {}): Promise<RoundReport> {
  const report: RoundReport = { reminders: 0, changes: 0, sent: 0, gone: 0, failed: 0 };
  const { vapid } = deps;
  if (!vapid) return report;
  const now = options.now ?? new Date();
  const reminders = await claimReminders(deps.db, now);
  const changes = await claimChanges(deps.db, now);
  report.reminders = reminders.length;
  report.changes = changes.length;
  const outgoing = [...reminders, ...changes];
  if (outgoing.length === 0) return report;
  const devices = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(outgoing.map((item) => item.userId))]));
  const jobs = outgoing.flatMap((item) =>
    devices.filter((device) => device.userId === item.userId).map((device) => ({ device, message: item.message(asLang(device.lang)) })),
  );
  const sendOptions = { allowLocal: deps.env.PUSH_ALLOW_LOCAL, timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS };
  for (let start = 0; start < jobs.length; start += PARALLEL_SENDS) {
    await Promise.all(
      jobs.slice(start, start + PARALLEL_SENDS).map(async ({ device, message }) => {
        let outcome: PushOutcome;
        try {
          outcome = await sendPush(vapid, device, message, sendOptions);
        } catch (error) {
          deps.log.warn({ host: new URL(device.endpoint).host, err: error }, 'Push message not delivered');
          outcome = 'failed';
        }
        report[outcome] += 1;
        if (outcome === 'gone') await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      }),
    );
  }
  return report;
}

/** Runs a round every `intervalSeconds` (never two at once); stop() waits for the round under way. */
export function startPushScheduler(deps: PushDeps, intervalSeconds: number): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runPushRound(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'Push round failed'))
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  // The rounds never keep a process alive that is otherwise done (a command, a test).
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
