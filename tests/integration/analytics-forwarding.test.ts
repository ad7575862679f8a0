import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsStandIn,
  type ReceivedForward,
  startAnalyticsStandIn,
} from "#tests/analytics-stand-in";
import { type RunningServer, startServer } from "#tests/server";

// Decision 102: a batch POST /api/events stored (consent, no GPC/DNT) is
// forwarded from the server, after answering, to GA4's Measurement Protocol
// or Plausible's Events API, here local stand-ins speaking their requests.
// Nothing else is forwarded, and a failing or silent service changes nothing
// for the visitor.

const SITE = "https://kilele.example";
const SECRET = "mp-secret-do-not-log-7f3a";
const CONSENT = "analytics_consent=granted";
let clients = 0;
const clientId = () => `${++clients}`.padStart(32, "c");

/** Sends a batch as the tracker does, from `from`, with the consent cookie unless told otherwise. */
function send(
  server: RunningServer,
  events: { name: string; path: string; props?: Record<string, string | number> }[],
  options: { id?: string; cookie?: string | null; headers?: Record<string, string>; from?: string } = {},
) {
  const cookie = options.cookie === undefined ? CONSENT : options.cookie;
  return fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: server.url,
      "x-forwarded-for": options.from ?? "198.51.100.20",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) KileleTest/1.0",
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({
      clientId: options.id ?? clientId(),
      events: events.map((event) => ({ at: Date.now(), language: "fr", currency: "EUR", ...event })),
    }),
  });
}

