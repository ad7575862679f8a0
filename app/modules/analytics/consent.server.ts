import { encodeFlash, FLASH_COOKIE, FLASH_MAX_AGE_S, type FlashEvent } from "#app/domain/analytics/flash";
import { CONSENT_COOKIE, optsOut } from "#app/domain/analytics/names";
import { readCookie } from "#app/domain/http/cookies";
import { env } from "#app/modules/config/env.server";

/** Whether this request's visitor accepted analytics and sends no Global Privacy Control or Do Not Track. */
export function analyticsAllowed(request: Request): boolean {
  const headers = request.headers;
  if (optsOut({ gpc: headers.get("sec-gpc"), dnt: headers.get("dnt") })) return false;
  return readCookie(headers.get("cookie"), CONSENT_COOKIE) === "granted";
}

/**
 * Adds to `headers` the cookie that hands `events` to the browser's tracker
 * (see app/domain/analytics/flash.ts), only for a visitor who accepted
 * analytics; without consent the answer carries nothing. Returns `headers`.
 */
export function withAnalyticsFlash(
  request: Request,
  headers: Headers,
  events: readonly FlashEvent[],
): Headers {
  if (events.length === 0 || !analyticsAllowed(request)) return headers;
  const secure = env().isProduction ? "; Secure" : "";
  headers.append(
    "set-cookie",
    `${FLASH_COOKIE}=${encodeURIComponent(encodeFlash(events))}; Path=/; Max-Age=${FLASH_MAX_AGE_S}; SameSite=Lax${secure}`,
  );
  return headers;
}
