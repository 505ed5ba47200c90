/** GET /contacts/: the organiser's information and its management team. */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContactsResponse } from '../../src/contract/contacts';
import { contactInfo, staffers } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { pick, pickHtml } from '../http/localize';

export const contactsRoutes = new Hono<AppEnv>().get('/contacts', async (c) => {
  const { db } = c.var.deps;
  const { exType, lang } = c.var;
  const [[info], people] = await Promise.all([
    db.select().from(contactInfo).where(eq(contactInfo.exType, exType)).limit(1),
    db.select().from(staffers).where(eq(staffers.exType, exType)).orderBy(asc(staffers.position), asc(staffers.id)),
  ]);
  if (!info) throw notFound('Contact information');
  const body: ContactsResponse = {
    information: pickHtml(info.information, lang),
    staffers: people.map((person) => ({
      id: person.id,
      photo: person.photo,
      full_name: pick(person.fullName, lang),
      position: pick(person.jobTitle, lang),
    })),
  };
  return c.json(body);
});
