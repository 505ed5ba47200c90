/** Reads shared by several routes: the current exhibition (the spec's "site config") and the language list. */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { CurrentExhibition, Language } from '../../src/contract/site';
import type { Db } from '../db/connect';
import type { Logger } from '../log';
import { events, languages, participants, siteTypes } from '../db/schema';
import { toVenueIso } from '../http/dates';
import { notFound } from '../http/errors';
import { exhibitionByPrefix } from './exhibition-prefix';
import { readMainPageInfo } from './page-data';

export async function listLanguages(db: Db): Promise<Language[]> {
  const rows = await db.select().from(languages).orderBy(asc(languages.position));
  return rows.map((row) => ({ code: row.code as Lang, full_name: row.fullName, icon: row.icon }));
}

/** How many exhibitors the catalogue of an exhibition lists (the same rows GET /participants/ answers). */
async function catalogueSize(db: Db, exPrefix: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(participants).where(eq(participants.exPrefix, exPrefix));
  return row?.value ?? 0;
}

/** How many events the programme of an exhibition lists (GET /events/), and their hours added up, rounded. */
async function programmeSize(db: Db, exPrefix: string): Promise<{ events: number; hours: number }> {
  const [row] = await db
    .select({
      events: count(),
      seconds: sql<string | null>`sum(extract(epoch from ${events.endAt} - ${events.startAt}))`,
    })
    .from(events)
    .where(eq(events.exPrefix, exPrefix));
  return { events: row?.events ?? 0, hours: Math.round(Number(row?.seconds ?? 0) / 3600) };
}

/**
 * The current exhibition with its main_page_info checked (a bad one is neutralised, page-data.ts). The
 * home page's figures that describe the site's own data are counted from it, not taken from the figures
 * stored with the site type: the participants figure is the size of the current catalogue, the events
 * and hours those of its programme. Hand-kept numbers drifted from the catalogue and programme visitors
 * open one tap away (642 exhibitors against 420, 68 events against 72). Visitors, floor area, speakers,
 * organisers and delegates are the organiser's figures: the site holds nothing to count them from.
 */
export async function loadCurrentExhibition(db: Db, exType: string, log: Logger): Promise<CurrentExhibition> {
  const [row, [type], langs] = await Promise.all([
    exhibitionByPrefix(db, exType, undefined),
    db.select().from(siteTypes).where(eq(siteTypes.name, exType)).limit(1),
    listLanguages(db),
  ]);
  if (!type) throw notFound('Site type');
  const info = readMainPageInfo(type.mainPageInfo, type.name, log);
  const [participantsCount, programme] = await Promise.all([catalogueSize(db, row.prefixContract), programmeSize(db, row.prefixContract)]);
  return {
    prefix_contract: row.prefixContract,
    registration_available: row.registrationAvailable,
    date_start: toVenueIso(row.dateStart),
    date_end: toVenueIso(row.dateEnd),
    full_name_ru: row.fullName.ru,
    full_name_en: row.fullName.en,
    location_ru: row.location.ru,
    location_en: row.location.en,
    name_ru: row.name.ru,
    name_en: row.name.en,
    name_zh: row.name.zh,
    menu: langs.map((lang) => ({ code: lang.code, flag: lang.icon, full_name: lang.full_name })),
    type: {
      name: type.name,
      main_page_info: {
        ...info,
        participants_count: participantsCount,
        events_count: programme.events,
        events_hour_count: programme.hours,
      },
    },
  };
}
