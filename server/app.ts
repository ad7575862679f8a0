import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { db } from "#app/db/client.server";
import { liveChatSources } from "#app/domain/live-chat";
import type { Env } from "#app/modules/config/env.server";
import { checkoutOrigins } from "#app/modules/payments/providers.server";
import { bodyLimitFor, limitRequestBody } from "./body-limit";
import { plainErrors } from "./error-handler";
import { mountHealthChecks } from "./health";
import type { Lifecycle } from "./lifecycle";
import { precompressedAssets } from "./precompressed-assets";
import { preferences } from "./preferences";
import { reactRouterHandler } from "./react-router-handler";
import { requestContext } from "./request-context";
import { sameOriginOnly } from "./same-origin";
import { securityHeaders } from "./security-headers";
import { logNotFound, siteRedirects } from "./site-redirects";

export function createApp(options: {
  build: ServerBuild;
  config: Env;
  lifecycle: Lifecycle;
  /** The Vite client build (hashed assets and the public folder). */
  clientDir: string;
}) {
  const { config, lifecycle, clientDir } = options;
  const app = express();
  app.disable("x-powered-by");
  // The client's address (rate limits, sign-in limits) comes from X-Forwarded-For only through the proxies trusted here.
  if (config.trustProxy !== false) app.set("trust proxy", config.trustProxy);

  app.use(requestContext());
  app.use(
    securityHeaders({
      production: config.isProduction,
      imageOrigins: config.imageOrigins,
      mediaOrigins: config.mediaOrigins,
      formOrigins: checkoutOrigins(),
      liveChat: config.liveChat ? liveChatSources(config.liveChat.origin) : null,
    }),
  );
  app.use((_req, res, next) => {
    // While draining, tell keep-alive clients to reconnect elsewhere.
    if (lifecycle.draining) res.setHeader("Connection", "close");
    next();
  });
  app.use(compression());

  mountHealthChecks(app, { lifecycle, db });

  // Hashed build assets never change under the same name.
  const assetsDir = path.join(clientDir, "assets");
  const assetCaching = { immutable: true, maxAge: "1y" };
  app.use("/assets", precompressedAssets(assetsDir, assetCaching));
  app.use("/assets", express.static(assetsDir, assetCaching));
  // A missing asset is a plain 404 with our headers: never a page, never Express's own CSP.
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  // The service worker is checked on every update: never a stale one from a cache (decision 099).
  app.get("/sw.js", (_req, res, next) => {
    res.setHeader("Service-Worker-Allowed", "/");
    next();
  });
  app.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      setHeaders: (res, file) => {
        if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );

  // Before any route, so staff can send on an old address even where a page now stands (decision 087).
  app.use(logNotFound());
  app.use(siteRedirects());

  app.use(preferences({ secureCookies: config.isProduction }));
  app.use(sameOriginOnly({ siteUrl: config.siteUrl }));
  app.use(limitRequestBody({ limitBytes: bodyLimitFor(config.BODY_LIMIT_BYTES) }));
  app.all(
    "/{*splat}",
    reactRouterHandler({
      build: options.build,
      getLoadContext: (_req, res) => ({
        nonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        language: res.locals.language,
        currency: res.locals.currency,
        // Express resolves it, honouring TRUST_PROXY; never a header the client chose.
        clientIp: _req.ip ?? _req.socket.remoteAddress ?? "",
      }),
    }),
  );
  app.use(plainErrors());
  return app;
}
