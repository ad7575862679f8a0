import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { officeToday } from "#app/domain/dates";
import { LANGUAGES } from "#app/i18n/config";
import { siteFetch } from "#tests/browser";
import { tourCards as cards } from "#tests/html";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";
import { translation } from "./translated";

// Issue 5: the comparison (/compare, shared /compare/{token}) and /tour-availability.

const AVAILABILITY_TOUR = "northern-circuit-classic-safari";

type StoredDeparture = {
  id: number;
  tour_id: number;
  start_date: string;
  capacity: number;
  seats_taken: number;
  price: number | null;
  status: string;
};

/**
 * The demo content, with one tour's departures made telling: a price of its
 * own on every date (whole dollars, each different), and its first three dates
 * 6 of 12 seats left, 3 of 12 left, and full. Returns that tour's departures
 * as stored.
 */
async function shapeDepartures(db: Database): Promise<StoredDeparture[]> {
  const read = async () =>
    (
      (await db.execute(sql`
        select d.id, d.tour_id, to_char(d.start_date, 'YYYY-MM-DD') as start_date, d.capacity,
          d.seats_taken, d.price, d.status
        from departures d join tours t on t.id = d.tour_id
        where t.slug = ${AVAILABILITY_TOUR} order by d.start_date`)) as unknown as { rows: StoredDeparture[] }
    ).rows;
  const before = await read();
  const upcoming = before.filter((d) => d.start_date > officeToday() && d.status === "scheduled");
  expect(upcoming.length).toBeGreaterThan(3);
  for (const [index, departure] of before.entries()) {
    await db.execute(
      sql`update departures set price = ${310_000 + index * 1_700} where id = ${departure.id}`,
    );
  }
  const [sixLeft, threeLeft, full] = upcoming;
  for (const [departure, taken] of [
    [sixLeft, 6],
    [threeLeft, 9],
    [full, 12],
  ] as const) {
    await db.execute(
      sql`update departures set capacity = 12, seats_taken = ${taken} where id = ${departure!.id}`,
    );
  }
  return read();
}

let server: RunningServer;
let database: Awaited<ReturnType<typeof prepareSeededDatabase<StoredDeparture[]>>> | undefined;
let ids: number[];
let titles: Map<number, string>;
let climbId: number;
let safariIds: number[];

const get = siteFetch(() => server.url);

async function page(path: string, init: RequestInit = {}) {
  const response = await get(path, init);
  return { status: response.status, html: await response.text(), response };
}

function share(tours: string, headers: Record<string, string> = {}) {
  return get("/compare", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
    body: new URLSearchParams({ tours }),
  });
}

/** Column headings of the comparison table: the tours' titles. */
const columns = (html: string) =>
  [...html.matchAll(/<th scope="col"[^>]*><a[^>]*>([^<]+)<\/a><\/th>/g)].map((m) => m[1]);

/** Departures of a page: id, start date, label, seats left and price shown, and each one's "book" link. */
function departures(html: string) {
  return [
    ...html.matchAll(
      /<li class="departure" data-availability="([a-z_]+)" data-departure="(\d+)"[^>]*>([\s\S]*?)<\/li>/g,
    ),
  ].map((m) => {
    const body = m[3] ?? "";
    const seats = /class="departure__seats">(\d+) seats? left</.exec(body)?.[1];
    return {
      id: Number(m[2]),
      label: m[1] ?? "",
      start: /<time dateTime="([\d-]+)"/i.exec(body)?.[1] ?? "",
      seatsLeft: seats === undefined ? null : Number(seats),
      price: /class="departure__price">[\s\S]*?<strong>([^<]+)<\/strong>/.exec(body)?.[1] ?? "",
      book: /href="(\/booking\?[^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, "&") ?? null,
      tooFew: body.includes('data-testid="too-few-seats"'),
    };
  });
}

/** US cents as the English page writes them in US dollars: 412300 -> "$4,123". */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US")}`;

beforeAll(async () => {
  database = await prepareSeededDatabase(shapeDepartures);
  server = await startServer(database.env);
  const list = cards(await (await get("/tours")).text());
  ids = list.map((c) => c.id);
  titles = new Map(list.map((c) => [c.id, c.title]));
  expect(ids.length).toBeGreaterThanOrEqual(5);
  const climbs = cards(await (await get("/tours?category=kilimanjaro")).text());
  climbId = climbs[0]?.id ?? 0;
  safariIds = cards(await (await get("/tours?category=wildlife_safari")).text()).map((c) => c.id);
  expect(climbId).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.cleanup();
});

