/**
 * What the content-import tests share: sources written into a temp dir (pictures made by sharp, workbooks
 * by exceljs), imports run through the importer's own runner (run.ts: read, check, one transaction), and
 * the content version the page cache keys on.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import type { Db } from '../../server/db/connect';
import { appSettings } from '../../server/db/schema';
import type { ImportCounts, ImportKindName } from '../../server/import/kind';
import { contestsKind } from '../../server/import/kinds/contests';
import { galleriesKind } from '../../server/import/kinds/galleries';
import { importKinds } from '../../server/import/kinds/index';
import { newsKind } from '../../server/import/kinds/news';
import { partnersKind } from '../../server/import/kinds/partners';
import { runExport, runImport, type ImportReport } from '../../server/import/run';
import { CONTENT_VERSION_KEY } from '../../server/render/content-version';

// The kinds this branch adds, registered as the registry will hold them (a no-op once it does).
Object.assign(importKinds, { news: newsKind, contests: contestsKind, partners: partnersKind, galleries: galleriesKind });

/** A fresh temp folder, removed after the file's tests. */
export function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `expo-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function writeText(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A small PNG of one colour: each colour is a different picture (a different hash). */
export async function writePng(file: string, rgb: [number, number, number], width = 64, height = 48) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toFile(file);
}

/** A workbook of named sheets, each a header row then rows of text. */
export async function writeWorkbook(file: string, sheets: Record<string, string[][]>) {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  await book.xlsx.writeFile(file);
}

/** Sets one cell of a workbook (row and column 1-based, the header being row 1). */
export async function editCell(file: string, sheet: string, row: number, column: string, value: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const found = book.getWorksheet(sheet);
  if (!found) throw new Error(`no sheet ${sheet}`);
  const header = found.getRow(1).values as unknown[];
  const index = header.findIndex((cell) => cell === column);
  if (index < 0) throw new Error(`no column ${column}`);
  found.getRow(row).getCell(index).value = value;
  await book.xlsx.writeFile(file);
}

type RunOptions = { dryRun?: boolean; prune?: boolean; exhibition?: string };

export type Importer = {
  run: (kind: ImportKindName, source: string, opts?: RunOptions) => Promise<ImportReport>;
  /** Runs a real import that must pass, and answers its counts. */
  counts: (kind: ImportKindName, source: string, opts?: RunOptions) => Promise<ImportCounts>;
  exportTo: (kind: ImportKindName, target: string) => Promise<number>;
  /** Exports to `target`, imports that file back, expects nothing added, changed or removed; answers the rows. */
  roundTrip: (kind: ImportKindName, target: string) => Promise<number>;
  contentVersion: () => Promise<string>;
};

export function importerFor(db: Db): Importer {
  const run: Importer['run'] = (kind, source, opts = {}) =>
    runImport(db, { kind, source, dryRun: opts.dryRun ?? false, prune: opts.prune ?? false, exhibition: opts.exhibition });
  return {
    run,
    counts: async (kind, source, opts = {}) => {
      const report = await run(kind, source, opts);
      expect(report.problems).toEqual([]);
      if (!report.counts) throw new Error('no counts');
      return report.counts;
    },
    exportTo: async (kind, target) => (await runExport(db, { kind, target })).rows,
    roundTrip: async (kind, target) => {
      const { rows } = await runExport(db, { kind, target });
      const report = await run(kind, target);
      expect(report.problems, target).toEqual([]);
      expect(report.counts && nothingChanged(report.counts), target).toEqual(NONE);
      expect(report.counts?.unchanged, target).toBe(rows);
      return rows;
    },
    contentVersion: async () => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, CONTENT_VERSION_KEY));
      return row?.value ?? '';
    },
  };
}

/** The counts of a re-import that finds nothing new: everything unchanged. */
export const nothingChanged = (counts: ImportCounts) => ({ added: counts.added, changed: counts.changed, removed: counts.removed });
export const NONE = { added: 0, changed: 0, removed: 0 };
