import type { AnalyticsEventName } from "./names";

/**
 * Events only the server knows happened (a sign-in or sign-up that worked, a
 * referral code that matched an account) reach the browser's tracker in a
 * short-lived cookie, set on the answer that redirects, and only for a
 * visitor who accepted analytics (decision 102). The shell reads it on the
 * next page, records the events as its own and deletes it. Browser and server.
 */
export const FLASH_COOKIE = "analytics_flash";
/** Long enough for the redirect and the next page to load, short enough not to linger. */
export const FLASH_MAX_AGE_S = 300;

const FLASH_EVENTS = ["login", "sign_up", "referral_used"] as const satisfies readonly AnalyticsEventName[];
export type FlashEventName = (typeof FLASH_EVENTS)[number];
const METHODS = ["password", "google"] as const;
export type FlashMethod = (typeof METHODS)[number];
export type FlashEvent = { name: FlashEventName; method?: FlashMethod };

/** `login:google`, `sign_up:password.referral_used`: names and methods of our own, nothing a visitor typed. */
export function encodeFlash(events: readonly FlashEvent[]): string {
  return events.map((event) => (event.method ? `${event.name}:${event.method}` : event.name)).join(".");
}

/** The events of a flash cookie; anything that is not one of ours is left out. */
export function decodeFlash(value: string | null | undefined): FlashEvent[] {
  if (!value) return [];
  const events: FlashEvent[] = [];
  for (const part of value.split(".").slice(0, FLASH_EVENTS.length)) {
    const [name, method] = part.split(":");
    if (!(FLASH_EVENTS as readonly string[]).includes(name ?? "")) continue;
    const event: FlashEvent = { name: name as FlashEventName };
    if (method && (METHODS as readonly string[]).includes(method)) event.method = method as FlashMethod;
    events.push(event);
  }
  return events;
}
