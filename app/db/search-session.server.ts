import { sql } from "drizzle-orm";
import { TYPO_WORD_SIMILARITY } from "#app/domain/search-query";
import type { Database } from "./client.server";

/**
 * Run on every new connection, before its first query. The typo search's
 * `%>` compares with pg_trgm.word_similarity_threshold as the session has it:
 * left to the server, a PostgreSQL whose postgresql.conf, database or role
 * sets another value finds other names than PGlite does. A literal, as SET
 * takes no bind parameters; the value is our own constant.
 */
export const SEARCH_SESSION_SETUP = `set pg_trgm.word_similarity_threshold = ${TYPO_WORD_SIMILARITY}`;

export class SearchLocaleError extends Error {}

/**
 * Refuses a database that cannot lower-case beyond ASCII. Such a database
 * (LC_CTYPE 'C', e.g. `initdb --no-locale`) stores 'École' as the word
 * 'École' while the visitor's words arrive lower-cased, so accented names
 * are never found, where PGlite (C.UTF-8) finds them. The check asks what
 * the search depends on: `lower()` (typo names) and the 'simple' text-search
 * dictionary (the vectors).
 */
export async function assertSearchCaseFolding(db: Database): Promise<void> {
  const result = (await db.execute(sql`
    select lower('ÉÜΣ') = 'éüσ' and to_tsvector('simple', 'École') @@ to_tsquery('simple', 'école') as folds,
      (select datctype from pg_database where datname = current_database()) as ctype`)) as unknown as {
    rows: Array<{ folds: boolean; ctype: string }>;
  };
  const row = result.rows[0];
  if (row?.folds) return;
  throw new SearchLocaleError(
    `The database's LC_CTYPE (${row?.ctype ?? "unknown"}) does not lower-case accented letters, so search would miss them. Create the database with a UTF-8 locale, e.g. CREATE DATABASE … LC_CTYPE 'C.UTF-8' TEMPLATE template0.`,
  );
}
