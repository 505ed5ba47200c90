/** Reads shared by several routes: the current exhibition (the spec's "site config") and the language list. */
import { asc, eq } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { CurrentExhibition, Language, MainPageInfo } from '../../src/contract/site';
import type { Db } from '../db/connect';
import { languages, siteTypes } from '../db/schema';
import { toVenueIso } from '../http/dates';
import { notFound } from '../http/errors';
import { exhibitionByPrefix } from './exhibition-prefix';

export async function listLanguages(db: Db): Promise<Language[]> {
  const rows = await db.select().from(languages).orderBy(asc(languages.position));
  return rows.map((row) => ({ code: row.code as Lang, full_name: row.fullName, icon: row.icon }));
}

export async function loadCurrentExhibition(db: Db, exType: string): Promise<CurrentExhibition> {
  const [row, [type], langs] = await Promise.all([
    exhibitionByPrefix(db, exType, undefined),
    db.select().from(siteTypes).where(eq(siteTypes.name, exType)).limit(1),
    listLanguages(db),
  ]);
  if (!type) throw notFound('Site type');
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
    type: { name: type.name, main_page_info: type.mainPageInfo as MainPageInfo },
  };
}
