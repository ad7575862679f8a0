import { logger } from "#app/modules/logging/logger.server";

export type PeriodicWorker = {
  /** Ends the loop: aborts the run's signal and resolves once the run in progress has ended. */
  stop(): Promise<void>;
};

/**
 * The one background loop of the app process (the outbox, the retention job,
 * and next the release of expired seat holds): runs `run` at once and then
 * `intervalMs` after each run ends, so two runs never overlap in this process
 * (several processes may run the same job: the job's own queries share out the
 * rows, e.g. with FOR UPDATE SKIP LOCKED). A run that has more work than one
 * batch loops inside itself until `signal` is aborted.
 *
 * - The timer is unref'd: a worker never keeps the process alive.
 * - A failed run (a rejection or a synchronous throw) is logged with the
 *   worker's name and the next run is scheduled as usual: one bad run never
 *   stops the loop.
 * - `stop()` aborts the signal `run` was given and waits for the run in
 *   progress, so a shutdown never cuts a batch in half; no run starts after it.
 */
export function startPeriodicWorker(options: {
  name: string;
  intervalMs: number;
  run: (signal: AbortSignal) => Promise<void>;
}): PeriodicWorker {
  if (!(options.intervalMs > 0)) throw new Error(`${options.name}: intervalMs must be positive`);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    if (controller.signal.aborted) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };

  function tick() {
    timer = undefined;
    // Through a promise, so a run that throws before returning one is caught too.
    running = Promise.resolve()
      .then(() => options.run(controller.signal))
      .catch((error: unknown) =>
        logger.error({ err: error, worker: options.name }, `${options.name} run failed`),
      )
      .finally(() => {
        running = undefined;
        schedule(options.intervalMs);
      });
  }

  schedule(0);
  return {
    async stop() {
      controller.abort();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
