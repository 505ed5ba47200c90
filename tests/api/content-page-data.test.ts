/**
 * A bad JSON row of page data (an html block, the site type's main_page_info) is planted straight in the
 * test database, as a hand edit or a faulty import would leave it, and the answers are checked: the html
 * block answers the JSON error envelope for that block only, /site keeps answering with neutral figures.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { EventsResponseSchema } from '../../src/contract/events';
import { HtmlBlockSchema } from '../../src/contract/htmlblock';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { CurrentExhibitionSchema, SiteResponseSchema } from '../../src/contract/site';
import { htmlBlocks, siteTypes } from '../../server/db/schema';
import { checkedHtmlBlock, checkedMainPageInfo, EMPTY_MAIN_PAGE_INFO } from '../../server/queries/page-data';
import { useApiServer } from '../support/api-server';
import { expectError, getParsed, PUBLIC } from './content-support';

const api = await useApiServer();
const { db } = api.server.deps;

const [siteType] = await db.select().from(siteTypes).limit(1);
if (!siteType) throw new Error('The test database has no site type');
const exType = siteType.name;
const goodBlocks = await db.select().from(htmlBlocks).where(eq(htmlBlocks.exType, exType));

// Each test plants its own bad row; this puts the seeded rows back so the tests pass in any order.
afterEach(async () => {
  await db.update(siteTypes).set({ mainPageInfo: siteType.mainPageInfo }).where(eq(siteTypes.name, exType));
  for (const block of goodBlocks) {
    await db
      .update(htmlBlocks)
      .set({ data: block.data })
      .where(and(eq(htmlBlocks.exType, exType), eq(htmlBlocks.lang, block.lang)));
  }
});

/** The home page's participants figure is the current catalogue's size, whatever main_page_info says. */
async function catalogueSize(lang: string) {
  return (await getParsed(api, ParticipantsResponseSchema, `/participants/?ex_type=${exType}`, lang)).length;
}

/** The home page's figures the API counts itself: the catalogue's exhibitors, the programme's events and hours. */
async function countedFigures(lang: string) {
  const programme = await getParsed(api, EventsResponseSchema, `/events/?ex_type=${exType}`, lang);
  const hours = programme.reduce((sum, event) => sum + (Date.parse(event.end_at) - Date.parse(event.start_at)) / 3_600_000, 0);
  return { participants_count: await catalogueSize(lang), events_count: programme.length, events_hour_count: Math.round(hours) };
}

async function plantHtmlBlock(lang: string, data: Record<string, unknown>) {
  await db
    .update(htmlBlocks)
    .set({ data })
    .where(and(eq(htmlBlocks.exType, exType), eq(htmlBlocks.lang, lang)));
}

describe('page data read from JSON columns', () => {
  it('answers a bad html block with the JSON error envelope naming the bad field', async () => {
    const good = goodBlocks.find((block) => block.lang === 'zh');
    await plantHtmlBlock('zh', { ...good?.data, exhibition_title: 42 });

    const res = await api.get(`${PUBLIC}/htmlblock/?lang_code=zh&ex_type=${exType}`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = expectError(res, 500, 'InternalError');
    expect(body.error).toContain('exhibition_title');
    expect(body.error).toContain(`${exType}/zh`);
  });

  it('keeps answering the other languages and /site while one html block is bad', async () => {
    await plantHtmlBlock('zh', { buttons: 'not a list' });

    const ru = await getParsed(api, HtmlBlockSchema, `/htmlblock/?ex_type=${exType}`, 'ru');
    expect(ru.exhibition_title).not.toBe('');
    const site = await getParsed(api, SiteResponseSchema, `/site/?ex_type=${exType}`, 'zh');
    expect(site.menu.items.length).toBeGreaterThan(0);
  });

  it('serves /site and /current_exhibition with neutral home figures when main_page_info is bad', async () => {
    await db
      .update(siteTypes)
      .set({ mainPageInfo: { ...siteType.mainPageInfo, participants_count: 'many', banner: null } })
      .where(eq(siteTypes.name, exType));

    const site = await getParsed(api, SiteResponseSchema, `/site/?ex_type=${exType}`, 'ru');
    const neutral = { ...EMPTY_MAIN_PAGE_INFO, ...(await countedFigures('ru')) };
    expect(site.site_config.type.main_page_info).toEqual(neutral);
    expect(site.menu.items.length).toBeGreaterThan(0);
    const current = await getParsed(api, CurrentExhibitionSchema, `/current_exhibition/?ex_type=${exType}`, 'en');
    expect(current.type.main_page_info).toEqual(neutral);
  });

  it('serves the stored main_page_info when it is valid, with the participants, events and hours counted from the catalogue and programme', async () => {
    const site = await getParsed(api, SiteResponseSchema, `/site/?ex_type=${exType}`, 'ru');
    const counted = await countedFigures('ru');
    expect(counted.participants_count).toBeGreaterThan(0);
    expect(counted.events_count).toBeGreaterThan(0);
    expect(site.site_config.type.main_page_info).toEqual({ ...siteType.mainPageInfo, ...counted });
  });
});

describe('page data written to JSON columns', () => {
  it('refuses a bad html block before it is stored, naming the block and the field', () => {
    const good = goodBlocks[0]?.data;
    expect(() => checkedHtmlBlock({ ...good, location: ['Moscow'] }, exType, 'en')).toThrow(`Invalid html block ${exType}/en: location`);
    expect(checkedHtmlBlock(good, exType, 'en')).toEqual(good);
  });

  it('refuses a bad main_page_info before it is stored, naming the field', () => {
    expect(() => checkedMainPageInfo({ ...siteType.mainPageInfo, visitors_count: '31 500' }, exType)).toThrow(
      /main_page_info.*visitors_count/,
    );
    expect(checkedMainPageInfo(siteType.mainPageInfo, exType)).toEqual(siteType.mainPageInfo);
  });
});
