import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Database, db } from "#app/db/client.server";
import { signInFailures } from "#app/db/schema/index";
import { env } from "#app/modules/config/env.server";
import { underCounterLocks } from "#app/modules/http/rate-limit.server";

export type ThrottleVerdict =
  | { kind: "allowed" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "locked"; minutes: number };

/**
 * A sign-in that may go ahead: it is already counted as a failure (`id`), and
 * `locksOnFailure` says that, should the password be wrong, this attempt is
 * the one that locks the account.
 */
export type SignInAttempt = { kind: "allowed"; id: number; locksOnFailure: boolean };

type Limits = {
  windowMs: number;
  perAccount: number;
  perAddress: number;
  lockThreshold: number;
  lockWindowMs: number;
  lockMs: number;
};

/** The lock buckets (see underCounterLocks) of the two counts a sign-in reads. */
const ACCOUNT_BUCKET = "sign-in:account";
const ADDRESS_BUCKET = "sign-in:address";

function limits(): Limits {
  const c = env();
  return {
    windowMs: c.SIGN_IN_WINDOW_MS,
    perAccount: c.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
    perAddress: c.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
    lockThreshold: c.ACCOUNT_LOCK_THRESHOLD,
    lockWindowMs: c.ACCOUNT_LOCK_WINDOW_MS,
    lockMs: c.ACCOUNT_LOCK_MS,
  };
}

/**
 * The verdict for a sign-in for `email` from `ip` from the failures counted in
 * the database, so the limits hold across app instances and restarts, and
 * the account's failures in the lock window. Locked beats throttled: a lock
 * says what to do next (wait or reset).
 */
async function verdictFor(
  database: Database,
  email: string,
  ip: string,
): Promise<{ verdict: ThrottleVerdict; accountFailures: number }> {
  const l = limits();
  // Every time is the database's own clock, the one that stamped the rows.
  const since = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;
  const secondsLeft = (from: SQL, ms: number) =>
    sql<number>`ceil(extract(epoch from (${from} + ${ms} * interval '1 millisecond' - now())))::int`;
  const inWindow = sql`${signInFailures.createdAt} > ${since(l.windowMs)}`;
  const [account] = await database
    .select({
      lockCount: sql<number>`count(*)::int`,
      lockSecondsLeft: secondsLeft(sql`max(${signInFailures.createdAt})`, l.lockMs),
      windowCount: sql<number>`(count(*) filter (where ${inWindow}))::int`,
      windowSecondsLeft: secondsLeft(
        sql`min(${signInFailures.createdAt}) filter (where ${inWindow})`,
        l.windowMs,
      ),
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), sql`${signInFailures.createdAt} > ${since(l.lockWindowMs)}`));
  const accountFailures = account?.lockCount ?? 0;
  if (account && account.lockCount >= l.lockThreshold && account.lockSecondsLeft > 0) {
    const minutes = Math.max(1, Math.ceil(account.lockSecondsLeft / 60));
    return { verdict: { kind: "locked", minutes }, accountFailures };
  }
  if (account && account.windowCount >= l.perAccount) {
    const retryAfterSeconds = Math.max(1, account.windowSecondsLeft ?? 1);
    return { verdict: { kind: "throttled", retryAfterSeconds }, accountFailures };
  }
  const [address] = await database
    .select({
      count: sql<number>`count(*)::int`,
      secondsLeft: secondsLeft(sql`min(${signInFailures.createdAt})`, l.windowMs),
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.ipAddress, ip), inWindow));
  if (address && address.count >= l.perAddress) {
    const retryAfterSeconds = Math.max(1, address.secondsLeft ?? 1);
    return { verdict: { kind: "throttled", retryAfterSeconds }, accountFailures };
  }
  return { verdict: { kind: "allowed" }, accountFailures };
}

/**
 * Whether a sign-in for `email` from `ip` may be tried now; if so, counts it as
 * a failure before the (deliberately slow) password check, and a success takes
 * it back (clearSignInFailures). Reading the counts and writing the attempt run
 * in one transaction under the advisory locks of the account and the address,
 * so attempts sent together cannot all read "under the limit": at most the
 * limit of them reach the password check.
 */
export async function beginSignIn(
  email: string,
  ip: string,
): Promise<SignInAttempt | Exclude<ThrottleVerdict, { kind: "allowed" }>> {
  const locks = [
    { bucket: ACCOUNT_BUCKET, key: email },
    { bucket: ADDRESS_BUCKET, key: ip },
  ];
  return underCounterLocks(locks, async (tx) => {
    const { verdict, accountFailures } = await verdictFor(tx, email, ip);
    if (verdict.kind !== "allowed") return verdict;
    const [attempt] = await tx
      .insert(signInFailures)
      .values({ email, ipAddress: ip })
      .returning({ id: signInFailures.id });
    if (!attempt) throw new Error("sign-in attempt not recorded");
    return { kind: "allowed", id: attempt.id, locksOnFailure: accountFailures + 1 >= limits().lockThreshold };
  });
}

/** The verdict for the next sign-in, after a wrong password (already counted by beginSignIn). */
export async function signInVerdict(email: string, ip: string): Promise<ThrottleVerdict> {
  return (await verdictFor(db(), email, ip)).verdict;
}

/** Takes back an attempt that ended in neither a right nor a wrong password (a server error). */
export async function forgetSignInAttempt(id: number): Promise<void> {
  await db().delete(signInFailures).where(eq(signInFailures.id, id));
}

/** A successful sign-in forgets the account's failures, this attempt's included. */
export async function clearSignInFailures(email: string): Promise<void> {
  await db().delete(signInFailures).where(eq(signInFailures.email, email));
}
