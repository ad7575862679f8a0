import { type SQL, sql } from "drizzle-orm";
import { type Database, db } from "#app/db/client.server";
import { searchQueries } from "#app/db/schema/index";
import { SEARCH_VECTOR_COLUMN, searchName, TEXT_SEARCH_CONFIGS } from "#app/db/schema/search-vectors";
import { isTranslatedLanguage, localize } from "#app/domain/content/translations";
import { accommodationPath, destinationPath, experiencePath, tourPath } from "#app/domain/paths";
import {
  isSearchable,
  prefixTsQuery,
  SEARCH_PER_TYPE,
  SEARCH_TYPES,
  type SearchType,
  searchTerms,
  typoSearchWords,
} from "#app/domain/search-query";
import type { Language } from "#app/i18n/config";
import { logger } from "#app/modules/logging/logger.server";

export type SearchHit = {
  type: SearchType;
  id: number;
  title: string;
  path: string;
  summary: string | null;
  /** The language of the title and summary (decision 089). */
  lang: Language;
};

export type SearchGroup = { type: SearchType; total: number; items: SearchHit[] };

export type SearchResults = { query: string; total: number; groups: SearchGroup[] };

type Row = {
  id: number;
  slug: string | null;
  parent_slug: string | null;
  title: string;
  summary: string | null;
  /** The title and summary in the page's language, when the row has them. */
  local: { title?: string | null; summary?: string | null } | null;
  total: string | number;
};

/**
 * How each type is read: its table (as `c`, with its parent as `p` when it
 * has one), its visibility rule and its public path. The parent is a join,
 * not a subquery per row, so the planner can look parents up by key.
 */
const SOURCES: Record<
  SearchType,
  {
    from: string;
    title: string;
    /** Whether the name is written per language (accommodations keep their one name). */
    translatedTitle: boolean;
    visible: string;
    parentSlug: string;
    path(row: Row): string;
  }
> = {
  tours: {
    from: "tours c",
    title: "title",
    translatedTitle: true,
    visible: "c.is_active",
    parentSlug: "null",
    path: (row) => tourPath({ id: row.id, slug: row.slug }),
  },
  destinations: {
    from: "destinations c left join destinations p on p.id = c.parent_id",
    title: "name",
    translatedTitle: true,
    // A park whose country is hidden is hidden with it (as on the destination pages).
    visible: "c.is_active and (c.parent_id is null or p.is_active)",
    parentSlug: "p.slug",
    path: (row) => destinationPath({ slug: row.slug ?? "", parentSlug: row.parent_slug }),
  },
  accommodations: {
    from: "accommodations c",
    title: "name",
    translatedTitle: false,
    visible: "c.is_active",
    parentSlug: "null",
    path: (row) => accommodationPath({ slug: row.slug ?? "" }),
  },
  experiences: {
    from: "experiences c left join experiences p on p.id = c.parent_id",
    title: "title",
    translatedTitle: true,
    visible: "c.is_active and (c.parent_id is null or p.is_active)",
    parentSlug: "p.slug",
    path: (row) => experiencePath({ slug: row.slug ?? "", parentSlug: row.parent_slug }),
  },
};

/**
 * How rows are found: by the words as typed (full text on the stored
 * `search_vector`), or, when those find nothing in any type, by a name
 * within pg_trgm word similarity (0.6) of the words, so typos match. Each
 * has its GIN index (migration 0004).
 */
type Match =
  | { kind: "words"; tsquery: string; language: Language }
  | { kind: "typo"; words: string; language: Language };

/**
 * The words as typed, and in German, French and Spanish also stemmed by the
 * language's configuration, so 'Wanderungen' finds 'Wanderung' (the vectors
 * hold both forms of each translation: db/schema/search-vectors.ts).
 */
function wordsQuery(match: { tsquery: string; language: Language }): SQL {
  const config = isTranslatedLanguage(match.language) ? TEXT_SEARCH_CONFIGS[match.language] : "simple";
  const simple = sql`to_tsquery('simple', ${match.tsquery})`;
  return config === "simple"
    ? simple
    : sql`(${simple} || to_tsquery(${config}::regconfig, ${match.tsquery}))`;
}

/** What a type is asked for: a page of rows (with the count), or the count alone. */
type Want = { limit: number; offset: number } | "count";

const vector = sql.raw(`c.${SEARCH_VECTOR_COLUMN}`);

/** The visible rows of the type that match. */
function matches(type: SearchType, match: Match): SQL {
  const visible = sql.raw(SOURCES[type].visible);
  return match.kind === "words"
    ? sql`${visible} and ${vector} @@ ${wordsQuery(match)}`
    : sql`${visible} and ${sql.raw(searchName(type, "c"))} %> ${match.words}`;
}

