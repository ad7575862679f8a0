import type { Request, RequestHandler, Response } from "express";
import { MEDIA_UPLOAD_PATH, MULTIPART_OVERHEAD_BYTES } from "#app/domain/media/upload";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

const NO_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where the body read by `limitRequestBody` waits for the React Router handler. */
const BODY_LOCAL = "requestBody";

/** The body `limitRequestBody` read, for the request handed to React Router. */
export function bufferedBody(res: Response): Buffer | undefined {
  return res.locals[BODY_LOCAL] as Buffer | undefined;
}

/**
 * The cap on a payment provider's webhook (/webhooks/...). A provider's
 * event is not ours to shorten: Stripe's carry the whole object (a charge
 * with its refunds, a dispute with its evidence) and have no size limit we
 * could rely on, and a delivery refused with 413 is retried for days and then
 * lost. Nothing is acted on before its signature holds, and 1 MiB held in
 * memory per delivery is small, so the webhooks get this cap rather than
 * BODY_LIMIT_BYTES (when that is smaller).
 */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The cap on the staff area's forms (/admin/...): a blog post or a content
 * page is Markdown of up to 50,000 characters in each of five languages, and a
 * Chinese character is nine bytes once form-encoded, so the default 64 kB
 * would refuse a long post and lose what was typed. Like the upload address,
 * the guard (staff only) runs once the body is read.
 */
export const STAFF_FORM_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * The media library's upload address (decision 090) takes a picture of up to
 * MEDIA_MAX_BYTES plus the multipart envelope around it; no other address
 * does, so every other form keeps its small cap. The address is guarded
 * (staff only) only once the body is read: a visitor can make the server hold
 * this much per request, bounded by the connections it accepts.
 */
const UPLOAD_PATHS = new Set([MEDIA_UPLOAD_PATH, `${MEDIA_UPLOAD_PATH}.data`]);

/** The upload address's cap for a largest picture of `mediaMaxBytes`. */
export function mediaUploadLimitBytes(mediaMaxBytes: number): number {
  return mediaMaxBytes + MULTIPART_OVERHEAD_BYTES;
}

/**
 * BODY_LIMIT_BYTES for every request, the larger WEBHOOK_BODY_LIMIT_BYTES for
 * a provider's webhook, STAFF_FORM_BODY_LIMIT_BYTES for the staff area's forms,
 * and the upload cap (MEDIA_MAX_BYTES' by default) for the media library's
 * upload address.
 */
export function bodyLimitFor(
  bodyLimitBytes: number,
  uploadLimitBytes = mediaUploadLimitBytes(env().MEDIA_MAX_BYTES),
): (req: Request) => number {
  const webhooks = Math.max(bodyLimitBytes, WEBHOOK_BODY_LIMIT_BYTES);
  const uploads = Math.max(bodyLimitBytes, uploadLimitBytes);
  const staffForms = Math.max(bodyLimitBytes, STAFF_FORM_BODY_LIMIT_BYTES);
  return (req) => {
    if (req.path.startsWith("/webhooks/")) return webhooks;
    if (UPLOAD_PATHS.has(req.path)) return uploads;
    return req.path.startsWith("/admin/") ? staffForms : bodyLimitBytes;
  };
}

/**
 * Caps request bodies at `limitBytes` (or what it answers for the request)
 * and reads them into memory for the handler, byte for byte: nothing parses
 * or decodes them here, so a provider's signature over the raw body can be
 * checked by the route. A body whose Content-Length is larger is refused
 * before a byte of it is read, a chunked one as soon as it passes the limit;
 * either way with 413 and `Connection: close`, and the rest is never read.
 * Forms and JSON fit well inside the default 64 kB; uploads get their own
 * address and limit (bodyLimitFor).
 */
export function limitRequestBody(options: {
  limitBytes: number | ((req: Request) => number);
}): RequestHandler {
  return (req, res, next) => {
    if (NO_BODY.has(req.method)) return next();
    const limitBytes = typeof options.limitBytes === "number" ? options.limitBytes : options.limitBytes(req);
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > limitBytes) return tooLarge(res, Number(declared));
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limitBytes) {
        chunks.push(chunk);
        return;
      }
      stopReading();
      req.pause();
      tooLarge(res, received);
    };
    const onEnd = () => {
      stopReading();
      res.locals[BODY_LOCAL] = Buffer.concat(chunks, received);
      next();
    };
    const onError = (error: Error) => {
      stopReading();
      next(error);
    };
    const stopReading = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}

/** How long a refused client gets to read the 413 before its connection is closed. */
const LINGER_MS = 2000;

/**
 * Answers 413 without reading on. The answer is complete on the wire (its
 * Content-Length is sent), but the response is ended, and the connection
 * closed, only once the client has hung up or LINGER_MS have passed: closing
 * a socket while the client is still sending makes the system reset the
 * connection, and the client may then never see the answer. Meanwhile nothing
 * more is read: the client's writes stall once the socket's buffers are full.
 */
function tooLarge(res: Response, bytes: number) {
  logger.warn({ bytes }, "request body too large");
  const language = (res.locals.language as Language | undefined) ?? "en";
  const body = Buffer.from(String(serverT(language, "errors")("bodyTooLarge")));
  res.status(413).set({
    Connection: "close",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(body.length),
  });
  res.write(body);
  const finish = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(finish, LINGER_MS);
  res.socket?.once("close", finish);
}
