import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AnalyticsProps } from "#app/domain/analytics/names";

/**
 * First-party analytics (issue 17, decision 098): one row per event a
 * consenting visitor's browser sent. The client id is a random id the browser
 * made (never an email, never a user id); no address or user agent is kept.
 * Rows older than ANALYTICS_RETENTION_DAYS are deleted by the retention job.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    /** When it happened in the browser (kept within a day of receipt). */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    clientId: text("client_id").notNull(),
    path: text("path").notNull(),
    language: text("language"),
    currency: text("currency"),
    props: jsonb("props").$type<AnalyticsProps>().notNull().default({}),
  },
  (t) => [
    index("analytics_events_occurred_idx").on(t.occurredAt),
    index("analytics_events_name_occurred_idx").on(t.name, t.occurredAt),
  ],
);
