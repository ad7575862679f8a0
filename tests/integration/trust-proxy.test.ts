import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "#tests/browser";
import { type RunningServer, runServerToExit, startServer } from "#tests/server";
import { uniqueEmail } from "#tests/sign-up";

// Behind a proxy every request comes from the proxy's address, so each
// per-address limit would be one limit for everyone: production refuses to
// start until TRUST_PROXY says which proxy to trust, or "none" (decision 027).

const PRODUCTION = {
  NODE_ENV: "production",
  PORT: "0",
  SITE_URL: "https://kilele.example",
  DATABASE_URL: "postgres://nobody@127.0.0.1:9/none",
  AUTH_SECRET: "production-test-secret-0123456789abcdef",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "hello@kilele.example",
};

describe("TRUST_PROXY in production", () => {
  it("is required: the server does not start and says what to set", async () => {
    const { code, output } = await runServerToExit(PRODUCTION);
    expect(code).toBe(1);
    const line = output.split("\n").find((l) => l.includes("Missing required configuration"));
    expect(line).toContain("TRUST_PROXY");
    expect(line).toContain('"none" when clients connect directly');
  });

  it("refuses a value Express could not use, naming it", async () => {
    const { code, output } = await runServerToExit({ ...PRODUCTION, TRUST_PROXY: "the load balancer" });
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration: TRUST_PROXY");
  });
});

describe('TRUST_PROXY "none"', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "none", SIGN_IN_MAX_FAILURES_PER_ADDRESS: "2" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("ignores X-Forwarded-For: a client cannot pick a new address to escape its limit", async () => {
    const tryFrom = (forwardedFor: string) =>
      new TestBrowser(server.url, { "x-forwarded-for": forwardedFor })
        .post("/login", { email: uniqueEmail("spray"), password: "wrong-password" })
        .then((response) => response.status);
    expect(await tryFrom("203.0.113.1")).toBe(401);
    expect(await tryFrom("203.0.113.2")).toBe(401);
    expect(await tryFrom("203.0.113.3")).toBe(429);
  });
});
