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

/**
 * The text search configuration of each translated language (decision 089):
 * PostgreSQL stems German, French and Spanish; Chinese has no configuration,
 * so its words stay whole ('simple') and the trigram name match finds parts of them.
 */
export const TEXT_SEARCH_CONFIGS = { de: "german", fr: "french", es: "spanish", zh: "simple" } as const;

/** `translations -> lang ->> field`, empty when missing. */
function translated(lang: string, field: string): string {
  return `coalesce(translations #>> '{${lang},${field}}', '')`;
}

/**
 * A translation's words, weighted like the English ones: once unstemmed (names
 * and prefixes match as typed) and once stemmed by its language's configuration.
 */
function weightedTranslations(a: string, b: string, c: string): string {
  return Object.entries(TEXT_SEARCH_CONFIGS)
    .map(([lang, config]) =>
      [
        [a, "A"],
        [b, "B"],
        [c, "C"],
      ]
        .map(([field, weight]) => {
          const text = translated(lang, field as string);
          const simple = `setweight(to_tsvector('simple'::regconfig, ${text}), '${weight}')`;
          return config === "simple"
            ? simple
            : `${simple} || setweight(to_tsvector('${config}'::regconfig, ${text}), '${weight}')`;
        })
        .join(" || "),
    )
    .join(" || ");
}

function withTranslations(english: string, a: string, b: string, c: string): string {
  return `(${english} || ${weightedTranslations(a, b, c)})`;
}

export const SEARCH_VECTORS = {
  tours: withTranslations(
    weighted("title", "coalesce(short_description, '')", "description"),
    "title",
    "shortDescription",
    "description",
  ),
  destinations: withTranslations(
    weighted("name", "country || ' ' || coalesce(short_description, '')", "description"),
    "name",
    "shortDescription",
    "description",
  ),
  accommodations: withTranslations(
    weighted("name", "coalesce(location, '') || ' ' || coalesce(short_description, '')", "description"),
    "name",
    "shortDescription",
    "description",
  ),
  experiences: withTranslations(
    weighted("title", "coalesce(short_description, '')", "description"),
    "title",
    "shortDescription",
    "description",
  ),
} as const;

const NAME_COLUMNS = {
  tours: "title",
  destinations: "name",
  accommodations: "name",
  experiences: "title",
} as const;

/**
 * The name each type is found by with typos (pg_trgm word similarity): the
 * English name and its translations in one string, since word similarity
 * looks for the best matching stretch: `lower(title || ' ' || …)` for the
 * index, the same over `c.` in a query on `tours c`.
 */
export function searchName(type: keyof typeof NAME_COLUMNS, alias?: string): string {
  const column = (name: string) => `${alias ? `${alias}.` : ""}${name}`;
  // `title` and `name` are spelt the same as columns and as translation keys.
  const field = NAME_COLUMNS[type];
  const names = Object.keys(TEXT_SEARCH_CONFIGS).map(
    (lang) => `coalesce(${column("translations")} #>> '{${lang},${field}}', '')`,
  );
  return `lower(${[column(field), ...names].join(" || ' ' || ")})`;
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
