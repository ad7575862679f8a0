import type { RequestHandler } from "express";
import {
  isReservedPath,
  normalisePath,
  notFoundLogPath,
  notFoundReferrer,
  redirectLocation,
} from "#app/domain/admin/redirects";
import { type RedirectCache, redirectCache } from "#app/modules/admin/redirects/cache.server";
import { type RedirectHits, redirectHits } from "#app/modules/admin/redirects/hits.server";
import { type NotFoundLog, notFoundLog } from "#app/modules/admin/redirects/not-found-log.server";
import { logger } from "#app/modules/logging/logger.server";

const READS = new Set(["GET", "HEAD"]);

/** The visitor's query string as sent ("?a=1"), or "". */
function searchOf(originalUrl: string): string {
  const at = originalUrl.indexOf("?");
  return at === -1 ? "" : originalUrl.slice(at);
}

/**
 * Staff-made redirects, applied before any route (decision 087): an exact
 * (normalised) path, GET and HEAD only, the visitor's query string kept. Read
 * from the in-process cache; a hit is counted in the background. If the
 * redirects cannot be read the request goes on as if there were none.
 */
export function siteRedirects(
  cache: RedirectCache = redirectCache(),
  hits: RedirectHits = redirectHits(),
): RequestHandler {
  return async (req, res, next) => {
    if (!READS.has(req.method)) return next();
    const path = normalisePath(req.path);
    if (!path || path === "/" || isReservedPath(path)) return next();
    let redirect: Awaited<ReturnType<RedirectCache["lookup"]>>;
    try {
      redirect = await cache.lookup(path);
    } catch (error) {
      logger.error({ err: error }, "redirect lookup failed");
      return next();
    }
    if (!redirect) return next();
    hits.record(redirect.id);
    // A browser keeps a 301 for good unless told otherwise: an hour, so a corrected redirect reaches returning visitors.
    res.setHeader("Cache-Control", redirect.statusCode === 301 ? "public, max-age=3600" : "no-store");
    res.redirect(redirect.statusCode, redirectLocation(redirect.toTarget, searchOf(req.originalUrl)));
  };
}

/**
 * Logs every page request the site answered 404 (the not-found route, a loader
 * that threw 404), seen here as the response's status once it is over. "close"
 * rather than "finish": a scanner that hangs up before the body is sent (a
 * streamed `.data` answer) fires only "close", and is still a 404 to log. What
 * is logged and how much: `notFoundLogPath` and NotFoundLog.
 */
export function logNotFound(log: NotFoundLog = notFoundLog()): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) {
      res.once("close", () => {
        if (!res.headersSent || res.statusCode !== 404) return;
        const path = notFoundLogPath(req.path);
        if (path) log.record(path, notFoundReferrer(req.get("referer")));
      });
    }
    next();
  };
}
