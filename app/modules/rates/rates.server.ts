import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/db/client.server";
import { exchangeRates } from "#app/db/schema/messaging";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

const RATE_CURRENCIES = ["USD", "EUR", "GBP", "AUD", "CHF", "CNY"] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
export type Rates = Record<RateCurrency, number>;

/** Spec section 8: the built-in rates when neither the service nor a stored copy answers. */
export const DEFAULT_RATES: Readonly<Rates> = Object.freeze({
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  AUD: 1.52,
  CHF: 0.88,
  CNY: 7.24,
});

export type RatesSource = "live" | "cache" | "stored" | "default";
export type RatesResult = { base: "USD"; rates: Rates; timestamp: string; source: RatesSource };

/** After a failed fetch, wait this long before asking the service again. */
export const RATES_FAILURE_BACKOFF_MS = 5 * 60_000;

export type GetRatesOptions = {
  /** The clock, for tests. */
  now?: Date | number;
  /** Defaults to RATES_URL. */
  url?: string;
  /** Defaults to RATES_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Defaults to RATES_TTL_MS. */
  ttlMs?: number;
};

const rate = z.number().positive().max(1e9);
const ratesSchema = z.object({
  USD: rate,
  EUR: rate,
  GBP: rate,
  AUD: rate,
  CHF: rate,
  CNY: rate,
});

// open.er-api.com answers { result, base_code, time_last_update_unix, rates };
// exchangerate.host, Frankfurter and others { base, date, rates }.
const upstreamSchema = z.object({
  result: z.string().optional(),
  base: z.string().optional(),
  base_code: z.string().optional(),
  rates: z.record(z.string(), z.unknown()),
});

/** Reads a rates service's answer as USD-based rates for our six currencies, or throws. */
export function parseUpstreamRates(body: unknown): Rates {
  const parsed = upstreamSchema.parse(body);
  if (parsed.result && parsed.result !== "success")
    throw new Error(`rates service answered result=${parsed.result}`);
  const base = (parsed.base_code ?? parsed.base ?? "USD").toUpperCase();
  // Services leave the base itself out of `rates`; rebase when the base is not USD.
  const raw: Record<string, unknown> = { ...parsed.rates, [base]: parsed.rates[base] ?? 1 };
  const usd = raw.USD;
  if (typeof usd !== "number" || !(usd > 0))
    throw new Error(`rates service gave no USD rate for base ${base}`);
  const rebased = Object.fromEntries(
    RATE_CURRENCIES.map((code) => {
      const value = raw[code];
      return [code, typeof value === "number" ? value / usd : value];
    }),
  );
  return ratesSchema.parse(rebased);
}

type Held = { rates: Rates; fetchedAt: number; origin: "live" | "stored" | "default" };

let held: Held | undefined;
let retryAfter = 0;
let inFlight: Promise<Held | undefined> | undefined;
let storedRead: Promise<Held | undefined> | undefined;
/** Bumped by resetRatesCache, so a refresh started before the reset cannot write into the new state. */
let generation = 0;

/** Forgets everything this process remembers (tests). */
export function resetRatesCache() {
  held = undefined;
  retryAfter = 0;
  inFlight = undefined;
  storedRead = undefined;
  generation += 1;
}

function result(entry: Held, source: RatesSource): RatesResult {
  return {
    base: "USD",
    rates: { ...entry.rates },
    timestamp: new Date(entry.fetchedAt).toISOString(),
    source,
  };
}

/** Held entries are reported by where they came from; a live one is now a cached one. */
function fromMemory(entry: Held): RatesResult {
  return result(entry, entry.origin === "live" ? "cache" : entry.origin);
}

function settings(options: GetRatesOptions): Settings {
  const config = env();
  return {
    url: options.url ?? config.RATES_URL,
    ttlMs: options.ttlMs ?? config.RATES_TTL_MS,
    timeoutMs: options.timeoutMs ?? config.RATES_TIMEOUT_MS,
  };
}

/**
 * USD-based exchange rates for display conversion, stale-while-revalidate:
 * served from memory for RATES_TTL_MS; after that the last good rates (memory,
 * or the `exchange_rates` row after a restart) are still served at once while
 * one background fetch, shared by every caller, refreshes them. Only when no
 * good rates are known at all (the first load ever) does a caller wait for the
 * service, up to RATES_TIMEOUT_MS, and then fall back to the built-in
 * defaults. After a failed fetch the service is left alone for a few minutes.
 * Never throws: a page must render whatever the network or database does.
 */
