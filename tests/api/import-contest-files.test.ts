/**
 * Contest files (the PDFs a contest page lists) from the contests workbook's "files" sheet: stored as they
 * are by content hash, answered by the API in three languages, served as PDFs cached as immutable, matched
 * by contest and file name on a re-import, written back by the export, and a file that is not a PDF refused
 * at its cell. Expected values are the sheet's own and what the API answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/common';
import { ContestDetailSchema } from '../../src/contract/contests';
import { useApiServer } from '../support/api-server';
import { getParsed } from './content-support';
import { importerFor, NONE, nothingChanged, tempDir, writePng, writeText, writeWorkbook } from './import-content-support';

const api = await useApiServer();
const importer = importerFor(api.server.deps.db);
const root = tempDir('contest-files');
const file = path.join(root, 'contests.xlsx');

const cols = (field: string) => LANGS.map((lang) => `${field}_${lang}`);
const CONTEST_HEADER = ['url', 'position', 'image', ...cols('name'), ...cols('short_text'), ...cols('full_text')];
const FILE_HEADER = ['contest', 'file', ...cols('name')];
const RULES = { ru: 'Положение', en: 'Rules', zh: '章程' };
const FORM = { ru: 'Заявка', en: 'Entry form', zh: '报名表' };
const pdf = (text: string) => `%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

async function writeSources(files: string[][]) {
  await writePng(path.join(root, 'cup.png'), [10, 120, 200]);
  await writeWorkbook(file, {
    contests: [CONTEST_HEADER, ['steel-cup', '1', 'cup.png', 'Стальной кубок', 'Steel cup', '钢杯', '', '', '', '', '', '']],
    files: [FILE_HEADER, ...files],
  });
}

const detail = (lang: string) => getParsed(api, ContestDetailSchema, '/contests/detail/?url=steel-cup', lang);

describe('contest files from the contests workbook', () => {
  it('stores the listed PDFs and the API answers them in order, in ru, en and zh, served as immutable PDFs', async () => {
    writeText(path.join(root, 'docs', 'rules-2027.pdf'), pdf('rules v1'));
    writeText(path.join(root, 'entry-form.pdf'), pdf('entry form'));
    await writeSources([
      ['steel-cup', 'docs/rules-2027.pdf', RULES.ru, RULES.en, RULES.zh],
      ['steel-cup', 'entry-form.pdf', FORM.ru, FORM.en, FORM.zh],
    ]);
    expect(await importer.counts('contests', file)).toMatchObject({ added: 3, changed: 0, removed: 0 });
    for (const lang of LANGS) {
      const { files } = await detail(lang);
      expect(files.map((f) => f.name)).toEqual([RULES[lang], FORM[lang]]);
      expect(files[0]?.file).toMatch(/^\/media\/files\/[0-9a-f]{16}-rules-2027\.pdf$/);
      expect(files[1]?.file).toMatch(/^\/media\/files\/[0-9a-f]{16}-entry-form\.pdf$/);
    }
    const { files } = await detail('en');
    const res = await fetch(api.server.url + (files[0]?.file ?? ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-disposition')).toContain('rules-2027.pdf');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(readFileSync(path.join(root, 'docs', 'rules-2027.pdf')));
  });

  it('re-imports as "0 changed"; a new version of one PDF is "1 changed" and replaces its link', async () => {
    const before = await detail('ru');
    expect(nothingChanged(await importer.counts('contests', file))).toEqual(NONE);
    writeText(path.join(root, 'docs', 'rules-2027.pdf'), pdf('rules v2'));
    expect(await importer.counts('contests', file)).toMatchObject({ added: 0, changed: 1, removed: 0 });
    const after = await detail('ru');
    expect(after.files).toHaveLength(2);
    expect(after.files[0]?.file).not.toBe(before.files[0]?.file);
    expect(after.files[1]).toEqual(before.files[1]);
  });

  it('exports the files as their served paths, and the export (.xlsx and .csv) imports back as "0 changed"', async () => {
    for (const target of ['out.xlsx', 'out.csv']) await importer.roundTrip('contests', path.join(root, target));
  });

  it('with --prune, a file the sheet no longer lists is removed from the contest', async () => {
    const [, form] = (await detail('ru')).files;
    await writeSources([['steel-cup', form?.file ?? '', FORM.ru, FORM.en, FORM.zh]]);
    const counts = await importer.counts('contests', file, { prune: true });
    expect(counts.removed).toBeGreaterThanOrEqual(1);
    expect((await detail('ru')).files).toEqual([form]);
  });

  it('a file that is not a PDF, a missing one and a non-PDF name are problems at their cells; nothing is written', async () => {
    const bad = path.join(root, 'bad.xlsx');
    await writePng(path.join(root, 'fake.pdf'), [1, 2, 3]);
    writeText(path.join(root, 'form.docx'), pdf('a docx name'));
    await writeWorkbook(bad, {
      contests: [CONTEST_HEADER, ['steel-cup', '1', 'cup.png', 'Стальной кубок', '', '', '', '', '', '', '', '']],
      files: [
        FILE_HEADER,
        ['steel-cup', 'fake.pdf', 'Подделка', '', ''],
        ['steel-cup', 'missing.pdf', 'Нет файла', '', ''],
        ['steel-cup', 'form.docx', 'Не PDF', '', ''],
        ['no-such-contest', 'entry-form.pdf', 'Чужой', '', ''],
      ],
    });
    const before = await detail('ru');
    const version = await importer.contentVersion();
    for (const dryRun of [true, false]) {
      const report = await importer.run('contests', bad, { dryRun });
      expect(report.counts).toBeNull();
      expect(report.problems.map((p) => `${p.sheet} ${p.row} ${p.column}`).sort()).toEqual(
        ['files 2 file (B)', 'files 3 file (B)', 'files 4 file (B)', 'files 5 contest'].sort(),
      );
      expect(report.problems.find((p) => p.row === 2)?.message).toContain('not a PDF');
    }
    expect(await detail('ru')).toEqual(before);
    expect(await importer.contentVersion()).toBe(version);
  });
});
