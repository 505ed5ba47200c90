/**
 * The catalogue's topics: a "groups" sheet (the industry segments: one_cid, position, name_*, logo, the
 * path of the icon the filter shows) and a "topics" sheet (one_cid, group, position, name_*), matched by
 * one_cid. Groups belong to the site type; a topic belongs to its group. A topic exhibitors still name
 * cannot be pruned.
 */
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import * as v from 'valibot';
import { CatalogueCidSchema } from '../../../src/contract/participants';
import { participantTopics, topicCategories, topics } from '../../db/schema';
import { labelled, matchRows, mergeChanges } from '../changes';
import { duplicateIds, localizedColumns, localizedOf, PositionSchema, toColumns } from '../content/fields';
import { readSheet, writeSheets } from '../content/table';
import { requireSiteType, siteTypeOf } from '../exhibition';
import type { ImportKind, ImportProblem, Located } from '../kind';
import { missingColumns, parseRecord, recordInput, textRule } from '../row-rules';
import { STARTER_TOPIC, STARTER_TOPIC_GROUP } from '../starter';
import type { Table } from '../sheet';

const Cid = v.pipe(v.string(), v.nonEmpty('is required'), CatalogueCidSchema);
const Name = localizedOf(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters')), true);
const GroupSourceSchema = v.object({ one_cid: Cid, position: PositionSchema, name: Name, logo: textRule(300) });
const TopicSourceSchema = v.object({ one_cid: Cid, group: Cid, position: PositionSchema, name: Name });

export type TopicRow =
  ({ type: 'group' } & v.InferOutput<typeof GroupSourceSchema>) | ({ type: 'topic' } & v.InferOutput<typeof TopicSourceSchema>);

const GROUP_COLUMNS = ['one_cid', 'position', ...localizedColumns('name'), 'logo'];
const TOPIC_COLUMNS = ['one_cid', 'group', 'position', ...localizedColumns('name')];

const groupsOf = (rows: Located<TopicRow>[]) => rows.flatMap(({ row, at }) => (row.type === 'group' ? [{ row, at }] : []));
const topicsOf = (rows: Located<TopicRow>[]) => rows.flatMap(({ row, at }) => (row.type === 'topic' ? [{ row, at }] : []));

function readRows<TSchema extends typeof GroupSourceSchema | typeof TopicSourceSchema>(
  table: Table | null,
  schema: TSchema,
  plain: string[],
  type: TopicRow['type'],
  problems: ImportProblem[],
): Located<TopicRow>[] {
  if (!table) return [];
  problems.push(...missingColumns(table.headers, ['one_cid', 'name_ru', ...(type === 'topic' ? ['group'] : [])], table));
  return table.records.flatMap((record) => {
    const parsed = parseRecord(schema, recordInput(record, { plain, localized: ['name'] }), record);
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      return [];
    }
    return [{ row: { type, ...parsed.row } as TopicRow, at: record.at }];
  });
}

const writeTopics = (target: string, groups: Record<string, string>[], list: Record<string, string>[]) =>
  writeSheets(target, [
    { name: 'groups', columns: GROUP_COLUMNS, rows: groups },
    { name: 'topics', columns: TOPIC_COLUMNS, rows: list },
  ]);

