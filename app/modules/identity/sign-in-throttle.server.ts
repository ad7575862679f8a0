import { and, eq, type SQL, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { signInFailures } from "#app/db/schema/index";
import { env } from "#app/modules/config/env.server";

export type ThrottleVerdict =
  | { kind: "allowed" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "locked"; minutes: number };

type Limits = {
  windowMs: number;
  perAccount: number;
  perAddress: number;
  lockThreshold: number;
  lockWindowMs: number;
  lockMs: number;
};

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
 * Whether a sign-in for `email` from `ip` may be tried now. Counts failed
 * attempts in the database, so the limits hold across app instances and
 * restarts. Locked beats throttled: a lock says what to do next (wait or reset).
 */
export async function checkSignIn(email: string, ip: string): Promise<ThrottleVerdict> {
  const l = limits();
  // Every time is the database's own clock, the one that stamped the rows.
  const since = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;
  const secondsLeft = (from: SQL, ms: number) =>
    sql<number>`ceil(extract(epoch from (${from} + ${ms} * interval '1 millisecond' - now())))::int`;
  const inWindow = sql`${signInFailures.createdAt} > ${since(l.windowMs)}`;
  const [account] = await db()
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
  if (account && account.lockCount >= l.lockThreshold && account.lockSecondsLeft > 0) {
    return { kind: "locked", minutes: Math.max(1, Math.ceil(account.lockSecondsLeft / 60)) };
  }
  if (account && account.windowCount >= l.perAccount) {
    return { kind: "throttled", retryAfterSeconds: Math.max(1, account.windowSecondsLeft ?? 1) };
  }
  const [address] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      secondsLeft: secondsLeft(sql`min(${signInFailures.createdAt})`, l.windowMs),
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.ipAddress, ip), inWindow));
  if (address && address.count >= l.perAddress) {
    return { kind: "throttled", retryAfterSeconds: Math.max(1, address.secondsLeft ?? 1) };
  }
  return { kind: "allowed" };
}

/** Counts one failed attempt. Returns the verdict for the next attempt, to report a fresh lock. */
export async function recordSignInFailure(email: string, ip: string): Promise<ThrottleVerdict> {
  await db().insert(signInFailures).values({ email, ipAddress: ip });
  return checkSignIn(email, ip);
}

/** A successful sign-in forgets the account's failures (not the address's). */
export async function clearSignInFailures(email: string): Promise<void> {
  await db().delete(signInFailures).where(eq(signInFailures.email, email));
}