/** Waits for the stand-in to have received what `match` picks. */
async function arrived(standIn: AnalyticsStandIn, match: (request: ReceivedForward) => boolean) {
  await expect.poll(() => standIn.received.filter(match).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return standIn.received.filter(match);
}

const ga4Events = (request: ReceivedForward) =>
  (request.body.events as { name: string; params: Record<string, unknown> }[] | undefined) ?? [];
const ga4Sent = (request: ReceivedForward, path: string) =>
  ga4Events(request).some((event) => event.params.page_location === `${SITE}${path}`);

describe("forwarding to GA4", () => {
  let standIn: AnalyticsStandIn;
  let server: RunningServer;
  beforeAll(async () => {
    standIn = await startAnalyticsStandIn({ measurementId: "G-KILELE1", apiSecret: SECRET });
    server = await startServer({
      SITE_URL: SITE,
      TRUST_PROXY: "loopback",
      ANALYTICS_FORWARD: "ga4",
      GA4_MEASUREMENT_ID: "G-KILELE1",
      GA4_API_SECRET: SECRET,
      GA4_API_URL: standIn.url,
      ANALYTICS_FORWARD_TIMEOUT_MS: "1500",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  it("sends a consenting visitor's stored events with our client id, and nothing without consent or with GPC", async () => {
    const id = clientId();
    expect((await send(server, [{ name: "page_view", path: "/no-consent" }], { cookie: null })).status).toBe(
      204,
    );
    expect(
      (await send(server, [{ name: "page_view", path: "/gpc" }], { headers: { "sec-gpc": "1" } })).status,
    ).toBe(204);
    const stored = await send(
      server,
      [
        { name: "page_view", path: "/tours" },
        { name: "add_to_wishlist", path: "/tours/serengeti", props: { tour_id: 3, action: "add" } },
      ],
      { id },
    );
    expect(stored.status).toBe(204);

    const [request] = await arrived(standIn, (r) => ga4Sent(r, "/tours"));
    expect(request?.path).toBe("/mp/collect");
    expect(request?.query.get("measurement_id")).toBe("G-KILELE1");
    expect(request?.query.get("api_secret")).toBe(SECRET);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body.client_id).toBe(id);
    expect(ga4Events(request as ReceivedForward)).toEqual([
      {
        name: "page_view",
        params: { page_location: `${SITE}/tours`, language: "fr", display_currency: "EUR" },
      },
      {
        name: "add_to_wishlist",
        params: {
          page_location: `${SITE}/tours/serengeti`,
          language: "fr",
          display_currency: "EUR",
          tour_id: 3,
          action: "add",
        },
      },
    ]);
    // The batches that were not stored were never forwarded (they would have gone before the later one).
    expect(standIn.received.filter((r) => ga4Sent(r, "/no-consent") || ga4Sent(r, "/gpc"))).toEqual([]);
    // The visitor's address never reaches GA4: the request comes from the server.
    expect(JSON.stringify(standIn.received.map((r) => [r.headers, r.body]))).not.toContain("198.51.100.20");
  });

  it("answers the visitor at once when GA4 fails or does not answer, and forwards again once it does", async () => {
    standIn.mode = "fail";
    expect((await send(server, [{ name: "page_view", path: "/refused" }])).status).toBe(204);
    await arrived(standIn, (r) => ga4Sent(r, "/refused"));

    standIn.mode = "hang";
    const started = Date.now();
    const answer = await send(server, [{ name: "page_view", path: "/silent" }]);
    expect(answer.status).toBe(204);
    // Well within the forward's time-out of 1.5 s: the answer never waited for GA4.
    expect(Date.now() - started).toBeLessThan(1_000);
    await arrived(standIn, (r) => ga4Sent(r, "/silent"));

    standIn.mode = "answer";
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await send(server, [{ name: "page_view", path: "/back-again" }])).status).toBe(204);
    await arrived(standIn, (r) => ga4Sent(r, "/back-again"));

    // The failures are logged by provider and status or error name, never with the secret.
    await server.waitForLog(["analytics forward refused", "ga4", "500"]);
    await server.waitForLog(["analytics forward failed", "TimeoutError"]);
    expect(server.logs.join("\n")).not.toContain(SECRET);
  });
});

describe("forwarding to Plausible", () => {
  let standIn: AnalyticsStandIn;
  let server: RunningServer;
  beforeAll(async () => {
    standIn = await startAnalyticsStandIn({ domain: "kilele.example" });
    server = await startServer({
      SITE_URL: SITE,
      TRUST_PROXY: "loopback",
      ANALYTICS_FORWARD: "plausible",
      PLAUSIBLE_DOMAIN: "kilele.example",
      PLAUSIBLE_API_URL: standIn.url,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  const plausibleSent = (request: ReceivedForward, path: string) => request.body.url === `${SITE}${path}`;

  it("sends each stored event with the site's domain, the visitor's User-Agent and address, nothing with DNT", async () => {
    expect(
      (await send(server, [{ name: "page_view", path: "/dnt" }], { headers: { dnt: "1" } })).status,
    ).toBe(204);
    const stored = await send(
      server,
      [
        { name: "page_view", path: "/kilimanjaro" },
        { name: "share", path: "/compare/abc", props: { method: "copy", content_type: "comparison" } },
      ],
      { from: "203.0.113.45" },
    );
    expect(stored.status).toBe(204);

    const [view] = await arrived(standIn, (r) => plausibleSent(r, "/kilimanjaro"));
    const [share] = await arrived(standIn, (r) => plausibleSent(r, "/compare/abc"));
    expect(view?.path).toBe("/api/event");
    expect(view?.headers["user-agent"]).toBe("Mozilla/5.0 (X11; Linux x86_64) KileleTest/1.0");
    expect(view?.headers["x-forwarded-for"]).toBe("203.0.113.45");
    expect(view?.body).toEqual({
      domain: "kilele.example",
      name: "pageview",
      url: `${SITE}/kilimanjaro`,
      props: { language: "fr", currency: "EUR" },
    });
    expect(share?.body).toMatchObject({
      name: "share",
      props: { method: "copy", content_type: "comparison", language: "fr" },
    });
    expect(standIn.received.filter((r) => plausibleSent(r, "/dnt"))).toEqual([]);
  });
});
