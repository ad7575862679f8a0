import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFailures } from "#app/db/schema/index";
import { resetEnvCache } from "#app/modules/config/env.server";
import { setUpTestDatabase } from "#tests/db";
import {
  beginSignIn,
  clearSignInFailures,
  forgetSignInAttempt,
  signInVerdict,
} from "./sign-in-throttle.server";

const database = setUpTestDatabase();

const LIMITS = {
  SIGN_IN_WINDOW_MS: "60000",
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "5",
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000",
  ACCOUNT_LOCK_THRESHOLD: "5",
  ACCOUNT_LOCK_MS: "600000",
};
const saved: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const [name, value] of Object.entries(LIMITS)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  resetEnvCache();
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

async function attemptsCounted(email: string): Promise<number> {
  const [row] = await database()
    .db.select({ n: count() })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  return row?.n ?? 0;
}

// On PostgreSQL (TEST_DATABASE_URL) the attempts really run at once on a pool of connections.
describe("beginSignIn", () => {
  it("lets exactly the limit through when attempts arrive together, counting each before the check", async () => {
    const email = "together@example.org";
    const attempts = await Promise.all(Array.from({ length: 30 }, () => beginSignIn(email, "192.0.2.1")));
    const allowed = attempts.filter((a) => a.kind === "allowed");
    expect(allowed).toHaveLength(5);
    expect(await attemptsCounted(email)).toBe(5);
    // Only the fifth, whose failure reaches the lock threshold, is the one that locks.
    expect(allowed.filter((a) => a.locksOnFailure)).toHaveLength(1);
    // With five counted the lock is already in force for everyone else.
    expect(attempts.filter((a) => a.kind === "locked")).toHaveLength(25);
    expect((await signInVerdict(email, "192.0.2.99")).kind).toBe("locked");
  });

  it("says how long to wait once the account's limit is reached", async () => {
    process.env.ACCOUNT_LOCK_THRESHOLD = "100";
    resetEnvCache();
    try {
      const email = "patient@example.org";
      for (let i = 0; i < 5; i++) expect((await beginSignIn(email, "192.0.2.2")).kind).toBe("allowed");
      const refused = await beginSignIn(email, "192.0.2.3");
      expect(refused).toMatchObject({ kind: "throttled" });
      expect(refused.kind === "throttled" && refused.retryAfterSeconds).toBeGreaterThan(50);
    } finally {
      process.env.ACCOUNT_LOCK_THRESHOLD = LIMITS.ACCOUNT_LOCK_THRESHOLD;
      resetEnvCache();
    }
  });

  it("forgets the attempts of a sign-in that succeeded, and one that ended in a server error", async () => {
    const email = "returning@example.org";
    const first = await beginSignIn(email, "192.0.2.4");
    const second = await beginSignIn(email, "192.0.2.4");
    expect(await attemptsCounted(email)).toBe(2);
    if (second.kind !== "allowed") throw new Error("the second attempt was refused");
    await forgetSignInAttempt(second.id);
    expect(await attemptsCounted(email)).toBe(1);
    expect(first.kind).toBe("allowed");
    await clearSignInFailures(email);
    expect(await attemptsCounted(email)).toBe(0);
    expect((await signInVerdict(email, "192.0.2.4")).kind).toBe("allowed");
  });
});
