/**
 * The analytics events the site records (spec section 7; issue 17): a page
 * view on every route change and the spec's named events. Nothing else is
 * accepted by `POST /api/events`. This file carries no validation library, so
 * the browser may import it.
 */
export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "view_item",
  "begin_checkout",
  "purchase",
  "add_to_wishlist",
  "search",
  "share",
  "sign_up",
  "login",
  "logout",
  // An enquiry sent.
  "generate_lead",
  "select_date",
  "language_change",
  "currency_change",
  "compare_tours",
  "abandoned_booking",
  "review_submit",
  "loyalty_points",
  "referral_used",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** A named event's small details: flat, short values only (see batch.ts for the limits). */
export type AnalyticsProps = Record<string, string | number | boolean>;

/** The browser's first-party consent cookie: `granted` or `denied`; absent until the visitor answers. */
export const CONSENT_COOKIE = "analytics_consent";
export type ConsentAnswer = "granted" | "denied";
export function consentAnswer(value: string | null | undefined): ConsentAnswer | null {
  return value === "granted" || value === "denied" ? value : null;
}

/** Where the browser keeps its random client id (local storage). */
export const CLIENT_ID_KEY = "analytics_cid";

/** Spec section 7: reading the client id gives up after 2 s. */
export const CLIENT_ID_TIMEOUT_MS = 2000;
/** The tracker sends what it holds this often (and when the page is hidden). */
export const FLUSH_INTERVAL_MS = 5000;
/** At most this many events in one batch; the tracker sends a full batch at once. */
export const MAX_EVENTS_PER_BATCH = 50;
/** At most this many bytes in one batch (sendBeacon itself caps at 64 kB). */
export const MAX_BATCH_BYTES = 16 * 1024;
export const EVENTS_PATH = "/api/events";

/**
 * Whether the request (or browser) asks not to be tracked: Global Privacy
 * Control (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`). Such visitors are never
 * counted, whatever the consent cookie says.
 */
export function optsOut(signals: { gpc?: string | null | boolean; dnt?: string | null }): boolean {
  return signals.gpc === true || signals.gpc === "1" || signals.dnt === "1" || signals.dnt === "yes";
}
