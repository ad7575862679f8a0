import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "#app/components/nonce";
import { stylesheetPreloadLinks } from "#app/modules/http/preload-links.server";
import { logger } from "#app/modules/logging/logger.server";

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Crawlers and SPA-mode get the whole document at once; people get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  const nonce = loadContext?.nonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A part of the page that is ready is written where it belongs, whatever its size
        // (React otherwise moves a large one to the end, in a hidden block that only its
        // inline script puts in place: invisible without JavaScript, out of order for
        // readers of the HTML). Only what waits for data comes later (decision 103).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Pages may carry a signed-in user's data: never in a shared cache; a page
          // rendered for a signed-in visitor is not stored at all, not even by the
          // service worker (decision 099).
          if (!responseHeaders.has("Cache-Control"))
            responseHeaders.set(
              "Cache-Control",
              signedIn(routerContext) ? "private, no-store" : "private, no-cache",
            );
          responseHeaders.append("Vary", "Cookie, Accept-Language");
          for (const link of stylesheetPreloadLinks(routerContext)) responseHeaders.append("Link", link);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported to the error boundary; log them once here.
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Whether the root loader found a signed-in visitor (its `viewer`). */
function signedIn(routerContext: EntryContext): boolean {
  const root = routerContext.staticHandlerContext.loaderData?.root as { viewer?: unknown } | undefined;
  return Boolean(root?.viewer);
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // React Router's own 4xx (a GET where there is no loader, a POST where there
  // is no action) is the client's mistake, not ours: a warning, not an alert.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, url: request.url }, "request refused by the router");
    return;
  }
  logger.error({ err: error, url: request.url }, "unhandled loader or render error");
}
