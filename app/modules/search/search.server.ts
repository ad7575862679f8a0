import { type SQL, sql } from "drizzle-orm";
import { type Database, db } from "#app/db/client.server";
import { searchQueries } from "#app/db/schema/index";
import { SEARCH_NAMES, SEARCH_VECTORS } from "#app/db/schema/search-vectors";
import { accommodationPath, destinationPath, experiencePath, tourPath } from "#app/domain/paths";
import {
  isSearchable,
  prefixTsQuery,
  SEARCH_PER_TYPE,
  SEARCH_TYPES,
  type SearchType,
  searchTerms,
} from "#app/domain/search-query";
import { logger } from "#app/modules/logging/logger.server";

export type SearchHit = {
  type: SearchType;
  id: number;
  title: string;
  path: string;
  summary: string | null;
};

export type SearchGroup = { type: SearchType; total: number; items: SearchHit[] };

export type SearchResults = { query: string; total: number; groups: SearchGroup[] };

/** How many of a type's matches get the full ranking (see searchType). */
const CANDIDATES = 50;

type Row = {
  id: number;
  slug: string | null;
  parent_slug: string | null;
  title: string;
  summary: string | null;
  total: string | number;
};

/** How each type is read: its table, its visibility rule and its public path. */
const SOURCES: Record<
  SearchType,
  { table: string; title: string; visible: string; parentSlug: string; path(row: Row): string }
> = {
  tours: {
    table: "tours",
    title: "title",
    visible: "c.is_active",
    parentSlug: "null",
    path: (row) => tourPath({ id: row.id, slug: row.slug }),
  },
  destinations: {
    table: "destinations",
    title: "name",
    // A park whose country is hidden is hidden with it (as on the destination pages).
    visible:
      "c.is_active and (c.parent_id is null or exists (select 1 from destinations p where p.id = c.parent_id and p.is_active))",
    parentSlug: "(select p.slug from destinations p where p.id = c.parent_id)",
    path: (row) => destinationPath({ slug: row.slug ?? "", parentSlug: row.parent_slug }),
  },
  accommodations: {
    table: "accommodations",
    title: "name",
    visible: "c.is_active",
    parentSlug: "null",
    path: (row) => accommodationPath({ slug: row.slug ?? "" }),
  },
  experiences: {
    table: "experiences",
    title: "title",
    visible:
      "c.is_active and (c.parent_id is null or exists (select 1 from experiences p where p.id = c.parent_id and p.is_active))",
    parentSlug: "(select p.slug from experiences p where p.id = c.parent_id)",
    path: (row) => experiencePath({ slug: row.slug ?? "", parentSlug: row.parent_slug }),
  },
};

/**
 * One type's matches, best first: full-text (every word as a prefix, ranked
 * by ts_rank over title A, short description B, description C) or a name
 * close enough to the words to be a typo (pg_trgm word similarity, 0.6).
 * Both conditions use the GIN expression indexes of migration 0003.
 */
async function searchType(
  database: Database,
  type: SearchType,
  terms: string[],
  limit: number,
  offset: number,
): Promise<SearchGroup> {
  const source = SOURCES[type];
  const vector = sql.raw(SEARCH_VECTORS[type]);
  const name = sql.raw(SEARCH_NAMES[type]);
  const words = terms.join(" ");
  const tsquery = prefixTsQuery(terms);
  const query: SQL = tsquery ? sql`to_tsquery('simple', ${tsquery})` : sql`null::tsquery`;
  const fullText: SQL = tsquery ? sql`${vector} @@ ${query}` : sql`false`;
  const titleMatch: SQL = tsquery
    ? sql`(to_tsvector('simple', c.${sql.raw(source.title)}) @@ ${query})::int`
    : sql`0`;
  const rank: SQL = tsquery ? sql`ts_rank(${vector}, ${query})` : sql`0`;
  // Two steps, because ts_rank must rebuild each row's whole vector: every
  // match is counted and ordered by a cheap score (a title match, then the
  // name's similarity), and only the best of them get the full ranking.
  const shortlist = Math.max(CANDIDATES, offset + limit);
  const result = (await database.execute(sql`
    with matches as (
      select c.id, ${titleMatch} * 2 + word_similarity(${words}, ${name}) as quick
      from ${sql.raw(source.table)} c
      where ${sql.raw(source.visible)} and (${fullText} or ${name} %> ${words})
    ),
    shortlist as (select id from matches order by quick desc, id limit ${shortlist})
    select c.id, c.slug as slug,
      ${sql.raw(source.parentSlug)} as parent_slug,
      c.${sql.raw(source.title)} as title, c.short_description as summary,
      (select count(*) from matches) as total
    from ${sql.raw(source.table)} c
    where c.id in (select id from shortlist)
    order by ${rank} + word_similarity(${words}, ${name}) desc, c.id
    limit ${limit} offset ${offset}`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  return {
    type,
    total: rows.length > 0 ? Number(rows[0]?.total) : offset > 0 ? await countType(database, type, terms) : 0,
    items: rows.map((row) => ({
      type,
      id: row.id,
      title: row.title,
      path: source.path(row),
      summary: row.summary,
    })),
  };
}

/** The count alone, for a page past the last one. */
async function countType(database: Database, type: SearchType, terms: string[]): Promise<number> {
  const group = await searchType(database, type, terms, 1, 0);
  return group.total;
}

function emptyResults(query: string): SearchResults {
  return { query, total: 0, groups: SEARCH_TYPES.map((type) => ({ type, total: 0, items: [] })) };
}

/**
 * The header search: up to 3 results of each of the four types (12 in all)
 * and how many there are of each. `query` must be normalised first
 * (`normalizeSearchQuery`).
 */
export async function searchHeader(query: string, database: Database = db()): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (!isSearchable(query) || terms.length === 0) return emptyResults(query);
  const groups = await Promise.all(
    SEARCH_TYPES.map((type) => searchType(database, type, terms, SEARCH_PER_TYPE, 0)),
  );
  return { query, total: groups.reduce((sum, g) => sum + g.total, 0), groups };
}

/**
 * The /search page: every type's first `perType` results, or one type's
 * page `page` of `perType` when `type` is given; counts for all four.
 */
export async function searchPage(
  query: string,
  options: { type: SearchType | null; page: number; perType: number },
  database: Database = db(),
): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (!isSearchable(query) || terms.length === 0) return emptyResults(query);
  const groups = await Promise.all(
    SEARCH_TYPES.map((type) =>
      options.type === null || options.type === type
        ? searchType(database, type, terms, options.perType, (options.page - 1) * options.perType)
        : searchType(database, type, terms, 1, 0).then((g) => ({ ...g, items: [] })),
    ),
  );
  return { query, total: groups.reduce((sum, g) => sum + g.total, 0), groups };
}

/**
 * Stores what was searched and how much was found, for staff. Not awaited by
 * the caller and never throws: the insert starts once the results are known, and
 * a failure (no database, a refused row) is logged without slowing or
 * breaking the answer.
 */
export function recordSearch(entry: {
  query: string;
  resultCount: number;
  language: string;
  source: "header" | "page";
}): void {
  if (entry.query === "") return;
  const failed = (error: unknown) => logger.error({ err: error }, "search not recorded");
  try {
    db().insert(searchQueries).values(entry).then(undefined, failed);
  } catch (error) {
    failed(error);
  }
}
