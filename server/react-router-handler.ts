import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { bufferedBody } from "./body-limit";

/**
 * React Router behind Express, as `@react-router/express` does it, with one
 * difference: the request's body is the one `limitRequestBody` has already
 * read and measured (the adapter would read the socket again, unbounded).
 */
export function reactRouterHandler(options: {
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(options.build, "production");
  return async (req, res, next) => {
    try {
      const response = await handle(fetchRequest(req, res), options.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const body = req.method !== "GET" && req.method !== "HEAD" ? bufferedBody(res) : undefined;
  return new Request(new URL(req.originalUrl, `${req.protocol}://${host(req)}`), {
    method: req.method,
    headers,
    signal: controller.signal,
    body: body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : undefined,
  });
}

/** The host the visitor asked for; X-Forwarded-Host only when TRUST_PROXY trusts the proxy. */
function host(req: ExpressRequest): string {
  const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  const port = (forwarded ?? req.get("host") ?? "").split(":")[1];
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return port && /^\d+$/.test(port) ? `${hostname}:${port}` : hostname;
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
