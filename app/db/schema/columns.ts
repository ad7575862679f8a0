import { integer, jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Translations } from "#app/domain/content/translations";

/** created_at / updated_at pair shared by every content table (UTC). */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A content record's other languages (decision 089): `{"de": {"title": "…"}}`,
 * English staying in the record's own columns.
 */
export const translationsColumn = () => jsonb("translations").$type<Translations>().notNull().default({});

/** Raised by every staff save, so a form saved over a newer state is refused (decision 086). */
export const versionColumn = () => integer("version").notNull().default(0);
