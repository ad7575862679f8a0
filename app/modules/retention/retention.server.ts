import { and, asc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server";
import {
  analyticsEvents,
  auditEvents,
  emailOutbox,
  notFoundPaths,
  offlineSubmissions,
  rateLimitHits,
  searchQueries,
  securityEvents,
  sessions,
  signInFailures,
  verifications,
} from "#app/db/schema/index";
import { SUBMISSION_KEY_RETENTION_MS } from "#app/domain/offline/form-outbox";
import type { Env } from "#app/modules/config/env.server";
import { type PeriodicWorker, startPeriodicWorker } from "#app/modules/jobs/periodic-worker.server";
import { logger } from "#app/modules/logging/logger.server";

/** How long each kind of operational record is kept, in milliseconds (docs/decisions/028). */
export type RetentionPeriods = {
  rateLimitHitsMs: number;
  signInFailuresMs: number;
  searchQueriesMs: number;
  securityEventsMs: number;
  /** Sent mail (and mail given up on), counted from the send. */
  sentEmailMs: number;
  /** The staff area's audit rows (their before and after hold personal details). */
  auditEventsMs: number;
  /** A path of the 404 log nobody asked for since (counted from its last hit). */
  notFoundPathsMs: number;
  /** First-party analytics events (decision 098), counted from when they happened. */
  analyticsEventsMs: number;
  /** Keys of forms sent after being offline (decision 101), counted from their arrival. */
  offlineSubmissionsMs: number;
};

/**
 * The configured periods, never shorter than the longest window a limit
 * counts in (every `*_WINDOW_MS` setting): pruning younger rows would lift a
 * limit or an account lock early.
 */
export function retentionPeriods(config: Env): RetentionPeriods {
  const longestWindowMs = Math.max(
    0,
    ...Object.entries(config)
      .filter(([name, value]) => name.endsWith("_WINDOW_MS") && typeof value === "number")
      .map(([, value]) => value as number),
  );
  return {
    rateLimitHitsMs: Math.max(config.RETENTION_RATE_LIMIT_HITS_MS, longestWindowMs),
    signInFailuresMs: Math.max(config.RETENTION_SIGN_IN_FAILURES_MS, longestWindowMs),
    searchQueriesMs: config.RETENTION_SEARCH_QUERIES_MS,
    securityEventsMs: config.RETENTION_SECURITY_EVENTS_MS,
    sentEmailMs: config.RETENTION_SENT_EMAIL_MS,
    auditEventsMs: config.RETENTION_AUDIT_EVENTS_MS,
    notFoundPathsMs: config.RETENTION_NOT_FOUND_PATHS_MS,
    analyticsEventsMs: config.ANALYTICS_RETENTION_DAYS * 86_400_000,
    // Not a setting: it must outlast the week a browser keeps a queued form, or a late resend would act twice.
    offlineSubmissionsMs: SUBMISSION_KEY_RETENTION_MS,
  };
}

const olderThan = (column: PgColumn, ms: number): SQL =>
  sql`${column} < now() - ${ms}::double precision * interval '1 millisecond'`;

type Rule = {
  table: PgTable;
  /** The key the batches delete by. */
  id: PgColumn;
  expired(periods: RetentionPeriods): SQL;
};

// Each rule owns one advisory lock (by its position), so instances never prune the same table at once.
const RULES = {
  rate_limit_hits: {
    table: rateLimitHits,
    id: rateLimitHits.id,
    expired: (p) => olderThan(rateLimitHits.createdAt, p.rateLimitHitsMs),
  },
  sign_in_failures: {
    table: signInFailures,
    id: signInFailures.id,
    expired: (p) => olderThan(signInFailures.createdAt, p.signInFailuresMs),
  },
  search_queries: {
    table: searchQueries,
    id: searchQueries.id,
    expired: (p) => olderThan(searchQueries.createdAt, p.searchQueriesMs),
  },
  security_events: {
    table: securityEvents,
    id: securityEvents.id,
    expired: (p) => olderThan(securityEvents.createdAt, p.securityEventsMs),
  },
  // Pending and sending mail is never touched; a failed one fails within the hour it was queued.
  email_outbox: {
    table: emailOutbox,
    id: emailOutbox.id,
    expired: (p) =>
      or(
        and(eq(emailOutbox.status, "sent"), olderThan(emailOutbox.sentAt, p.sentEmailMs)),
        and(eq(emailOutbox.status, "failed"), olderThan(emailOutbox.createdAt, p.sentEmailMs)),
      ) as SQL,
  },
  // Ended sessions and used-up one-time tokens serve nobody, and hold addresses and tokens.
  sessions: { table: sessions, id: sessions.id, expired: () => lt(sessions.expiresAt, sql`now()`) },
  verifications: {
    table: verifications,
    id: verifications.id,
    expired: () => lt(verifications.expiresAt, sql`now()`),
  },
  // New rules go last: a rule's advisory lock is its position.
  audit_events: {
    table: auditEvents,
    id: auditEvents.id,
    expired: (p) => olderThan(auditEvents.createdAt, p.auditEventsMs),
  },
  not_found_paths: {
    table: notFoundPaths,
    id: notFoundPaths.path,
    expired: (p) => olderThan(notFoundPaths.lastSeenAt, p.notFoundPathsMs),
  },
  analytics_events: {
    table: analyticsEvents,
    id: analyticsEvents.id,
    expired: (p) => olderThan(analyticsEvents.occurredAt, p.analyticsEventsMs),
  },
  offline_submissions: {
    table: offlineSubmissions,
    id: offlineSubmissions.key,
    expired: (p) => olderThan(offlineSubmissions.receivedAt, p.offlineSubmissionsMs),
  },
} satisfies Record<string, Rule>;

export type RetentionTable = keyof typeof RULES;
export type RetentionReport = Record<RetentionTable, number>;

// Any constant: the same in every instance of the app (the migrations use 727_001).
const RETENTION_LOCK_CLASS = 727_002;
const DEFAULT_BATCH_SIZE = 5000;

/**
 * Deletes what is past its period, table by table, in batches of short
 * transactions (a large backlog never holds locks for long). Each batch takes
 * the table's advisory lock with `pg_try_advisory_xact_lock`: when another
 * instance holds it, that instance is pruning the table right now and this
 * one moves on. Returns how many rows went, per table.
 */
export async function pruneExpiredRecords(
  db: Database,
  periods: RetentionPeriods,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<RetentionReport> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const report = {} as RetentionReport;
  for (const [index, [name, rule]] of (Object.entries(RULES) as [RetentionTable, Rule][]).entries()) {
    report[name] = 0;
    for (;;) {
      if (options.signal?.aborted) return report;
      const deleted = await db.transaction(async (tx) => {
        const locked = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_CLASS}, ${index}) as locked`,
        )) as unknown as { rows: Array<{ locked: boolean }> };
        if (!locked.rows[0]?.locked) return -1;
        const expired = tx
          .select({ id: rule.id })
          .from(rule.table)
          .where(rule.expired(periods))
          .orderBy(asc(rule.id))
          .limit(batchSize);
        const rows = await tx.delete(rule.table).where(inArray(rule.id, expired)).returning({ id: rule.id });
        return rows.length;
      });
      if (deleted < 0) break;
      report[name] += deleted;
      if (deleted < batchSize) break;
    }
  }
  return report;
}

export type RetentionWorker = PeriodicWorker;

/** Prunes at start and then every `intervalMs`, like the outbox worker. */
export function startRetentionWorker(options: {
  db: Database;
  intervalMs: number;
  periods: RetentionPeriods;
}): RetentionWorker {
  return startPeriodicWorker({
    name: "retention",
    intervalMs: options.intervalMs,
    run: async (signal) => {
      const report = await pruneExpiredRecords(options.db, options.periods, { signal });
      const total = Object.values(report).reduce((sum, n) => sum + n, 0);
      if (total > 0) logger.info({ pruned: report }, "retention: expired records deleted");
    },
  });
}
