import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/common';
import { ContestDetailSchema, LaureatesSchema } from '../../src/contract/contests';
import { PartnersResponseSchema } from '../../src/contract/partners';
import { useApiServer } from '../support/api-server';
import { getParsed } from './content-support';
import { editCell, importerFor, NONE, nothingChanged, tempDir, writePng, writeWorkbook } from './import-content-support';

const api = await useApiServer();
const importer = importerFor(api.server.deps.db);
const root = tempDir('sheets');

const tri = (ru: string, en: string, zh: string) => ({ ru, en, zh });
const cols = (field: string) => LANGS.map((lang) => `${field}_${lang}`);
const vals = (text: Record<string, string>) => LANGS.map((lang) => text[lang] ?? '');

const CONTEST = {
  name: tri('Лучший прокат', 'Best rolled product', '最佳轧材'),
  short: tri('<p>Кратко</p>', '<p>In short</p>', '<p>简介</p>'),
  full: tri('<p>Полный <b>текст</b></p><script>x()</script>', '<p>Full <b>text</b></p>', '<p>全文</p>'),
};
const LAUREATE = {
  title: tri('Лауреаты 2026', 'Laureates 2026', '2026年获奖者'),
  text: tri('<p>Победитель</p>', '<p>Winner</p>', '<p>获奖者</p>'),
};
const CONTEST_HEADER = ['url', 'position', 'image', ...cols('name'), ...cols('short_text'), ...cols('full_text')];
const LAUREATE_HEADER = ['contest', 'year', ...cols('title'), ...cols('text'), 'is_redirect_link', 'link'];

describe('contests import from a workbook', () => {
  const file = path.join(root, 'contests', 'contests.xlsx');

  it('adds contests and laureate years that the API answers in ru, en and zh', async () => {
    await writePng(path.join(root, 'contests', 'cup.png'), [250, 200, 0]);
    await writeWorkbook(file, {
      contests: [
        CONTEST_HEADER,
        ['best-rolled', '-1', 'cup.png', ...vals(CONTEST.name), ...vals(CONTEST.short), ...vals(CONTEST.full)],
        ['second-contest', '50', 'cup.png', 'Второй', 'Second', '第二', '', '', '', '', '', ''],
      ],
      laureates: [LAUREATE_HEADER, ['best-rolled', '2026', ...vals(LAUREATE.title), ...vals(LAUREATE.text), 'no', '']],
    });
    const before = await importer.contentVersion();
    expect(await importer.counts('contests', file)).toMatchObject({ added: 3, changed: 0, unchanged: 0, removed: 0 });
    expect(await importer.contentVersion()).not.toBe(before);
    for (const lang of LANGS) {
      const detail = await getParsed(api, ContestDetailSchema, '/contests/detail/?url=best-rolled', lang);
      expect(detail.name).toBe(CONTEST.name[lang]);
      expect(detail.short_text).toBe(CONTEST.short[lang]);
      expect(detail.full_text).toBe(CONTEST.full[lang].replace('<script>x()</script>', ''));
      expect(detail.image).toMatch(/^\/media\/contest\/[0-9a-f]{16}\.png$/);
      expect(detail.laureates).toEqual([{ year: 2026, title: LAUREATE.title[lang], is_redirect_link: false, link: '' }]);
      const year = await getParsed(api, LaureatesSchema, '/contests/laureates/?url=best-rolled&year=2026', lang);
      expect(year).toEqual({ title: LAUREATE.title[lang], text: LAUREATE.text[lang] });
    }
  });

  it('changes nothing on a second import, one thing after one edited cell', async () => {
    const before = await importer.contentVersion();
    expect(await importer.counts('contests', file)).toMatchObject({ added: 0, changed: 0, unchanged: 3, removed: 0 });
    expect(await importer.contentVersion()).toBe(before);
    await editCell(file, 'laureates', 2, 'title_en', 'Laureates of 2026');
    expect(await importer.counts('contests', file)).toMatchObject({ added: 0, changed: 1, unchanged: 2, removed: 0 });
    const detail = await getParsed(api, ContestDetailSchema, '/contests/detail/?url=best-rolled', 'en');
    expect(detail.laureates[0]?.title).toBe('Laureates of 2026');
  });

  it('exports a workbook and .csv files that import back with nothing changed', async () => {
    for (const target of ['out.xlsx', 'out.csv']) await importer.roundTrip('contests', path.join(root, target));
  });

  it('lists every problem with its sheet, row and column, and writes nothing', async () => {
    const bad = path.join(root, 'contests', 'bad.xlsx');
    await writeWorkbook(bad, {
      contests: [
        CONTEST_HEADER,
        ['no-name', '1', 'cup.png', '', 'No name', '', '', '', '', '', '', ''],
        ['no-image', '2', 'missing.png', 'Без картинки', '', '', '', '', '', '', '', ''],
        ['twice', '3', 'cup.png', 'Раз', '', '', '', '', '', '', '', ''],
        ['twice', '4', 'cup.png', 'Два', '', '', '', '', '', '', '', ''],
        ['Bad URL', '5', 'cup.png', 'Плохой адрес', '', '', '', '', '', '', '', ''],
      ],
      laureates: [
        LAUREATE_HEADER,
        ['twice', '20x6', 'Год', '', '', '', '', '', '', ''],
        ['nowhere', '2026', 'Год', '', '', '', '', '', '', ''],
      ],
    });
    const before = await importer.contentVersion();
    for (const dryRun of [true, false]) {
      const report = await importer.run('contests', bad, { dryRun });
      expect(report.counts).toBeNull();
      const places = report.problems.map((p) => `${p.sheet} ${p.row} ${p.column}`);
      expect(places.sort()).toEqual(
        [
          'contests 2 name_ru (D)',
          'contests 3 image (C)',
          'contests 5 url',
          'contests 6 url (A)',
          'laureates 2 year (B)',
          'laureates 3 contest',
        ].sort(),
      );
    }
    expect(await importer.contentVersion()).toBe(before);
  });
});

