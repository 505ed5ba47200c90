/**
 * The organiser's desk (issue 35; calls listed in src/contract/desk.ts). Every call needs the organiser
 * role, read from the database at each call (auth/roles.ts). Each change and its audit line are written in
 * one transaction. The applications download is the command line's export (cli/applications-export.ts),
 * the same rows and columns, so the desk and `npm run applications -- --csv` cannot drift apart. The
 * figures are of one exhibition (the current one unless ex_prefix names another), counted in
 * queries/desk-figures.ts.
 */
import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  ApplicationsExportQuerySchema,
  ApplicationStatusInputSchema,
  DeskApplicationsQuerySchema,
  RoleGrantInputSchema,
  RoleParamsSchema,
  type AuditEntry,
  type DeskApplication,
  type DeskApplicationsQuery,
  type StaffAccount,
} from '../../src/contract/desk';
import {
  DeskFiguresQuerySchema,
  FavoritesExportQuerySchema,
  FIGURES_TOP_EXHIBITORS,
  type DeskFigures,
} from '../../src/contract/desk-figures';
import type { StaffRole } from '../../src/contract/staff';
import { requireRole, type StaffEnv } from '../auth/roles';
import { listApplications, toCsv, toTextTable, type ApplicationRow } from '../cli/applications-export';
import type { Db } from '../db/connect';
import { applications, auditLog, exhibitions, userRoles, users } from '../db/schema';
import { readJson } from '../http/body';
import { signedInUser } from '../http/caller';
import { toVenueIso, venueDayStart } from '../http/dates';
import { ApiError, invalidInput, notFound, parseInput } from '../http/errors';
import { answerPagedList } from '../queries/paged-list';
import { checkInsPerHour, exhibitorCount, favouritesPerExhibitor, registrationsPerDay } from '../queries/desk-figures';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { writeAudit, type AuditActor } from '../queries/audit';
import { tableBytes } from '../import/sheet';

const APPLICATIONS_PAGE = 25;
/** The registration days the figures show when the desk names none: the last 30, today included. */
const FIGURES_DEFAULT_DAYS = 30;
const AUDIT_PAGE = 50;

const totalArea = sql<number>`(${applications.unequippedArea} + ${applications.equippedArea} + ${applications.openArea})`;

/** YYYY-MM-DD of the venue day `days` after `day`. */
const venueDayAfter = (day: string, days: number) => toVenueIso(venueDayStart(day, days)).slice(0, 10);

