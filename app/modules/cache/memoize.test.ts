import { afterEach, describe, expect, it, vi } from "vitest";
import { memoize } from "./memoize.server";

describe("memoize", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("loads once within the time to live and again after it", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const cached = memoize(1000, async () => ++calls);
    expect(await Promise.all([cached.get(), cached.get()])).toEqual([1, 1]);
    vi.advanceTimersByTime(1001);
    expect(await cached.get()).toBe(2);
  });

  it("does not keep a failure", async () => {
    let fail = true;
    const cached = memoize(60_000, async () => {
      if (fail) throw new Error("down");
      return "ok";
    });
    await expect(cached.get()).rejects.toThrow("down");
    fail = false;
    expect(await cached.get()).toBe("ok");
  });
});
