/**
 * Organiser files for the import tests, built the way a spreadsheet would hold them (exceljs writes the
 * workbook; countries and topics are read from the test database, never typed from the seed). The rows
 * here are the expected values the tests compare the API with.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { LANGS } from '../../src/contract/common';
import { countries, topics } from '../../server/db/schema';
import { PARTICIPANT_COLUMNS } from '../../server/import/kinds/participants';
import type { TestApi } from './api-server';

type Db = TestApi['server']['deps']['db'];
export type SheetRow = Record<string, string>;

export const tempFolder = (name: string) => mkdtempSync(path.join(os.tmpdir(), `expo-${name}-`));

export async function writeWorkbook(file: string, headers: string[], rows: SheetRow[], sheet = 'Sheet1') {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.addRow(headers);
  for (const row of rows) worksheet.addRow(headers.map((header) => row[header] ?? ''));
  await workbook.xlsx.writeFile(file);
}

/** A small distinct PNG per index (a coloured square with a stripe), as a company's logo file. */
export async function logoPng(index: number, size = 96): Promise<Buffer> {
  const colour = { r: (index * 53) % 256, g: (index * 97) % 256, b: (index * 151) % 256 };
  const stripe = await sharp({ create: { width: size, height: 8 + (index % 64), channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([{ input: stripe, top: (index * 7) % (size / 2), left: 0 }])
    .png()
    .toBuffer();
}

export async function catalogueIds(db: Db) {
  const countryIds = (await db.select({ cid: countries.oneCid }).from(countries)).map((row) => row.cid).sort();
  const topicIds = (await db.select({ cid: topics.oneCid }).from(topics)).map((row) => row.cid).sort();
  return { countryIds, topicIds };
}

/**
 * `count` exhibitors in every column the importer reads. Every `logoEvery`-th row names a logo file that
 * is written into `folder` (0: no logos).
 */
export async function participantRows(
  db: Db,
  count: number,
  opts: { folder?: string; logoEvery?: number; tag?: string } = {},
): Promise<SheetRow[]> {
  const { countryIds, topicIds } = await catalogueIds(db);
  const tag = opts.tag ?? 'A';
  if (opts.folder) mkdirSync(path.join(opts.folder, 'logos'), { recursive: true });
  const rows: SheetRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const n = String(i + 1).padStart(5, '0');
    const row: SheetRow = {
      one_cid: `00-009${n}`,
      country_cid: countryIds[i % countryIds.length] ?? '',
      topic_cids: [topicIds[i % topicIds.length], topicIds[(i * 7 + 3) % topicIds.length]]
        .filter((cid, k, all) => cid && all.indexOf(cid) === k)
        .join('; '),
      stands: i % 5 === 0 ? `${(i % 4) + 1}K${n}; ${(i % 4) + 1}L${n}` : `${(i % 4) + 1}K${n}`,
      phone_number: `+7 (495) ${String(100 + (i % 900))}-${n.slice(0, 2)}-${n.slice(3)}`,
      email: `office${i + 1}@company-${tag.toLowerCase()}${i + 1}.example`,
      website: `https://company-${tag.toLowerCase()}${i + 1}.example`,
      logo: '',
      show_logo_for_ecatalog: i % 3 === 0 ? 'yes' : 'no',
      is_text_bold: i % 10 === 0 ? 'yes' : 'no',
    };
    for (const lang of LANGS) {
      const word = { ru: 'Завод', en: 'Works', zh: '工厂' }[lang];
      row[`short_title_${lang}`] = `${word} ${tag}-${n}`;
      row[`full_title_${lang}`] = `${word} ${tag}-${n} (${lang} full)`;
      row[`address_${lang}`] = `${lang} city, street ${i + 1}`;
      row[`text_${lang}`] = `${word} ${tag}-${n}: rolled steel, pipes and fittings (${lang}).`;
    }
    if (opts.folder && opts.logoEvery && i % opts.logoEvery === 0) {
      row.logo = `logos/logo-${n}.png`;
      writeFileSync(path.join(opts.folder, row.logo), await logoPng(i));
    }
    rows.push(row);
  }
  return rows;
}

export const participantHeaders = () => [...PARTICIPANT_COLUMNS];
