/**
 * The site itself, one workbook of six sheets:
 * - "site", one row: the footer (postal_code, address_*, email, phone), the header logo per language
 *   (logo_*: a path the site serves, such as /logo.svg), and the home page's banner, figures and pictures
 *   (banner, banner_video, visitors_count …, image_participants_1 …: picture files or /media/ paths);
 * - "languages": code (ru, en, zh), full_name, icon, position: the language switcher;
 * - "social": name, url, icon: the footer's links, in the sheet's order;
 * - "menu": id, parent (a top item's id, empty for a top item), name_*, url, is_direct_link, icon, in the
 *   sheet's order: one structure for every language, each language's names (an empty one shows Russian);
 * - "home": field, text_ru, text_en, text_zh: the home page's texts and links (the html block);
 * - "home_buttons": text_*, link_*: the banner's buttons, in the sheet's order.
 * Written as the API answers it: the figures and the blocks are checked with the contract's schemas.
 */
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { LANGS, LangSchema, type Lang } from '../../../src/contract/common';
import { emailRule, withMessages } from '../../../src/contract/form-rules';
import { HtmlBlockSchema, type HtmlBlock } from '../../../src/contract/htmlblock';
import type { PictureUse } from '../../../src/contract/media';
import type { MainPageInfo } from '../../../src/contract/site';
import { webAddressOrEmpty } from '../../../src/contract/web-address';
import { htmlBlocks, languages, menus, siteTypes, type Localized, type MenuTreeItem } from '../../db/schema';
import { checkedHtmlBlock, checkedMainPageInfo, EMPTY_MAIN_PAGE_INFO } from '../../queries/page-data';
import { labelled, matchRows, mergeChanges, noChanges, type Changes } from '../changes';
import { localizedColumns, localizedOf, PositionSchema, toColumns } from '../content/fields';
import { pictureFiles, resolvePicture, type PictureSource } from '../content/pictures';
import { readSheet, writeSheets, type Sheet } from '../content/table';
import { requireSiteType, siteTypeOf } from '../exhibition';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { emptyOr, flagRule, missingColumns, parseRecord, recordInput, textRule } from '../row-rules';
import type { SheetRecord, Table } from '../sheet';
import { examplePicture } from '../starter';

const messages = withMessages();
const WEB_ADDRESS = 'must be a web address starting with http:// or https://';
const FIGURES = [
  'visitors_count',
  'total_area_count',
  'events_count',
  'events_hour_count',
  'events_speaker_count',
  'events_organizers_count',
  'events_delegates_count',
] as const;
const HALL_PICTURES = [
  'image_participants_1',
  'image_participants_2',
  'image_participants_3',
  'image_visitors_1',
  'image_visitors_2',
  'image_visitors_3',
  'image_visitors_4',
  'image_area_1',
  'image_area_2',
  'image_area_3',
  'image_events',
] as const;
type Figure = (typeof FIGURES)[number];
type HallPicture = (typeof HALL_PICTURES)[number];

