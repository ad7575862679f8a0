import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps, versionColumn } from "./columns";
import { users } from "./users";

/**
 * The media library (issue 16, decision 089): one row per uploaded picture.
 * The file is stored under `key` (generated, never the uploader's file name)
 * with its responsive variants beside it; content refers to it by its public
 * URL `/media/library/{key}/…`, which is how the library finds where it is used.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    /** What the bytes turned out to be (sharp's reading of the content): jpeg, png, webp, avif. */
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** Variant widths written, each as WebP and AVIF. */
    widths: jsonb("widths").$type<number[]>().notNull().default([]),
    /** Alt text per language; English is required before the picture can be used. */
    alt: jsonb("alt").$type<Partial<Record<string, string>>>().notNull().default({}),
    /** The uploader's file name, for staff to recognise it; never used as a path. */
    originalName: text("original_name").notNull(),
    uploadedBy: text("uploaded_by").references((): AnyPgColumn => users.id, { onDelete: "restrict" }),
    version: versionColumn(),
    ...timestamps,
  },
  (t) => [
    check("media_assets_key_format", sql`${t.key} ~ '^[a-z0-9]{16,40}$'`),
    check("media_assets_format", sql`${t.format} in ('jpeg', 'png', 'webp', 'avif')`),
    check("media_assets_size_positive", sql`${t.width} > 0 and ${t.height} > 0 and ${t.bytes} > 0`),
  ],
);
