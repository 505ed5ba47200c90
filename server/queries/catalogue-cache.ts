/**
 * The exhibitor catalogue answer (public list and personal favourites), served from the rendered-list
 * cache. Its version is the `catalogue_version` row, read from the database on every call (in the same
 * lookup as the exhibition) and replaced by triggers in every transaction that writes participants or
 * their topics (migration 0003_content_version_triggers), so every instance sees a write made through any
 * other at once. The rows' own fingerprint, which costs a table scan, is still compared at most every
 * 10 s: it catches writes made with triggers off (a restore with session_replication_role = replica).
 */
import type { Lang } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { exhibitions } from '../db/schema';
import { exhibitionByPrefix } from './exhibition-prefix';
import { catalogueFingerprint, catalogueVersionSql, favouriteParticipantIds, loadCatalogueRows } from './participants';
import { answerFor, renderedList, type ListAnswer } from './rendered-list';

export type CatalogueRequest = {
  exType: string;
  /** undefined: the current exhibition. */
  exPrefix: string | undefined;
  lang: Lang;
  userId: string | null;
  countries?: readonly string[];
  topics?: readonly string[];
  favouritesOnly?: boolean;
};

export async function catalogueAnswer(db: Db, request: CatalogueRequest): Promise<ListAnswer> {
  const { prefix, version } = await exhibitionByPrefix(db, request.exType, request.exPrefix, {
    prefix: exhibitions.prefixContract,
    version: catalogueVersionSql(),
  });
  const list = await renderedList(db, {
    key: `participants|${prefix}|${request.lang}`,
    version,
    load: () => loadCatalogueRows(db, prefix, request.lang),
    fingerprint: { read: () => catalogueFingerprint(db, prefix), recheckMs: 10_000 },
  });

  const countries = request.countries?.length ? new Set(request.countries) : null;
  const topics = request.topics?.length ? new Set(request.topics) : null;
  const favourites = request.userId ? await favouriteParticipantIds(db, request.userId) : null;
  return answerFor(list, {
    favourites,
    favouritesOnly: request.favouritesOnly,
    // OR inside one filter, AND between the two; unknown ids simply match nothing.
    keep:
      countries || topics
        ? (row) =>
            (!countries || (row.country !== null && countries.has(row.country))) && (!topics || row.topics.some((t) => topics.has(t)))
        : undefined,
  });
}
