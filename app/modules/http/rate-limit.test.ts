import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "#tests/db";
import { takeHit } from "./rate-limit.server";

setUpTestDatabase();

describe("takeHit", () => {
  it("allows up to the limit per key, then says how long to wait", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await takeHit("test", "a@example.org", rule));
    expect(verdicts.slice(0, 3).every((v) => v.allowed)).toBe(true);
    expect(verdicts[3]).toMatchObject({ allowed: false });
    expect(verdicts[3]?.allowed === false && verdicts[3].retryAfterSeconds).toBeGreaterThan(50);
    expect((await takeHit("test", "b@example.org", rule)).allowed).toBe(true);
    expect((await takeHit("other", "a@example.org", rule)).allowed).toBe(true);
  });

  it("lets exactly the limit through when hits arrive together", async () => {
    // On PostgreSQL (TEST_DATABASE_URL) these run at once on a pool of connections.
    const rule = { limit: 5, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => takeHit("race", "same-key", rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it("forgets hits once the window has passed", async () => {
    const rule = { limit: 1, windowMs: 300 };
    // The hits' own clock: 400 ms pass between the second hit and the third, without waiting.
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    expect((await takeHit("window", "k", rule, at(0))).allowed).toBe(true);
    expect((await takeHit("window", "k", rule, at(0))).allowed).toBe(false);
    expect((await takeHit("window", "k", rule, at(400))).allowed).toBe(true);
  });
});
