/**
 * The search's index expressions, as SQL over a table's own (unqualified)
 * columns. The GIN indexes of the catalogue tables and the queries of
 * `app/modules/search/search.server.ts` use these same strings, because
 * PostgreSQL only uses an expression index for an identical expression.
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

/** The name each type is found by with typos (pg_trgm word similarity). */
export const SEARCH_NAMES = {
  tours: "lower(title)",
  destinations: "lower(name)",
  accommodations: "lower(name)",
  experiences: "lower(title)",
} as const;
