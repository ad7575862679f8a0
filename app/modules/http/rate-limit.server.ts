import { and, eq, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { rateLimitHits } from "#app/db/schema/index";

export type RateLimit = { limit: number; windowMs: number };
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit of `key` (a client address, an email) in `bucket` and says
 * whether it is within the limit. Check and count run in one transaction under
 * an advisory lock on the bucket and key, so parallel requests cannot all slip
 * under the limit. Refused hits are not counted: waiting out the window works.
 */
export async function takeHit(bucket: string, key: string, rule: RateLimit): Promise<RateVerdict> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${key}))`);
    const since = sql`now() - ${rule.windowMs} * interval '1 millisecond'`;
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<
          number | null
        >`ceil(extract(epoch from (min(${rateLimitHits.createdAt}) + ${rule.windowMs} * interval '1 millisecond' - now())))::int`,
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
    await tx.insert(rateLimitHits).values({ bucket, key });
    return { allowed: true };
  });
}
