import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '../../src/contract/common';

/** pick() (http/localize.ts) in SQL: the language's text of a jsonb {ru,en,zh} column, else Russian, else ''. */
export const localizedSql = (column: SQL | AnyPgColumn, lang: Lang) =>
  sql`coalesce(nullif(${column} ->> ${lang}::text, ''), ${column} ->> 'ru', '')`;