const Count = v.pipe(
  v.string(),
  v.regex(/^\s*\d{0,9}\s*$/, 'must be a whole number'),
  v.transform((text) => Number(text.trim() || 0)),
);
const SiteSourceSchema = v.object({
  postal_code: textRule(20),
  address: localizedOf(textRule(500)),
  email: emptyOr(emailRule(messages), messages.invalid_email),
  phone: textRule(60),
  logo: localizedOf(textRule(300), true),
  banner: textRule(500),
  banner_video: v.pipe(textRule(500), webAddressOrEmpty(WEB_ADDRESS)),
  ...(Object.fromEntries(FIGURES.map((name) => [name, Count])) as Record<Figure, typeof Count>),
  ...(Object.fromEntries(HALL_PICTURES.map((name) => [name, textRule(500)])) as Record<HallPicture, ReturnType<typeof textRule>>),
});
const LanguageSourceSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.toLowerCase(), LangSchema),
  full_name: v.pipe(textRule(100), v.nonEmpty('is required')),
  icon: textRule(300),
  position: PositionSchema,
});
const SocialSourceSchema = v.object({
  name: v.pipe(textRule(100), v.nonEmpty('is required')),
  url: v.pipe(textRule(500), v.nonEmpty('is required'), webAddressOrEmpty(WEB_ADDRESS)),
  icon: textRule(300),
});
const MenuSourceSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\s*[1-9]\d{0,8}\s*$/, 'must be a positive whole number'), v.transform(Number)),
  parent: v.pipe(
    v.string(),
    v.regex(/^\s*(?:[1-9]\d{0,8})?\s*$/, 'must be the id of a top item, or empty'),
    v.transform((text) => (text.trim() ? Number(text) : null)),
  ),
  name: localizedOf(textRule(200), true),
  url: v.pipe(textRule(500), v.nonEmpty('is required')),
  is_direct_link: flagRule,
  icon: textRule(300),
});
const HOME_FIELDS = Object.keys(HtmlBlockSchema.entries).filter((key) => key !== 'buttons') as Exclude<keyof HtmlBlock, 'buttons'>[];
const HomeSourceSchema = v.object({
  field: v.pipe(v.string(), v.trim(), v.picklist(HOME_FIELDS, `must be one of ${HOME_FIELDS.join(', ')}`)),
  text: localizedOf(textRule(5000)),
});
const ButtonSourceSchema = v.object({ text: localizedOf(textRule(200), true), link: localizedOf(textRule(500), true) });

type Picture = { picture: PictureSource; at: SourceRef; use: PictureUse };
type Language = v.InferOutput<typeof LanguageSourceSchema>;
type MenuRow = v.InferOutput<typeof MenuSourceSchema>;

export type SiteRow =
  | {
      type: 'site';
      footer: { postal_code: string; address: Localized; email: string; phone: string };
      logo: Localized;
      banner: Picture;
      bannerVideo: string;
      figures: Record<Figure, number>;
      halls: Record<HallPicture, Picture>;
    }
  | ({ type: 'language' } & Language)
  | { type: 'social'; name: string; url: string; icon: string }
  | ({ type: 'menu' } & MenuRow)
  | { type: 'home'; field: string; text: Localized }
  | { type: 'button'; text: Localized; link: Localized };

const SITE_COLUMNS = [
  'postal_code',
  ...localizedColumns('address'),
  'email',
  'phone',
  ...localizedColumns('logo'),
  'banner',
  'banner_video',
  ...FIGURES,
  ...HALL_PICTURES,
];
const LANGUAGE_COLUMNS = ['code', 'full_name', 'icon', 'position'];
const SOCIAL_COLUMNS = ['name', 'url', 'icon'];
const MENU_COLUMNS = ['id', 'parent', ...localizedColumns('name'), 'url', 'is_direct_link', 'icon'];
const HOME_COLUMNS = ['field', ...localizedColumns('text')];
const BUTTON_COLUMNS = [...localizedColumns('text'), ...localizedColumns('link')];

function parseAll<TSchema extends v.GenericSchema>(
  table: Table | null,
  schema: TSchema,
  columns: { plain: string[]; localized: string[] },
  required: string[],
  problems: ImportProblem[],
): { row: v.InferOutput<TSchema>; record: SheetRecord }[] {
  if (!table) return [];
  problems.push(...missingColumns(table.headers, required, { file: table.file, sheet: table.sheet }));
  return table.records.flatMap((record) => {
    const parsed = parseRecord(schema, recordInput(record, columns), record);
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      return [];
    }
    return [{ row: parsed.row, record }];
  });
}

const byType = <T extends SiteRow['type']>(rows: Located<SiteRow>[], type: T) =>
  rows.flatMap(({ row, at }) => (row.type === type ? [{ row: row as Extract<SiteRow, { type: T }>, at }] : []));

