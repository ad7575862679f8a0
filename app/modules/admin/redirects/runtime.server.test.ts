import { count, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { notFoundPaths, redirects } from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import { RedirectCache } from "./cache.server";
import { RedirectHits } from "./hits.server";
import { NotFoundLog } from "./not-found-log.server";

// What runs on every request: the redirect cache (and its refresh across
// instances), the batched hit counter, and the bounded 404 log.

setUpTestDatabase();

beforeEach(async () => {
  await db().delete(redirects);
  await db().delete(notFoundPaths);
});

describe("RedirectCache", () => {
  it("sees a change made by another instance within its check interval, and at once after reload()", async () => {
    let now = 0;
    const clock = () => now;
    const saving = new RedirectCache(db, 5_000, clock);
    const other = new RedirectCache(db, 5_000, clock);
    expect(await saving.lookup("/old")).toBeUndefined();
    expect(await other.lookup("/old")).toBeUndefined();

    const [row] = await db()
      .insert(redirects)
      .values({ fromPath: "/old", toTarget: "/new", statusCode: 302 })
      .returning();
    await saving.reload();
    expect(await saving.lookup("/old")).toEqual({ id: row?.id, toTarget: "/new", statusCode: 302 });
    // The other instance still answers from memory until its next check is due...
    expect(await other.lookup("/old")).toBeUndefined();
    now += 5_000;
    // ...then the request that finds it due starts the check in the background.
    await other.lookup("/old");
    await other.check();
    expect(await other.lookup("/old")).toMatchObject({ toTarget: "/new" });

    // An edit (the version moves) and a deactivation reach it the same way.
    await db()
      .update(redirects)
      .set({ toTarget: "/newer", version: sql`${redirects.version} + 1` })
      .where(eq(redirects.fromPath, "/old"));
    now += 5_000;
    await other.check();
    expect(await other.lookup("/old")).toMatchObject({ toTarget: "/newer" });
    await db()
      .update(redirects)
      .set({ isActive: false, version: sql`${redirects.version} + 1` })
      .where(eq(redirects.fromPath, "/old"));
    now += 5_000;
    await other.check();
    expect(await other.lookup("/old")).toBeUndefined();
  });

  it("answers without redirects, never an error, while the database cannot be read", async () => {
    const broken = new RedirectCache(() => {
      throw new Error("database down");
    });
    await expect(broken.lookup("/old")).resolves.toBeUndefined();
    await expect(broken.reload()).resolves.toBeUndefined();
  });

  it("does not reload for hits (they leave the stamp alone)", async () => {
    const [row] = await db().insert(redirects).values({ fromPath: "/a", toTarget: "/b" }).returning();
    const hits = new RedirectHits(db, 60_000);
    const cache = new RedirectCache(db, 0);
    await cache.lookup("/a");
    const stampBefore = await db().select({ at: redirects.updatedAt }).from(redirects);
    hits.record(row!.id, new Date("2026-03-01T10:00:00Z"));
    hits.record(row!.id, new Date("2026-03-01T10:00:05Z"));
    hits.record(999_999);
    await hits.flush();
    const [after] = await db().select().from(redirects).where(eq(redirects.id, row!.id));
    expect(after?.hitCount).toBe(2);
    expect(after?.lastHitAt?.toISOString()).toBe("2026-03-01T10:00:05.000Z");
    expect(after?.updatedAt).toEqual(stampBefore[0]?.at);
  });
});

describe("NotFoundLog", () => {
  it("10,000 requests for random missing paths leave a bounded table", async () => {
    const log = new NotFoundLog(db, { maxRows: 1_000, maxPending: 300 }, 60_000);
    let statements = 0;
    for (let i = 0; i < 10_000; i++) {
      log.record(`/scan/${Math.random().toString(36).slice(2)}`, null);
      // A flush now and then, as the timer would do during a long scan.
      if (i % 1_000 === 999) {
        await log.flush();
        statements += 1;
      }
    }
    const [rows] = await db().select({ n: count() }).from(notFoundPaths);
    expect(statements).toBe(10);
    expect(Number(rows?.n)).toBe(1_000);
    expect(log.dropped).toBe(10_000 - 10 * 300);
  });

  it("keeps counting known paths once full, with their last referrer and times", async () => {
    const log = new NotFoundLog(db, { maxRows: 2, maxPending: 10 }, 60_000);
    log.record("/a", null, new Date("2026-01-01T00:00:00Z"));
    log.record("/b", null, new Date("2026-01-01T00:00:00Z"));
    await log.flush();
    log.record("/a", "https://blog.example/post", new Date("2026-01-02T00:00:00Z"));
    log.record("/c", null, new Date("2026-01-02T00:00:00Z"));
    await log.flush();
    const rows = await db().select().from(notFoundPaths).orderBy(notFoundPaths.path);
    expect(rows.map((row) => [row.path, row.hits])).toEqual([
      ["/a", 2],
      ["/b", 1],
    ]);
    expect(rows[0]?.lastReferrer).toBe("https://blog.example/post");
    expect(rows[0]?.firstSeenAt.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(rows[0]?.lastSeenAt.toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });
});
