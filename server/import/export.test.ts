import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { targetProblem } from './export';

describe('what an export may be written to', () => {
  it('takes a folder for news, galleries, pages, all and the starter; a workbook for the sheet kinds and news', () => {
    for (const [kind, target] of [
      ['news', 'news'],
      ['news', 'news.xlsx'],
      ['galleries', 'photos'],
      ['pages', 'pages'],
      ['all', 'show'],
      ['starter', 'show'],
      ['participants', 'catalogue.csv'],
      ['site', 'site.xlsx'],
    ]) {
      expect(targetProblem(kind ?? '', target ?? ''), `${kind} ${target}`).toBeNull();
    }
  });

  it('says what a kind is written to when the target is the other shape, and names an unknown kind', () => {
    expect(targetProblem('galleries', 'photos.xlsx')).toBe('galleries is exported to a folder, not photos.xlsx');
    expect(targetProblem('participants', 'catalogue')).toBe('participants is exported to an .xlsx or .csv file');
    expect(targetProblem('all', 'show.xlsx')).toBe('all is exported to a folder, not show.xlsx');
    expect(targetProblem('nonsense', 'x.xlsx')).toMatch(/^unknown kind "nonsense": one of all, starter, site, exhibitions/);
  });

  it('refuses a folder that holds files already, whose rows an import of it would bring back', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'expo-export-target-'));
    try {
      expect(targetProblem('all', folder)).toBeNull();
      writeFileSync(path.join(folder, 'old-news.md'), '---\n---\n');
      expect(targetProblem('news', folder)).toBe(`${folder} is not empty: export into a new or empty folder`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
