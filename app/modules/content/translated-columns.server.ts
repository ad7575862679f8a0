import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { TRANSLATED_LANGUAGES, type Translations } from "#app/domain/content/translations";

/**
 * A few fields of each translation of a row, not its whole `translations`
 * (which carries every description): what a card needs, a few hundred bytes
 * a row instead of every language's full text (decision 089).
 */
export function translatedFields(column: PgColumn, fields: readonly string[]): SQL<Translations> {
  const languages = TRANSLATED_LANGUAGES.map((language) => {
    const pairs = fields.map((field) => `'${field}', ${column.name} #>> '{${language},${field}}'`).join(", ");
    return `'${language}', jsonb_build_object(${pairs})`;
  });
  return sql<Translations>`jsonb_build_object(${sql.raw(languages.join(", "))})`;
}
