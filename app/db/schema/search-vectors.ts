import { sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/**
 * The search's columns and index expressions, as SQL over a table's own
 * (unqualified) columns. The catalogue tables and the queries of
 * `app/modules/search/search.server.ts` share them: PostgreSQL only uses an
 * expression index for an identical expression.
 * 'simple': the content is in several languages and names (Serengeti,
 * Kilimanjaro) must not be stemmed.
 */
function weighted(a: string, b: string, c: string): string {
  return `(setweight(to_tsvector('simple'::regconfig, ${a}), 'A') || setweight(to_tsvector('simple'::regconfig, ${b}), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(${c}, '')), 'C'))`;
}

export const SEARCH_VECTORS = {
  tours: weighted("title", "coalesce(short_description, '')", "description"),
  destinations: weighted("name", "country || ' ' || coalesce(short_description, '')", "description"),
  accommodations: weighted(
    "name",
    "coalesce(location, '') || ' ' || coalesce(short_description, '')",
    "description",
  ),
  experiences: weighted("title", "coalesce(short_description, '')", "description"),
} as const;

const NAME_COLUMNS = {
  tours: "title",
  destinations: "name",
  accommodations: "name",
  experiences: "title",
} as const;

/**
 * The name each type is found by with typos (pg_trgm word similarity):
 * `lower(title)` for the index, `lower(c.title)` in a query on `tours c`.
 */
export function searchName(type: keyof typeof NAME_COLUMNS, alias?: string): string {
  return `lower(${alias ? `${alias}.` : ""}${NAME_COLUMNS[type]})`;
}

/** The column every catalogue table keeps its search vector in. */
export const SEARCH_VECTOR_COLUMN = "search_vector";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The table's weighted vector as a stored generated column (migration 0004),
 * not an expression: ranking reads it instead of rebuilding it from the
 * description for every match, and PostgreSQL keeps it up to date on every
 * insert and update, whoever writes the row.
 */
export function searchVectorColumn(type: keyof typeof SEARCH_VECTORS) {
  return tsvector(SEARCH_VECTOR_COLUMN).generatedAlwaysAs(sql.raw(SEARCH_VECTORS[type]));
}

/**
 * The search's GIN indexes write each change straight into the index. With
 * fastupdate (the default) changes wait in a pending list that every search
 * reads through, and that the planner prices as a full scan, until VACUUM
 * merges it; the catalogue is written rarely and searched on every keystroke.
 */
export const SEARCH_GIN_OPTIONS = { fastupdate: false };
