import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { logger } from "#app/modules/logging/logger.server";

/**
 * The last word on an error Express was handed (a malformed path, a socket
 * that failed mid-body, a handler that threw): a plain answer that keeps the
 * headers set so far (our Content-Security-Policy among them), where Express's
 * own handler would replace them with its own. A client's mistake (4xx) is a warning.
 */
export function plainErrors(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    const given = Number((error as { status?: unknown; statusCode?: unknown }).status ?? error.statusCode);
    const status = given >= 400 && given < 600 ? given : 500;
    if (status >= 500) logger.error({ err: error }, "request error");
    else logger.warn({ status, message: (error as Error).message }, "request refused");
    if (res.headersSent) return next(error);
    res
      .status(status)
      .type("text/plain")
      .send(STATUS_CODES[status] ?? "Error");
  };
}
