import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tours } from "./catalogue";
import { timestamps } from "./columns";
import { loyaltyReason, securityEventKind } from "./enums";
import { users } from "./users";

// Better Auth's tables. Keys are its camelCase field names (the adapter reads
// them); the SQL columns are snake_case like the rest of the schema.

/** A signed-in browser. The cookie holds the token; deleting the row signs it out. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A way to sign in: the password ("credential") or a Google identity. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    index("accounts_user_idx").on(t.userId),
    index("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

/** One-time tokens: email verification, password reset, OAuth state. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Failed sign-ins, by the email tried and the client address. The brute-force
 * limits count these rows in a time window (modules/identity/sign-in-throttle).
 * The email is kept even when no account has it, so probing unknown addresses
 * is limited the same way.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failures_email_idx").on(t.email, t.createdAt),
    index("sign_in_failures_ip_idx").on(t.ipAddress, t.createdAt),
  ],
);

/** Who tried what, where, when: denied admin access, lockouts. Shown in the admin area. */
export const securityEvents = pgTable(
  "security_events",
  {
    id: serial("id").primaryKey(),
    kind: securityEventKind("kind").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    path: text("path"),
    method: text("method"),
    ipAddress: inet("ip_address"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("security_events_created_idx").on(t.createdAt),
    index("security_events_user_idx").on(t.userId),
  ],
);

/**
 * Loyalty points as a ledger: one row per change, never updated. The balance is
 * the sum; users.loyalty_points is a copy kept in the same transaction for the
 * spec's profile field and cheap reads.
 */
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    reason: loyaltyReason("reason").notNull(),
    /** What caused it (a referred user's id, a booking reference): makes an award idempotent. */
    reference: text("reference"),
    /** Why staff adjusted the points, and who (reason "adjustment" from the staff area). */
    note: text("note"),
    actorUserId: text("actor_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_user_idx").on(t.userId, t.createdAt),
    // One award per reason and cause, whatever the races.
    uniqueIndex("loyalty_ledger_reference_unique")
      .on(t.userId, t.reason, t.reference)
      .where(sql`${t.reference} is not null`),
    check("loyalty_ledger_points_non_zero", sql`${t.points} <> 0`),
  ],
);

/**
 * Tours a user saved with the heart. Customer data: deleting a saved tour is
 * refused (retire it with is_active), so neither staff nor a seed reset can
 * empty someone's wishlist (issue 11, defect 17).
 */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tourId] }), index("wishlist_items_tour_idx").on(t.tourId)],
);
