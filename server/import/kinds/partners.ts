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
import { labelled, matchRows, mergeChanges } from '../changes';
import {
  duplicateIds,
  ExternalIdSchema,
  localizedColumns,
  localizedOf,
  PictureRefSchema,
  PositionSchema,
  toColumns,
} from '../content/fields';
import { pictureFiles, resolvePicture, type PictureSource } from '../content/pictures';
import { isTableFile, readSheet, writeSheets } from '../content/table';
import { requireSiteType, siteTypeOf } from '../exhibition';
import type { ImportKind, ImportProblem, Located, SourceRef } from '../kind';
import { examplePicture } from '../starter';
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

type CompanyValues = { group: string; position: number; title: Texts; logo: string; link: string };

const writePartners = (target: string, rows: Record<string, string>[]) =>
  writeSheets(target, [{ name: 'partners', columns: COLUMNS, rows }]);

export const partnersKind: ImportKind<PartnerRow> = {
  name: 'partners',
  source: 'workbook',

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

  async check(db, rows, options, media) {
    const { exType, problem } = await siteTypeOf(db, options);
    const problems: ImportProblem[] = problem ? [problem] : [];
    const groups = new Set(groupsOf(rows).map((row) => row.externalId));
    if (exType) {
      const stored = await db.select({ externalId: partnerGroups.externalId }).from(partnerGroups).where(eq(partnerGroups.exType, exType));
      for (const row of stored) groups.add(row.externalId);
    }
    const companies = companiesOf(rows);
    for (const { row, at } of companies) {
      if (!groups.has(row.group)) problems.push({ ...at, column: 'group', message: `no group ${row.group} in the sheet or the database` });
    }
    // Company ids are unique across site types: one held by another site's partner cannot be taken over.
    const ids = companies.map(({ row }) => row.externalId);
    if (exType && ids.length) {
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
    problems.push(
      ...(await media.checkPictures(
        pictureFiles(
          companies.map(({ row }) => ({ picture: row.logo, at: row.logoAt })),
          'partner',
        ),
      )),
    );
    return problems;
  },

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const { groups: storedGroups, companies: storedCompanies } = await partnerGroupsWithCompanies(db, exType);
    const groupPlan = matchRows({
      stored: storedGroups,
      keyOf: (row) => row.externalId,
      current: (row) => ({ position: row.position, title: row.title }),
      wanted: groupsOf(rows).map((row) => ({ key: row.externalId, values: { position: row.position, title: row.title } })),
      prune: options.prune,
    });
    const groupKeyOf = new Map(storedGroups.map((row) => [row.id, row.externalId]));
    const companyPlan = matchRows({
      stored: storedCompanies,
      keyOf: (row) => row.externalId,
      current: (row): CompanyValues => ({
        group: groupKeyOf.get(row.groupId) ?? '',
        position: row.position,
        title: row.title,
        logo: row.logo,
        link: row.link,
      }),
      wanted: companiesOf(rows).map(({ row }) => ({
        key: row.externalId,
        values: { group: row.group, position: row.position, title: row.title, logo: media.sourcePath(row.logo, 'partner'), link: row.link },
      })),
      prune: options.prune,
    });
    const changes = labelled(groupPlan.changes, 'group');
    mergeChanges(changes, labelled(companyPlan.changes, 'company'));
    return {
      changes,
      write: async (tx) => {
        const groupIds = new Map(storedGroups.map((row) => [row.externalId, row.id]));
        for (const { key, values } of groupPlan.add) {
          const [added] = await tx
            .insert(partnerGroups)
            .values({ ...values, exType, externalId: key })
            .returning({ id: partnerGroups.id });
          if (added) groupIds.set(key, added.id);
        }
        for (const { stored, values } of groupPlan.update)
          await tx.update(partnerGroups).set(values).where(eq(partnerGroups.id, stored.id));
        const columns = ({ group, ...values }: CompanyValues) => {
          const groupId = groupIds.get(group);
          if (groupId === undefined) throw new Error(`no group ${group}`);
          return { ...values, groupId };
        };
        for (const { key, values } of companyPlan.add) await tx.insert(partnerCompanies).values({ ...columns(values), externalId: key });
        for (const { stored, values } of companyPlan.update) {
          await tx.update(partnerCompanies).set(columns(values)).where(eq(partnerCompanies.id, stored.id));
        }
        for (const left of companyPlan.remove) await tx.delete(partnerCompanies).where(eq(partnerCompanies.id, left.id));
        // A pruned group's companies were either pruned above or moved to a group the sheet keeps.
        for (const left of groupPlan.remove) await tx.delete(partnerGroups).where(eq(partnerGroups.id, left.id));
      },
    };
  },

  async export(db, target, options) {
    if (!isTableFile(target)) throw new Error('partners are exported to an .xlsx or .csv file');
    const exType = await requireSiteType(db, options);
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
    await writePartners(target, rows);
    return { rows: rows.length };
  },

  async starter(target) {
    await examplePicture(path.join(path.dirname(target), 'logos', 'partner.png'), 'partner');
    await writePartners(target, [
      {
        kind: 'group',
        id: 'general',
        position: '1',
        ...toColumns('title', { ru: 'Генеральный партнёр', en: 'General partner', zh: '总合作伙伴' }),
      },
      {
        kind: 'company',
        id: 'example-partner',
        group: 'general',
        position: '1',
        ...toColumns('title', { ru: 'Компания-партнёр', en: 'Partner company', zh: '合作企业' }),
        logo: 'logos/partner.png',
        link: 'https://example.com',
      },
    ]);
  },
};