/**
 * Best first. Words: ts_rank over the stored vector, whose weights put a
 * title match (A) above any number of mentions in the short description (B)
 * or description (C). Typos: the closest name first (`<->>` is 1 minus the
 * word similarity).
 */
function bestFirst(type: SearchType, match: Match): SQL {
  return match.kind === "words"
    ? sql`ts_rank(${vector}, ${wordsQuery(match)}) desc, c.id`
    : sql`${sql.raw(searchName(type, "c"))} <->> ${match.words}, c.id`;
}

/** One page of a type's matches, each row with the count of all of them. */
async function listMatches(
  database: Database,
  type: SearchType,
  match: Match,
  page: { limit: number; offset: number },
): Promise<Row[]> {
  const source = SOURCES[type];
  const result = (await database.execute(sql`
    select c.id, c.slug, ${sql.raw(source.parentSlug)} as parent_slug,
      c.${sql.raw(source.title)} as title, c.short_description as summary,
      jsonb_build_object(
        'title', c.translations #>> ${`{${match.language},${source.title}}`},
        'summary', c.translations #>> ${`{${match.language},shortDescription}`}
      ) as local,
      count(*) over () as total
    from ${sql.raw(source.from)}
    where ${matches(type, match)}
    order by ${bestFirst(type, match)}
    limit ${page.limit} offset ${page.offset}`)) as unknown as { rows: Row[] };
  return result.rows;
}

async function countMatches(database: Database, type: SearchType, match: Match): Promise<number> {
  const result = (await database.execute(sql`
    select count(*) as total from ${sql.raw(SOURCES[type].from)}
    where ${matches(type, match)}`)) as unknown as { rows: Array<{ total: string | number }> };
  return Number(result.rows[0]?.total ?? 0);
}

async function searchType(
  database: Database,
  type: SearchType,
  match: Match,
  want: Want,
): Promise<SearchGroup> {
  if (want === "count") return { type, total: await countMatches(database, type, match), items: [] };
  const rows = await listMatches(database, type, match, want);
  // Past the last page there is no row to read the count from.
  const total = rows[0]
    ? Number(rows[0].total)
    : want.offset > 0
      ? await countMatches(database, type, match)
      : 0;
  const source = SOURCES[type];
  return {
    type,
    total,
    items: rows.map((row) => {
      const text = localize(
        { title: row.title, summary: row.summary },
        isTranslatedLanguage(match.language) ? { [match.language]: stringsOf(row.local) } : null,
        source.translatedTitle ? ["title", "summary"] : ["summary"],
        match.language,
      );
      return { type, id: row.id, path: source.path(row), ...text.value, lang: text.lang };
    }),
  };
}

/**
 * Every type's group, the four types in parallel: by the words as typed,
 * and only when those find nothing in any type, by names like them. A typo
 * search costs more than a full-text one, and its near misses would be
 * noise next to real matches.
 */
async function searchGroups(
  database: Database,
  terms: string[],
  language: Language,
  want: (type: SearchType) => Want,
): Promise<SearchGroup[]> {
  const run = (match: Match) =>
    Promise.all(SEARCH_TYPES.map((type) => searchType(database, type, match, want(type))));
  const tsquery = prefixTsQuery(terms);
  const byWords = tsquery ? await run({ kind: "words", tsquery, language }) : emptyGroups();
  if (byWords.some((group) => group.total > 0)) return byWords;
  const words = typoSearchWords(terms);
  return words ? run({ kind: "typo", words, language }) : byWords;
}

function stringsOf(local: Row["local"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(local ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function emptyGroups(): SearchGroup[] {
  return SEARCH_TYPES.map((type) => ({ type, total: 0, items: [] }));
}

function results(query: string, groups: SearchGroup[]): SearchResults {
  return { query, total: groups.reduce((sum, g) => sum + g.total, 0), groups };
}

/**
 * The header search: up to 3 results of each of the four types (12 in all)
 * and how many there are of each. `query` must be normalised first
 * (`normalizeSearchQuery`).
 */
export async function searchHeader(
  query: string,
  language: Language,
  database: Database = db(),
): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (!isSearchable(query) || terms.length === 0) return results(query, emptyGroups());
  return results(
    query,
    await searchGroups(database, terms, language, () => ({ limit: SEARCH_PER_TYPE, offset: 0 })),
  );
}

/**
 * The /search page: every type's first `perType` results, or one type's
 * page `page` of `perType` when `type` is given; counts for all four.
 */
export async function searchPage(
  query: string,
  options: { type: SearchType | null; page: number; perType: number; language: Language },
  database: Database = db(),
): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (!isSearchable(query) || terms.length === 0) return results(query, emptyGroups());
  const page = { limit: options.perType, offset: (options.page - 1) * options.perType };
  const groups = await searchGroups(database, terms, options.language, (type) =>
    options.type === null || options.type === type ? page : "count",
  );
  return results(query, groups);
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
