import { sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { DelayedFlush } from "./delayed-flush.server";

const FLUSH_DELAY_MS = 2_000;

/**
 * Counts the visits each redirect sends on, in memory, and adds them to
 * `hit_count` / `last_hit_at` in one statement every couple of seconds.
 * `updated_at` is left alone: a hit is not a change the cache must reload for.
 */
export class RedirectHits {
  private pending = new Map<number, { hits: number; lastHitAt: Date }>();
  private readonly flusher: DelayedFlush;

  constructor(
    private readonly database: () => Executor = db,
    delayMs = FLUSH_DELAY_MS,
  ) {
    this.flusher = new DelayedFlush(() => this.write(), "redirect hits", delayMs);
  }

  record(id: number, at = new Date()): void {
    const known = this.pending.get(id);
    if (known) {
      known.hits += 1;
      known.lastHitAt = at;
    } else {
      this.pending.set(id, { hits: 1, lastHitAt: at });
    }
    this.flusher.schedule();
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
        ([id, hit]) => sql`(${id}::int, ${hit.hits}::int, ${hit.lastHitAt.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    // A redirect deleted meanwhile simply matches no row.
    await this.database().execute(sql`
      update redirects as r
         set hit_count = r.hit_count + v.hits,
             last_hit_at = greatest(r.last_hit_at, v.at)
        from (values ${rows}) as v(id, hits, at)
       where r.id = v.id`);
  }
}

let shared: RedirectHits | undefined;

export function redirectHits(): RedirectHits {
  shared ??= new RedirectHits();
  return shared;
}
