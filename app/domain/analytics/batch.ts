import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode } from "#app/domain/currency";
import { LANGUAGES } from "#app/i18n/config";
import { ANALYTICS_EVENT_NAMES, MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH } from "./names";

/** Props: at most 10 flat values, keys like `tour_slug`, strings of up to 200 characters. */
export const MAX_PROPS = 10;
export const MAX_PROP_STRING = 200;
const MAX_PATH = 512;
/** An event's own time may be this far behind the server's (a batch kept over a slow connection). */
const MAX_AGE_MS = 24 * 3600 * 1000;

const props = z
  .record(
    z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
    z.union([z.string().max(MAX_PROP_STRING), z.number().finite(), z.boolean()]),
  )
  .refine((value) => Object.keys(value).length <= MAX_PROPS, { message: "too many props" });

const event = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  /** When it happened, milliseconds since 1970 by the browser's clock. */
  at: z.number().int().nonnegative(),
  path: z.string().startsWith("/").max(MAX_PATH),
  language: z.enum(LANGUAGES).optional(),
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]).optional(),
  props: props.optional(),
});

export const analyticsBatch = z.strictObject({
  /** The random first-party id (never an email): letters, digits and dashes. */
  clientId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  events: z.array(event).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatch>;

export type BatchVerdict =
  | { ok: true; batch: AnalyticsBatch }
  | { ok: false; status: 400 | 413; reason: string };

/**
 * Reads a batch as `navigator.sendBeacon` sends it (a JSON text, typed
 * `text/plain` or `application/json`): too many bytes is 413, anything that
 * is not a valid batch 400. The client id must not look like an email.
 */
export function parseAnalyticsBatch(text: string): BatchVerdict {
  if (new TextEncoder().encode(text).byteLength > MAX_BATCH_BYTES)
    return { ok: false, status: 413, reason: "too large" };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, reason: "not JSON" };
  }
  const parsed = analyticsBatch.safeParse(json);
  if (!parsed.success)
    return { ok: false, status: 400, reason: parsed.error.issues[0]?.message ?? "invalid" };
  return { ok: true, batch: parsed.data };
}

/** The time to store for an event: the browser's, kept between a day ago and now. */
export function occurredAt(at: number, now: number): Date {
  return new Date(Math.min(now, Math.max(now - MAX_AGE_MS, at)));
}