/** The menu's tree in one language: top items in sheet order, each with its sub-items. */
function menuTree(items: MenuRow[], lang: Lang): MenuTreeItem[] {
  const name = (item: MenuRow) => item.name[lang] || item.name.ru;
  const icon = (item: MenuRow) => item.icon || null;
  return items
    .filter((item) => item.parent === null)
    .map((top) => ({
      id: top.id,
      name: name(top),
      url: top.url,
      is_direct_link: top.is_direct_link,
      icon: icon(top),
      subitems: items
        .filter((item) => item.parent === top.id)
        .map((sub) => ({ id: sub.id, name: name(sub), url: sub.url, is_direct_link: sub.is_direct_link, icon: icon(sub) })),
    }));
}

const pictureAt = (record: SheetRecord, column: string): SourceRef => record.cells.get(column)?.at ?? { ...record.at, column };

function readSiteRow(table: Table | null, baseDir: string, problems: ImportProblem[]): Located<SiteRow>[] {
  const parsed = parseAll(
    table,
    SiteSourceSchema,
    { plain: SITE_COLUMNS.filter((c) => !/_(ru|en|zh)$/.test(c)), localized: ['address', 'logo'] },
    ['logo_ru'],
    problems,
  );
  if (table && parsed.length + problems.length > 0 && table.records.length !== 1) {
    problems.push({ file: table.file, sheet: table.sheet, message: `the site sheet holds one row, not ${table.records.length}` });
  }
  return parsed.slice(0, 1).flatMap(({ row, record }) => {
    const picture = (column: string, use: PictureUse): Picture | null => {
      const at = pictureAt(record, column);
      const resolved = resolvePicture(String((row as Record<string, unknown>)[column] ?? ''), baseDir, at, false);
      if (resolved.problem) problems.push(resolved.problem);
      return resolved.picture ? { picture: resolved.picture, at, use } : null;
    };
    const banner = picture('banner', 'banner');
    const halls = Object.fromEntries(HALL_PICTURES.map((name) => [name, picture(name, 'hall')]));
    if (!banner || Object.values(halls).some((hall) => hall === null)) return [];
    return [
      {
        at: record.at,
        row: {
          type: 'site' as const,
          footer: { postal_code: row.postal_code, address: row.address, email: row.email, phone: row.phone },
          logo: row.logo,
          banner,
          bannerVideo: row.banner_video,
          figures: Object.fromEntries(FIGURES.map((name) => [name, row[name]])) as Record<Figure, number>,
          halls: halls as Record<HallPicture, Picture>,
        },
      },
    ];
  });
}

function readMenu(table: Table | null, problems: ImportProblem[]): Located<SiteRow>[] {
  const items = parseAll(
    table,
    MenuSourceSchema,
    { plain: ['id', 'parent', 'url', 'is_direct_link', 'icon'], localized: ['name'] },
    ['id', 'name_ru', 'url'],
    problems,
  );
  const seen = new Set<number>();
  const tops = new Set(items.filter(({ row }) => row.parent === null).map(({ row }) => row.id));
  for (const { row, record } of items) {
    if (seen.has(row.id))
      problems.push({ ...(record.cells.get('id')?.at ?? record.at), message: `the id ${row.id} is on another row too` });
    seen.add(row.id);
    if (row.parent !== null && !tops.has(row.parent)) {
      problems.push({ ...(record.cells.get('parent')?.at ?? record.at), message: `${row.parent} is not the id of a top item` });
    }
  }
  return items.map(({ row, record }) => ({ row: { type: 'menu' as const, ...row }, at: record.at }));
}

function readHome(table: Table | null, problems: ImportProblem[]): Located<SiteRow>[] {
  const rows = parseAll(table, HomeSourceSchema, { plain: ['field'], localized: ['text'] }, ['field', 'text_ru'], problems);
  const given = new Set(rows.map(({ row }) => row.field));
  if (table) {
    const missing = HOME_FIELDS.filter((field) => !given.has(field));
    if (missing.length) problems.push({ file: table.file, sheet: table.sheet, message: `has no row for ${missing.join(', ')}` });
  }
  return rows.map(({ row, record }) => ({ row: { type: 'home' as const, ...row }, at: record.at }));
}

