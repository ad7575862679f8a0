import { describe, expect, it } from "vitest";
import { cookieClient, locationOf } from "#tests/browser";
import { setUpSeededServer } from "#tests/seeded-server";
import { sessionCookie, staffFixtures } from "#tests/staff";

// First-party analytics with consent (issue 17, decision 098): POST /api/events
// over real HTTP, read back through the staff page /admin/analytics.

const LIMIT = 4;
const site = setUpSeededServer(staffFixtures, {
  TRUST_PROXY: "loopback",
  ANALYTICS_MAX_PER_ADDRESS: String(LIMIT),
  ANALYTICS_WINDOW_MS: "600000",
});
const { get, post } = cookieClient(() => site.server.url);

const CONSENT = "analytics_consent=granted";
let address = 0;
let clients = 0;

/** A client id of its own (32 hex digits, as the browser makes them). */
const clientId = () => (++clients).toString(16).padStart(32, "a");

type Event = { name: string; path?: string; props?: Record<string, string | number | boolean> };

/** Sends a batch as navigator.sendBeacon would: a JSON text typed text/plain, from its own address. */
function send(
  events: Event[] | string,
  options: { cookie?: string | null; headers?: Record<string, string>; from?: string; id?: string } = {},
) {
  const body =
    typeof events === "string"
      ? events
      : JSON.stringify({
          clientId: options.id ?? clientId(),
          events: events.map((event) => ({
            at: Date.now(),
            path: "/",
            language: "en",
            currency: "USD",
            ...event,
          })),
        });
  const cookie = options.cookie === undefined ? CONSENT : options.cookie;
  return site.get("/api/events", {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: site.server.url,
      "x-forwarded-for": options.from ?? `198.51.100.${++address}`,
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
    body,
  });
}

let staff = "";
async function report(): Promise<string> {
  staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
  const page = await get("/admin/analytics", staff);
  expect(page.status).toBe(200);
  return page.text();
}

/** The figure in one cell of a funnel row on the staff page. */
function funnelCell(html: string, step: string, cell: string): string {
  const row = html.match(new RegExp(`<tr data-step="${step}">([\\s\\S]*?)</tr>`))?.[1] ?? "";
  return row.match(new RegExp(`data-cell="${cell}">([^<]*)<`))?.[1] ?? "";
}

describe("POST /api/events", () => {
  it("stores nothing without the consent cookie, or with Sec-GPC or DNT, and still answers 204", async () => {
    expect((await send([{ name: "page_view", path: "/no-consent-page" }], { cookie: null })).status).toBe(
      204,
    );
    expect(
      (await send([{ name: "page_view", path: "/declined-page" }], { cookie: "analytics_consent=denied" }))
        .status,
    ).toBe(204);
    const gpc = await send([{ name: "page_view", path: "/gpc-page" }], { headers: { "sec-gpc": "1" } });
    expect(gpc.status).toBe(204);
    const dnt = await send([{ name: "page_view", path: "/dnt-page" }], { headers: { dnt: "1" } });
    expect(dnt.status).toBe(204);
    const html = await report();
    for (const path of ["/no-consent-page", "/declined-page", "/gpc-page", "/dnt-page"]) {
      expect(html, path).not.toContain(path);
    }
  });

  it("stores a page view and a search of a visitor who accepted", async () => {
    const sent = await send([
      { name: "page_view", path: "/consented-page" },
      { name: "search", path: "/search", props: { query: "Ngorongoro Crater", results: 4 } },
      { name: "search", path: "/search", props: { query: "zanzibar submarine", results: 0 } },
    ]);
    expect(sent.status).toBe(204);
    const html = await report();
    expect(html).toContain("/consented-page");
    expect(html).toContain("ngorongoro crater");
    // The search without results is listed under its own heading too.
    const start = html.indexOf('data-testid="analytics-empty-searches"');
    const empty = html.slice(start, html.indexOf("</table>", start));
    expect(empty).toContain("zanzibar submarine");
    expect(empty).not.toContain("ngorongoro crater");
  });

  it("takes application/json too, and refuses other bodies, malformed batches and oversized ones", async () => {
    const json = await site.get("/api/events", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: site.server.url,
        "x-forwarded-for": `198.51.100.${++address}`,
        cookie: CONSENT,
      },
      body: JSON.stringify({
        clientId: clientId(),
        events: [{ name: "page_view", at: Date.now(), path: "/json-page" }],
      }),
    });
    expect(json.status).toBe(204);

    expect((await send("{not json")).status).toBe(400);
    expect((await send([{ name: "not_an_event" }])).status).toBe(400);
    expect((await send([{ name: "page_view" }], { id: "visitor@example.org" })).status).toBe(400);
    const many = Array.from({ length: 51 }, () => ({ name: "page_view" }));
    expect((await send(many)).status).toBe(400);

    const oversized = await send(
      JSON.stringify({ clientId: clientId(), events: [], pad: "x".repeat(20_000) }),
    );
    expect(oversized.status).toBe(413);

    const form = await post("/api/events", { events: "[]" }, CONSENT);
    expect(form.status).toBe(415);
    expect((await get("/api/events")).status).toBe(405);
  });

  it("limits batches per client address with 429 and Retry-After", async () => {
    const from = "198.51.100.250";
    for (let i = 0; i < LIMIT; i++) {
      expect((await send([{ name: "page_view", path: "/limited" }], { from })).status).toBe(204);
    }
    const refused = await send([{ name: "page_view", path: "/limited" }], { from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await send([{ name: "page_view", path: "/limited" }])).status).toBe(204);
  });
});

