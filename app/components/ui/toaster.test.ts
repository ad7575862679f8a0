import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startToastTimer, TOAST_DURATION_MS } from "./toaster";

describe("toast timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lasts 4 s: still there just before, gone at 4 s", () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    const expire = vi.fn();
    startToastTimer(expire);
    vi.advanceTimersByTime(3999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("does not fire once cancelled (dismissed by hand or unmounted)", () => {
    const expire = vi.fn();
    const cancel = startToastTimer(expire);
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(expire).not.toHaveBeenCalled();
  });

  it("gives each toast its own 4 s", () => {
    const first = vi.fn();
    const second = vi.fn();
    startToastTimer(first);
    vi.advanceTimersByTime(3000);
    startToastTimer(second);
    vi.advanceTimersByTime(1000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe("toast placement", () => {
  it("sits top-right, fixed, above the page", () => {
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    const rule = /\.toast-region\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/position:\s*fixed/);
    expect(rule).toMatch(/top:\s*[^;]+/);
    expect(rule).toMatch(/right:\s*[^;]+/);
    expect(rule).not.toMatch(/\b(left|bottom):/);
  });
});
