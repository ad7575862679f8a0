import type { Express } from "express";
import type { Database } from "#app/db/client.server";
import { pingDatabase } from "#app/db/client.server";
import type { Lifecycle } from "./lifecycle";

/**
 * /healthz: the process is alive (touches nothing else).
 * /readyz: this instance should get traffic: not shutting down, and the
 * database answers SELECT 1 within a second.
 */
export function mountHealthChecks(app: Express, deps: { lifecycle: Lifecycle; db: () => Database }) {
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (deps.lifecycle.draining) {
      res.status(503).json({ status: "shutting-down" });
      return;
    }
    try {
      await pingDatabase(deps.db(), 1000);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "database-unavailable" });
    }
  });
}
