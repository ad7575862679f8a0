import { describe, expect, it } from "vitest";
import { isInstallDismissed, isIosBrowser, OFFLINE_APP_TIMINGS } from "./install-prompt";

describe("the install prompt's rules", () => {
  const now = Date.UTC(2025, 5, 1);
  const day = 24 * 3600 * 1000;

  it("respects a dismissal for 30 days", () => {
    expect(isInstallDismissed(null, now)).toBe(false);
    expect(isInstallDismissed("not a time", now)).toBe(false);
    expect(isInstallDismissed(String(now - day), now)).toBe(true);
    expect(isInstallDismissed(String(now - 29 * day), now)).toBe(true);
    expect(isInstallDismissed(String(now - 30 * day), now)).toBe(false);
    // A time in the future (a clock changed) does not hide the prompt for ever.
    expect(isInstallDismissed(String(now + 400 * day), now)).toBe(false);
  });

  it("keeps the spec's timings", () => {
    expect(OFFLINE_APP_TIMINGS.installPromptDelayMs).toBe(5000);
    expect(OFFLINE_APP_TIMINGS.offlineNoticeMs).toBe(5000);
    expect(OFFLINE_APP_TIMINGS.updateCheckMs).toBe(30 * 60 * 1000);
  });

  it("tells iPhones and iPads apart", () => {
    expect(isIosBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", 5)).toBe(true);
    expect(isIosBrowser("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 5)).toBe(true);
    expect(isIosBrowser("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", 0)).toBe(false);
    expect(isIosBrowser("Mozilla/5.0 (Linux; Android 14; Pixel 8)", 5)).toBe(false);
  });
});
