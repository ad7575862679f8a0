import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleWhatsApp, WHATSAPP_DELAYS } from "./whatsapp-button";

describe("the WhatsApp button's timeline", () => {
  let state: { visible: boolean; tooltip: boolean };
  let cancel: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    state = { visible: false, tooltip: false };
    cancel = scheduleWhatsApp({
      show: () => {
        state.visible = true;
      },
      tooltip: (shown) => {
        state.tooltip = shown;
      },
    });
  });
  afterEach(() => {
    cancel();
    vi.useRealTimers();
  });

  it("appears after 2 s, shows its tooltip 0.5 s later and hides it after 5 s", () => {
    expect(WHATSAPP_DELAYS).toEqual({ appearMs: 2000, tooltipAfterMs: 500, tooltipForMs: 5000 });
    vi.advanceTimersByTime(1999);
    expect(state).toEqual({ visible: false, tooltip: false });
    vi.advanceTimersByTime(1); // 2.0 s
    expect(state).toEqual({ visible: true, tooltip: false });
    vi.advanceTimersByTime(499); // 2.499 s
    expect(state.tooltip).toBe(false);
    vi.advanceTimersByTime(1); // 2.5 s
    expect(state).toEqual({ visible: true, tooltip: true });
    vi.advanceTimersByTime(4999); // 7.499 s
    expect(state.tooltip).toBe(true);
    vi.advanceTimersByTime(1); // 7.5 s
    expect(state).toEqual({ visible: true, tooltip: false });
    // The button itself stays.
    vi.advanceTimersByTime(60_000);
    expect(state).toEqual({ visible: true, tooltip: false });
  });

  it("stops when the shell unmounts", () => {
    vi.advanceTimersByTime(2500);
    expect(state.tooltip).toBe(true);
    cancel();
    vi.advanceTimersByTime(10_000);
    // The hide timer was cancelled with the rest.
    expect(state.tooltip).toBe(true);
  });
});
