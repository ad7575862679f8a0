import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "#tests/server";

// Decision 102: the live chat's origin is in the Content-Security-Policy only
// when a property id is configured, and then only on the pages the chat may
// load on; the page names the script for the browser's loader, and the server
// never renders the script itself (it waits for consent and an idle moment).

const CHAT_ORIGIN = "http://127.0.0.1:4999";
const SCRIPT = `${CHAT_ORIGIN}/5f0kilele/1abcwidget`;

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

async function page(server: RunningServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { policy: response.headers.get("content-security-policy") ?? "", html: await response.text() };
}

describe("with a live chat configured", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      LIVE_CHAT_PROPERTY_ID: "5f0kilele",
      LIVE_CHAT_WIDGET_ID: "1abcwidget",
      LIVE_CHAT_SCRIPT_ORIGIN: CHAT_ORIGIN,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("allows its origin where the widget needs it on public pages, and the page names the script", async () => {
    for (const path of ["/", "/tours", "/contact"]) {
      const { policy, html } = await page(server, path);
      for (const name of ["script-src", "style-src", "img-src", "font-src", "frame-src", "connect-src"]) {
        expect(directive(policy, name), `${path} ${name}`).toContain(CHAT_ORIGIN);
      }
      // Its widget writes style elements without our nonce.
      expect(directive(policy, "style-src")).toContain("'unsafe-inline'");
      expect(directive(policy, "script-src")).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
      expect(html).toContain(SCRIPT);
      // Never in the server's HTML as a script: it loads after consent, once the page is idle.
      expect(html).not.toMatch(new RegExp(`<script[^>]+src="${CHAT_ORIGIN}`));
    }
  });

  it("leaves it out of the staff area, accounts, sign-in and payment pages", async () => {
    for (const path of [
      "/admin",
      "/admin/analytics",
      "/account",
      "/login",
      "/register",
      "/booking",
      "/mock-payment",
    ]) {
      const { policy } = await page(server, path);
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).not.toContain(CHAT_ORIGIN);
      expect(directive(policy, "style-src"), path).toMatch(/'nonce-/);
    }
  });
});

describe("without a live chat", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("names no chat anywhere and keeps style-src on the nonce", async () => {
    const { policy, html } = await page(server, "/");
    expect(policy).not.toContain("tawk");
    expect(directive(policy, "frame-src")).toBe("");
    expect(directive(policy, "style-src")).toMatch(/^style-src 'self' 'nonce-[^']+'$/);
    expect(html).not.toContain("tawk.to");
  });
});
