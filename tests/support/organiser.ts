/**
 * The organiser's commands as they are typed, `npm run import|export -- …`, against a running test
 * server's data directory: the command hands its work to the server that owns the embedded database.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';

const run = promisify(execFile);

export async function organiser(command: 'import' | 'export', args: string[], dataDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', `server/cli/${command}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Opens an exported sheet, lets `edit` change rows by column name, and writes it back. */
export async function editSheet(
  file: string,
  edit: (row: { get: (column: string) => string; set: (column: string, value: string) => void }) => void,
) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${file} has no sheet`);
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 1) throw new Error(`${file} has no column ${name}`);
    return index;
  };
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    edit({ get: (name) => row.getCell(column(name)).text, set: (name, value) => void (row.getCell(column(name)).value = value) });
  });
  await book.xlsx.writeFile(file);
}