export const topicsKind: ImportKind<TopicRow> = {
  name: 'topics',
  source: 'workbook',

  async read(source) {
    const problems: ImportProblem[] = [];
    const rows = [
      ...readRows(await readSheet(source, 'groups', true), GroupSourceSchema, ['one_cid', 'position', 'logo'], 'group', problems),
      ...readRows(await readSheet(source, 'topics', false), TopicSourceSchema, ['one_cid', 'group', 'position'], 'topic', problems),
    ];
    problems.push(...duplicateIds(groupsOf(rows), (row) => row.one_cid, 'one_cid'));
    problems.push(...duplicateIds(topicsOf(rows), (row) => row.one_cid, 'one_cid'));
    return { rows, problems };
  },

  async check(db, rows, options) {
    const { exType, problem } = await siteTypeOf(db, options);
    const problems: ImportProblem[] = problem ? [problem] : [];
    if (!exType) return problems;
    const storedGroups = await db.select().from(topicCategories);
    const ours = new Set(storedGroups.filter((row) => row.exType === exType).map((row) => row.oneCid));
    const others = new Set(storedGroups.filter((row) => row.exType !== exType).map((row) => row.oneCid));
    const sheetGroups = new Set(groupsOf(rows).map(({ row }) => row.one_cid));
    for (const { row, at } of groupsOf(rows)) {
      if (others.has(row.one_cid))
        problems.push({ ...at, column: 'one_cid', message: `the group ${row.one_cid} belongs to another site type` });
    }
    for (const { row, at } of topicsOf(rows)) {
      const known = sheetGroups.has(row.group) || (!options.prune && ours.has(row.group));
      if (!known)
        problems.push({
          ...at,
          column: 'group',
          message: `no group ${row.group} in the groups sheet${options.prune ? '' : ' or the database'}`,
        });
    }
    const ids = topicsOf(rows).map(({ row }) => row.one_cid);
    if (ids.length && others.size) {
      const taken = await db
        .select({ cid: topics.oneCid })
        .from(topics)
        .innerJoin(topicCategories, eq(topics.categoryCid, topicCategories.oneCid))
        .where(and(inArray(topics.oneCid, ids), not(eq(topicCategories.exType, exType))));
      const takenIds = new Set(taken.map((row) => row.cid));
      for (const { row, at } of topicsOf(rows)) {
        if (takenIds.has(row.one_cid))
          problems.push({ ...at, column: 'one_cid', message: `the topic ${row.one_cid} belongs to another site type` });
      }
    }
    if (options.prune) {
      const kept = new Set(ids);
      const named = await db
        .selectDistinct({ cid: participantTopics.topicCid })
        .from(participantTopics)
        .innerJoin(topics, eq(participantTopics.topicCid, topics.oneCid))
        .innerJoin(topicCategories, eq(topics.categoryCid, topicCategories.oneCid))
        .where(eq(topicCategories.exType, exType));
      const gone = named.map((row) => row.cid).filter((cid) => !kept.has(cid));
      if (gone.length)
        problems.push({
          file: rows[0]?.at.file ?? '',
          message: `--prune would remove topics exhibitors still name: ${gone.sort().join(', ')}`,
        });
    }
    return problems;
  },

  async plan(db, rows, options) {
    const exType = await requireSiteType(db, options);
    const storedGroups = await db.select().from(topicCategories).where(eq(topicCategories.exType, exType));
    const groupIds = storedGroups.map((row) => row.oneCid);
    const storedTopics = groupIds.length ? await db.select().from(topics).where(inArray(topics.categoryCid, groupIds)) : [];
    const groupPlan = matchRows({
      stored: storedGroups,
      keyOf: (row) => row.oneCid,
      current: (row) => ({ position: row.position, name: row.name, logo: row.logo ?? '' }),
      wanted: groupsOf(rows).map(({ row }) => ({ key: row.one_cid, values: { position: row.position, name: row.name, logo: row.logo } })),
      prune: options.prune,
    });
    const topicPlan = matchRows({
      stored: storedTopics,
      keyOf: (row) => row.oneCid,
      current: (row) => ({ categoryCid: row.categoryCid, position: row.position, name: row.name }),
      wanted: topicsOf(rows).map(({ row }) => ({
        key: row.one_cid,
        values: { categoryCid: row.group, position: row.position, name: row.name },
      })),
      prune: options.prune,
    });
    const changes = labelled(groupPlan.changes, 'group');
    mergeChanges(changes, labelled(topicPlan.changes, 'topic'));
    const groupColumns = (values: { position: number; name: Record<'ru' | 'en' | 'zh', string>; logo: string }) => ({
      ...values,
      logo: values.logo || null,
    });
    return {
      changes,
      write: async (tx) => {
        for (const { key, values } of groupPlan.add)
          await tx.insert(topicCategories).values({ ...groupColumns(values), exType, oneCid: key });
        for (const { key, values } of groupPlan.update)
          await tx.update(topicCategories).set(groupColumns(values)).where(eq(topicCategories.oneCid, key));
        if (topicPlan.add.length) await tx.insert(topics).values(topicPlan.add.map(({ key, values }) => ({ ...values, oneCid: key })));
        for (const { key, values } of topicPlan.update) await tx.update(topics).set(values).where(eq(topics.oneCid, key));
        const goneTopics = topicPlan.remove.map((row) => row.oneCid);
        if (goneTopics.length) await tx.delete(topics).where(inArray(topics.oneCid, goneTopics));
        const goneGroups = groupPlan.remove.map((row) => row.oneCid);
        if (goneGroups.length) await tx.delete(topicCategories).where(inArray(topicCategories.oneCid, goneGroups));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const groups = await db
      .select()
      .from(topicCategories)
      .where(eq(topicCategories.exType, exType))
      .orderBy(asc(topicCategories.position), asc(topicCategories.oneCid));
    const list = groups.length
      ? await db
          .select()
          .from(topics)
          .where(
            inArray(
              topics.categoryCid,
              groups.map((group) => group.oneCid),
            ),
          )
          .orderBy(asc(topics.categoryCid), asc(topics.position), asc(topics.oneCid))
      : [];
    await writeTopics(
      target,
      groups.map((row) => ({ one_cid: row.oneCid, position: String(row.position), ...toColumns('name', row.name), logo: row.logo ?? '' })),
      list.map((row) => ({ one_cid: row.oneCid, group: row.categoryCid, position: String(row.position), ...toColumns('name', row.name) })),
    );
    return { rows: groups.length + list.length };
  },

  async starter(target) {
    await writeTopics(
      target,
      [
        {
          one_cid: STARTER_TOPIC_GROUP,
          position: '1',
          ...toColumns('name', { ru: 'Металлургия', en: 'Metallurgy', zh: '冶金' }),
          logo: '',
        },
      ],
      [
        {
          one_cid: STARTER_TOPIC,
          group: STARTER_TOPIC_GROUP,
          position: '1',
          ...toColumns('name', { ru: 'Прокат', en: 'Rolled products', zh: '轧材' }),
        },
      ],
    );
  },

  brings(rows, pending) {
    for (const { row } of topicsOf(rows)) pending.topics.add(row.one_cid);
  },
};
