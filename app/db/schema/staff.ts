import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { timestamps } from "./columns";
import { enquiries } from "./discovery";
import { enquiryMessageKind } from "./enums";
import { users } from "./users";

// The staff area's own records (issue 15): the audit trail, notes and replies
// between staff and travellers, redirects and the bounded 404 log.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A staff member who wrote something: kept (restrict) as an account's deletion anonymizes its row. */
const staffKey = (name: string) =>
  text(name).references((): AnyPgColumn => users.id, { onDelete: "restrict" });

/**
 * One row per change made in the staff area: who, when, which entity, what it
 * was before and after (only the fields that changed, decision 086). Written in
 * the same transaction as the change, so a change without its row cannot exist.
 * Never updated or deleted by the app.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    actorUserId: staffKey("actor_user_id").notNull(),
    /** What was done, as a dotted name: "booking.refund", "departure.update", "user.role". */
    action: text("action").notNull(),
    /** The kind of record ("booking", "departure", "redirect"...) and its id as text. */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_created_idx").on(t.createdAt),
    index("audit_events_entity_idx").on(t.entityType, t.entityId, t.createdAt),
    index("audit_events_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);

/** Notes between staff about a booking: never shown to the traveller. */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    authorUserId: staffKey("author_user_id").notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("booking_notes_booking_idx").on(t.bookingId, t.createdAt),
    check("booking_notes_body_length", sql`char_length(${t.body}) between 1 and 4000`),
  ],
);

/**
 * What staff wrote on an enquiry: an internal note, or a reply that was
 * emailed to the traveller (through the outbox; `outbox_id` is that mail).
 */
export const enquiryMessages = pgTable(
  "enquiry_messages",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "restrict" }),
    kind: enquiryMessageKind("kind").notNull(),
    authorUserId: staffKey("author_user_id").notNull(),
    body: text("body").notNull(),
    outboxId: integer("outbox_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("enquiry_messages_enquiry_idx").on(t.enquiryId, t.createdAt),
    check("enquiry_messages_body_length", sql`char_length(${t.body}) between 1 and 10000`),
  ],
);

/**
 * Old addresses sent on: an exact path (no query string; the visitor's is
 * kept) to a path on this site or an outside URL. The server reads them from a
 * cache refreshed when `version` of any row changes (decision 086).
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull().unique(),
    toTarget: text("to_target").notNull(),
    statusCode: integer("status_code").notNull().default(301),
    isActive: boolean("is_active").notNull().default(true),
    hitCount: integer("hit_count").notNull().default(0),
    lastHitAt: at("last_hit_at"),
    createdByUserId: staffKey("created_by_user_id"),
    version: integer("version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("redirects_status_code", sql`${t.statusCode} in (301, 302)`),
    check("redirects_from_path_format", sql`${t.fromPath} ~ '^/' and char_length(${t.fromPath}) <= 500`),
    check("redirects_to_target_length", sql`char_length(${t.toTarget}) between 1 and 2000`),
  ],
);

/**
 * Paths that answered 404, counted. Bounded (decision 086): a path is stored
 * cut to its first 300 characters, and a new path is only added while the
 * table holds fewer than NOT_FOUND_LOG_MAX_PATHS rows; known paths keep counting.
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    lastReferrer: text("last_referrer"),
    hits: integer("hits").notNull().default(1),
    firstSeenAt: at("first_seen_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    index("not_found_paths_hits_idx").on(t.hits),
    index("not_found_paths_last_seen_idx").on(t.lastSeenAt),
  ],
);
