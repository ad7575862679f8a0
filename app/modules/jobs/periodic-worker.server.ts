import { logger } from "#app/modules/logging/logger.server";

export type PeriodicWorker = { stop(): Promise<void> };

/**
 * Runs `run` at once and then `intervalMs` after each run ends (never two at
 * once in this process). The timer is unref'd so a worker never keeps the
 * process alive; `stop()` aborts the signal `run` was given and waits for the
 * run in progress, so shutdown never cuts a batch in half. A failed run is
 * logged and the next one is scheduled as usual.
 */
export function startPeriodicWorker(options: {
  name: string;
  intervalMs: number;
  run: (signal: AbortSignal) => Promise<void>;
}): PeriodicWorker {
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
    running = options
      .run(controller.signal)
      .catch((error: unknown) => logger.error({ err: error }, `${options.name} run failed`))
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
