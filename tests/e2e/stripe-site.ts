import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { type RunningServer, spawnServer } from "../spawn-server";
import { type StripeStandIn, startStripeStandIn } from "../stripe-stand-in";

/**
 * The site with Stripe switched on, for the specs that pay by card through
 * Checkout. playwright.config.ts's server runs the sandbox for every other
 * spec, and one server cannot be both: Stripe configured takes the cards.
 * So the worker that runs such a spec starts, once, Stripe's stand-in (in
 * this process: tests/stripe-stand-in.ts, with its hosted Checkout page) and
 * a second server on its own fresh database whose STRIPE_* point at it.
 * Nothing of this starts for the other specs.
 */
export type StripeSite = { server: RunningServer; standIn: StripeStandIn; url: string };

const KEYS = { secretKey: "sk_test_kilele_e2e", webhookSecret: "whsec_kilele_e2e" };

export const test = base.extend<object, { stripeSite: StripeSite }>({
  stripeSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern (none).
    async ({}, use, workerInfo) => {
      // A fixed port: the server's SITE_URL (where Checkout sends the traveller back)
      // must be the address the browser signed in at. Beside the config's PORT + 1000;
      // a worker that replaces a failed one keeps its parallelIndex, once the old one stopped.
      const port = Number(process.env.E2E_PORT ?? 4173) + 2000 + workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      const standIn = await startStripeStandIn(KEYS);
      const dataDir = mkdtempSync(path.join(tmpdir(), "kilele-e2e-stripe-"));
      try {
        const server = await spawnServer({
          ...standIn.env,
          PORT: String(port),
          SITE_URL: url,
          DATA_DIR: dataDir,
          OUTBOX_POLL_MS: "300",
        });
        // The endpoint an operator registers in Stripe's dashboard.
        standIn.settings.webhookUrl = `${url}/webhooks/stripe`;
        try {
          await use({ server, standIn, url });
        } finally {
          await server.stop();
        }
      } finally {
        await standIn.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // A fresh database is migrated and seeded at start: seconds on a busy machine.
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ stripeSite }, use) => use(stripeSite.url),
});