/** What each part of the site would be, per language, ready to compare with the tables. */
function wantedSite(rows: Located<SiteRow>[], media: { sourcePath: (source: PictureSource, use: PictureUse) => string }) {
  const site = byType(rows, 'site')[0]?.row;
  const menuItems = byType(rows, 'menu').map(({ row }) => row);
  const home = new Map(byType(rows, 'home').map(({ row }) => [row.field, row.text]));
  const buttons = byType(rows, 'button').map(({ row }) => row);
  const social = byType(rows, 'social').map(({ row: { name, url, icon } }) => ({ name, url, icon }));
  const path = (picture: Picture) => media.sourcePath(picture.picture, picture.use);
  return {
    site,
    footer: site && { ...site.footer, social },
    mainPageInfo: site && {
      ...EMPTY_MAIN_PAGE_INFO,
      banner: path(site.banner),
      banner_video: site.bannerVideo || null,
      ...site.figures,
      ...(Object.fromEntries(HALL_PICTURES.map((name) => [name, path(site.halls[name]) || null])) as Record<HallPicture, string | null>),
    },
    menus: site
      ? LANGS.map((lang) => ({ key: lang, values: { logo: site.logo[lang] || site.logo.ru, items: menuTree(menuItems, lang) } }))
      : [],
    blocks: home.size
      ? LANGS.map((lang) => ({
          key: lang,
          values: {
            ...Object.fromEntries(HOME_FIELDS.map((field) => [field, home.get(field)?.[lang] || home.get(field)?.ru || ''])),
            buttons: buttons.map((button) => ({ text: button.text[lang] || button.text.ru, link: button.link[lang] || button.link.ru })),
          } as HtmlBlock,
        }))
      : [],
    languages: byType(rows, 'language').map(({ row }) => ({
      key: row.code,
      values: { fullName: row.full_name, icon: row.icon, position: row.position },
    })),
  };
}

async function writeSite(
  target: string,
  sheets: Record<'site' | 'languages' | 'social' | 'menu' | 'home' | 'home_buttons', Record<string, string>[]>,
) {
  const columns: Record<keyof typeof sheets, string[]> = {
    site: SITE_COLUMNS,
    languages: LANGUAGE_COLUMNS,
    social: SOCIAL_COLUMNS,
    menu: MENU_COLUMNS,
    home: HOME_COLUMNS,
    home_buttons: BUTTON_COLUMNS,
  };
  const list: Sheet[] = (Object.keys(columns) as (keyof typeof sheets)[]).map((name) => ({
    name,
    columns: columns[name],
    rows: sheets[name],
  }));
  await writeSheets(target, list);
}

