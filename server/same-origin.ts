import type { RequestHandler } from "express";
import { countSecurityEvent } from "#app/modules/analytics/security-counts.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site (CSRF). Browsers send
 * Origin on every cross-site POST; Sec-Fetch-Site covers the rare one without.
 * SameSite=Lax cookies are the second line: this is the first.
 */
export function sameOriginOnly(options: { siteUrl: string }): RequestHandler {
  const siteOrigin = new URL(options.siteUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sameHost = (value: string) => {
      try {
        const url = new URL(value);
        return url.origin === siteOrigin || url.host === req.get("host");
      } catch {
        return false;
      }
    };
    const refused = origin ? origin === "null" || !sameHost(origin) : fetchSite === "cross-site";
    if (!refused) return next();
    countSecurityEvent("cross_site_refused");
    res.status(403).type("text/plain").send("Cross-site request refused");
  };
}
