import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SessionSchema } from '../../src/contract/auth';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import {
  AuditListSchema,
  DeskApplicationListSchema,
  DeskApplicationSchema,
  StaffAccountListSchema,
  StaffAccountSchema,
} from '../../src/contract/desk';
import { listApplications, toCsv } from '../../server/cli/applications-export';
import { hashRefreshToken, issueSession } from '../../server/auth/refresh';
import { applications, auditLog, refreshTokens, userRoles, users } from '../../server/db/schema';
import { fromVenueTime } from '../../server/http/dates';
import { createSignedInVisitor, requiredApplicationFields } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { createSignedInStaff } from '../support/staff';

const api = await useApiServer();
const { db } = api.server.deps;
const DESK = '/api/public/staff/desk';

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);

/** Applications written straight into the database at a chosen instant, so a date filter has a known answer. */
async function insertApplication(createdAt: Date, overrides: Partial<typeof applications.$inferInsert> = {}) {
  const [row] = await db
    .insert(applications)
    .values({
      lang: 'ru',
      firstName: requiredApplicationFields.first_name,
      lastName: requiredApplicationFields.last_name,
      position: requiredApplicationFields.position,
      company: requiredApplicationFields.company,
      phone: requiredApplicationFields.phone,
      email: requiredApplicationFields.email,
      fieldOfActivity: requiredApplicationFields.field_of_activity,
      standType: 'Линейный',
      createdAt,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no application');
  return row;
}

describe('the organiser desk: applications', () => {
  it('filters by days in Moscow time, stand type, total area and status', async () => {
    const organiser = await createSignedInStaff(api, 'desk-filters', ['organiser']);
    // 23:30 in Moscow on 3 March 2019 is still 3 March there, though 20:30 UTC.
    const lateOnThird = await insertApplication(fromVenueTime(2019, 3, 3, 23, 30), { standType: 'Угловой', openArea: 40 });
    const earlyOnFourth = await insertApplication(fromVenueTime(2019, 3, 4, 0, 10), {
      standType: 'Остров',
      equippedArea: 12,
      openArea: 10,
    });
    const onFifth = await insertApplication(fromVenueTime(2019, 3, 5, 9, 0), {
      standType: 'Угловой',
      unequippedArea: 9,
      status: 'declined',
    });
    const ids = async (query: string) => {
      const res = await api.get(`${DESK}/applications/?${query}`, { token: organiser.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return v.parse(DeskApplicationListSchema, res.body).results.map((row) => row.id);
    };
    expect(await ids('from=2019-03-03&to=2019-03-05')).toEqual([onFifth.id, earlyOnFourth.id, lateOnThird.id]);
    expect(await ids('from=2019-03-03&to=2019-03-03')).toEqual([lateOnThird.id]);
    expect(await ids('from=2019-03-03&to=2019-03-05&stand_type=Угловой')).toEqual([onFifth.id, lateOnThird.id]);
    expect(await ids('from=2019-03-03&to=2019-03-05&area_min=20&area_max=30')).toEqual([earlyOnFourth.id]);
    expect(await ids('from=2019-03-03&to=2019-03-05&status=declined')).toEqual([onFifth.id]);
    expect(await ids('from=2019-03-03&to=2019-03-05&status=new')).toEqual([earlyOnFourth.id, lateOnThird.id]);

    const item = (await api.get(`${DESK}/applications/?from=2019-03-04&to=2019-03-04`, { token: organiser.token })).body;
    expect(v.parse(DeskApplicationListSchema, item).results[0]).toMatchObject({ area: 22, stand_type: 'Остров', status: 'new' });
  });

  it('pages the list and counts every matching application', async () => {
    const organiser = await createSignedInStaff(api, 'desk-pages', ['organiser']);
    for (let day = 1; day <= 27; day += 1) await insertApplication(fromVenueTime(2018, 1, day, 12, 0));
    const first = v.parse(
      DeskApplicationListSchema,
      (await api.get(`${DESK}/applications/?from=2018-01-01&to=2018-01-31`, { token: organiser.token })).body,
    );
    expect(first.count).toBe(27);
    expect(first.results.length).toBe(first.paginator_count);
    expect(first.next).not.toBeNull();
    const last = await api.get(`${DESK}/applications/?from=2018-01-01&to=2018-01-31&page=2`, { token: organiser.token });
    expect(v.parse(DeskApplicationListSchema, last.body).results.length).toBe(27 - first.paginator_count);
  });

  it('refuses bad filters with a 400 envelope naming the field', async () => {
    const organiser = await createSignedInStaff(api, 'desk-bad', ['organiser']);
    for (const [query, field] of [
      ['from=2019-02-31', 'from'],
      ['to=yesterday', 'to'],
      ['stand_type=Круглый', 'stand_type'],
      ['area_min=-1', 'area_min'],
      ['status=done', 'status'],
    ] as const) {
      const res = await api.get(`${DESK}/applications/?${query}`, { token: organiser.token });
      expect(res.status, query).toBe(400);
      expect(errorOf(res.body).error_data).toHaveProperty(field);
    }
  });

  it('changes a status and writes the audit line in the same transaction', async () => {
    const organiser = await createSignedInStaff(api, 'desk-status', ['organiser']);
    const [me] = await db.select({ login: users.login }).from(users).where(eq(users.id, organiser.id));
    const row = await insertApplication(new Date(), { company: 'ООО «Аудит статуса»' });
    const res = await api.send('PATCH', `${DESK}/applications/${row.id}/`, { status: 'in_work' }, { token: organiser.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(v.parse(DeskApplicationSchema, res.body).status).toBe('in_work');
    const [stored] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, row.id));
    expect(stored?.status).toBe('in_work');
    const lines = await db.select().from(auditLog).where(eq(auditLog.actorId, organiser.id));
    expect(lines).toEqual([
      expect.objectContaining({ action: 'application_status', actorLogin: me?.login, before: 'new', after: 'in_work' }),
    ]);
    expect(lines[0]?.subject).toContain(row.id);

    // The same status again changes nothing and logs nothing.
    await api.send('PATCH', `${DESK}/applications/${row.id}/`, { status: 'in_work' }, { token: organiser.token });
    expect(await db.select().from(auditLog).where(eq(auditLog.actorId, organiser.id))).toHaveLength(1);

    // When the audit line cannot be written, the status change is rolled back with it.
    await db.execute(`alter table audit_log add constraint desk_test_no_accepted check (after is distinct from 'accepted')`);
    try {
      const failed = await api.send('PATCH', `${DESK}/applications/${row.id}/`, { status: 'accepted' }, { token: organiser.token });
      expect(failed.status).toBe(500);
      const [after] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, row.id));
      expect(after?.status).toBe('in_work');
    } finally {
      await db.execute(`alter table audit_log drop constraint desk_test_no_accepted`);
    }
  });

  it('answers 404 for an unknown application and 400 for a bad status', async () => {
    const organiser = await createSignedInStaff(api, 'desk-404', ['organiser']);
    const unknown = await api.send(
      'PATCH',
      `${DESK}/applications/00000000-0000-4000-8000-000000000000/`,
      { status: 'new' },
      { token: organiser.token },
    );
    expect(unknown.status).toBe(404);
    expect((await api.send('PATCH', `${DESK}/applications/not-a-uuid/`, { status: 'new' }, { token: organiser.token })).status).toBe(404);
    const row = await insertApplication(new Date());
    const bad = await api.send('PATCH', `${DESK}/applications/${row.id}/`, { status: 'won' }, { token: organiser.token });
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).error_data).toHaveProperty('status');
  });

  it('downloads the CSV the command line prints, and an .xlsx of the same rows', async () => {
    const organiser = await createSignedInStaff(api, 'desk-export', ['organiser']);
    await insertApplication(new Date(), { company: '=HYPERLINK("x")', extraWishes: 'два\nабзаца' });
    const csv = await api.get(`${DESK}/applications/export/?format=csv`, { token: organiser.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('applications.csv');
    expect(csv.body).toBe(toCsv(await listApplications(db)));

    const xlsx = await fetch(`${api.server.url}${DESK}/applications/export/?format=xlsx`, {
      headers: { Authorization: `Bearer ${organiser.token}` },
    });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheetRows: string[][] = [];
    book.worksheets[0]?.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
    const csvRows = await listApplications(db);
    expect(sheetRows.length).toBe(csvRows.length + 1);
    expect(sheetRows.slice(1).map((row) => row[0])).toEqual(csvRows.map((row) => row.id));
    expect(sheetRows.some((row) => row.includes(`'=HYPERLINK("x")`))).toBe(true);

    expect((await api.get(`${DESK}/applications/export/?format=pdf`, { token: organiser.token })).status).toBe(400);
  });
});

describe('the organiser desk: staff', () => {
  it('adds a role to an existing account by e-mail, lists it, removes it, and logs both', async () => {
    const organiser = await createSignedInStaff(api, 'desk-staff', ['organiser']);
    const person = await createSignedInVisitor(api, 'desk-new-gate');
    const [row] = await db.select({ login: users.login }).from(users).where(eq(users.id, person.id));
    const email = row!.login;

    const added = await api.send(
      'POST',
      `${DESK}/staff/`,
      { email: `  ${email.toUpperCase()} `, role: 'gate' },
      { token: organiser.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(v.parse(StaffAccountSchema, added.body)).toMatchObject({ user_id: person.id, login: email, roles: ['gate'] });
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, person.id))).toHaveLength(1);
    // The new gate's token now passes a staff call.
    expect((await api.get('/api/public/staff/me/', { token: person.token })).status).toBe(200);

    const list = v.parse(StaffAccountListSchema, (await api.get(`${DESK}/staff/`, { token: organiser.token })).body);
    expect(list.find((account) => account.user_id === person.id)?.roles).toEqual(['gate']);
    expect(list.find((account) => account.user_id === organiser.id)?.roles).toEqual(['organiser']);

    const removed = await api.send('DELETE', `${DESK}/staff/${person.id}/gate/`, undefined, { token: organiser.token });
    expect(removed.status).toBe(200);
    expect(v.parse(StaffAccountSchema, removed.body).roles).toEqual([]);
    expect((await api.get('/api/public/staff/me/', { token: person.token })).status).toBe(403);

    const lines = await db.select().from(auditLog).where(eq(auditLog.actorId, organiser.id)).orderBy(auditLog.id);
    expect(lines.map((line) => [line.action, line.subject, line.before, line.after])).toEqual([
      ['role_added', email, null, 'gate'],
      ['role_removed', email, 'gate', null],
    ]);
  });

  it('refuses an e-mail without an account, a bad role and removing its own organiser role', async () => {
    const organiser = await createSignedInStaff(api, 'desk-staff-bad', ['organiser']);
    const unknown = await api.send(
      'POST',
      `${DESK}/staff/`,
      { email: 'nobody.here@example.org', role: 'gate' },
      { token: organiser.token },
    );
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body).error_data).toHaveProperty('email');
    const badRole = await api.send('POST', `${DESK}/staff/`, { email: 'x@example.org', role: 'admin' }, { token: organiser.token });
    expect(badRole.status).toBe(400);
    expect((await api.send('DELETE', `${DESK}/staff/${organiser.id}/admin/`, undefined, { token: organiser.token })).status).toBe(400);
    expect((await api.send('DELETE', `${DESK}/staff/not-an-id/gate/`, undefined, { token: organiser.token })).status).toBe(400);
    const self = await api.send('DELETE', `${DESK}/staff/${organiser.id}/organiser/`, undefined, { token: organiser.token });
    expect(self.status).toBe(409);
    expect(
      await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, organiser.id), eq(userRoles.role, 'organiser'))),
    ).toHaveLength(1);
  });
});

