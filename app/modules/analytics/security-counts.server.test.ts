import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "#app/db/schema/index";
import { createTestDatabase } from "#tests/db";
import { SecurityCounts } from "./security-counts.server";

describe("the security counts", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("write a flood of refusals as one row per kind and limit, with the kind and count alone", async () => {
    const counts = new SecurityCounts(() => database.db, 60_000);
    for (let i = 0; i < 500; i++) counts.count("rate_limited", "sign-up-address");
    counts.count("rate_limited", "analytics-events");
    counts.count("sign_in_failed");
    counts.count("sign_in_failed");
    await counts.flush();
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(3);
    expect(
      rows.map((row) => row.props).sort((a, b) => String(a.detail).localeCompare(String(b.detail))),
    ).toEqual([
      { kind: "rate_limited", count: 1, detail: "analytics-events" },
      { kind: "rate_limited", count: 500, detail: "sign-up-address" },
      { kind: "sign_in_failed", count: 2 },
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: "security",
        clientId: "server",
        path: "/",
        language: null,
        currency: null,
      });
    }
    // Nothing waits: a second flush writes nothing more.
    await counts.flush();
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(3);
  });
});
