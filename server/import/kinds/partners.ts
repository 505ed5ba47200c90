/**
 * Partners: one sheet ("partners", or a .csv) where each row is a group or a company, told apart by the
 * kind column: kind, id (the stable external id), group (a company's group id), position, title_ru,
 * title_en, title_zh, logo (a picture file beside the workbook), link. Groups are matched by id within the
 * site type, companies by id; a company may move to another group. The page lists groups and companies
 * by position.
 */
import path from 'node:path';
import { and, eq, inArray, not } from 'drizzle-orm';
import * as v from 'valibot';
import { PartnerCompanySchema, PartnerGroupSchema } from '../../../src/contract/partners';
import { webAddressOrEmpty } from '../../../src/contract/web-address';
import { partnerCompanies, partnerGroups } from '../../db/schema';
import { partnerGroupsWithCompanies } from '../../queries/partners';
import {
  duplicateIds,
  ExternalIdSchema,
  localizedColumns,
  localizedOf,
  PictureRefSchema,
  PositionSchema,
  siteTypeOf,
  toColumns,
  unchanged,
} from '../content/fields';
import { resolvePicture, storeEvery, unreadablePictures, type PictureSource } from '../content/pictures';
import { isTableFile, readSheet, writeSheets } from '../content/table';
import type { ImportCounts, ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { missingColumns, parseRecord, recordInput } from '../row-rules';

const company = PartnerCompanySchema.entries;
const group = PartnerGroupSchema.entries;

const LinkSchema = v.pipe(company.link, webAddressOrEmpty('must be an http(s) address'));

export const PartnerSourceSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('group'), id: ExternalIdSchema, position: PositionSchema, title: localizedOf(group.title, true) }),
    v.object({
      kind: v.literal('company'),
      id: ExternalIdSchema,
      group: ExternalIdSchema,
      position: PositionSchema,
      title: localizedOf(company.title, true),
      logo: v.pipe(PictureRefSchema, company.logo),
      link: LinkSchema,
    }),
  ],
  'must be group or company',
);

type Texts = Record<'ru' | 'en' | 'zh', string>;
export type PartnerRow =
  | { type: 'group'; externalId: string; position: number; title: Texts }
  | {
      type: 'company';
      externalId: string;
      group: string;
      position: number;
      title: Texts;
      logo: PictureSource;
      logoAt: SourceRef;
      link: string;
    };

const COLUMNS = ['kind', 'id', 'group', 'position', ...localizedColumns('title'), 'logo', 'link'];
const groupsOf = (rows: Located<PartnerRow>[]) => rows.flatMap(({ row }) => (row.type === 'group' ? [row] : []));
const companiesOf = (rows: Located<PartnerRow>[]) => rows.flatMap(({ row, at }) => (row.type === 'company' ? [{ row, at }] : []));