describe("/admin/analytics", () => {
  it("shows the funnel of a scripted visit: one visitor buys, another only looks", async () => {
    const buyer = clientId();
    const looker = clientId();
    await send([{ name: "view_item", path: "/tours/serengeti", props: { tour: "serengeti" } }], {
      id: buyer,
    });
    await send([{ name: "begin_checkout", path: "/booking" }], { id: buyer });
    await send([{ name: "purchase", path: "/booking/success", props: { value: 320000, currency: "USD" } }], {
      id: buyer,
    });
    await send([{ name: "view_item", path: "/tours/serengeti" }], { id: looker });
    // A purchase without a view or a checkout is not a step through the funnel.
    await send([{ name: "purchase", path: "/booking/success" }]);

    const html = await report();
    expect(funnelCell(html, "view_item", "visitors")).toBe("2");
    expect(funnelCell(html, "begin_checkout", "visitors")).toBe("1");
    expect(funnelCell(html, "begin_checkout", "drop-off")).toBe("1 (50%)");
    expect(funnelCell(html, "begin_checkout", "conversion")).toBe("50%");
    expect(funnelCell(html, "purchase", "visitors")).toBe("1");
    expect(funnelCell(html, "purchase", "drop-off")).toBe("0 (0%)");
  });

  it("is in the staff navigation and refuses a customer", async () => {
    expect(await report()).toContain('href="/admin/analytics"');
    const customer = await sessionCookie(site.server.url, site.fixtures.customer.email);
    const page = await get("/admin/analytics", customer);
    expect(page.status).toBe(302);
    expect(locationOf(page)).toBe("/unauthorized");
    expect((await get("/unauthorized", customer)).status).toBe(403);
    expect((await post("/admin/analytics", { intent: "anything" }, customer)).status).toBe(403);
    const anonymous = await get("/admin/analytics");
    expect(locationOf(anonymous)).toMatch(/^\/login\?redirect=/);
  });

  it("is in the staff's language", async () => {
    staff ||= await sessionCookie(site.server.url, site.fixtures.staff.email);
    const page = await get("/admin/analytics?lang=de", staff);
    const html = await page.text();
    expect(html).toContain("Buchungstrichter");
    expect(html).not.toContain("Booking funnel");
  });
});

describe("the consent banner in the shell", () => {
  it("is rendered by the server until answered, and says analytics are off with GPC", async () => {
    const first = await (await get("/")).text();
    expect(first).toContain('data-testid="consent-banner"');
    expect(first).toContain("Help us improve our site");
    const answered = await (await get("/", CONSENT)).text();
    expect(answered).not.toContain('data-testid="consent-banner"');
    expect(answered).toContain("Analytics settings");
    const gpc = await (await get("/?lang=fr", undefined, { "sec-gpc": "1" })).text();
    expect(gpc).toContain("la mesure d’audience est donc désactivée");
  });
});
