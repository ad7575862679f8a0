import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUIRED_IN_PRODUCTION } from "#app/modules/config/env.server";
import { runServerToExit, startServer } from "#tests/server";

describe("graceful shutdown", () => {
  let slowRates: Server;
  let ratesUrl: string;

  beforeAll(async () => {
    // A rates service that takes 3 s to answer keeps page requests in flight.
    slowRates = createServer((_req, res) => {
      setTimeout(() => {
        res.setHeader("content-type", "application/json");
        res.end(
          JSON.stringify({
            base: "USD",
            rates: { USD: 1, EUR: 0.9, GBP: 0.8, AUD: 1.5, CHF: 0.9, CNY: 7.1 },
          }),
        );
      }, 3000);
    });
    await new Promise<void>((resolve) => slowRates.listen(0, "127.0.0.1", resolve));
    ratesUrl = `http://127.0.0.1:${(slowRates.address() as AddressInfo).port}/latest`;
  });

  afterAll(() => {
    slowRates.closeAllConnections();
    slowRates.close();
  });

  it("finishes in-flight requests on SIGTERM and exits within 10 s", async () => {
    const server = await startServer({ RATES_URL: ratesUrl, RATES_TIMEOUT_MS: "5000" });
    try {
      const inFlight = Array.from({ length: 8 }, (_, i) =>
        fetch(`${server.url}${i % 2 ? "/" : "/api/rates"}`).then(async (r) => ({
          status: r.status,
          body: await r.text(),
        })),
      );
      // Let the requests reach the server (1.5 s: CI machines are busy), then ask it
      // to stop while they still wait on the rates service.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      const results = await Promise.all(inFlight);
      for (const result of results) {
        expect(result.status).toBe(200);
        expect(result.body.length).toBeGreaterThan(0);
      }
      const code = await server.exited;
      expect(code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.logs.some((line) => line.includes("shutdown complete"))).toBe(true);
      // New connections are refused once the listener is closed.
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe("configuration", () => {
  it("stops start-up in production with one message naming every missing variable", async () => {
    const { code, output } = await runServerToExit({ NODE_ENV: "production", PORT: "0" });
    expect(code).toBe(1);
    const line = output.split("\n").find((l) => l.includes("Missing required configuration"));
    expect(line).toBeTruthy();
    for (const name of REQUIRED_IN_PRODUCTION) expect(line).toContain(name);
  });

  it("rejects an invalid value with a clear message", async () => {
    const { code, output } = await runServerToExit({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration: PORT");
  });
});
