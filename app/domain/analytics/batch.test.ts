import { describe, expect, it } from "vitest";
import { occurredAt, parseAnalyticsBatch } from "./batch";
import { ANALYTICS_EVENT_NAMES, MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH, optsOut } from "./names";

const event = (overrides: Record<string, unknown> = {}) => ({
  name: "page_view",
  at: 1_760_000_000_000,
  path: "/tours",
  language: "de",
  currency: "EUR",
  ...overrides,
});
const batch = (events: unknown[], clientId = "0123456789abcdef0123456789abcdef") =>
  JSON.stringify({ clientId, events });

describe("the analytics batch validator", () => {
  it("takes a batch of allow-listed events with small props", () => {
    const verdict = parseAnalyticsBatch(
      batch([event(), event({ name: "search", props: { query: "serengeti", results: 0, header: true } })]),
    );
    expect(verdict.ok).toBe(true);
    if (verdict.ok) {
      expect(verdict.batch.events).toHaveLength(2);
      expect(verdict.batch.events[1]?.props).toEqual({ query: "serengeti", results: 0, header: true });
    }
  });

  it("knows every event the spec names", () => {
    for (const name of ANALYTICS_EVENT_NAMES) {
      expect(parseAnalyticsBatch(batch([event({ name })])).ok, name).toBe(true);
    }
    expect(ANALYTICS_EVENT_NAMES).toContain("generate_lead");
    expect(ANALYTICS_EVENT_NAMES).toHaveLength(19);
  });

  it.each([
    ["not JSON", "{nope"],
    ["an empty batch", batch([])],
    ["an unknown event", batch([event({ name: "mouse_move" })])],
    ["an email as client id", batch([event()], "someone@example.org")],
    ["a short client id", batch([event()], "abc")],
    ["a path that is a full address", batch([event({ path: "https://evil.example/" })])],
    ["an unknown language", batch([event({ language: "xx" })])],
    ["an unknown currency", batch([event({ currency: "BTC" })])],
    ["a time that is not a number", batch([event({ at: "yesterday" })])],
    ["a field of its own", batch([event({ ip: "1.2.3.4" })])],
    ["nested props", batch([event({ props: { tour: { id: 1 } } })])],
    ["a props key that is not a name", batch([event({ props: { "Bad Key": 1 } })])],
    ["a long props value", batch([event({ props: { query: "x".repeat(201) } })])],
    [
      "too many props",
      batch([event({ props: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) })]),
    ],
    ["too many events", batch(Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => event()))],
  ])("refuses %s with 400", (_label, text) => {
    expect(parseAnalyticsBatch(text)).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses more than MAX_BATCH_BYTES with 413 before reading it", () => {
    const text = batch([event({ props: { query: "x" } })]).padEnd(MAX_BATCH_BYTES + 1, " ");
    expect(parseAnalyticsBatch(text)).toMatchObject({ ok: false, status: 413 });
    // Counted in bytes, not characters: 6,000 Chinese characters are 18,000 bytes.
    expect(parseAnalyticsBatch(`"${"中".repeat(6000)}"`)).toMatchObject({ ok: false, status: 413 });
  });

  it("keeps an event's time between a day ago and now", () => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(occurredAt(now + 60_000, now).getTime()).toBe(now);
    expect(occurredAt(now - 60_000, now).getTime()).toBe(now - 60_000);
    expect(occurredAt(0, now).getTime()).toBe(now - 86_400_000);
  });
});

describe("the opt-out signals", () => {
  it("honours Global Privacy Control and Do Not Track", () => {
    expect(optsOut({ gpc: "1" })).toBe(true);
    expect(optsOut({ gpc: true })).toBe(true);
    expect(optsOut({ dnt: "1" })).toBe(true);
    expect(optsOut({ gpc: null, dnt: null })).toBe(false);
    expect(optsOut({ gpc: "0", dnt: "0" })).toBe(false);
  });
});
