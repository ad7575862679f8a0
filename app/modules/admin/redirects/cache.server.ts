import { eq, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { redirects } from "#app/db/schema/index";
import { logger } from "#app/modules/logging/logger.server";

export type CachedRedirect = { id: number; toTarget: string; statusCode: number };

/** How often an instance asks whether another one changed the redirects (decision 087). */
export const REDIRECT_CACHE_CHECK_MS = 5_000;

/**
 * The active redirects of one process, by from path, so that a request never
 * waits for the database (decision 087). The instance that saves a change
 * reloads at once (`reload()`); every other one compares a cheap stamp of the
 * table (row count, sum of versions, latest update) at most every
 * REDIRECT_CACHE_CHECK_MS, in the background of a request, and reloads when it
 * moved. A failed check keeps the redirects it has and is logged.
 */
export class RedirectCache {
  private byPath = new Map<string, CachedRedirect>();
  private stamp: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: () => Executor = db,
    private readonly checkMs = REDIRECT_CACHE_CHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The redirect for a normalised path. Waits only for the first load of the process. */
  async lookup(path: string): Promise<CachedRedirect | undefined> {
    if (this.stamp === null) await this.check();
    else if (this.now() - this.checkedAt >= this.checkMs) void this.check();
    return this.byPath.get(path);
  }

  /**
   * Reloads now: after this instance saved a change. Never throws (the change
   * is saved; a failed reload is logged and the next request checks again).
   */
  reload(): Promise<void> {
    return this.serially(async () => {
      try {
        await this.load(await this.readStamp());
      } catch (error) {
        this.checkedAt = Number.NEGATIVE_INFINITY;
        logger.error({ err: error }, "redirects could not be reloaded after a change");
      }
    });
  }

  /** Compares the stamp and reloads when another instance changed something. One check at a time. */
  check(): Promise<void> {
    this.checking ??= this.serially(async () => {
      try {
        const stamp = await this.readStamp();
        if (stamp !== this.stamp) await this.load(stamp);
      } catch (error) {
        logger.error({ err: error }, "redirects could not be read; keeping the ones in memory");
      } finally {
        this.checkedAt = this.now();
      }
    }).finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Loads one after another, so an older read can never overwrite a newer one. */
  private serially(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async readStamp(): Promise<string> {
    const [row] = await this.database()
      .select({
        n: sql<string>`count(*)::text`,
        versions: sql<string>`coalesce(sum(${redirects.version}), 0)::text`,
        latest: sql<string>`coalesce(max(${redirects.updatedAt})::text, '')`,
      })
      .from(redirects);
    return `${row?.n}:${row?.versions}:${row?.latest}`;
  }

  private async load(stamp: string): Promise<void> {
    const rows = await this.database()
      .select({
        id: redirects.id,
        fromPath: redirects.fromPath,
        toTarget: redirects.toTarget,
        statusCode: redirects.statusCode,
      })
      .from(redirects)
      .where(eq(redirects.isActive, true));
    this.byPath = new Map(rows.map(({ fromPath, ...redirect }) => [fromPath, redirect]));
    this.stamp = stamp;
    this.checkedAt = this.now();
  }
}

let shared: RedirectCache | undefined;

/** This process's cache, on the app's database. */
export function redirectCache(): RedirectCache {
  shared ??= new RedirectCache();
  return shared;
}
