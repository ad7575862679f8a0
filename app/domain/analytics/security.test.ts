import { describe, expect, it } from "vitest";
import { parseAnalyticsBatch } from "./batch";
import { ANALYTICS_EVENT_NAMES } from "./names";
import { isSecurityKind, SECURITY_EVENT_NAME, SERVER_CLIENT_ID, securityTable } from "./security";

describe("the security counts' table", () => {
  it("has a row per day, newest first, and a column per kind seen, in the kinds' order", () => {
    const table = securityTable([
      { day: "2026-03-01", kind: "rate_limited", count: 4 },
      { day: "2026-03-02", kind: "sign_in_failed", count: 2 },
      { day: "2026-03-01", kind: "sign_in_failed", count: 1 },
      // Two rows of one day and kind (two details, two flushes) add up.
      { day: "2026-03-02", kind: "sign_in_failed", count: 3 },
    ]);
    expect(table.kinds).toEqual(["sign_in_failed", "rate_limited"]);
    expect(table.days).toEqual([
      { day: "2026-03-02", counts: { sign_in_failed: 5 } },
      { day: "2026-03-01", counts: { rate_limited: 4, sign_in_failed: 1 } },
    ]);
  });

  it("leaves out kinds it does not know and empty counts", () => {
    expect(securityTable([{ day: "2026-03-01", kind: "mouse_move", count: 3 }])).toEqual({
      kinds: [],
      days: [],
    });
    expect(securityTable([{ day: "2026-03-01", kind: "access_denied", count: 0 }]).days).toEqual([]);
    expect(isSecurityKind("account_locked")).toBe(true);
    expect(isSecurityKind("page_view")).toBe(false);
  });

  it("cannot be sent by a browser: neither its name nor the server's client id passes the batch check", () => {
    expect(ANALYTICS_EVENT_NAMES).not.toContain(SECURITY_EVENT_NAME);
    const batch = (name: string, clientId: string) =>
      JSON.stringify({ clientId, events: [{ name, at: Date.now(), path: "/" }] });
    expect(parseAnalyticsBatch(batch(SECURITY_EVENT_NAME, "0123456789abcdef")).ok).toBe(false);
    expect(parseAnalyticsBatch(batch("page_view", SERVER_CLIENT_ID)).ok).toBe(false);
  });
});
