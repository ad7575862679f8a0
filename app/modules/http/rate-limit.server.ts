import { and, eq, sql } from "drizzle-orm";
import { db, type Transaction } from "#app/db/client.server";
import { rateLimitHits } from "#app/db/schema/index";
import { countSecurityEvent } from "#app/modules/analytics/security-counts.server";

export type RateLimit = { limit: number; windowMs: number };
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };
/** A counter's lock: the kind of count (`bucket`) and what is counted (`key`: an address, an email). */
export type CounterLock = { bucket: string; key: string };

/** The end of the queue of callers waiting for each lock in this process. */
const queues = new Map<string, Promise<void>>();

/** Runs `fn` once every earlier call with the same `name` in this process has finished. */
async function inTurn<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(name) ?? Promise.resolve();
  const run = previous.then(fn);
  const done = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(name, done);
  try {
    return await run;
  } finally {
    if (queues.get(name) === done) queues.delete(name);
  }
}

/**
 * Runs `fn` in a transaction holding the advisory lock of each counter, taken
 * in the order given (always the same order, so two callers never wait on each
 * other in a circle), so a count read under them is still true when the new
 * hit is written, across every instance. Within this process callers also wait
 * their turn in memory first, so a burst for one key holds one pool connection,
 * not one per request waiting on the database's lock.
 */
export function underCounterLocks<T>(locks: CounterLock[], fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const inTransaction = () =>
    db().transaction(async (tx) => {
      for (const { bucket, key } of locks) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${key}))`);
      }
      return fn(tx);
    });
  return locks.reduceRight<() => Promise<T>>(
    (next, { bucket, key }) =>
      () =>
        inTurn(JSON.stringify([bucket, key]), next),
    inTransaction,
  )();
}

/**
 * Counts one hit of `key` (a client address, an email) in `bucket` and says
 * whether it is within the limit. Check and count run in one transaction under
 * an advisory lock on the bucket and key, so parallel requests cannot all slip
 * under the limit. Refused hits are not counted: waiting out the window works.
 * The time is the database's own clock; `at` (tests) sets the moment of the hit.
 */
export async function takeHit(bucket: string, key: string, rule: RateLimit, at?: Date): Promise<RateVerdict> {
  const verdict = await countHit(bucket, key, rule, at);
  // The analytics report counts refusals by limit (the bucket's name; never the key: an address, an email).
  if (!verdict.allowed) countSecurityEvent("rate_limited", bucket);
  return verdict;
}

function countHit(bucket: string, key: string, rule: RateLimit, at?: Date): Promise<RateVerdict> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return underCounterLocks([{ bucket, key }], async (tx) => {
    const since = sql`${now} - ${rule.windowMs} * interval '1 millisecond'`;
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<
          number | null
        >`ceil(extract(epoch from (min(${rateLimitHits.createdAt}) + ${rule.windowMs} * interval '1 millisecond' - ${now})))::int`,
      })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, bucket),
          eq(rateLimitHits.key, key),
          sql`${rateLimitHits.createdAt} > ${since}`,
        ),
      );
    if ((row?.count ?? 0) >= rule.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, row?.secondsLeft ?? 1) };
    }
    await tx.insert(rateLimitHits).values({ bucket, key, ...(at ? { createdAt: at } : {}) });
    return { allowed: true };
  });
}
