/**
 * The tickets migration (issue 35) on a database that already has registrations: each existing registration gets
 * its own ticket id, later ones continue the sequence, and a deleted registration lands on the revocation
 * list through the trigger.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
/** Found by name, not number: migrations made in parallel are renumbered when merged. */
const isTicketsMigration = (tag: string) => /^\d{4}_tickets$/.test(tag);

/** The migrations folder as it was before the tickets migration. */
function folderBeforeTickets(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-tickets-'));
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => isTicketsMigration(entry.tag));
  if (cut < 0) throw new Error('the tickets migration is not in the journal');
  const earlier = journal.entries.slice(0, cut);
  cpSync(path.join(migrations, 'meta'), path.join(folder, 'meta'), { recursive: true });
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier) cpSync(path.join(migrations, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const before = folderBeforeTickets();
const client = new PGlite();
const db = drizzle(client);
afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

describe('the tickets migration', () => {
  it('gives every existing registration its own ticket id, and revokes a deleted registration', async () => {
    expect(readdirSync(before).some((name) => isTicketsMigration(name.replace(/\.sql$/, '')))).toBe(false);
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`insert into exhibitions (prefix_contract, ex_type, date_start, date_end, name, full_name, location)
      values ('ME27', 'ME', now(), now() + interval '3 days', '{}', '{}', '{}')`);
    const users = await rows<{ id: string }>(sql`insert into users (login, password_hash, first_name, last_name, company, phone)
      values ('a@example.com', 'x', 'A', 'A', 'A', '1'), ('b@example.com', 'x', 'B', 'B', 'B', '2') returning id`);
    for (const [i, user] of users.entries()) {
      await db.execute(
        sql`insert into exhibition_registrations (user_id, ex_prefix, registration_number) values (${user.id}, 'ME27', ${`ME27-00000${i}`})`,
      );
    }

    await migrate(db, { migrationsFolder: migrations });
    const tickets = await rows<{ ticket_id: number }>(sql`select ticket_id from exhibition_registrations order by registration_number`);
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((row) => row.ticket_id)).size).toBe(2);

    const [third] = await rows<{ id: string }>(sql`insert into users (login, password_hash, first_name, last_name, company, phone)
      values ('c@example.com', 'x', 'C', 'C', 'C', '3') returning id`);
    const [added] = await rows<{ ticket_id: number }>(
      sql`insert into exhibition_registrations (user_id, ex_prefix, registration_number) values (${third!.id}, 'ME27', 'ME27-000009') returning ticket_id`,
    );
    expect(added!.ticket_id).toBeGreaterThan(Math.max(...tickets.map((row) => row.ticket_id)));

    await db.execute(sql`delete from users where login = 'a@example.com'`);
    const revoked = await rows<{ ticket_id: number; registration_number: string }>(
      sql`select ticket_id, registration_number from ticket_revocations`,
    );
    expect(revoked).toEqual([{ ticket_id: tickets[0]!.ticket_id, registration_number: 'ME27-000000' }]);
  });
});