describe('the organiser desk: audit log', () => {
  it('shows the lines newest first with who, what, before and after', async () => {
    const organiser = await createSignedInStaff(api, 'desk-audit', ['organiser']);
    const row = await insertApplication(new Date());
    await api.send('PATCH', `${DESK}/applications/${row.id}/`, { status: 'accepted' }, { token: organiser.token });
    await api.send('PATCH', `${DESK}/applications/${row.id}/`, { status: 'declined' }, { token: organiser.token });
    const res = await api.get(`${DESK}/audit/`, { token: organiser.token });
    expect(res.status).toBe(200);
    const list = v.parse(AuditListSchema, res.body);
    const expected = await db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(list.paginator_count);
    expect(list.results.map((line) => line.id)).toEqual(expected.map((line) => line.id));
    const mine = list.results.filter((line) => line.subject.includes(row.id));
    expect(mine.map((line) => [line.before, line.after])).toEqual([
      ['accepted', 'declined'],
      ['new', 'accepted'],
    ]);
  });
});

describe("an organiser's session", () => {
  it('lives shorter than a visitor’s: 5-minute access tokens and a refresh token that lapses after 8 hours', async () => {
    // issueSession is what sign-in and registration call; the accounts are written straight in (hashing is slow).
    const visitor = await createSignedInVisitor(api, 'session-visitor');
    const organiser = await createSignedInStaff(api, 'session-organiser', ['organiser']);
    const visitorSession = await issueSession(api.server.deps, { id: visitor.id, tokenVersion: 0 });
    const organiserSession = await issueSession(api.server.deps, { id: organiser.id, tokenVersion: 0 });
    const lifetime = (token: string) => {
      const { exp, iat } = decodeJwt(token);
      return (exp ?? 0) - (iat ?? 0);
    };
    expect(lifetime(visitorSession.access)).toBe(15 * 60);
    expect(lifetime(organiserSession.access)).toBe(5 * 60);

    const refreshExpiry = async (token: string) => {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
      return (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    };
    expect(await refreshExpiry(visitorSession.refresh)).toBe(30 * 24 * 60 * 60);
    expect(await refreshExpiry(organiserSession.refresh)).toBe(8 * 60 * 60);

    // Six minutes on, the visitor's access token still works and the organiser's does not.
    const later = new Date(Date.now() + 6 * 60 * 1000);
    api.setNow(later);
    try {
      expect((await api.get('/api/public/user/', { token: visitorSession.access })).status).toBe(200);
      expect((await api.get('/api/public/user/', { token: organiserSession.access })).status).toBe(401);
      // A refresh keeps the short lifetime.
      const rotated = await api.send('POST', '/api/refresh/', { refresh: organiserSession.refresh });
      expect(lifetime(v.parse(SessionSchema, rotated.body).access)).toBe(5 * 60);
      // Nine hours without a refresh and the organiser signs in again; the visitor's refresh still works.
      api.setNow(new Date(later.getTime() + 9 * 60 * 60 * 1000));
      const lapsed = await api.send('POST', '/api/refresh/', { refresh: v.parse(SessionSchema, rotated.body).refresh });
      expect(lapsed.status).toBe(401);
      expect((await api.send('POST', '/api/refresh/', { refresh: visitorSession.refresh })).status).toBe(200);
    } finally {
      api.setNow(null);
    }
  });
});
