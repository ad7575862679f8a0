import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Language } from "#app/i18n/config";
import { timestamps } from "./columns";
import { outboxStatus, subscriptionStatus } from "./enums";

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    fullName: text("full_name"),
    discountCode: text("discount_code").notNull().unique(),
    status: subscriptionStatus("status").notNull().default("active"),
    locale: text("locale").$type<Language>().notNull().default("en"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(sql`lower(${t.email})`),
    check("newsletter_subscriptions_code_format", sql`${t.discountCode} ~ '^WELCOME[A-Z0-9]{4}$'`),
  ],
);

/**
 * Email outbox: a message is written in the same transaction as the change that
 * causes it, and a worker delivers it later, so mail survives crashes and restarts.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    template: text("template").notNull(),
    locale: text("locale").$type<Language>().notNull().default("en"),
    toAddress: text("to_address").notNull(),
    ccAddress: text("cc_address"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /**
     * Files built when the mail is sent, named here (never stored): e.g.
     * [{ kind: "invoice", bookingId }] for the confirmation's PDF invoice.
     */
    attachments: jsonb("attachments").$type<Array<{ kind: string; bookingId: number }>>(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(6),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("email_outbox_attempts_range", sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);

/** Last good exchange rates, so a restart without network still has recent ones. */
export const exchangeRates = pgTable("exchange_rates", {
  base: text("base").primaryKey(),
  rates: jsonb("rates").$type<Record<string, number>>().notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  source: text("source").notNull(),
});
