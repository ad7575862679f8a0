import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardDesigns } from "#app/db/schema/index";
import { jsonLd } from "#tests/html";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer, startServerForThisFile } from "#tests/server";

const server = startServerForThisFile();

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", ...init });

async function page(path: string, init: RequestInit = {}) {
  const response = await get(path, init);
  return { status: response.status, html: await response.text(), response };
}

/** The tour cards of a list page: slug, shown price text, days and group limit. */
function cards(html: string) {
  const articles = html.split('<article class="tour-card"').slice(1);
  return articles.map((article) => ({
    href: /href="(\/tours\/[^"]+)"/.exec(article)?.[1] ?? "",
    price: /data-testid="tour-price">([^<]+)</.exec(article)?.[1] ?? "",
    days: Number(/<li>(\d+) days?<\/li>/.exec(article)?.[1] ?? Number.NaN),
    group: Number(/Up to (\d+) travellers?/.exec(article)?.[1] ?? Number.NaN),
  }));
}

const amount = (price: string) => Number(price.replace(/[^\d]/g, ""));

function headCheck(html: string) {
  expect(html.match(/<h1\b/g)).toHaveLength(1);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);
  for (const lang of ["en", "de", "fr", "es", "zh-CN", "x-default"])
    expect(html).toContain(`hrefLang="${lang}"`);
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The page's meta description, decoded. */
const description = (html: string) =>
  decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");

