import type { RequestHandler } from "express";
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, isCurrencyCode } from "#app/domain/currency";
import { readCookie } from "#app/domain/http/cookies";
import { LANGUAGE_COOKIE } from "#app/i18n/config";
import { detectLanguage } from "#app/i18n/detect";

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Decides the page language and display currency before rendering, so the
 * server answers in them (no flash of English or dollars). `?lang=` is kept in
 * the URL (hreflang alternates use it); `?currency=` is remembered and then
 * dropped from the URL with a redirect, as it is not a page of its own.
 */
export function preferences(options: { secureCookies: boolean }): RequestHandler {
  const cookieOptions = {
    path: "/",
    maxAge: ONE_YEAR_MS,
    sameSite: "lax" as const,
    secure: options.secureCookies,
  };
  return (req, res, next) => {
    const cookies = req.headers.cookie;
    const query = typeof req.query.lang === "string" ? req.query.lang : null;
    const { language, source } = detectLanguage({
      query,
      cookie: readCookie(cookies, LANGUAGE_COOKIE),
      acceptLanguage: req.get("accept-language"),
    });
    if (source === "query") res.cookie(LANGUAGE_COOKIE, language, cookieOptions);
    res.locals.language = language;

    const requested = typeof req.query.currency === "string" ? req.query.currency.toUpperCase() : null;
    if (requested !== null && req.method === "GET" && !req.path.endsWith(".data")) {
      if (isCurrencyCode(requested)) res.cookie(CURRENCY_COOKIE, requested, cookieOptions);
      const url = new URL(req.originalUrl, "http://localhost");
      url.searchParams.delete("currency");
      res.redirect(303, `${url.pathname}${url.search}`);
      return;
    }
    const stored = readCookie(cookies, CURRENCY_COOKIE);
    res.locals.currency = isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
    next();
  };
}
