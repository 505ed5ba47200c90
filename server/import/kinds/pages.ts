/**
 * The site's own pages (about, conditions, how-to-get, privacy: whatever the menu links to that no other
 * screen shows), as a folder of Markdown files like news: the file name is the page's url (about.md →
 * /ru/about), the front matter holds `title: {ru: …, en: …, zh: …}` and may say `format: html`, and the
 * body has one section per language. A page with an empty body in a language is not shown in it.
 */
import { mkdir } from 'node:fs/promises';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { HtmlPageSchema } from '../../../src/contract/html-pages';
import { slugParam } from '../../../src/contract/query-params';
import { htmlPages } from '../../db/schema';
import { matchRows } from '../changes';
import { localizedOf, parseRow } from '../content/fields';
import { bodyHtml, BodyFormatSchema, readMarkdownFolder, writeMarkdownFolder } from '../content/markdown-files';
import { requireSiteType, siteTypeOf } from '../exhibition';
import type { ImportKind, ImportProblem, Located } from '../kind';

const NO_TEXT = { ru: '', en: '', zh: '' };
const PageSourceSchema = v.object({
  id: slugParam('the file name'),
  title: localizedOf(v.pipe(HtmlPageSchema.entries.title, v.maxLength(300, 'must be at most 300 characters')), true),
  format: BodyFormatSchema,
  text: v.optional(localizedOf(v.string()), NO_TEXT),
});
type Texts = Record<'ru' | 'en' | 'zh', string>;
export type PageRow = { url: string; title: Texts; body: Texts };

export const pagesKind: ImportKind<PageRow> = {
  name: 'pages',
  source: 'folder',

  async read(source) {
    const { inputs, problems } = await readMarkdownFolder(source);
    const rows: Located<PageRow>[] = [];
    for (const input of inputs) {
      const parsed = parseRow(PageSourceSchema, input.fields, input.at, (key) =>
        key.startsWith('text.') ? `body (${key.slice(5)})` : key,
      );
      problems.push(...parsed.problems);
      if (!parsed.row) continue;
      const { id, title, format, text } = parsed.row;
      rows.push({
        at: input.at,
        row: { url: id, title, body: { ru: bodyHtml(text.ru, format), en: bodyHtml(text.en, format), zh: bodyHtml(text.zh, format) } },
      });
    }
    return { rows, problems };
  },

  async check(db, _rows, options) {
    const { problem } = await siteTypeOf(db, options);
    return problem ? [problem] : ([] as ImportProblem[]);
  },

  async plan(db, rows, options) {
    const exType = await requireSiteType(db, options);
    const matched = matchRows({
      stored: await db.select().from(htmlPages).where(eq(htmlPages.exType, exType)),
      keyOf: (row) => row.url,
      current: (row) => ({ title: row.title, body: row.body }),
      wanted: rows.map(({ row }) => ({ key: row.url, values: { title: row.title, body: row.body } })),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        if (matched.add.length) await tx.insert(htmlPages).values(matched.add.map(({ key, values }) => ({ ...values, exType, url: key })));
        for (const { key, values } of matched.update) {
          await tx
            .update(htmlPages)
            .set(values)
            .where(and(eq(htmlPages.exType, exType), eq(htmlPages.url, key)));
        }
        const gone = matched.remove.map((row) => row.url);
        if (gone.length) await tx.delete(htmlPages).where(and(eq(htmlPages.exType, exType), inArray(htmlPages.url, gone)));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const rows = await db.select().from(htmlPages).where(eq(htmlPages.exType, exType)).orderBy(asc(htmlPages.url));
    await mkdir(target, { recursive: true });
    await writeMarkdownFolder(
      target,
      rows.map((row) => ({ id: row.url, meta: { title: row.title }, text: row.body })),
    );
    return { rows: rows.length };
  },

  async starter(target) {
    await writeMarkdownFolder(target, [
      {
        id: 'about',
        meta: { title: { ru: 'О выставке', en: 'About the exhibition', zh: '关于展会' } },
        text: { ru: '<p>Рассказ о выставке.</p>', en: '<p>What the exhibition is about.</p>', zh: '<p>展会简介。</p>' },
      },
    ]);
  },
};