/** The markup of one section of a tour page, from its id to the next section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  expect(start, id).toBeGreaterThan(0);
  const end = html.indexOf("<section id=", start + 1);
  return html.slice(start, end < 0 ? undefined : end);
}

const noindex = (html: string) => /<meta name="robots" content="noindex, follow"/.test(html);

describe("/tours", () => {
  it("lists active tours with an H1, a title, canonical and hreflang links", async () => {
    const { status, html } = await page("/tours");
    expect(status).toBe(200);
    headCheck(html);
    expect(html).toMatch(/<title>Safari tours and Kilimanjaro climbs \| Kilele Safaris<\/title>/);
    expect(html).toContain(">Find your Tanzania adventure</h1>");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/tours"/);
    expect(description(html)).toBe(
      "Compare guided safaris, Kilimanjaro climbs, Zanzibar beach escapes and cultural tours in Tanzania and East Africa. Filter by destination, length, price and group size.",
    );
    expect(noindex(html)).toBe(false);
    const list = cards(html);
    expect(list).toHaveLength(9);
    for (const card of list) expect(card.href).toMatch(/^\/tours\/[a-z0-9-]+$/);
    // The inactive tour is never listed.
    expect(html).not.toContain("selous-fly-camping-walking-safari");
    // The default card design (seeded "Classic tour card") styles the cards.
    expect(html).toContain('data-layout="vertical"');
    expect(html).toContain("--card-radius:1rem");
    // A plain GET form: the filters work without JavaScript.
    const form = /<form id="tour-filters"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/tours"');
  });

  it("filters by category, with a landing-page title that is indexed", async () => {
    const { status, html } = await page("/tours?category=kilimanjaro");
    expect(status).toBe(200);
    headCheck(html);
    expect(html).toMatch(/<title>Kilimanjaro tours \| Kilele Safaris<\/title>/);
    expect(noindex(html)).toBe(false);
    const list = cards(html);
    expect(list).toHaveLength(7);
    for (const card of list) expect(card.href).toMatch(/^\/tours\/kilimanjaro-/);
  });

  it("filters by destination, including the parks of a country", async () => {
    const zanzibar = cards((await page("/tours?destination=zanzibar")).html);
    expect(zanzibar.length).toBeGreaterThanOrEqual(2);
    for (const card of zanzibar) expect(card.href).toMatch(/zanzibar/);
    const { html } = await page("/tours?destination=zanzibar");
    expect(html).toContain(">Tours in Zanzibar</h1>");

    const all = (await page("/tours")).html;
    const tanzania = (await page("/tours?destination=tanzania")).html;
    const count = (html: string) => Number(/id="results-title"[^>]*>(\d+) tours?/.exec(html)?.[1]);
    expect(count(tanzania)).toBeGreaterThan(count((await page("/tours?destination=serengeti")).html));
    expect(count(tanzania)).toBeLessThan(count(all));
  });

  it("filters by duration, price and group size, and keeps those lists out of the index", async () => {
    const short = await page("/tours?duration=1-3");
    expect(noindex(short.html)).toBe(true);
    const shortCards = cards(short.html);
    expect(shortCards.length).toBeGreaterThan(0);
    for (const card of shortCards) expect(card.days).toBeLessThanOrEqual(3);

    const cheap = cards((await page("/tours?maxPrice=1000&cur=USD")).html);
    expect(cheap.length).toBeGreaterThan(0);
    for (const card of cheap) expect(amount(card.price)).toBeLessThanOrEqual(1000);

    const big = cards((await page("/tours?group=9")).html);
    expect(big.length).toBeGreaterThan(0);
    for (const card of big) expect(card.group).toBeGreaterThanOrEqual(9);
  });

  it("sorts by price, duration and rating", async () => {
    const prices = (path: string) => page(path).then(({ html }) => cards(html).map((c) => amount(c.price)));
    const ascending = await prices("/tours?sort=price-asc");
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices("/tours?sort=price-desc");
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);

    const days = cards((await page("/tours?sort=duration-desc")).html).map((c) => c.days);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const popular = cards((await page("/tours")).html).map((c) => c.href);
    const rated = cards((await page("/tours?sort=rating")).html).map((c) => c.href);
    expect(rated).not.toEqual(popular);
  });

  it("answers 200 (never 500) to values that make no sense, and ignores them", async () => {
    const all = cards((await page("/tours")).html).map((c) => c.href);
    for (const query of [
      "category=spaceflight&duration=abc&minPrice=-1&maxPrice=lots&group=999&sort=random&page=abc",
      "destination=..%2F..%2Fetc&cur=XYZ",
      "destination=no-such-place",
      "page=0&minPrice=%00",
      `category=${"x".repeat(5000)}`,
    ]) {
      const { status, html } = await page(`/tours?${query}`);
      expect(status, query).toBe(200);
      expect(
        cards(html).map((c) => c.href),
        query,
      ).toEqual(all);
      expect(noindex(html), query).toBe(true);
    }
  });

  it("paginates, with the last page for a page past the end", async () => {
    const first = await page("/tours");
    expect(first.html).toMatch(/<a[^>]+href="\/tours\?page=2"/);
    const second = await page("/tours?page=2");
    expect(second.status).toBe(200);
    expect(second.html).toMatch(
      /<title>Safari tours and Kilimanjaro climbs – page 2 \| Kilele Safaris<\/title>/,
    );
    expect(noindex(second.html)).toBe(false);
    const firstHrefs = cards(first.html).map((c) => c.href);
    const secondHrefs = cards(second.html).map((c) => c.href);
    expect(secondHrefs.length).toBeGreaterThan(0);
    for (const href of secondHrefs) expect(firstHrefs).not.toContain(href);
    const past = await page("/tours?page=99");
    expect(past.status).toBe(200);
    expect(cards(past.html).length).toBeGreaterThan(0);
    expect(noindex(past.html)).toBe(true);
  });

  it("shows a friendly message and a reset link when nothing matches", async () => {
    const { status, html } = await page("/tours?category=beach&duration=10%2B&sort=rating");
    expect(status).toBe(200);
    expect(cards(html)).toHaveLength(0);
    expect(html).toContain('data-testid="tours-empty"');
    expect(html).toContain("No tours match these filters");
    // The reset link keeps the sort order and drops the filters.
    expect(html).toMatch(/<a[^>]+href="\/tours\?sort=rating"[^>]*>Clear all filters/);
  });

  it("shows euro prices with a EUR cookie and filters by a euro price range", async () => {
    const headers = { cookie: "currency=EUR" };
    const { html } = await page("/tours", { headers });
    const list = cards(html);
    for (const card of list) expect(card.price).toMatch(/^€\d{1,3}(,\d{3})*$/);
    const ranged = cards((await page("/tours?minPrice=2000&maxPrice=3000&cur=EUR", { headers })).html);
    expect(ranged.length).toBeGreaterThan(0);
    for (const card of ranged) {
      expect(card.price).toMatch(/^€/);
      expect(amount(card.price)).toBeGreaterThanOrEqual(2000);
      expect(amount(card.price)).toBeLessThanOrEqual(3000);
    }
    // The same numbers in dollars select other tours.
    const dollars = cards((await page("/tours?minPrice=2000&maxPrice=3000&cur=USD", { headers })).html);
    expect(dollars.map((c) => c.href)).not.toEqual(ranged.map((c) => c.href));
  });

  it("renders the list in German", async () => {
    const { html } = await page("/tours?lang=de");
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Finden Sie Ihr Tansania-Abenteuer");
    expect(html).toContain("Reisen filtern");
  });
});

describe("/tours/{tour}", () => {
  const slug = "northern-circuit-classic-safari";

  it("renders the tour page with its sections", async () => {
    const { status, html } = await page(`/tours/${slug}`);
    expect(status).toBe(200);
    headCheck(html);
    expect(html).toMatch(/<title>Northern Circuit Classic Safari \| Kilele Safaris<\/title>/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/tours/${slug}"`));
    expect(html).toContain('data-testid="tour-gallery"');
    expect(html).toContain('data-testid="itinerary"');
    expect(html).toContain("Day 7");
    expect(html).toContain('data-testid="price-table"');
    expect(html).toContain("Child (5–17)");
    expect(html).toContain("Infants up to 4 years travel free.");
    expect(html).toContain('data-testid="departures"');
    expect(html).toMatch(/data-availability="(available|limited|fully_booked|closed|on_request)"/);
    expect(html).toContain("Questions about this tour");
    expect(html).toContain("Elephant herds and baobabs in Tarangire");
    expect(html).toContain("What&#x27;s included");
    expect(html).toContain("You may also like");
    const tourId = /href="\/booking\?tour=(\d+)"/.exec(html)?.[1];
    expect(tourId).toMatch(/^\d+$/);
    expect(html).toContain(`href="/contact?tour=${tourId}"`);
    // The newsletter offer opens in a dialog (the modal variant of the form).
    expect(html).toContain("Get 5% off your first booking");
    expect(html).toMatch(/<dialog class="newsletter-dialog"/);
    // A departure's booking link names the departure, as /tour-availability does.
    expect(html).toMatch(new RegExp(`href="/booking\\?tour=${tourId}&amp;departure=\\d+"`));
    expect(html).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]+"/);
  });

  it("has the tour's own meta description", async () => {
    const { html } = await page(`/tours/${slug}`);
    expect(description(html)).toBe(
      "Seven days through Tarangire, Lake Manyara, the Serengeti and the Ngorongoro Crater: the safari that made Tanzania famous.",
    );
  });

  it("lists each day's places, overnight stay and meals in the itinerary", async () => {
    const { html } = await page(`/tours/${slug}`);
    const days = html
      .slice(html.indexOf('data-testid="itinerary"'))
      .split('<li class="itinerary__day">')
      .slice(1);
    expect(days).toHaveLength(7);
    const facts = (day: string) =>
      Object.fromEntries(
        [...day.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1], decode(m[2]!)]),
      );
    expect(days[0]).toContain("Arusha to Tarangire National Park");
    expect(facts(days[0]!)).toEqual({
      Places: "Arusha · Tarangire National Park",
      Overnight: "Silale Baobab Lodge",
      Meals: "Breakfast, Lunch, Dinner",
    });
    expect(facts(days[2]!)).toMatchObject({
      Places: "Ngorongoro Conservation Area · Naabi Hill Gate · Seronera",
      Overnight: "Seronera Acacia Tented Camp",
    });
  });

  it("lists what is not included, apart from what is", async () => {
    const { html } = await page(`/tours/${slug}`);
    const heading = html.indexOf(">Not included</h3>");
    expect(heading).toBeGreaterThan(0);
    const list =
      /<ul class="check-list check-list--no" lang="en">([\s\S]*?)<\/ul>/.exec(html.slice(heading))?.[1] ?? "";
    const items = [...list.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => decode(m[1]!));
    expect(items).toEqual([
      "International flights and visa fees",
      "Travel insurance",
      "Tips for guides and camp staff",
      "Alcoholic drinks and personal expenses",
      "Optional activities such as balloon flights",
    ]);
  });

  it("shows the price for each group size, falling as the group grows", async () => {
    const { html } = await page(`/tours/${slug}`);
    const table = html.slice(html.indexOf('data-testid="price-table"'), html.indexOf("</table>"));
    const rows = [
      ...table.matchAll(
        /<tr><th scope="row">([^<]+)<\/th><td><strong>([^<]+)<\/strong><\/td><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g,
      ),
    ].map((m) => m.slice(1));
    expect(rows).toContainEqual(["1 to 2 travellers", "$4,485", "$3,140", "Free"]);
    expect(rows).toContainEqual(["5 to 6 travellers", "$3,450", "$2,415", "Free"]);
    const adults = rows.map((row) => amount(row[1]!));
    expect(adults).toEqual([...adults].sort((a, b) => b - a));
  });

  it("quotes the tour's reviews in the reviews section", async () => {
    const { html } = await page(`/tours/${slug}`);
    const reviews = section(html, "reviews");
    expect(reviews).toContain("Rated 4.9 out of 5 by 214 travellers");
    const quotes = [...reviews.matchAll(/<blockquote class="tour-review__text"><p>([^<]+)<\/p>/g)].map((m) =>
      decode(m[1]!),
    );
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes[0]).toMatch(/^Our guide Baraka found us a leopard on our very first morning/);
    expect(reviews).toContain('<span class="tour-review__name">Katharina Vogel</span>');
  });

  it("describes the tour as TouristTrip JSON-LD with offers and aggregateRating", async () => {
    const { html } = await page(`/tours/${slug}`);
    const trip = jsonLd(html).find((item) => item["@type"] === "TouristTrip");
    expect(trip).toBeDefined();
    expect(trip).toMatchObject({ name: "Northern Circuit Classic Safari" });
    expect(trip?.url).toMatch(new RegExp(`/tours/${slug}$`));
    expect(trip?.offers).toMatchObject({ "@type": "Offer", price: "3450.00", priceCurrency: "USD" });
    const offers = trip?.offers as { availability?: string } | undefined;
    expect(offers?.availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|LimitedAvailability|PreOrder|SoldOut)$/,
    );
    expect(trip?.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      ratingValue: 4.9,
      reviewCount: 214,
    });
    expect(jsonLd(html).some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("redirects an id permanently to the slug, keeping the query", async () => {
    const { html } = await page(`/tours/${slug}`);
    const tourId = /href="\/booking\?tour=(\d+)"/.exec(html)?.[1];
    const byId = await get(`/tours/${tourId}?lang=de`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/tours/${slug}?lang=de`);
    const upper = await get(`/tours/${slug.toUpperCase()}`);
    expect(upper.status).toBe(301);
    expect(upper.headers.get("location")).toBe(`/tours/${slug}`);
  });

  it("answers 404 for unknown, odd and inactive tours", async () => {
    for (const path of [
      "/tours/no-such-safari",
      "/tours/999999",
      "/tours/%20",
      "/tours/..%2Fetc",
      "/tours/selous-fly-camping-walking-safari",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
  });

  it("shows euro prices with a EUR cookie", async () => {
    const { html } = await page(`/tours/${slug}`, { headers: { cookie: "currency=EUR" } });
    const from = /data-testid="tour-from-price">([^<]+)</.exec(html)?.[1];
    expect(from).toBe("€3,174");
    // The structured data stays in US dollars.
    const trip = jsonLd(html).find((item) => item["@type"] === "TouristTrip");
    expect(trip?.offers).toMatchObject({ priceCurrency: "USD", price: "3450.00" });
  });

  it("renders in German with ?lang=de", async () => {
    const { status, html } = await page(`/tours/${slug}?lang=de`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Tag 1");
    expect(html).toContain("Nächste Termine");
    expect(html).toContain("Jetzt buchen");
  });

  it("shows the altitude of each camp on a climb", async () => {
    const { status, html } = await page("/tours/kilimanjaro-machame-route-7-days");
    expect(status).toBe(200);
    expect(html).toMatch(/class="itinerary__altitude">[\d,]+ m</);
    expect(html).toContain("Highest point");
  });
});

describe("the tour card design", () => {
  let designed: RunningServer;
  let database: Awaited<ReturnType<typeof prepareSeededDatabase<void>>>;

  beforeAll(async () => {
    // Beside the seeded active default ("Classic tour card", vertical, 1rem corners):
    // an active design that is not the default but comes first by display_order,
    // and a default that is no longer active.
    database = await prepareSeededDatabase(async (db) => {
      await db.insert(cardDesigns).values([
        {
          name: "Earlier, not the default",
          designType: "tour_card",
          isActive: true,
          isDefault: false,
          displayOrder: -10,
          layoutType: "horizontal",
          styles: { borderRadius: "3rem" },
        },
        {
          name: "Retired default",
          designType: "tour_card",
          isActive: false,
          isDefault: true,
          displayOrder: -20,
          layoutType: "horizontal",
          styles: { borderRadius: "7rem" },
        },
      ]);
    });
    designed = await startServer(database.env);
  }, 120_000);

  afterAll(async () => {
    await designed?.stop();
    await database?.cleanup();
  });

  it("styles the cards with the active default, not an earlier or an inactive design", async () => {
    const html = await (await fetch(`${designed.url}/tours`)).text();
    const articles = html.split('<article class="tour-card"').slice(1);
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const tag = article.slice(0, article.indexOf(">"));
      expect(tag).toContain('data-layout="vertical"');
      expect(tag).toContain("--card-radius:1rem");
    }
    expect(html).not.toContain('data-layout="horizontal"');
    expect(html).not.toContain("--card-radius:3rem");
    expect(html).not.toContain("--card-radius:7rem");
  });
});
