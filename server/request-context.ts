import { AsyncResource } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { loggablePath } from "#app/domain/log-redaction";
import { logger, runWithRequestScope } from "#app/modules/logging/logger.server";

const INCOMING_ID = /^[\w.-]{1,64}$/;

/**
 * Gives each request an id (the proxy's X-Request-Id when it is sane), returns
 * it in a header, runs the rest of the request inside a log scope that stamps
 * every line with it, and logs one line when the response is done: its path,
 * with the values of secret parameters (reset and verification tokens, the
 * unsubscribe link's address and signature) replaced.
 */
export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    runWithRequestScope({ requestId }, () => {
      // Once per request: when the answer is out, or when the connection closed
      // first (a client that hung up mid-answer is logged too, marked as such).
      // Bound to this request's scope: "close" is emitted from the socket's own
      // context, where the line would lose its request id.
      let logged = false;
      const logRequest = AsyncResource.bind(() => {
        if (logged) return;
        logged = true;
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const line = {
          method: req.method,
          url: loggablePath(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms),
          ...(res.writableFinished ? {} : { unfinished: true }),
        };
        if (res.statusCode >= 500) logger.error(line, "request failed");
        else logger.info(line, "request");
      });
      res.on("finish", logRequest);
      res.on("close", logRequest);
      next();
    });
  };
}