export const partnersKind: ImportKind<PartnerRow> = {
  name: 'partners',

  async read(source) {
    if (!isTableFile(source)) return { rows: [], problems: [{ file: source, message: 'partners are read from an .xlsx or .csv file' }] };
    const problems: ImportProblem[] = [];
    const rows: Located<PartnerRow>[] = [];
    const table = await readSheet(source, 'partners', true);
    if (!table) return { rows, problems };
    problems.push(...missingColumns(table.headers, ['kind', 'id', 'title_ru'], { file: table.file, sheet: table.sheet }));
    for (const record of table.records) {
      const input = recordInput(record, { plain: ['kind', 'id', 'group', 'position', 'logo', 'link'], localized: ['title'] });
      const parsed = parseRecord(PartnerSourceSchema, { ...input, kind: String(input.kind).toLowerCase() }, record);
      if ('problems' in parsed) {
        problems.push(...parsed.problems);
        continue;
      }
      const f = parsed.row;
      const at = record.at;
      if (f.kind === 'group') {
        rows.push({ at, row: { type: 'group', externalId: f.id, position: f.position, title: f.title } });
        continue;
      }
      const logoAt = record.cells.get('logo')?.at ?? { ...at, column: 'logo' };
      const logo = resolvePicture(f.logo, path.dirname(source), logoAt, true);
      if (logo.problem) problems.push(logo.problem);
      if (logo.picture)
        rows.push({
          at,
          row: {
            type: 'company',
            externalId: f.id,
            group: f.group,
            position: f.position,
            title: f.title,
            logo: logo.picture,
            logoAt,
            link: f.link,
          },
        });
    }
    problems.push(...duplicateIds(rows, (row) => `${row.type} ${row.externalId}`, 'id'));
    return { rows, problems };
  },

  async check(db, rows, options) {
    const { exType, problem } = await siteTypeOf(db, options);
    if (!exType) return problem ? [problem] : [];
    const problems: ImportProblem[] = [];
    const groups = new Set(groupsOf(rows).map((row) => row.externalId));
    const stored = await db.select({ externalId: partnerGroups.externalId }).from(partnerGroups).where(eq(partnerGroups.exType, exType));
    for (const row of stored) groups.add(row.externalId);
    const companies = companiesOf(rows);
    for (const { row, at } of companies) {
      if (!groups.has(row.group)) problems.push({ ...at, column: 'group', message: `no group ${row.group} in the sheet or the database` });
    }
    // Company ids are unique across site types: one held by another site's partner cannot be taken over.
    const ids = companies.map(({ row }) => row.externalId);
    if (ids.length) {
      const taken = await db
        .select({ externalId: partnerCompanies.externalId })
        .from(partnerCompanies)
        .innerJoin(partnerGroups, eq(partnerCompanies.groupId, partnerGroups.id))
        .where(and(inArray(partnerCompanies.externalId, ids), not(eq(partnerGroups.exType, exType))));
      const takenIds = new Set(taken.map((row) => row.externalId));
      for (const { row, at } of companies) {
        if (takenIds.has(row.externalId))
          problems.push({ ...at, column: 'id', message: `company id ${row.externalId} belongs to another site type` });
      }
    }
    problems.push(...(await unreadablePictures(companies.map(({ row }) => ({ picture: row.logo, at: row.logoAt })))));
    return problems;
  },

  async apply(tx, rows, options, pictures) {
    const { exType } = await siteTypeOf(tx, options);
    if (!exType) throw new Error(`no exhibition ${options.exhibition}`);
    const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    const storedGroups = new Map(
      (await tx.select().from(partnerGroups).where(eq(partnerGroups.exType, exType))).map((row) => [row.externalId, row]),
    );
    const groupIds = new Map([...storedGroups.values()].map((row) => [row.externalId, row.id]));
    for (const row of groupsOf(rows)) {
      const values = { position: row.position, title: row.title };
      const current = storedGroups.get(row.externalId);
      storedGroups.delete(row.externalId);
      if (!current) {
        const [added] = await tx
          .insert(partnerGroups)
          .values({ ...values, exType, externalId: row.externalId })
          .returning({ id: partnerGroups.id });
        groupIds.set(row.externalId, added?.id ?? 0);
        counts.added += 1;
      } else if (unchanged(current, values)) counts.unchanged += 1;
      else {
        await tx.update(partnerGroups).set(values).where(eq(partnerGroups.id, current.id));
        counts.changed += 1;
      }
    }
    const allGroupIds = [...groupIds.values()];
    const storedCompanies = new Map(
      (allGroupIds.length ? await tx.select().from(partnerCompanies).where(inArray(partnerCompanies.groupId, allGroupIds)) : []).map(
        (row) => [row.externalId, row],
      ),
    );
    const companyRows = companiesOf(rows);
    const logos = await storeEvery(
      companyRows.map(({ row }) => ({ picture: row.logo, at: row.logoAt })),
      'partner',
      pictures,
    );
    for (const [index, { row }] of companyRows.entries()) {
      const groupId = groupIds.get(row.group);
      if (groupId === undefined) throw new Error(`no group ${row.group}`);
      const values = {
        groupId,
        position: row.position,
        title: row.title,
        logo: logos[index] ?? '',
        link: row.link,
      };
      const current = storedCompanies.get(row.externalId);
      storedCompanies.delete(row.externalId);
      if (!current) {
        await tx.insert(partnerCompanies).values({ ...values, externalId: row.externalId });
        counts.added += 1;
      } else if (unchanged(current, values)) counts.unchanged += 1;
      else {
        await tx.update(partnerCompanies).set(values).where(eq(partnerCompanies.id, current.id));
        counts.changed += 1;
      }
    }
    if (options.prune) {
      for (const left of storedCompanies.values()) await tx.delete(partnerCompanies).where(eq(partnerCompanies.id, left.id));
      // A pruned group's companies were either pruned above or moved to a group the sheet keeps.
      for (const left of storedGroups.values()) await tx.delete(partnerGroups).where(eq(partnerGroups.id, left.id));
      counts.removed = storedCompanies.size + storedGroups.size;
    } else counts.kept = storedCompanies.size + storedGroups.size;
    return counts;
  },

  async export(db, target, options) {
    if (!isTableFile(target)) throw new Error('partners are exported to an .xlsx or .csv file');
    const { exType, problem } = await siteTypeOf(db, options);
    if (!exType) throw new Error(problem?.message);
    const { groups, companies } = await partnerGroupsWithCompanies(db, exType);
    const rows = groups.flatMap((g) => [
      { kind: 'group', id: g.externalId, position: String(g.position), ...toColumns('title', g.title) },
      ...companies
        .filter((c) => c.groupId === g.id)
        .map((c) => ({
          kind: 'company',
          id: c.externalId,
          group: g.externalId,
          position: String(c.position),
          ...toColumns('title', c.title),
          logo: c.logo,
          link: c.link,
        })),
    ]);
    await writeSheets(target, [{ name: 'partners', columns: COLUMNS, rows }]);
    return { rows: rows.length };
  },
};
