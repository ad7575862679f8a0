import { logger } from "#app/modules/logging/logger.server";

/**
 * Writes gathered in memory and sent to the database together a moment later
 * (redirect hits, 404s; decision 087): a visitor's request never waits for
 * them and never fails because of them. One timer at a time, unref'd so it
 * never holds the process open; a failed write is logged and its counts lost.
 */
export class DelayedFlush {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: () => Promise<void>,
    private readonly what: string,
    private readonly delayMs: number,
  ) {}

  /** Flush within `delayMs`, unless a flush is already planned. */
  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.timer.unref?.();
  }

  /** Writes what waits now (tests, shutdown); resolves once written or logged as failed. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.running.then(async () => {
      try {
        await this.write();
      } catch (error) {
        logger.error({ err: error }, `${this.what} could not be written`);
      }
    });
    return this.running;
  }
}
