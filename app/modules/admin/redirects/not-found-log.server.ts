import { sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { addPendingHit, type PendingHit } from "#app/domain/admin/redirects";
import { NOT_FOUND_LOG_MAX_PATHS, NOT_FOUND_PENDING_MAX } from "#app/domain/admin/redirects-fields";
import { env } from "#app/modules/config/env.server";
import { DelayedFlush } from "./delayed-flush.server";

const FLUSH_DELAY_MS = 2_000;

/**
 * The bounded log of paths that answered 404 (issue 15, item 8; decision 087).
 * A process gathers at most NOT_FOUND_PENDING_MAX distinct paths between two
 * flushes (more are dropped), and a flush is one statement: known paths count
 * up, new ones are added only while the table holds fewer than `maxRows`
 * (the most-hit first). A scanner asking for 10,000 random paths costs a few
 * statements and leaves at most `maxRows` rows (plus one batch per other
 * instance flushing at the same moment).
 */
export class NotFoundLog {
  private pending = new Map<string, PendingHit>();
  private readonly flusher: DelayedFlush;
  /** Paths dropped because the batch was full, since the process started. */
  dropped = 0;

  constructor(
    private readonly database: () => Executor = db,
    private readonly limits = { maxRows: NOT_FOUND_LOG_MAX_PATHS, maxPending: NOT_FOUND_PENDING_MAX },
    delayMs = FLUSH_DELAY_MS,
  ) {
    this.flusher = new DelayedFlush(() => this.write(), "the 404 log", delayMs);
  }

  /** One 404 for a path already made loggable (`notFoundLogPath`). */
  record(path: string, referrer: string | null, at = new Date()): void {
    if (addPendingHit(this.pending, path, referrer, at, this.limits.maxPending)) this.flusher.schedule();
    else this.dropped += 1;
  }

  flush(): Promise<void> {
    return this.flusher.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    const rows = sql.join(
      batch.map(
        ([path, hit]) =>
          sql`(${path}::text, ${hit.referrer}::text, ${hit.hits}::int, ${hit.firstSeen.toISOString()}::timestamptz, ${hit.lastSeen.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await this.database().execute(sql`
      with batch(path, referrer, hits, first_seen, last_seen) as (values ${rows}),
      known as (
        select b.* from batch b where exists (select 1 from not_found_paths p where p.path = b.path)
      ),
      fresh as (
        select b.* from batch b
         where not exists (select 1 from not_found_paths p where p.path = b.path)
         order by b.hits desc
         limit greatest(0, ${this.limits.maxRows}::int - (select count(*)::int from not_found_paths))
      )
      insert into not_found_paths as p (path, last_referrer, hits, first_seen_at, last_seen_at)
      select path, referrer, hits, first_seen, last_seen from known
      union all
      select path, referrer, hits, first_seen, last_seen from fresh
      on conflict (path) do update
         set hits = p.hits + excluded.hits,
             last_seen_at = greatest(p.last_seen_at, excluded.last_seen_at),
             last_referrer = coalesce(excluded.last_referrer, p.last_referrer)`);
  }
}

let shared: NotFoundLog | undefined;

export function notFoundLog(): NotFoundLog {
  shared ??= new NotFoundLog(db, {
    maxRows: env().NOT_FOUND_LOG_MAX_PATHS,
    maxPending: NOT_FOUND_PENDING_MAX,
  });
  return shared;
}
