/** Reading and writing tables: where each value came from, Excel's typed cells, and the formula guard. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readTable, writeTable } from './sheet';

const folder = mkdtempSync(path.join(os.tmpdir(), 'expo-sheet-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('spreadsheet tables', () => {
  it('reads a semicolon CSV with a BOM (Excel in a Russian locale), keeping each value’s row and column', async () => {
    const file = path.join(folder, 'ru.csv');
    writeFileSync(file, '\uFEFFone_cid;Short_Title_RU;stands\r\n00-1;"Завод; ""Сталь""";1A01\r\n;;\r\n00-2;Цех;"2B01; 2B02"\r\n');
    const table = await readTable(file, { display: 'ru.csv' });
    expect(table.headers).toEqual(['one_cid', 'short_title_ru', 'stands']);
    expect(table.records.map((record) => record.at.row)).toEqual([2, 4]);
    const second = table.records[1]?.cells.get('stands');
    expect(second).toEqual({ text: '2B01; 2B02', at: { file: 'ru.csv', sheet: undefined, row: 4, column: 'stands (C)' } });
    expect(table.records[0]?.cells.get('short_title_ru')?.text).toBe('Завод; "Сталь"');
  });

  it('reads Excel’s dates, times, numbers, links and rich text as the text a person sees', async () => {
    const file = path.join(folder, 'typed.xlsx');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Programme');
    sheet.addRow(['date', 'time', 'n', 'link', 'rich']);
    sheet.addRow([
      new Date(Date.UTC(2027, 10, 9)),
      new Date(Date.UTC(1899, 11, 30, 10, 30)),
      42,
      { text: 'site', hyperlink: 'https://x.example' },
      { richText: [{ text: 'a' }, { text: 'b' }] },
    ]);
    await workbook.xlsx.writeFile(file);
    const table = await readTable(file, { sheet: 'Programme', display: 'typed.xlsx' });
    const cells = table.records[0]?.cells;
    expect(['date', 'time', 'n', 'link', 'rich'].map((name) => cells?.get(name)?.text)).toEqual([
      '2027-11-09',
      '10:30',
      '42',
      'site',
      'ab',
    ]);
    expect(cells?.get('rich')?.at).toEqual({ file: 'typed.xlsx', sheet: 'Programme', row: 2, column: 'rich (E)' });
    await expect(readTable(file, { sheet: 'Nope' })).rejects.toThrow(/no sheet named "Nope"/);
  });

  it.each(['xlsx', 'csv'])('writes .%s with formula-like cells made inert, and reads them back as they were', async (format) => {
    const file = path.join(folder, `out.${format}`);
    const values = ['+7 495 123-45-67', '=HYPERLINK("http://evil")', '@SUM(A1)', '-5', 'plain, "quoted"'];
    await writeTable(file, { sheet: 'data', headers: ['value'], rows: values.map((value) => [value]) });
    if (format === 'xlsx') {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      // In the file a spreadsheet opens, each such cell starts with the apostrophe and is no formula.
      const stored = workbook.worksheets[0]?.getColumn(1).values.slice(2);
      expect(stored).toEqual(["'+7 495 123-45-67", '\'=HYPERLINK("http://evil")', "'@SUM(A1)", "'-5", 'plain, "quoted"']);
    }
    const table = await readTable(file);
    expect(table.records.map((record) => record.cells.get('value')?.text)).toEqual(values);
  });
});
