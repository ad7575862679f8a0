import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "#app/modules/logging/logger.server";
import { startPeriodicWorker } from "./periodic-worker.server";

/** A run that takes `ms` of (fake) time, recording when it started and how many ran at once. */
function slowRun(ms: number) {
  const starts: number[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const run = vi.fn(async () => {
    starts.push(Date.now());
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    await new Promise((resolve) => setTimeout(resolve, ms));
    active -= 1;
  });
  return { run, starts, mostAtOnce: () => mostAtOnce };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startPeriodicWorker", () => {
  it("runs at once, then the interval after each run ends, never two at once", async () => {
    const job = slowRun(300);
    const worker = startPeriodicWorker({ name: "test", intervalMs: 1000, run: job.run });
    await vi.advanceTimersByTimeAsync(4000);
    // The fourth run is still going: stop waits for it.
    const stopping = worker.stop();
    await vi.advanceTimersByTimeAsync(300);
    await stopping;
    // 0 → ends 300 → next at 1300 → ends 1600 → next at 2600 → ends 2900 → next at 3900.
    expect(job.starts).toEqual([0, 1300, 2600, 3900]);
    expect(job.mostAtOnce()).toBe(1);
  });

  it("logs a failed run with the worker's name and keeps going", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    let calls = 0;
    const run = vi.fn(() => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error("database away"));
      // A run that throws before returning a promise must not escape the timer.
      if (calls === 2) throw new Error("thrown at once");
      return Promise.resolve();
    });
    const worker = startPeriodicWorker({ name: "holds", intervalMs: 100, run });
    await vi.advanceTimersByTimeAsync(250);
    await worker.stop();
    expect(run).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[0]).toEqual([
      expect.objectContaining({
        worker: "holds",
        err: expect.objectContaining({ message: "database away" }),
      }),
      "holds run failed",
    ]);
    expect(errors.mock.calls[1]?.[0]).toMatchObject({ err: { message: "thrown at once" } });
  });

  it("on stop, aborts the run's signal, waits for it to end, and starts no other", async () => {
    let signal: AbortSignal | undefined;
    let finished = false;
    const run = vi.fn(async (given: AbortSignal) => {
      signal = given;
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
    });
    const worker = startPeriodicWorker({ name: "test", intervalMs: 100, run });
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("stopped before its first run, never runs; stop is safe to repeat", async () => {
    const run = vi.fn(() => Promise.resolve());
    const worker = startPeriodicWorker({ name: "test", intervalMs: 100, run });
    await worker.stop();
    await worker.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it("never keeps the process alive", () => {
    vi.useRealTimers();
    const unref = vi.spyOn(globalThis, "setTimeout");
    const worker = startPeriodicWorker({ name: "test", intervalMs: 100, run: () => Promise.resolve() });
    const timer = unref.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    return worker.stop();
  });

  it("refuses an interval that is not positive", () => {
    const run = () => Promise.resolve();
    expect(() => startPeriodicWorker({ name: "test", intervalMs: 0, run })).toThrow(/intervalMs/);
  });
});