describe("/compare?tours=", () => {
  it("shows the tours side by side, in the order asked, and says which were skipped", async () => {
    const [a = 0, b = 0, c = 0] = safariIds;
    const { status, html } = await page(`/compare?tours=${b},${a},999999,${climbId}`);
    expect(status).toBe(200);
    expect(columns(html)).toEqual([titles.get(b), titles.get(a), titles.get(climbId)]);
    for (const label of [
      "Price from",
      "Duration",
      "Group size",
      "Rating",
      "Category",
      "Destinations",
      "Highlights",
      "What is included",
      "Best time",
      // A climb is among them: its difficulty and altitude.
      "Difficulty",
      "Maximum altitude",
    ]) {
      expect(html).toContain(`<th scope="row">${label}</th>`);
    }
    expect(html).toContain("1 tour in the link is no longer available and was left out.");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>Compare tours \| [^<]+<\/title>/);
    // Without a climb, no altitude row.
    const safaris = await page(`/compare?tours=${a},${c}`);
    expect(safaris.html).toContain('data-row="bestTime"');
    expect(safaris.html).not.toContain('data-row="maxAltitude"');
  });

  it("shows prices in the chosen currency", async () => {
    const [a, b] = ids;
    const { html } = await page(`/compare?tours=${a},${b}`, { headers: { cookie: "currency=EUR" } });
    const prices = [...html.matchAll(/data-testid="compare-price">([^<]+)</g)].map((m) => m[1]);
    expect(prices).toHaveLength(2);
    for (const price of prices) expect(price).toContain("€");
  });

  it("answers bad input with an explanation, never an error", async () => {
    const many = Array.from({ length: 50 }, (_, i) => ids[i % ids.length] ?? i + 1);
    const manyIds = [...new Set(many)].concat(Array.from({ length: 40 }, (_, i) => 100_000 + i));
    const cases: Array<[string, string]> = [
      ["/compare", "Choose at least 2 tours to compare"],
      ["/compare?tours=abc", "were not tour numbers"],
      ["/compare?tours=-1,-2", "were not tour numbers"],
      [`/compare?tours=${ids[0]}`, "Choose at least 2 tours to compare"],
      [`/compare?tours=${ids[0]},${ids[0]}`, "Choose at least 2 tours to compare"],
      [`/compare?tours=${manyIds.join(",")}`, "At most 4 tours can be compared"],
      [`/compare?tours=${encodeURIComponent("1,2'); drop table tours;--")}`, "were not tour numbers"],
      ["/compare?tours=99999999999999999999", "were not tour numbers"],
      ["/compare?tours=%F0%9F%A6%81,,,", "were not tour numbers"],
    ];
    for (const [path, text] of cases) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(text);
    }
    const capped = await page(`/compare?tours=${manyIds.join(",")}`);
    expect(columns(capped.html)).toHaveLength(4);
  });
});

