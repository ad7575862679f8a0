import type { AnalyticsBatch } from "./batch";

/**
 * The requests that forward a stored batch to GA4 or Plausible (decision
 * 102), built without sending anything: the server module sends them.
 */
export type ForwardRequest = { url: string; body: string; headers: Record<string, string> };

/** GA4's Measurement Protocol takes at most 25 events a request, names and values of limited length. */
export const GA4_MAX_EVENTS = 25;
const GA4_MAX_VALUE = 100;

type Event = AnalyticsBatch["events"][number];

/** A wishlist removal is its own event to GA4 (its add_to_wishlist means an addition). */
function ga4Name(event: Event): string {
  return event.name === "add_to_wishlist" && event.props?.action === "remove"
    ? "remove_from_wishlist"
    : event.name;
}

function ga4Params(event: Event, siteUrl: string): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = { page_location: `${siteUrl}${event.path}` };
  if (event.language) params.language = event.language;
  // Not GA4's `currency`: that one is the currency of a `value`, which these events do not carry.
  if (event.currency) params.display_currency = event.currency;
  for (const [key, value] of Object.entries(event.props ?? {})) {
    params[key] = typeof value === "string" ? value.slice(0, GA4_MAX_VALUE) : value;
  }
  return params;
}

/**
 * POST {base}/mp/collect?measurement_id=..&api_secret=.. with our random
 * client id and the events, 25 a request; each request is timed at its first
 * event (the Measurement Protocol has one time a request, and takes it up to
 * 72 hours back: ours are never older than a day, see batch.ts).
 */
export function ga4Requests(
  target: { url: string; measurementId: string; apiSecret: string },
  siteUrl: string,
  batch: AnalyticsBatch,
  occurredAt: (event: Event) => Date,
): ForwardRequest[] {
  const query = new URLSearchParams({ measurement_id: target.measurementId, api_secret: target.apiSecret });
  const requests: ForwardRequest[] = [];
  for (let start = 0; start < batch.events.length; start += GA4_MAX_EVENTS) {
    const events = batch.events.slice(start, start + GA4_MAX_EVENTS);
    const first = events[0];
    if (!first) break;
    requests.push({
      url: `${target.url}/mp/collect?${query}`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: batch.clientId,
        timestamp_micros: occurredAt(first).getTime() * 1000,
        events: events.map((event) => ({ name: ga4Name(event), params: ga4Params(event, siteUrl) })),
      }),
    });
  }
  return requests;
}

/**
 * POST {base}/api/event, one event a request, as Plausible's Events API
 * wants it: the site's domain, the event's name ("pageview" for a page view)
 * and full URL, its props as strings, and the visitor's own User-Agent and
 * address, which Plausible uses (and does not keep) to count unique visitors.
 */
export function plausibleRequests(
  target: { url: string; domain: string },
  siteUrl: string,
  batch: AnalyticsBatch,
  visitor: { userAgent: string; ip: string },
): ForwardRequest[] {
  return batch.events.map((event) => {
    const props: Record<string, string> = {};
    for (const [key, value] of Object.entries(event.props ?? {})) props[key] = String(value);
    if (event.language) props.language = event.language;
    if (event.currency) props.currency = event.currency;
    return {
      url: `${target.url}/api/event`,
      headers: {
        "content-type": "application/json",
        "user-agent": visitor.userAgent,
        ...(visitor.ip ? { "x-forwarded-for": visitor.ip } : {}),
      },
      body: JSON.stringify({
        domain: target.domain,
        name: event.name === "page_view" ? "pageview" : event.name,
        url: `${siteUrl}${event.path}`,
        props,
      }),
    };
  });
}