const GROUP = tri('Генеральные спонсоры', 'General sponsors', '总赞助商');
const PARTNER_HEADER = ['kind', 'id', 'group', 'position', ...cols('title'), 'logo', 'link'];

describe('partners import from a sheet of groups and companies', () => {
  const file = path.join(root, 'partners', 'partners.xlsx');
  const rows = () => [
    PARTNER_HEADER,
    ['group', 'sponsors', '', '-5', ...vals(GROUP), '', ''],
    ['company', 'acme', 'sponsors', '2', 'Акме', 'Acme', '阿克米', 'acme.png', 'https://acme.example'],
    ['company', 'zenit', 'sponsors', '1', 'Зенит', 'Zenit', '天顶', 'zenit.png', ''],
  ];

  it('adds the group and its companies in position order, in ru, en and zh', async () => {
    await writePng(path.join(root, 'partners', 'acme.png'), [0, 90, 200], 300, 100);
    await writePng(path.join(root, 'partners', 'zenit.png'), [90, 0, 200], 300, 100);
    await writeWorkbook(file, { partners: rows() });
    const before = await importer.contentVersion();
    expect(await importer.counts('partners', file)).toMatchObject({ added: 3, changed: 0, unchanged: 0, removed: 0 });
    expect(await importer.contentVersion()).not.toBe(before);
    for (const lang of LANGS) {
      const { partner_groups: groups } = await getParsed(api, PartnersResponseSchema, '/partners/', lang);
      const group = groups.find((entry) => entry.title === GROUP[lang]);
      expect(group?.partner_companies.map((c) => c.title)).toEqual([
        { ru: 'Зенит', en: 'Zenit', zh: '天顶' }[lang],
        { ru: 'Акме', en: 'Acme', zh: '阿克米' }[lang],
      ]);
      expect(group?.partner_companies.map((c) => c.link)).toEqual(['', 'https://acme.example']);
      for (const company of group?.partner_companies ?? []) expect(company.logo).toMatch(/^\/media\/partner\/[0-9a-f]{16}\.png$/);
    }
  });

  it('changes nothing on a second import, one thing after one edited cell, nothing after an export round trip', async () => {
    const before = await importer.contentVersion();
    expect(nothingChanged(await importer.counts('partners', file))).toEqual(NONE);
    expect(await importer.contentVersion()).toBe(before);
    await editCell(file, 'partners', 3, 'link', 'https://acme.example/en');
    expect(await importer.counts('partners', file)).toMatchObject({ added: 0, changed: 1, unchanged: 2, removed: 0 });
    for (const target of ['partners-out.xlsx', 'partners-out.csv']) await importer.roundTrip('partners', path.join(root, target));
  });

  it('lists problems with their places and writes nothing', async () => {
    const bad = path.join(root, 'partners', 'bad.xlsx');
    await writeWorkbook(bad, {
      partners: [
        PARTNER_HEADER,
        ['sponsor', 'x', '', '1', 'Икс', '', '', '', ''],
        ['company', 'orphan', 'no-such-group', '1', 'Сирота', '', '', 'acme.png', ''],
        ['company', 'no-title', 'sponsors', '1', '', 'No title', '', 'acme.png', ''],
        ['company', 'bad-link', 'sponsors', '1', 'Ссылка', '', '', 'acme.png', 'javascript:alert(1)'],
        ['company', 'no-logo', 'sponsors', '1', 'Лого', '', '', 'gone.png', ''],
      ],
    });
    const report = await importer.run('partners', bad, { dryRun: false });
    expect(report.counts).toBeNull();
    expect(report.problems.map((p) => `${p.row} ${p.column}`).sort()).toEqual(
      ['2 kind (A)', '3 group', '4 title_ru (E)', '5 link (I)', '6 logo (H)'].sort(),
    );
  });
});