function applicationFilter(query: DeskApplicationsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(applications.createdAt, venueDayStart(query.from)));
  if (query.to) conditions.push(lt(applications.createdAt, venueDayStart(query.to, 1)));
  if (query.stand_type) conditions.push(eq(applications.standType, query.stand_type));
  if (query.area_min !== undefined) conditions.push(gte(totalArea, query.area_min));
  if (query.area_max !== undefined) conditions.push(lte(totalArea, query.area_max));
  if (query.status) conditions.push(eq(applications.status, query.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const toDeskApplication = (row: ApplicationRow): DeskApplication => ({
  id: row.id,
  created_at: toVenueIso(row.createdAt),
  ex_prefix: row.exPrefix,
  company: row.company,
  contact: `${row.lastName} ${row.firstName} ${row.patronymicName}`.trim(),
  email: row.email,
  phone: row.phone,
  stand_type: row.standType,
  area: row.unequippedArea + row.equippedArea + row.openArea,
  status: row.status,
});

async function actorOf(c: Context<StaffEnv>): Promise<AuditActor> {
  const user = await signedInUser(c);
  return { id: user.id, login: user.login };
}

const UuidSchema = v.pipe(v.string(), v.uuid());

async function staffAccount(db: Pick<Db, 'select'>, userId: string): Promise<StaffAccount | null> {
  const rows = await db
    .select({ id: users.id, login: users.login, first: users.firstName, last: users.lastName, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId));
  return toStaffAccounts(rows)[0] ?? null;
}

type StaffRow = { id: string; login: string; first: string; last: string; role: StaffRole | null };

function toStaffAccounts(rows: readonly StaffRow[]): StaffAccount[] {
  const byId = new Map<string, StaffAccount>();
  for (const row of rows) {
    const account = byId.get(row.id) ?? { user_id: row.id, login: row.login, name: `${row.last} ${row.first}`.trim(), roles: [] };
    if (row.role) account.roles = [...account.roles, row.role].sort();
    byId.set(row.id, account);
  }
  return [...byId.values()];
}

export const deskRoutes = new Hono<StaffEnv>({ strict: false })
  .use('/staff/desk/*', requireRole('organiser'))
  .get('/staff/desk/applications', async (c) => {
    const query = parseInput(DeskApplicationsQuerySchema, c.req.query());
    const { db } = c.var.deps;
    const where = applicationFilter(query);
    return c.json(
      await answerPagedList(c, {
        pageSize: APPLICATIONS_PAGE,
        countRows: async () => (await db.select({ n: count() }).from(applications).where(where))[0]?.n ?? 0,
        selectPage: async ({ offset, limit }) =>
          (
            await db
              .select()
              .from(applications)
              .where(where)
              .orderBy(desc(applications.createdAt), desc(applications.id))
              .offset(offset)
              .limit(limit)
          ).map(toDeskApplication),
      }),
    );
  })
  .get('/staff/desk/applications/export', async (c) => {
    const { format } = parseInput(ApplicationsExportQuerySchema, { format: c.req.query('format') });
    const rows = await listApplications(c.var.deps.db);
    const headers = { 'Content-Disposition': `attachment; filename="applications.${format}"`, 'Cache-Control': 'no-store' };
    if (format === 'csv') return c.body(toCsv(rows), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' });
    const bytes = await tableBytes('xlsx', { sheet: 'applications', ...toTextTable(rows) });
    return c.body(new Uint8Array(bytes), 200, {
      ...headers,
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  })
  .patch('/staff/desk/applications/:id', async (c) => {
    const id = c.req.param('id');
    if (!v.is(UuidSchema, id)) throw notFound('Application');
    const input = await readJson(c, ApplicationStatusInputSchema);
    const { db, now } = c.var.deps;
    const actor = await actorOf(c);
    const updated = await db.transaction(async (tx) => {
      // FOR UPDATE: two organisers changing one application at once each log the status they really replaced.
      const [current] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
      if (!current) return null;
      if (current.status === input.status) return current;
      const [row] = await tx.update(applications).set({ status: input.status }).where(eq(applications.id, id)).returning();
      const subject = `${current.company} (${current.id})`;
      await writeAudit(tx, actor, { action: 'application_status', subject, before: current.status, after: input.status }, now());
      return row ?? null;
    });
    if (!updated) throw notFound('Application');
    return c.json(toDeskApplication(updated));
  })
  .get('/staff/desk/staff', async (c) => {
    const rows = await c.var.deps.db
      .select({ id: users.id, login: users.login, first: users.firstName, last: users.lastName, role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .orderBy(asc(users.login), asc(userRoles.role));
    return c.json(toStaffAccounts(rows));
  })
  .post('/staff/desk/staff', async (c) => {
    const input = await readJson(c, RoleGrantInputSchema);
    const { db, now } = c.var.deps;
    const actor = await actorOf(c);
    const [user] = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.login, input.email)).limit(1);
    // The desk gives roles to accounts that exist; a new account is the command line's job (it prints a password).
    if (!user) throw invalidInput({ email: 'No account has this e-mail; the person registers first' });
    await db.transaction(async (tx) => {
      const added = await tx.insert(userRoles).values({ userId: user.id, role: input.role }).onConflictDoNothing().returning();
      if (added.length > 0)
        await writeAudit(tx, actor, { action: 'role_added', subject: user.login, before: null, after: input.role }, now());
    });
    return c.json(await staffAccount(db, user.id), 201);
  })
  .delete('/staff/desk/staff/:user_id/:role', async (c) => {
    const params = parseInput(RoleParamsSchema, { user_id: c.req.param('user_id'), role: c.req.param('role') });
    const { db, now } = c.var.deps;
    const actor = await actorOf(c);
    // An organiser who took their own role away would lock the desk with nobody left to give it back.
    if (params.user_id === actor.id && params.role === 'organiser') {
      throw new ApiError('Conflict', 'You cannot remove your own organiser role', { detail: 'You cannot remove your own organiser role' });
    }
    const [user] = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.id, params.user_id)).limit(1);
    if (!user) throw notFound('Account');
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, params.role)))
        .returning();
      if (removed.length > 0)
        await writeAudit(tx, actor, { action: 'role_removed', subject: user.login, before: params.role, after: null }, now());
    });
    return c.json(await staffAccount(db, user.id));
  })
  .get('/staff/desk/audit', async (c) => {
    const { db } = c.var.deps;
    return c.json(
      await answerPagedList<AuditEntry>(c, {
        pageSize: AUDIT_PAGE,
        countRows: async () => (await db.select({ n: count() }).from(auditLog))[0]?.n ?? 0,
        selectPage: async ({ offset, limit }) =>
          (await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).offset(offset).limit(limit)).map((row) => ({
            id: row.id,
            at: toVenueIso(row.at),
            actor: row.actorLogin,
            action: row.action,
            subject: row.subject,
            before: row.before,
            after: row.after,
          })),
      }),
    );
  })
  .get('/staff/desk/figures', async (c) => {
    const query = parseInput(DeskFiguresQuerySchema, {
      ex_prefix: exPrefixFromQuery(c),
      from: c.req.query('from') || undefined,
      to: c.req.query('to') || undefined,
    });
    const { db, now } = c.var.deps;
    const exhibition = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix, { prefix: exhibitions.prefixContract });
    const to = query.to ?? (query.from ? venueDayAfter(query.from, FIGURES_DEFAULT_DAYS - 1) : toVenueIso(now()).slice(0, 10));
    const from = query.from ?? venueDayAfter(to, 1 - FIGURES_DEFAULT_DAYS);
    const [registrations, checkInRows, exhibitors, top] = await Promise.all([
      registrationsPerDay(db, from, to),
      checkInsPerHour(db, exhibition.prefix),
      exhibitorCount(db, exhibition.prefix),
      favouritesPerExhibitor(db, exhibition.prefix, c.var.lang, FIGURES_TOP_EXHIBITORS),
    ]);
    const figures: DeskFigures = {
      ex_prefix: exhibition.prefix,
      from,
      to,
      registrations,
      check_ins: checkInRows,
      favorites: { exhibitors, top: top.map((row) => ({ participant_id: row.participantId, name: row.name, count: row.count })) },
    };
    return c.json(figures, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/staff/desk/figures/favorites', async (c) => {
    const query = parseInput(FavoritesExportQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const { db } = c.var.deps;
    const exhibition = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix, { prefix: exhibitions.prefixContract });
    const rows = await favouritesPerExhibitor(db, exhibition.prefix, c.var.lang);
    const bytes = await tableBytes('csv', {
      sheet: 'favorites',
      headers: ['one_cid', 'name', 'favorites'],
      rows: rows.map((row) => [row.oneCid, row.name, String(row.count)]),
    });
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="favorites-${exhibition.prefix}.csv"`,
      'Cache-Control': 'no-store',
    });
  });
