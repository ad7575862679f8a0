import { describe, expect, it } from "vitest";
import type { AnalyticsBatch } from "./batch";
import { GA4_MAX_EVENTS, ga4Requests, plausibleRequests } from "./forward";

const SITE = "https://kilele.example";
const AT = Date.UTC(2026, 2, 1, 9);
const batch: AnalyticsBatch = {
  clientId: "0123456789abcdef0123456789abcdef",
  events: [
    { name: "page_view", at: AT, path: "/tours", language: "de", currency: "EUR" },
    { name: "add_to_wishlist", at: AT + 1000, path: "/tours/x", props: { tour_id: 7, action: "remove" } },
    { name: "search", at: AT + 2000, path: "/search", props: { query: "s".repeat(150), results: 0 } },
  ],
};

describe("forwarding to GA4 (Measurement Protocol)", () => {
  const target = { url: "https://ga.example", measurementId: "G-TEST123", apiSecret: "s3cret" };

  it("posts our client id and the events, named and with their page, to /mp/collect", () => {
    const [request, ...more] = ga4Requests(target, SITE, batch, (event) => new Date(event.at));
    expect(more).toEqual([]);
    const url = new URL(request?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://ga.example/mp/collect");
    expect(url.searchParams.get("measurement_id")).toBe("G-TEST123");
    expect(url.searchParams.get("api_secret")).toBe("s3cret");
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.client_id).toBe(batch.clientId);
    expect(body.timestamp_micros).toBe(AT * 1000);
    expect(body.events.map((event: { name: string }) => event.name)).toEqual([
      "page_view",
      "remove_from_wishlist",
      "search",
    ]);
    expect(body.events[0].params).toEqual({
      page_location: "https://kilele.example/tours",
      language: "de",
      display_currency: "EUR",
    });
    // GA4 keeps 100 characters of a value.
    expect(body.events[2].params.query).toHaveLength(100);
  });

  it("sends 25 events a request", () => {
    const many: AnalyticsBatch = { ...batch, events: Array.from({ length: 50 }, () => batch.events[0]!) };
    const requests = ga4Requests(target, SITE, many, (event) => new Date(event.at));
    expect(requests).toHaveLength(50 / GA4_MAX_EVENTS);
  });
});

describe("forwarding to Plausible (Events API)", () => {
  it("posts one event a request with the domain, the page's URL, string props and the visitor's headers", () => {
    const requests = plausibleRequests(
      { url: "https://plausible.example", domain: "kilele.example" },
      SITE,
      batch,
      { userAgent: "Mozilla/5.0 Test", ip: "203.0.113.9" },
    );
    expect(requests).toHaveLength(3);
    expect(requests[0]?.url).toBe("https://plausible.example/api/event");
    expect(requests[0]?.headers).toMatchObject({
      "user-agent": "Mozilla/5.0 Test",
      "x-forwarded-for": "203.0.113.9",
    });
    expect(JSON.parse(requests[0]?.body ?? "{}")).toEqual({
      domain: "kilele.example",
      name: "pageview",
      url: "https://kilele.example/tours",
      props: { language: "de", currency: "EUR" },
    });
    expect(JSON.parse(requests[1]?.body ?? "{}").props).toEqual({ tour_id: "7", action: "remove" });
  });
});
