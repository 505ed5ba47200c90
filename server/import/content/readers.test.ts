import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMarkdownFolder } from './markdown-files';
import { formatVenueDateTime, parseVenueDateTime } from './venue-time';

const dir = mkdtempSync(path.join(tmpdir(), 'expo-news-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function readOne(name: string, text: string) {
  const folder = mkdtempSync(path.join(dir, 'f-'));
  writeFileSync(path.join(folder, name), text);
  return readMarkdownFolder(folder);
}

describe('news files', () => {
  it('takes a body without language markers as Russian, and the file name as the id', async () => {
    const { inputs, problems } = await readOne('spring-2027.md', '---\ntitle: {ru: Весна}\n---\nТекст **жирный**\n');
    expect(problems).toEqual([]);
    expect(inputs[0]?.fields).toMatchObject({
      id: 'spring-2027',
      title: { ru: 'Весна' },
      text: { ru: 'Текст **жирный**', en: '', zh: '' },
    });
  });

  it('names the file and the body for text outside a language, an unknown language and a repeated one', async () => {
    const body = 'stray\n<!-- lang: ru -->\nА\n<!-- lang: de -->\nB\n<!-- lang: ru -->\nВ\n';
    const { problems } = await readOne('x.md', `---\ntitle: {ru: Т}\n---\n${body}`);
    expect(problems.map((p) => `${p.file} ${p.column} ${p.message}`)).toEqual([
      'x.md body text before the first <!-- lang: … --> marker belongs to no language',
      'x.md body unknown language de (ru, en or zh)',
      'x.md body a second ru section',
    ]);
  });

  it('reports a file without front matter or with broken YAML, and reads YAML numbers as text', async () => {
    expect((await readOne('a.md', 'no front matter')).problems[0]?.message).toContain('no front matter');
    expect((await readOne('b.md', '---\ntitle: [unclosed\n---\n')).problems[0]).toMatchObject({ file: 'b.md', column: 'front matter' });
    const { inputs } = await readOne('c.md', '---\nid: 42\ntitle: {ru: 2027}\n---\n');
    expect(inputs[0]?.fields).toMatchObject({ id: '42', title: { ru: '2027' } });
  });
});

describe('Moscow times in sources', () => {
  it('reads wall-clock Moscow time, an explicit offset, and refuses dates that do not exist', () => {
    expect(parseVenueDateTime('2027-03-15 10:00')?.toISOString()).toBe('2027-03-15T07:00:00.000Z');
    expect(parseVenueDateTime('2027-03-15T10:00:30')?.toISOString()).toBe('2027-03-15T07:00:30.000Z');
    expect(parseVenueDateTime('2027-03-15T10:00:00Z')?.toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(parseVenueDateTime('2027-03-15')?.toISOString()).toBe('2027-03-14T21:00:00.000Z');
    for (const bad of ['2027-02-29 10:00', '2027-03-15 24:00', '15.03.2027', '']) expect(parseVenueDateTime(bad), bad).toBeNull();
  });

  it('writes what it reads back: minutes, and seconds only when there are some', () => {
    for (const text of ['2027-03-15 10:00', '2027-12-31 23:59:59']) {
      const date = parseVenueDateTime(text);
      expect(date && formatVenueDateTime(date)).toBe(text);
    }
  });
});