export const siteKind: ImportKind<SiteRow> = {
  name: 'site',
  source: 'workbook',

  async read(source) {
    const problems: ImportProblem[] = [];
    const baseDir = path.dirname(source);
    const rows: Located<SiteRow>[] = [
      ...readSiteRow(await readSheet(source, 'site', true), baseDir, problems),
      ...parseAll(
        await readSheet(source, 'languages', false),
        LanguageSourceSchema,
        { plain: LANGUAGE_COLUMNS, localized: [] },
        ['code', 'full_name'],
        problems,
      ).map(({ row, record }) => ({ row: { type: 'language' as const, ...row }, at: record.at })),
      ...parseAll(
        await readSheet(source, 'social', false),
        SocialSourceSchema,
        { plain: SOCIAL_COLUMNS, localized: [] },
        ['name', 'url'],
        problems,
      ).map(({ row, record }) => ({ row: { type: 'social' as const, ...row }, at: record.at })),
      ...readMenu(await readSheet(source, 'menu', false), problems),
      ...readHome(await readSheet(source, 'home', false), problems),
      ...parseAll(
        await readSheet(source, 'home_buttons', false),
        ButtonSourceSchema,
        { plain: [], localized: ['text', 'link'] },
        ['text_ru', 'link_ru'],
        problems,
      ).map(({ row, record }) => ({ row: { type: 'button' as const, ...row }, at: record.at })),
    ];
    const codes = byType(rows, 'language').map(({ row }) => row.code);
    const twice = codes.find((code, index) => codes.indexOf(code) !== index);
    if (twice) problems.push({ file: path.basename(source), sheet: 'languages', column: 'code', message: `${twice} is listed twice` });
    return { rows, problems };
  },

  async check(db, rows, options, media) {
    const { problem } = await siteTypeOf(db, options);
    const problems: ImportProblem[] = problem ? [problem] : [];
    const site = byType(rows, 'site')[0]?.row;
    const pictures = site ? [site.banner, ...Object.values(site.halls)] : [];
    for (const use of ['banner', 'hall'] as const) {
      problems.push(
        ...(await media.checkPictures(
          pictureFiles(
            pictures.filter((picture) => picture.use === use),
            use,
          ),
        )),
      );
    }
    return problems;
  },

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const wanted = wantedSite(rows, media);
    const [type] = await db.select().from(siteTypes).where(eq(siteTypes.name, exType));
    const changes: Changes = noChanges();
    const sitePlan = matchRows({
      stored: type ? [type] : [],
      keyOf: (row) => row.name,
      current: (row) => ({ footer: row.footer as Record<string, unknown>, mainPageInfo: { ...row.mainPageInfo, participants_count: 0 } }),
      wanted:
        wanted.footer && wanted.mainPageInfo
          ? [
              {
                key: exType,
                values: { footer: wanted.footer as Record<string, unknown>, mainPageInfo: wanted.mainPageInfo as Record<string, unknown> },
              },
            ]
          : [],
      prune: false,
    });
    mergeChanges(changes, labelled(sitePlan.changes, 'site'));
    const storedMenus = await db.select().from(menus).where(eq(menus.exType, exType));
    const menuPlan = matchRows({
      stored: storedMenus,
      keyOf: (row) => row.lang,
      current: (row) => ({ logo: row.logo, items: row.items }),
      wanted: wanted.menus,
      prune: options.prune && wanted.menus.length > 0,
    });
    mergeChanges(changes, labelled(menuPlan.changes, 'menu'));
    const storedBlocks = await db.select().from(htmlBlocks).where(eq(htmlBlocks.exType, exType));
    const blockPlan = matchRows({
      stored: storedBlocks,
      keyOf: (row) => row.lang,
      current: (row) => row.data,
      wanted: wanted.blocks.map(({ key, values }) => ({ key, values: checkedHtmlBlock(values, exType, key) as Record<string, unknown> })),
      prune: options.prune && wanted.blocks.length > 0,
    });
    mergeChanges(changes, labelled(blockPlan.changes, 'home'));
    // Languages are the app's, not one site's: the switcher lists them for every site type.
    const storedLanguages = await db.select().from(languages);
    const languagePlan = matchRows({
      stored: storedLanguages,
      keyOf: (row) => row.code,
      current: (row) => ({ fullName: row.fullName, icon: row.icon, position: row.position }),
      wanted: wanted.languages,
      prune: options.prune && wanted.languages.length > 0,
    });
    mergeChanges(changes, labelled(languagePlan.changes, 'language'));
    return {
      changes,
      write: async (tx) => {
        for (const { values } of sitePlan.add) {
          await tx.insert(siteTypes).values({
            name: exType,
            footer: values.footer as typeof siteTypes.$inferInsert.footer,
            mainPageInfo: checkedMainPageInfo(values.mainPageInfo, exType),
          });
        }
        for (const { stored, values } of sitePlan.update) {
          // The stored participants figure is not served (the catalogue's size is), so it is kept as it is.
          const info = checkedMainPageInfo(
            { ...values.mainPageInfo, participants_count: (stored.mainPageInfo as MainPageInfo).participants_count ?? 0 },
            exType,
          );
          await tx
            .update(siteTypes)
            .set({ footer: values.footer as typeof siteTypes.$inferInsert.footer, mainPageInfo: info })
            .where(eq(siteTypes.name, exType));
        }
        for (const { key, values } of [...menuPlan.add, ...menuPlan.update]) {
          await tx
            .insert(menus)
            .values({ exType, lang: key, ...values })
            .onConflictDoUpdate({ target: [menus.exType, menus.lang], set: values });
        }
        for (const { key, values } of [...blockPlan.add, ...blockPlan.update]) {
          await tx
            .insert(htmlBlocks)
            .values({ exType, lang: key, data: values })
            .onConflictDoUpdate({ target: [htmlBlocks.exType, htmlBlocks.lang], set: { data: values } });
        }
        for (const { key, values } of [...languagePlan.add, ...languagePlan.update]) {
          await tx
            .insert(languages)
            .values({ code: key, ...values })
            .onConflictDoUpdate({ target: languages.code, set: values });
        }
        for (const gone of menuPlan.remove) await tx.delete(menus).where(and(eq(menus.exType, exType), eq(menus.lang, gone.lang)));
        for (const gone of blockPlan.remove)
          await tx.delete(htmlBlocks).where(and(eq(htmlBlocks.exType, exType), eq(htmlBlocks.lang, gone.lang)));
        const goneLanguages = languagePlan.remove.map((row) => row.code);
        if (goneLanguages.length) await tx.delete(languages).where(inArray(languages.code, goneLanguages));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const [type] = await db.select().from(siteTypes).where(eq(siteTypes.name, exType));
    const storedMenus = new Map((await db.select().from(menus).where(eq(menus.exType, exType))).map((row) => [row.lang, row]));
    const blocks = new Map(
      (await db.select().from(htmlBlocks).where(eq(htmlBlocks.exType, exType))).map((row) => [row.lang, row.data as HtmlBlock]),
    );
    const langs = await db.select().from(languages).orderBy(asc(languages.position));
    const byLang = <T>(pick: (lang: Lang) => T) => Object.fromEntries(LANGS.map((lang) => [lang, pick(lang)])) as Record<Lang, T>;
    const info = (type?.mainPageInfo ?? EMPTY_MAIN_PAGE_INFO) as MainPageInfo;
    const site = type
      ? [
          {
            postal_code: type.footer.postal_code,
            ...toColumns('address', type.footer.address),
            email: type.footer.email,
            phone: type.footer.phone,
            ...toColumns(
              'logo',
              byLang((lang) => storedMenus.get(lang)?.logo ?? ''),
            ),
            banner: info.banner,
            banner_video: info.banner_video ?? '',
            ...Object.fromEntries(FIGURES.map((name) => [name, String(info[name])])),
            ...Object.fromEntries(HALL_PICTURES.map((name) => [name, info[name] ?? ''])),
          },
        ]
      : [];
    // The menu's structure is the Russian menu's; each language gives its names by item id.
    const names = byLang((lang) => {
      const map = new Map<number, string>();
      for (const item of storedMenus.get(lang)?.items ?? []) {
        map.set(item.id, item.name);
        for (const sub of item.subitems) map.set(sub.id, sub.name);
      }
      return map;
    });
    const menuRows = (storedMenus.get('ru')?.items ?? []).flatMap((top) =>
      [{ ...top, parent: '' }, ...top.subitems.map((sub) => ({ ...sub, parent: String(top.id) }))].map((item) => ({
        id: String(item.id),
        parent: item.parent,
        ...toColumns(
          'name',
          byLang((lang) => names[lang].get(item.id) ?? ''),
        ),
        url: item.url,
        is_direct_link: item.is_direct_link ? 'yes' : 'no',
        icon: item.icon ?? '',
      })),
    );
    const ru = blocks.get('ru');
    const home = ru
      ? HOME_FIELDS.map((field) => ({
          field,
          ...toColumns(
            'text',
            byLang((lang) => blocks.get(lang)?.[field] ?? ''),
          ),
        }))
      : [];
    const buttons = (ru?.buttons ?? []).map((_, index) => ({
      ...toColumns(
        'text',
        byLang((lang) => blocks.get(lang)?.buttons[index]?.text ?? ''),
      ),
      ...toColumns(
        'link',
        byLang((lang) => blocks.get(lang)?.buttons[index]?.link ?? ''),
      ),
    }));
    await writeSite(target, {
      site,
      languages: langs.map((row) => ({ code: row.code, full_name: row.fullName, icon: row.icon, position: String(row.position) })),
      social: (type?.footer.social ?? []).map((link) => ({ ...link })),
      menu: menuRows,
      home,
      home_buttons: buttons,
    });
    return { rows: site.length + langs.length + menuRows.length + home.length + buttons.length };
  },

  async starter(target) {
    await examplePicture(path.join(path.dirname(target), 'pictures', 'banner.png'), 'banner');
    await examplePicture(path.join(path.dirname(target), 'pictures', 'hall.png'), 'hall');
    const both = (lang: Lang, text: string) => `/${lang}/${text}`;
    await writeSite(target, {
      site: [
        {
          postal_code: '101000',
          ...toColumns('address', { ru: 'Москва, ул. Примерная, д. 1', en: '1 Example Street, Moscow', zh: '莫斯科示例街1号' }),
          email: 'info@example.com',
          phone: '+7 495 000-00-00',
          ...toColumns('logo', { ru: '/logo.svg', en: '/logo-en.svg', zh: '/logo-zh.svg' }),
          banner: 'pictures/banner.png',
          banner_video: '',
          ...Object.fromEntries(FIGURES.map((name) => [name, '0'])),
          ...Object.fromEntries(HALL_PICTURES.map((name) => [name, name === 'image_events' ? '' : 'pictures/hall.png'])),
        },
      ],
      languages: [
        { code: 'ru', full_name: 'Русский', icon: '/flags/ru.svg', position: '1' },
        { code: 'en', full_name: 'English', icon: '/flags/en.svg', position: '2' },
        { code: 'zh', full_name: '中文', icon: '/flags/zh.svg', position: '3' },
      ],
      social: [{ name: 'Telegram', url: 'https://t.me/example', icon: '/icons/telegram.svg' }],
      menu: [
        {
          id: '1',
          parent: '',
          ...toColumns('name', { ru: 'Участникам', en: 'Exhibitors', zh: '参展商' }),
          url: '#',
          is_direct_link: 'no',
          icon: '',
        },
        {
          id: '11',
          parent: '1',
          ...toColumns('name', { ru: 'Каталог участников', en: 'Exhibitor catalogue', zh: '参展商名录' }),
          url: 'exhibition/participants',
          is_direct_link: 'no',
          icon: '/icons/menu/catalogue.svg',
        },
        {
          id: '12',
          parent: '1',
          ...toColumns('name', { ru: 'Схема павильонов', en: 'Hall map', zh: '展馆平面图' }),
          url: 'exhibition/map',
          is_direct_link: 'no',
          icon: '/icons/menu/map.svg',
        },
      ],
      home: HOME_FIELDS.map((field) => {
        const link = field.endsWith('_link');
        const texts: Record<string, Localized> = {
          exhibition_title: { ru: '<p>Выставка</p>', en: '<p>The exhibition</p>', zh: '<p>展会</p>' },
        };
        const text = link
          ? Object.fromEntries(
              LANGS.map((lang) => [lang, both(lang, field.startsWith('program') ? 'exhibition/program' : 'exhibition/participants')]),
            )
          : (texts[field] ?? { ru: 'Текст', en: 'Text', zh: '文字' });
        return { field, ...toColumns('text', text as Localized) };
      }),
      home_buttons: [
        {
          ...toColumns('text', { ru: 'Получить билет', en: 'Get a ticket', zh: '获取门票' }),
          ...toColumns('link', { ru: '/ru/registration', en: '/en/registration', zh: '/zh/registration' }),
        },
      ],
    });
  },
};
