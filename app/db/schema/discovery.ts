import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Language } from "#app/i18n/config";
import { accommodations, tours } from "./catalogue";
import { timestamps } from "./columns";
import { contactSubject, enquiryStatus, enquiryType } from "./enums";
import { users } from "./users";

/**
 * Every message a visitor sends (contact form, accommodation inquiry, tour
 * enquiry, tailor-made request) in one table, with a status for the staff who
 * answer it. Fields that only one kind has live in `details`.
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    type: enquiryType("type").notNull(),
    status: enquiryStatus("status").notNull().default("new"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: contactSubject("subject"),
    message: text("message"),
    tourId: integer("tour_id").references(() => tours.id, { onDelete: "set null" }),
    accommodationId: integer("accommodation_id").references(() => accommodations.id, {
      onDelete: "set null",
    }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    consent: boolean("consent").notNull().default(false),
    locale: text("locale").$type<Language>().notNull().default("en"),
    /** The staff member answering it (issue 15); null while nobody has taken it. */
    assigneeUserId: text("assignee_user_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** When the first reply was emailed: the 24-hour promise is kept or missed by it. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Raised by every staff change, so a form saved over a newer state is refused. */
    version: integer("version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("enquiries_status_created_idx").on(t.status, t.createdAt),
    index("enquiries_type_created_idx").on(t.type, t.createdAt),
    index("enquiries_tour_idx").on(t.tourId),
    index("enquiries_accommodation_idx").on(t.accommodationId),
  ],
);

/**
 * A shared comparison: the same tours, in the app's order, always get the same
 * token. `tour_ids` is the list the app reads and the unique key concurrent
 * shares meet at; comparison_tours mirrors it row by row so that foreign keys
 * hold every id to a tour (decision 022).
 */
export const comparisons = pgTable(
  "comparisons",
  {
    id: serial("id").primaryKey(),
    token: text("token").notNull().unique(),
    tourIds: integer("tour_ids").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("comparisons_tour_ids_unique").on(t.tourIds),
    check("comparisons_tour_count", sql`cardinality(${t.tourIds}) between 2 and 4`),
  ],
);

/**
 * One row per tour of a comparison, written by the database from
 * comparisons.tour_ids (trigger comparisons_mirror_tours, migration 0006), never
 * by the app. Its foreign keys are what refuse an unknown tour and keep a
 * compared tour from being deleted: retire it with is_active instead.
 */
export const comparisonTours = pgTable(
  "comparison_tours",
  {
    comparisonId: integer("comparison_id")
      .notNull()
      .references(() => comparisons.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.comparisonId, t.position] }),
    index("comparison_tours_tour_idx").on(t.tourId),
  ],
);

/** What travellers searched for and how much they found, for staff to read later. */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: serial("id").primaryKey(),
    query: text("query").notNull(),
    resultCount: integer("result_count").notNull(),
    language: text("language").notNull().default("en"),
    /** header (the box) or page (/search). */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("search_queries_created_idx").on(t.createdAt),
    index("search_queries_no_result_idx").on(t.createdAt).where(sql`${t.resultCount} = 0`),
  ],
);

/**
 * Hits against a limit (newsletter sign-ups, contact messages) by bucket and
 * key (an address, an email), counted in a time window on the database clock,
 * so the limits hold across instances.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limit_hits_lookup_idx").on(t.bucket, t.key, t.createdAt)],
);

/**
 * Keys of forms a browser sent again after being offline (issue 17): a form
 * carries a random key, and a second arrival of the same key is answered as
 * the first was, without acting twice. Holds no personal data; deleted after
 * a retention period.
 */
export const offlineSubmissions = pgTable("offline_submissions", {
  key: text("key").primaryKey(),
  form: text("form").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
