/**
 * The history page's part of each exhibition: a "history" sheet (exhibition, program_link,
 * participants_link, previews: the card's photos, `;`-separated picture files or /media/ paths) and a
 * "menu" sheet of the links the card lists (exhibition, name_*, url, link, is_direct_link), in the sheet's
 * order. The exhibitions themselves come from the exhibitions workbook; a history row names one by its
 * prefix. Matched by exhibition: a card is added, changed (any of its links or photos) or, with --prune,
 * cleared.
 */
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { exhibitionPrefixParam } from '../../../src/contract/query-params';
import { webAddressOrEmpty } from '../../../src/contract/web-address';
import { exhibitions, type HistoryMenu } from '../../db/schema';
import { matchRows } from '../changes';
import { duplicateIds, localizedColumns, localizedOf, toColumns } from '../content/fields';
import { pictureFiles, resolvePicture, type PictureSource } from '../content/pictures';
import { readSheet, writeSheets } from '../content/table';
import { exhibitionsOf, requireSiteType, siteTypeOf } from '../exhibition';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { flagRule, joinList, missingColumns, parseRecord, recordInput, textRule } from '../row-rules';
import { examplePicture } from '../starter';

const Prefix = v.pipe(v.string(), v.trim(), v.toUpperCase(), exhibitionPrefixParam('exhibition'));
const HistorySourceSchema = v.object({
  exhibition: Prefix,
  program_link: textRule(300),
  participants_link: textRule(300),
  previews: textRule(5000),
});
const MenuSourceSchema = v.object({
  exhibition: Prefix,
  name: localizedOf(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')), true),
  url: textRule(500),
  link: v.pipe(textRule(500), webAddressOrEmpty('must be a web address starting with http:// or https://')),
  is_direct_link: flagRule,
});

type MenuItem = HistoryMenu['items'][number];
export type HistoryRow = {
  exhibition: string;
  programLink: string;
  participantsLink: string;
  previews: { picture: PictureSource; at: SourceRef }[];
  items: MenuItem[];
};

const HISTORY_COLUMNS = ['exhibition', 'program_link', 'participants_link', 'previews'];
const MENU_COLUMNS = ['exhibition', ...localizedColumns('name'), 'url', 'link', 'is_direct_link'];

const writeHistory = (target: string, cards: Record<string, string>[], menu: Record<string, string>[]) =>
  writeSheets(target, [
    { name: 'history', columns: HISTORY_COLUMNS, rows: cards },
    { name: 'menu', columns: MENU_COLUMNS, rows: menu },
  ]);

export const historyKind: ImportKind<HistoryRow> = {
  name: 'history',
  source: 'workbook',

  async read(source) {
    const problems: ImportProblem[] = [];
    const cards = await readSheet(source, 'history', true);
    const menu = await readSheet(source, 'menu', false);
    const rows: Located<HistoryRow>[] = [];
    if (!cards) return { rows, problems };
    problems.push(...missingColumns(cards.headers, ['exhibition'], { file: path.basename(source), sheet: cards.sheet }));
    for (const record of cards.records) {
      const parsed = parseRecord(HistorySourceSchema, recordInput(record, { plain: HISTORY_COLUMNS, localized: [] }), record);
      if ('problems' in parsed) {
        problems.push(...parsed.problems);
        continue;
      }
      const at = record.cells.get('previews')?.at ?? { ...record.at, column: 'previews' };
      const previews = parsed.row.previews
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean)
        .flatMap((name) => {
          const resolved = resolvePicture(name, path.dirname(source), at, true);
          if (resolved.problem) problems.push(resolved.problem);
          return resolved.picture ? [{ picture: resolved.picture, at }] : [];
        });
      rows.push({
        at: record.at,
        row: {
          exhibition: parsed.row.exhibition,
          programLink: parsed.row.program_link,
          participantsLink: parsed.row.participants_link,
          previews,
          items: [],
        },
      });
    }
    problems.push(...duplicateIds(rows, (row) => row.exhibition, 'exhibition'));
    const byPrefix = new Map(rows.map(({ row }) => [row.exhibition, row]));
    if (menu) {
      problems.push(...missingColumns(menu.headers, ['exhibition', 'name_ru'], { file: path.basename(source), sheet: menu.sheet }));
      for (const record of menu.records) {
        const parsed = parseRecord(
          MenuSourceSchema,
          recordInput(record, { plain: ['exhibition', 'url', 'link', 'is_direct_link'], localized: ['name'] }),
          record,
        );
        if ('problems' in parsed) {
          problems.push(...parsed.problems);
          continue;
        }
        const card = byPrefix.get(parsed.row.exhibition);
        if (!card) {
          problems.push({ ...record.at, column: 'exhibition', message: `${parsed.row.exhibition} has no row in the history sheet` });
          continue;
        }
        const { name, url, link, is_direct_link } = parsed.row;
        card.items.push({ name, url, link, is_direct_link });
      }
    }
    return { rows, problems };
  },

  async check(db, rows, options, media) {
    const { exType, problem } = await siteTypeOf(db, options);
    const problems: ImportProblem[] = problem ? [problem] : [];
    if (exType) {
      const known = new Set((await exhibitionsOf(db, exType, options)).map((show) => show.prefixContract));
      for (const { row, at } of rows) {
        if (!known.has(row.exhibition))
          problems.push({ ...at, column: 'exhibition', message: `there is no ${exType} exhibition ${row.exhibition}` });
      }
    }
    problems.push(
      ...(await media.checkPictures(
        pictureFiles(
          rows.flatMap(({ row }) => row.previews),
          'gallery',
        ),
      )),
    );
    return problems;
  },

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const stored = (await db.select().from(exhibitions).where(eq(exhibitions.exType, exType))).filter(
      (row) => row.historyMenu !== null || row.previews.length > 0,
    );
    const matched = matchRows({
      stored,
      keyOf: (row) => row.prefixContract,
      current: (row) => ({ historyMenu: row.historyMenu, previews: row.previews }),
      wanted: rows.map(({ row }) => ({
        key: row.exhibition,
        values: {
          historyMenu: {
            history_link_program: row.programLink,
            history_link_participants: row.participantsLink,
            items: row.items,
          } as HistoryMenu | null,
          previews: row.previews.map(({ picture }) => media.sourcePath(picture, 'gallery')),
        },
      })),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        for (const { key, values } of [...matched.add, ...matched.update]) {
          await tx.update(exhibitions).set(values).where(eq(exhibitions.prefixContract, key));
        }
        const gone = matched.remove.map((row) => row.prefixContract);
        if (gone.length)
          await tx.update(exhibitions).set({ historyMenu: null, previews: [] }).where(inArray(exhibitions.prefixContract, gone));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const shows = (await db.select().from(exhibitions).where(eq(exhibitions.exType, exType)).orderBy(asc(exhibitions.dateStart))).filter(
      (row) => row.historyMenu !== null || row.previews.length > 0,
    );
    await writeHistory(
      target,
      shows.map((row) => ({
        exhibition: row.prefixContract,
        program_link: row.historyMenu?.history_link_program ?? '',
        participants_link: row.historyMenu?.history_link_participants ?? '',
        previews: joinList(row.previews),
      })),
      shows.flatMap((row) =>
        (row.historyMenu?.items ?? []).map((item) => ({
          exhibition: row.prefixContract,
          ...toColumns('name', item.name),
          url: item.url,
          link: item.link,
          is_direct_link: item.is_direct_link ? 'yes' : 'no',
        })),
      ),
    );
    return { rows: shows.length };
  },

  async starter(target, show) {
    await examplePicture(path.join(path.dirname(target), 'pictures', 'history.png'), 'gallery');
    await writeHistory(
      target,
      [
        {
          exhibition: show.prefix,
          program_link: `exhibition/program/${show.prefix}`,
          participants_link: `exhibition/participants/${show.prefix}`,
          previews: 'pictures/history.png',
        },
      ],
      [
        {
          exhibition: show.prefix,
          ...toColumns('name', { ru: 'Участники', en: 'Exhibitors', zh: '参展商' }),
          url: `exhibition/participants/${show.prefix}`,
          link: '',
          is_direct_link: 'no',
        },
      ],
    );
  },
};
