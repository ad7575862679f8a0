import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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
import { OUTBOX_MAX_AGE_MS } from "#app/domain/offline/form-outbox";
import { parseEnv } from "#app/modules/config/env.server";
import { createTestDatabase, truncateAll } from "#tests/db";
import { createUser } from "#tests/factories";
import { pruneExpiredRecords, type RetentionPeriods, retentionPeriods } from "./retention.server";

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const PERIODS: RetentionPeriods = {
  rateLimitHitsMs: DAY,
  signInFailuresMs: 30 * DAY,
  searchQueriesMs: 90 * DAY,
  securityEventsMs: 365 * DAY,
  sentEmailMs: 30 * DAY,
  auditEventsMs: 730 * DAY,
  notFoundPathsMs: 90 * DAY,
  analyticsEventsMs: 395 * DAY,
  offlineSubmissionsMs: 30 * DAY,
};

describe("the retention job", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await truncateAll(database);
  });

  const count = async (table: string) => {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n;
  };

  const mail = (status: "pending" | "sent" | "failed", createdAt: Date, sentAt: Date | null) => ({
    template: "password-reset",
    toAddress: "anna@example.org",
    subject: "Reset your password",
    html: "<a href='https://kilele.example/reset-password?token=secret'>reset</a>",
    text: "https://kilele.example/reset-password?token=secret",
    status,
    createdAt,
    sentAt,
  });

  /** Two rows per table: one just past its period, one just inside it. */
  async function fill() {
    const { db } = database;
    await db.insert(rateLimitHits).values([
      { bucket: "newsletter-email", key: "old@example.org", createdAt: ago(DAY + 60_000) },
      { bucket: "newsletter-email", key: "new@example.org", createdAt: ago(DAY - 60_000) },
    ]);
    await db.insert(signInFailures).values([
      { email: "old@example.org", ipAddress: "192.0.2.1", createdAt: ago(31 * DAY) },
      { email: "new@example.org", ipAddress: "192.0.2.2", createdAt: ago(29 * DAY) },
    ]);
    await db.insert(searchQueries).values([
      { query: "old query", resultCount: 1, source: "page", createdAt: ago(91 * DAY) },
      { query: "new query", resultCount: 1, source: "page", createdAt: ago(89 * DAY) },
    ]);
    await db.insert(securityEvents).values([
      { kind: "access_denied", email: "old@example.org", createdAt: ago(366 * DAY) },
      { kind: "access_denied", email: "new@example.org", createdAt: ago(364 * DAY) },
    ]);
    await db.insert(emailOutbox).values([
      mail("sent", ago(40 * DAY), ago(31 * DAY)),
      mail("sent", ago(40 * DAY), ago(29 * DAY)),
      mail("failed", ago(31 * DAY), null),
      mail("failed", ago(29 * DAY), null),
      // Queued mail is never pruned, however old.
      mail("pending", ago(400 * DAY), null),
    ]);
    await createUser(db, { id: "u1", email: "u1@example.org" });
    await db.insert(sessions).values([
      { id: "s-old", token: "t-old", userId: "u1", expiresAt: ago(60_000) },
      { id: "s-new", token: "t-new", userId: "u1", expiresAt: ago(-DAY) },
    ]);
    await db.insert(verifications).values([
      { id: "v-old", identifier: "reset-password:a", value: "u1", expiresAt: ago(60_000) },
      { id: "v-new", identifier: "reset-password:b", value: "u1", expiresAt: ago(-DAY) },
    ]);
    const audit = (entityId: string, createdAt: Date) => ({
      actorUserId: "u1",
      action: "user.role",
      entityType: "user",
      entityId,
      after: { role: "staff" },
      createdAt,
    });
    await db.insert(auditEvents).values([audit("old", ago(731 * DAY)), audit("new", ago(729 * DAY))]);
    await db.insert(notFoundPaths).values([
      { path: "/old-path", firstSeenAt: ago(200 * DAY), lastSeenAt: ago(91 * DAY) },
      { path: "/seen-lately", firstSeenAt: ago(200 * DAY), lastSeenAt: ago(89 * DAY) },
    ]);
    const event = (clientId: string, occurredAt: Date) => ({
      name: "page_view",
      clientId,
      path: "/",
      occurredAt,
    });
    await db
      .insert(analyticsEvents)
      .values([event("old-client", ago(396 * DAY)), event("new-client", ago(394 * DAY))]);
    await db.insert(offlineSubmissions).values([
      { key: "00000000-0000-4000-8000-000000000001", form: "newsletter", receivedAt: ago(31 * DAY) },
      { key: "00000000-0000-4000-8000-000000000002", form: "enquiry", receivedAt: ago(29 * DAY) },
    ]);
  }

  it("deletes the rows past their period and keeps the recent ones", async () => {
    await fill();
    const report = await pruneExpiredRecords(database.db, PERIODS);
    expect(report).toEqual({
      rate_limit_hits: 1,
      sign_in_failures: 1,
      search_queries: 1,
      security_events: 1,
      email_outbox: 2,
      sessions: 1,
      verifications: 1,
      audit_events: 1,
      not_found_paths: 1,
      analytics_events: 1,
      offline_submissions: 1,
    });
    expect(await database.db.select({ form: offlineSubmissions.form }).from(offlineSubmissions)).toEqual([
      { form: "enquiry" },
    ]);
    expect(await database.db.select({ id: analyticsEvents.clientId }).from(analyticsEvents)).toEqual([
      { id: "new-client" },
    ]);
    expect(await database.db.select({ id: auditEvents.entityId }).from(auditEvents)).toEqual([{ id: "new" }]);
    expect(await database.db.select({ path: notFoundPaths.path }).from(notFoundPaths)).toEqual([
      { path: "/seen-lately" },
    ]);
    expect(await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).toEqual([
      { key: "new@example.org" },
    ]);
    expect(await database.db.select({ email: signInFailures.email }).from(signInFailures)).toEqual([
      { email: "new@example.org" },
    ]);
    expect(await database.db.select({ query: searchQueries.query }).from(searchQueries)).toEqual([
      { query: "new query" },
    ]);
    expect(await database.db.select({ email: securityEvents.email }).from(securityEvents)).toEqual([
      { email: "new@example.org" },
    ]);
    const outbox = await database.db
      .select({ status: emailOutbox.status, sentAt: emailOutbox.sentAt, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .orderBy(emailOutbox.id);
    expect(outbox.map((row) => row.status)).toEqual(["sent", "failed", "pending"]);
    expect(await database.db.select({ id: sessions.id }).from(sessions)).toEqual([{ id: "s-new" }]);
    expect(await database.db.select({ id: verifications.id }).from(verifications)).toEqual([{ id: "v-new" }]);
    // A second run finds nothing more.
    const again = await pruneExpiredRecords(database.db, PERIODS);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it("with a zero period, prunes sent mail at once and leaves queued mail alone", async () => {
    await database.db
      .insert(emailOutbox)
      .values([mail("sent", ago(1000), ago(500)), mail("pending", ago(1000), null)]);
    const report = await pruneExpiredRecords(database.db, { ...PERIODS, sentEmailMs: 0 });
    expect(report.email_outbox).toBe(1);
    expect(await database.db.select({ status: emailOutbox.status }).from(emailOutbox)).toEqual([
      { status: "pending" },
    ]);
  });

  it("works through a backlog in batches, and instances running together delete each row once", async () => {
    await database.db.insert(searchQueries).values(
      Array.from({ length: 25 }, (_, i) => ({
        query: `q${i}`,
        resultCount: 0,
        source: "header",
        createdAt: ago(100 * DAY),
      })),
    );
    const reports = await Promise.all([
      pruneExpiredRecords(database.db, PERIODS, { batchSize: 4 }),
      pruneExpiredRecords(database.db, PERIODS, { batchSize: 4 }),
      pruneExpiredRecords(database.db, PERIODS, { batchSize: 4 }),
    ]);
    expect(reports.reduce((sum, r) => sum + r.search_queries, 0)).toBe(25);
    expect(await count("search_queries")).toBe(0);
  });
});

describe("retention periods", () => {
  it("default to 1 day, 30 days, 90 days, 1 year and 30 days", () => {
    expect(retentionPeriods(parseEnv({}))).toEqual(PERIODS);
  });

  it("keep the keys of forms sent offline longer than a browser keeps a queued form", () => {
    // A form resent after its key is gone would act a second time.
    expect(retentionPeriods(parseEnv({})).offlineSubmissionsMs).toBeGreaterThan(OUTBOX_MAX_AGE_MS);
  });

  it("never undercut a limit's window, so pruning cannot lift a limit or a lock early", () => {
    const periods = retentionPeriods(
      parseEnv({
        RETENTION_RATE_LIMIT_HITS_MS: "0",
        RETENTION_SIGN_IN_FAILURES_MS: "0",
        RETENTION_SENT_EMAIL_MS: "0",
        ACCOUNT_LOCK_WINDOW_MS: String(2 * DAY),
        NEWSLETTER_WINDOW_MS: String(3 * 3_600_000),
      }),
    );
    expect(periods.rateLimitHitsMs).toBe(2 * DAY);
    expect(periods.signInFailuresMs).toBe(2 * DAY);
    expect(periods.sentEmailMs).toBe(0);
  });
});