export async function getRates(db: Database, options: GetRatesOptions = {}): Promise<RatesResult> {
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  try {
    return await resolveRates(db, now, settings(options));
  } catch (error) {
    logger.warn({ err: error }, "exchange rates: unexpected failure, using defaults");
    return result({ rates: { ...DEFAULT_RATES }, fetchedAt: now, origin: "default" }, "default");
  }
}

type Settings = { url: string; ttlMs: number; timeoutMs: number };

async function resolveRates(db: Database, now: number, config: Settings): Promise<RatesResult> {
  if (!held || held.origin === "default") {
    if (held && now < retryAfter) return fromMemory(held);
    // First call in this process (or only defaults so far): another instance, or this one
    // before a restart, may have stored rates; that saves a fetch, or at least the wait.
    // Concurrent callers share one read, and then one fetch.
    storedRead ??= readStored(db).finally(() => {
      storedRead = undefined;
    });
    const stored = await storedRead;
    // A fetch that landed meanwhile is newer than anything stored.
    if (stored && (!held || held.origin === "default")) held = stored;
  }

  if (held && held.origin !== "default") {
    const expired = now - held.fetchedAt >= config.ttlMs;
    // Old rates now, new ones for the next caller: no page waits on the rates service.
    if (expired && now >= retryAfter) void startRefresh(db, now, config);
    return fromMemory(held);
  }

  const fresh = await startRefresh(db, now, config);
  if (fresh) return result(fresh, "live");
  return held ? fromMemory(held) : fallBackToDefaults(now);
}

/** The one refresh under way, started if there is none; never rejects. */
function startRefresh(db: Database, now: number, config: Settings): Promise<Held | undefined> {
  if (inFlight) return inFlight;
  const fetching = refresh(db, now, config, generation).catch((error: unknown) => {
    logger.warn({ err: error }, "exchange rates: refresh failed unexpectedly");
    return undefined;
  });
  inFlight = fetching;
  void fetching.finally(() => {
    if (inFlight === fetching) inFlight = undefined;
  });
  return fetching;
}

function fallBackToDefaults(now: number): RatesResult {
  held = { rates: { ...DEFAULT_RATES }, fetchedAt: now, origin: "default" };
  return fromMemory(held);
}

/** Fetches, remembers and stores new rates; undefined (and a back-off) when the service fails. */
async function refresh(
  db: Database,
  now: number,
  config: { url: string; timeoutMs: number },
  startedIn: number,
): Promise<Held | undefined> {
  let rates: Rates;
  try {
    rates = await fetchRates(config.url, config.timeoutMs);
  } catch (error) {
    if (startedIn !== generation) return undefined;
    retryAfter = now + RATES_FAILURE_BACKOFF_MS;
    logger.warn(
      { url: config.url, err: error instanceof Error ? error.message : String(error) },
      "exchange rates: service unavailable, using last known rates",
    );
    return undefined;
  }
  const entry: Held = { rates, fetchedAt: now, origin: "live" };
  if (startedIn !== generation) return undefined;
  held = entry;
  retryAfter = 0;
  await store(db, entry, config.url);
  return entry;
}

async function fetchRates(url: string, timeoutMs: number): Promise<Rates> {
  // One signal covers connecting, the headers and the body: a trickling server cannot hold a page.
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: "application/json" },
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`rates service answered HTTP ${response.status}`);
  }
  return parseUpstreamRates(await response.json());
}

async function readStored(db: Database): Promise<Held | undefined> {
  try {
    const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.base, "USD")).limit(1);
    if (!row) return undefined;
    const rates = ratesSchema.safeParse(row.rates);
    if (!rates.success) return undefined;
    return { rates: rates.data, fetchedAt: row.fetchedAt.getTime(), origin: "stored" };
  } catch (error) {
    logger.warn({ err: error }, "exchange rates: could not read the stored rates");
    return undefined;
  }
}

async function store(db: Database, entry: Held, url: string) {
  const values = { rates: entry.rates, fetchedAt: new Date(entry.fetchedAt), source: sourceName(url) };
  try {
    await db
      .insert(exchangeRates)
      .values({ base: "USD", ...values })
      .onConflictDoUpdate({ target: exchangeRates.base, set: values });
  } catch (error) {
    // The rates are still good in memory; only a restart without network would miss them.
    logger.warn({ err: error }, "exchange rates: could not store the fetched rates");
  }
}

function sourceName(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "unknown";
  }
}