describe("ratings with their review counts", () => {
  /** The visible text of some HTML: tags and React's text separators dropped, entities decoded. */
  const text = (html: string) =>
    html
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .trim();

  /** "(326 reviews)" as `language` writes it: the translation holds the brackets. */
  function reviewCount(language: string, count: number) {
    const category = new Intl.PluralRules(language).select(count);
    let template: string;
    try {
      template = translation(language, `tours:detail.reviewCount_${category}`);
    } catch {
      template = translation(language, "tours:detail.reviewCount_other");
    }
    return template.replace("{{count}}", String(count));
  }

  const doubled = /\(\(|\)\)|（（|））|\(（|）\)/;

  it("show the count in brackets once, in every language, on the comparison and the tour page", async () => {
    const [a = 0] = safariIds;
    const climbPage = cards(await (await get("/tours?category=kilimanjaro")).text())[0]?.href ?? "";
    expect(climbPage).not.toBe("");
    for (const language of LANGUAGES) {
      const { html } = await page(`/compare?tours=${climbId},${a}&lang=${language}`);
      const row = /<tr data-row="rating">([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "";
      const cells = [...row.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => text(m[1] ?? ""));
      expect(cells, language).toHaveLength(2);
      for (const cell of cells) {
        const count = Number(/(\d+)\D*$/.exec(cell)?.[1]);
        expect(count, cell).toBeGreaterThan(0);
        expect(cell, language).not.toMatch(doubled);
        expect(cell.endsWith(` ${reviewCount(language, count)}`), `${language}: ${cell}`).toBe(true);
      }

      const tour = await page(`${climbPage}?lang=${language}`);
      const facts = text(/class="tour-facts__muted">([\s\S]*?)<\/span>/.exec(tour.html)?.[1] ?? "");
      expect(facts, language).not.toMatch(doubled);
      expect(facts, language).toBe(reviewCount(language, Number(/\d+/.exec(facts)?.[0])));
    }
  });
});

describe("sharing a comparison", () => {
  it("creates a stable token, the same for the same tours in the same order", async () => {
    const [a, b, c] = ids;
    const first = await share(`${a},${b},${c}`);
    expect(first.status).toBe(303);
    const location = first.headers.get("location") ?? "";
    expect(location).toMatch(/^\/compare\/[A-Za-z0-9_-]{10,}$/);
    const again = await share(`${a},${b},${c}`);
    expect(again.headers.get("location")).toBe(location);
    const reordered = await share(`${c},${b},${a}`);
    expect(reordered.status).toBe(303);
    expect(reordered.headers.get("location")).not.toBe(location);

    // Anyone (no cookies) sees the same comparison at the link.
    const shared = await page(location);
    expect(shared.status).toBe(200);
    expect(columns(shared.html)).toEqual([titles.get(a!), titles.get(b!), titles.get(c!)]);
    expect(shared.html).toContain(`/compare/${location.split("/").pop()}`);
    expect(shared.html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("stores only valid tours and refuses fewer than 2", async () => {
    const [a, b] = ids;
    const withUnknown = await share(`${a},999999,${b}`);
    const plain = await share(`${a},${b}`);
    expect(withUnknown.headers.get("location")).toBe(plain.headers.get("location"));
    const refused = await share(`${a},999999`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("could not be shared");
    expect((await share("abc")).status).toBe(400);
  });

  it("gives one token to 10 parallel first shares", async () => {
    const [, b, c, d] = ids;
    const answers = await Promise.all(Array.from({ length: 10 }, () => share(`${d},${c},${b}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(303));
    expect(new Set(answers.map((r) => r.headers.get("location"))).size).toBe(1);
  });

  it("refuses a share from another site", async () => {
    const [a, b] = ids;
    const response = await share(`${a},${b}`, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("answers 404 for an unknown or malformed token", async () => {
    expect((await get("/compare/AAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await get("/compare/short")).status).toBe(404);
    expect((await get(`/compare/${"x".repeat(300)}`)).status).toBe(404);
  });
});

describe("/tour-availability", () => {
  it("lists departures by month and tour with labels, prices and booking links", async () => {
    const { status, html } = await page("/tour-availability");
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Tour availability \| [^<]+<\/title>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
    const rows = departures(html);
    expect(rows.length).toBeGreaterThan(10);
    // The next two months only, in date order.
    const months = new Set(rows.map((r) => r.start.slice(0, 7)));
    expect(months.size).toBeLessThanOrEqual(2);
    expect(html.match(/data-testid="availability-month"/g)?.length).toBe(months.size);
    for (const row of rows) {
      if (row.book) expect(row.book).toMatch(/^\/booking\?tour=\d+&departure=\d+$/);
      if (row.label === "closed" || row.label === "fully_booked") expect(row.book).toBeNull();
    }
    expect(html).toContain('href="/tour-availability"');
  });

  it("shows a tour's departures with the same labels as its page", async () => {
    const tourId = ids[0];
    const tourPage = await page(`/tours/${tourId}`);
    const tourHtml =
      tourPage.status === 301
        ? (await page(tourPage.response.headers.get("location") ?? "")).html
        : tourPage.html;
    const onTourPage = departures(tourHtml);
    expect(onTourPage.length).toBeGreaterThan(0);
    const { html } = await page(`/tour-availability?tour=${tourId}`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const listed = departures(html);
    const byDate = new Map(listed.map((r) => [r.start, r.label]));
    for (const row of onTourPage) expect(byDate.get(row.start), row.start).toBe(row.label);
    for (const row of listed) if (row.book) expect(row.book).toContain(`tour=${tourId}&`);
    // Labels in the visitor's language, from the tours namespace.
    const german = await page(`/tour-availability?tour=${tourId}&lang=de`);
    expect(german.html).toContain("Verfügbarkeit");
  });

  it("filters by month and marks dates with too few seats", async () => {
    const first = departures((await page("/tour-availability")).html);
    const month = first.at(-1)?.start.slice(0, 7) ?? "";
    const { html } = await page(`/tour-availability?month=${month}`);
    const rows = departures(html);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.start.startsWith(month)).toBe(true);

    const crowd = departures((await page(`/tour-availability?month=${month}&travellers=30`)).html);
    const open = crowd.filter((r) => r.label === "available" || r.label === "limited");
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      expect(row.tooFew).toBe(true);
      expect(row.book).toBeNull();
    }
    const two = departures((await page(`/tour-availability?month=${month}&travellers=2`)).html);
    expect(two.some((r) => r.book)).toBe(true);
  });

  it("ignores filters it cannot read, never an error", async () => {
    for (const query of [
      "tour=abc",
      "month=2020-13",
      "travellers=-5",
      "tour=999999&month=x&travellers=1000",
    ]) {
      const { status, html } = await page(`/tour-availability?${query}`);
      expect(status, query).toBe(200);
      expect(departures(html).length, query).toBeGreaterThan(0);
    }
    const past = await page("/tour-availability?month=2000-01");
    expect(past.status).toBe(200);
  });

  it("shows each departure's seats left and price as stored", async () => {
    const stored = database!.fixtures;
    const tourId = stored[0]!.tour_id;
    const { html } = await page(`/tour-availability?tour=${tourId}`);
    const listed = departures(html);
    const upcoming = stored.filter((d) => d.start_date > officeToday() && d.status !== "cancelled");
    expect(listed.map((d) => d.id).sort()).toEqual(upcoming.map((d) => d.id).sort());
    for (const row of listed) {
      const departure = stored.find((d) => d.id === row.id)!;
      expect(row.start, `departure ${row.id}`).toBe(departure.start_date);
      expect(row.price, `departure ${row.id}`).toBe(dollars(departure.price!));
      const open = row.label === "available" || row.label === "limited";
      expect(row.seatsLeft, `departure ${row.id}`).toBe(
        open ? departure.capacity - departure.seats_taken : null,
      );
    }
    // The three shaped dates: 6 of 12 left, 3 of 12 left, none left (default threshold 4).
    const [sixLeft, threeLeft, full] = upcoming.filter((d) => d.status === "scheduled");
    const byId = new Map(listed.map((d) => [d.id, d]));
    expect(byId.get(sixLeft!.id)).toMatchObject({ label: "available", seatsLeft: 6 });
    expect(byId.get(threeLeft!.id)).toMatchObject({ label: "limited", seatsLeft: 3 });
    expect(byId.get(full!.id)).toMatchObject({ label: "fully_booked", seatsLeft: null, book: null });
  });

  it("labels a date 'limited' by the configured threshold, on this page and the tour page", async () => {
    const [sixLeft, threeLeft] = database!.fixtures.filter(
      (d) => d.start_date > officeToday() && d.status === "scheduled",
    );
    const tourId = sixLeft!.tour_id;
    // The same content on a server that calls 6 seats left "limited".
    const other = await prepareSeededDatabase(shapeDepartures);
    const strict = await startServer({ ...other.env, AVAILABILITY_LIMITED_SEATS: "6" });
    try {
      const response = await fetch(`${strict.url}/tour-availability?tour=${tourId}`);
      const listed = new Map(departures(await response.text()).map((d) => [d.id, d]));
      expect(listed.get(sixLeft!.id)).toMatchObject({ label: "limited", seatsLeft: 6 });
      expect(listed.get(threeLeft!.id)).toMatchObject({ label: "limited", seatsLeft: 3 });
      const tourPage = await fetch(`${strict.url}/tours/${AVAILABILITY_TOUR}`);
      expect(tourPage.status).toBe(200);
      const onTourPage = new Map(departures(await tourPage.text()).map((d) => [d.id, d.label]));
      expect(onTourPage.get(sixLeft!.id)).toBe("limited");
    } finally {
      await strict.stop();
      await other.cleanup();
    }
    // The default (4) still calls it available here.
    const here = new Map(
      departures((await page(`/tours/${AVAILABILITY_TOUR}`)).html).map((d) => [d.id, d.label]),
    );
    expect(here.get(sixLeft!.id)).toBe("available");
  }, 120_000);
});
