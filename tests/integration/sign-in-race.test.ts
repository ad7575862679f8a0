import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityEvents, signInFailures } from "#app/db/schema/index";
import { TestBrowser } from "#tests/browser";
import { createTestDatabase, type TestDatabase } from "#tests/db";
import { type RunningServer, startServer } from "#tests/server";
import { logIn, signedUp, uniqueEmail } from "#tests/sign-up";

// Fifty wrong passwords for one account, sent together: the count is taken
// before the slow password check, under an advisory lock, so no more than the
// limit reach the check, the rest are told to wait, and the lock follows.
// PGlite runs one query at a time on one connection, so it cannot show the
// race: this runs on PostgreSQL (CI's TEST_DATABASE_URL run).

const PER_ACCOUNT = 5;
const LOCK_THRESHOLD = 10;
// Far wider than a burst takes on a busy machine; the test moves the first burst out of it.
const WINDOW_MS = 600_000;
const PARALLEL = 50;

describe.skipIf(!process.env.TEST_DATABASE_URL)("sign-in attempts sent together (PostgreSQL)", () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    server = await startServer({
      DATABASE_URL: database.url ?? "",
      SIGN_IN_WINDOW_MS: String(WINDOW_MS),
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: "1000",
      ACCOUNT_LOCK_THRESHOLD: String(LOCK_THRESHOLD),
      ACCOUNT_LOCK_MS: "600000",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  /** The attempts that reached the password check: each is counted before it, and stays counted when wrong. */
  async function passwordChecks(email: string): Promise<number> {
    const [row] = await database.db
      .select({ n: count() })
      .from(signInFailures)
      .where(eq(signInFailures.email, email));
    return row?.n ?? 0;
  }

  async function locksRecorded(email: string): Promise<number> {
    const [row] = await database.db
      .select({ n: count() })
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, "account_locked"), eq(securityEvents.email, email)));
    return row?.n ?? 0;
  }

  const burst = (email: string) =>
    Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        logIn(new TestBrowser(server.url), email, `wrong-guess-${i}`).then(async (response) => {
          await response.body?.cancel();
          return { status: response.status, retryAfter: response.headers.get("retry-after") };
        }),
      ),
    );

  it("checks at most the limit, answers the rest 429 with Retry-After, and then locks the account", async () => {
    const email = uniqueEmail("race");
    await signedUp(server.url, email);

    const first = await burst(email);
    expect(await passwordChecks(email)).toBe(PER_ACCOUNT);
    expect(first.filter((r) => r.status === 401)).toHaveLength(PER_ACCOUNT);
    const waiting = first.filter((r) => r.status === 429);
    expect(waiting).toHaveLength(PARALLEL - PER_ACCOUNT);
    for (const { retryAfter } of waiting) {
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_MS / 1000);
    }
    expect(await locksRecorded(email)).toBe(0);

    // The next window (the first burst's failures made older than it, still inside the lock's
    // 24 hours): five more reach the check, and the tenth failure locks the account, once.
    await database.db
      .update(signInFailures)
      .set({ createdAt: sql`${signInFailures.createdAt} - ${WINDOW_MS + 1000} * interval '1 millisecond'` })
      .where(eq(signInFailures.email, email));
    const second = await burst(email);
    expect(await passwordChecks(email)).toBe(LOCK_THRESHOLD);
    // A wrong password in flight while the tenth is counted already hears "locked".
    expect(second.filter((r) => r.status === 423).length).toBeGreaterThanOrEqual(1);
    expect(second.every((r) => [401, 423, 429].includes(r.status))).toBe(true);
    expect(await locksRecorded(email)).toBe(1);

    // Locked: even the right password is refused until the lock ends.
    const owner = await logIn(new TestBrowser(server.url), email);
    expect(owner.status).toBe(423);
  }, 120_000);
});
