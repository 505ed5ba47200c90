/**
 * News and CMS pages as a folder of Markdown files, one per item (docs/organiser-data.md). A file is YAML
 * front matter between `---` lines, then the body, one section per language introduced by
 * `<!-- lang: ru -->`, `<!-- lang: en -->`, `<!-- lang: zh -->` (a body without markers is Russian). The
 * body is Markdown, or HTML kept as it is when the front matter says `format: html` (what an export writes,
 * so a stored body comes back unchanged). Either way it is sanitised before it is stored.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import * as v from 'valibot';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { LANGS, type Lang } from '../../../src/contract/common';
import type { Localized } from '../../db/schema';
import { cleanHtml } from '../../http/sanitize-html';
import type { ImportProblem, SourceRef } from '../kind';
import { scalarsAsText } from './fields';

export const NEWS_FILE = /\.(md|markdown)$/i;
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const LANG_MARKER = /<!--\s*lang:\s*([a-z]{2})\s*-->/g;

/** What a Markdown file holds before the row schema checks it: its front matter's keys, `id` and `text`. */
export type MarkdownInput = { at: SourceRef; fields: Record<string, unknown> };

export type BodyFormat = 'markdown' | 'html';

/** The front matter's `format:` (a sheet's column): Markdown unless it says html. */
export const BodyFormatSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.transform((text) => text || 'markdown'),
    v.picklist(['markdown', 'html'], 'must be markdown or html'),
  ),
  'markdown',
);

/** Body text of one language → the HTML the API serves. */
export function bodyHtml(text: string, format: BodyFormat): string {
  const html = format === 'html' ? text : (marked.parse(text, { async: false }) as string);
  return cleanHtml(html.trim());
}

function splitBody(body: string, at: SourceRef): { text: Record<Lang, string>; problems: ImportProblem[] } {
  const text: Record<Lang, string> = { ru: '', en: '', zh: '' };
  const problems: ImportProblem[] = [];
  const markers = [...body.matchAll(LANG_MARKER)];
  if (markers.length === 0) return { text: { ...text, ru: body.trim() }, problems };
  const before = body.slice(0, markers[0]?.index ?? 0).trim();
  if (before) problems.push({ ...at, column: 'body', message: 'text before the first <!-- lang: … --> marker belongs to no language' });
  markers.forEach((marker, i) => {
    const lang = marker[1] as Lang;
    const start = (marker.index ?? 0) + marker[0].length;
    const section = body.slice(start, markers[i + 1]?.index ?? body.length).trim();
    if (!(LANGS as readonly string[]).includes(lang))
      problems.push({ ...at, column: 'body', message: `unknown language ${lang} (ru, en or zh)` });
    else if (text[lang]) problems.push({ ...at, column: 'body', message: `a second ${lang} section` });
    else text[lang] = section;
  });
  return { text, problems };
}

/** Reads every Markdown file of a folder (not its sub-folders) into raw fields; the file name is the id. */
export async function readMarkdownFolder(folder: string): Promise<{ inputs: MarkdownInput[]; problems: ImportProblem[] }> {
  const names = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && NEWS_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const inputs: MarkdownInput[] = [];
  const problems: ImportProblem[] = [];
  for (const name of names) {
    const at: SourceRef = { file: name };
    const source = await readFile(path.join(folder, name), 'utf8');
    const match = FRONT_MATTER.exec(source);
    if (!match) {
      problems.push({ ...at, message: 'has no front matter (a --- line, YAML keys, a --- line)' });
      continue;
    }
    let meta: unknown;
    try {
      meta = parseYaml(match[1] ?? '');
    } catch (error) {
      problems.push({ ...at, column: 'front matter', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    if (!meta || typeof meta !== 'object' || Array.isArray(meta)) {
      problems.push({ ...at, column: 'front matter', message: 'must be YAML keys such as title: and publish_datetime:' });
      continue;
    }
    const body = splitBody(source.slice(match[0].length), at);
    problems.push(...body.problems);
    const fields = scalarsAsText(meta) as Record<string, unknown>;
    inputs.push({ at, fields: { id: name.replace(NEWS_FILE, ''), ...fields, text: body.text } });
  }
  return { inputs, problems };
}

/** A file name that stands for its id on any file system; other ids keep their id in the front matter. */
const SAFE_STEM = /^[\w.-]{1,120}$/;

/**
 * Writes one Markdown file per item: its front matter, then the stored HTML of each language
 * (`format: html`). The file is named after the id; an id no file system takes is kept in `id:`.
 */
export async function writeMarkdownFolder(
  folder: string,
  items: { id: string; meta: Record<string, unknown>; text: Localized }[],
): Promise<void> {
  await mkdir(folder, { recursive: true });
  const used = new Set<string>();
  for (const item of items) {
    let stem = SAFE_STEM.test(item.id) ? item.id : `item-${used.size + 1}`;
    while (used.has(stem.toLowerCase())) stem = `${stem}-${used.size + 1}`;
    used.add(stem.toLowerCase());
    const meta = { ...(stem === item.id ? {} : { id: item.id }), ...item.meta, format: 'html' };
    const body = LANGS.map((lang) => `<!-- lang: ${lang} -->\n${item.text[lang] ?? ''}\n`).join('\n');
    await writeFile(path.join(folder, `${stem}.md`), `---\n${stringifyYaml(meta, { lineWidth: 0 })}---\n${body}`);
  }
}

export type NewsOut = {
  externalId: string;
  publishDatetime: string;
  image: string;
  title: Localized;
  announcement: Localized;
  imageTitle: Localized;
  text: Localized;
};

export const writeNewsFolder = (folder: string, items: NewsOut[]) =>
  writeMarkdownFolder(
    folder,
    items.map((item) => ({
      id: item.externalId,
      meta: {
        publish_datetime: item.publishDatetime,
        image: item.image,
        title: item.title,
        announcement: item.announcement,
        image_title: item.imageTitle,
      },
      text: item.text,
    })),
  );
