import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setDatabase } from "#app/db/client.server";
import { exchangeRates } from "#app/db/schema/messaging";
import { loader } from "#app/routes/api/rates";
import { createTestDatabase } from "#tests/db";
import {
  DEFAULT_RATES,
  getRates,
  parseUpstreamRates,
  RATES_FAILURE_BACKOFF_MS,
  resetRatesCache,
} from "./rates.server";

const TTL = 3_600_000;
const LIVE = { USD: 1, EUR: 0.9, GBP: 0.8, AUD: 1.5, CHF: 0.85, CNY: 7.1 };

type Mode = "ok" | "http500" | "invalid-json" | "missing-currency" | "hang";

/** A stand-in for the public rates service, answering the way open.er-api.com does. */
async function startRatesServer() {
  const state = { mode: "ok" as Mode, requests: 0, delayMs: 0, rates: { ...LIVE } as Record<string, number> };
  const server: Server = createServer((_req, res) => {
    state.requests += 1;
    const answer = () => {
      switch (state.mode) {
        case "hang":
          return; // never answers
        case "http500":
          res.writeHead(500, { "content-type": "text/plain" }).end("upstream broke");
          return;
        case "invalid-json":
          res.writeHead(200, { "content-type": "application/json" }).end("{ not json");
          return;
        case "missing-currency": {
          const { CNY: _omit, ...rest } = state.rates;
          res
            .writeHead(200, { "content-type": "application/json" })
            .end(JSON.stringify({ result: "success", base_code: "USD", rates: rest }));
          return;
        }
        default:
          res.writeHead(200, { "content-type": "application/json" }).end(
            JSON.stringify({
              result: "success",
              base_code: "USD",
              time_last_update_unix: 1_735_689_600,
              rates: { ...state.rates, KES: 129.5, TZS: 2650 },
            }),
          );
      }
    };
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/v6/latest/USD`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("parseUpstreamRates", () => {
  it("reads open.er-api.com and Frankfurter-style answers, rebasing to USD", () => {
    expect(parseUpstreamRates({ result: "success", base_code: "USD", rates: LIVE })).toEqual(LIVE);
    // Frankfurter leaves the base out of `rates`.
    const { USD: _usd, ...withoutBase } = LIVE;
    expect(parseUpstreamRates({ base: "USD", date: "2025-01-01", rates: withoutBase })).toEqual(LIVE);
    const eurBased = parseUpstreamRates({
      base: "EUR",
      rates: { USD: 1.25, GBP: 1, AUD: 2, CHF: 1, CNY: 10 },
    });
    expect(eurBased.USD).toBe(1);
    expect(eurBased.EUR).toBeCloseTo(0.8);
    expect(eurBased.CNY).toBeCloseTo(8);
  });

  it("rejects errors, missing currencies and non-positive rates", () => {
    expect(() => parseUpstreamRates({ result: "error", rates: {} })).toThrow();
    expect(() => parseUpstreamRates({ base: "USD", rates: { EUR: 0.9 } })).toThrow();
    expect(() => parseUpstreamRates({ base: "USD", rates: { ...LIVE, GBP: 0 } })).toThrow();
    expect(() => parseUpstreamRates({ base: "USD", rates: { ...LIVE, GBP: "0.8" } })).toThrow();
    expect(() => parseUpstreamRates("nope")).toThrow();
  });
});

describe("getRates", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let upstream: Awaited<ReturnType<typeof startRatesServer>>;
  let t0: number;

  beforeAll(async () => {
    [database, upstream] = await Promise.all([createTestDatabase(), startRatesServer()]);
  });
  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    resetRatesCache();
    await database.db.delete(exchangeRates);
    Object.assign(upstream.state, { mode: "ok", requests: 0, delayMs: 0, rates: { ...LIVE } });
    t0 = Date.UTC(2025, 0, 1, 12);
  });

  const get = (at: number, extra: { timeoutMs?: number } = {}) =>
    getRates(database.db, { now: at, url: upstream.url, ttlMs: TTL, timeoutMs: extra.timeoutMs ?? 2000 });

  it("fetches live rates, stores them, then serves them from memory for the TTL", async () => {
    const first = await get(t0);
    expect(first).toEqual({
      base: "USD",
      rates: LIVE,
      timestamp: new Date(t0).toISOString(),
      source: "live",
    });

    const [row] = await database.db.select().from(exchangeRates);
    expect(row?.rates).toEqual(LIVE);
    expect(row?.fetchedAt.getTime()).toBe(t0);
    expect(row?.source).toBe(new URL(upstream.url).host);

    const again = await get(t0 + TTL - 1);
    expect(again.source).toBe("cache");
    expect(again.rates).toEqual(LIVE);
    expect(upstream.state.requests).toBe(1);

    // Past the TTL it asks again, in the background: this caller still gets the old rates.
    upstream.state.rates = { ...LIVE, EUR: 0.95 };
    const expired = await get(t0 + TTL);
    expect(expired.source).toBe("cache");
    expect(expired.rates.EUR).toBe(LIVE.EUR);
    const refreshed = await vi.waitFor(async () => {
      const next = await get(t0 + TTL + 1);
      expect(next.rates.EUR).toBe(0.95);
      return next;
    });
    expect(refreshed.timestamp).toBe(new Date(t0 + TTL).toISOString());
    expect(upstream.state.requests).toBe(2);
  });

  it("serves the old rates at once after expiry while one slow refresh runs, then the new ones", async () => {
    await get(t0);
    upstream.state.delayMs = 1500;
    upstream.state.rates = { ...LIVE, EUR: 0.95 };

    // Many page requests after expiry, during the refresh: none waits for the slow service.
    const started = performance.now();
    const during = await Promise.all(Array.from({ length: 10 }, (_, i) => get(t0 + TTL + i)));
    expect(performance.now() - started).toBeLessThan(500);
    for (const rates of during) {
      expect(rates.source).toBe("cache");
      expect(rates.rates).toEqual(LIVE);
      expect(rates.timestamp).toBe(new Date(t0).toISOString());
    }

    // The refresh lands: the next caller gets the new rates, fetched once, and stored.
    const after = await vi.waitFor(
      async () => {
        const next = await get(t0 + TTL + 100);
        expect(next.rates.EUR).toBe(0.95);
        return next;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(after.source).toBe("cache");
    expect(upstream.state.requests).toBe(2);
    // Stored too (just after it is in memory), for the next restart.
    await vi.waitFor(async () => {
      const [row] = await database.db.select().from(exchangeRates);
      expect(row?.rates).toEqual({ ...LIVE, EUR: 0.95 });
    });
  });

  it("waits for the service on the first load ever, when no rates are known", async () => {
    upstream.state.delayMs = 300;
    const started = performance.now();
    const first = await get(t0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(first.source).toBe("live");
    expect(first.rates).toEqual(LIVE);
  });

  it.each<Mode>(["http500", "invalid-json", "missing-currency"])(
    "falls back to the defaults on %s when nothing is stored",
    async (mode) => {
      upstream.state.mode = mode;
      const rates = await get(t0);
      expect(rates.source).toBe("default");
      expect(rates.rates).toEqual(DEFAULT_RATES);
      expect(await database.db.select().from(exchangeRates)).toHaveLength(0);
    },
  );

  it("gives up on a service that does not answer within the time-out", async () => {
    upstream.state.mode = "hang";
    const started = performance.now();
    const rates = await get(t0, { timeoutMs: 150 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(rates.source).toBe("default");
    expect(rates.rates).toEqual(DEFAULT_RATES);
  });

  it("uses the stored rates after a restart when the service is down", async () => {
    await get(t0); // a good fetch, stored in the database
    resetRatesCache(); // as if the process restarted
    upstream.state.mode = "http500";
    const later = t0 + 2 * TTL;
    const rates = await get(later);
    expect(rates).toEqual({
      base: "USD",
      rates: LIVE,
      timestamp: new Date(t0).toISOString(),
      source: "stored",
    });
    // The stored rates were served at once; the service was asked in the background.
    await vi.waitFor(() => expect(upstream.state.requests).toBe(2));
    expect((await get(later + 1)).source).toBe("stored");
    expect(upstream.state.requests).toBe(2); // and is left alone after its failure
  });

  it("takes fresh stored rates after a restart without asking the service", async () => {
    await get(t0);
    resetRatesCache();
    const rates = await get(t0 + 60_000);
    expect(rates.source).toBe("stored");
    expect(rates.rates).toEqual(LIVE);
    expect(upstream.state.requests).toBe(1);
  });

  it("serves the last good rates when the cache is stale and the service fails", async () => {
    await get(t0);
    upstream.state.mode = "invalid-json";
    const stale = await get(t0 + TTL + 1);
    expect(stale.source).toBe("cache");
    expect(stale.rates).toEqual(LIVE);
    expect(stale.timestamp).toBe(new Date(t0).toISOString());
    // The background refresh fails; the old rates stay, and the service is left alone.
    await vi.waitFor(() => expect(upstream.state.requests).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const still = await get(t0 + TTL + 2);
    expect(still.rates).toEqual(LIVE);
    expect(still.source).toBe("cache");
    expect(upstream.state.requests).toBe(2);
  });

  it("backs off after a failure instead of asking on every request", async () => {
    upstream.state.mode = "http500";
    await get(t0);
    expect(upstream.state.requests).toBe(1);
    for (const offset of [1, 1000, RATES_FAILURE_BACKOFF_MS - 1]) {
      expect((await get(t0 + offset)).source).toBe("default");
    }
    expect(upstream.state.requests).toBe(1);

    upstream.state.mode = "ok";
    const recovered = await get(t0 + RATES_FAILURE_BACKOFF_MS);
    expect(recovered.source).toBe("live");
    expect(upstream.state.requests).toBe(2);
  });

  it("shares one fetch among concurrent callers", async () => {
    upstream.state.delayMs = 100;
    const results = await Promise.all(Array.from({ length: 8 }, () => get(t0)));
    expect(upstream.state.requests).toBe(1);
    expect(results.every((r) => r.source === "live" && r.rates.EUR === LIVE.EUR)).toBe(true);
    expect(await database.db.select().from(exchangeRates)).toHaveLength(1);
  });

  it("never throws, even when the database fails", async () => {
    const broken = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === "select" || key === "insert") {
          return () => {
            throw new Error("database is down");
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    upstream.state.mode = "http500";
    const offline = await getRates(broken, { now: t0, url: upstream.url, ttlMs: TTL, timeoutMs: 500 });
    expect(offline.source).toBe("default");

    resetRatesCache();
    upstream.state.mode = "ok";
    const live = await getRates(broken, { now: t0, url: upstream.url, ttlMs: TTL, timeoutMs: 500 });
    expect(live.source).toBe("live");
    expect(live.rates).toEqual(LIVE);
  });

  it("answers GET /api/rates with JSON the browser may cache for 5 minutes", async () => {
    process.env.RATES_URL = upstream.url;
    const { resetEnvCache } = await import("#app/modules/config/env.server");
    resetEnvCache();
    setDatabase(database);
    try {
      const response = await loader({
        request: new Request("http://localhost/api/rates"),
        params: {},
        context: {},
      } as never);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      const body = await response.json();
      expect(body).toMatchObject({ base: "USD", rates: LIVE, source: "live" });
      expect(typeof body.timestamp).toBe("string");
    } finally {
      setDatabase(undefined);
      delete process.env.RATES_URL;
      resetEnvCache();
    }
  });
});
