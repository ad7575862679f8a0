import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { ACCOMMODATIONS } from "#app/db/seed/accommodations";
import { DESTINATIONS } from "#app/db/seed/destinations";
import { EXPERIENCES } from "#app/db/seed/experiences";
import { TOURS } from "#app/db/seed/tours";
import { createAccommodation, createHiddenPlaces } from "#tests/factories";
import { decode, jsonLd, okPage, withoutScripts } from "#tests/html";
import { setUpSeededServer } from "#tests/seeded-server";

// The demo content plus what the public must never see: hidden destinations,
// experiences and accommodations, and a visible park under a hidden country.
async function addHiddenContent(db: Database) {
  const { tanzania } = await createHiddenPlaces(db);
  // No times and no position: the defaults and the "not on our map" note.
  await createAccommodation(db, {
    slug: "default-times-camp",
    name: "Default Times Camp",
    accommodationType: "camp",
    destinationId: tanzania.id,
    isActive: true,
  });
}

const site = setUpSeededServer(addHiddenContent);
const { get } = site;

const page = okPage(get);

/** Titles of the cards of one kind on a page, in order. */
function cardTitles(html: string, testId: string): string[] {
  const articles = html.split(`data-testid="${testId}"`).slice(1);
  return articles.map((chunk) => decode(/class="place-card__link"[^>]*>([^<]+)</.exec(chunk)?.[1] ?? ""));
}

const LIST_AND_DETAIL_PAGES: Array<[string, RegExp]> = [
  ["/destinations", /^Safari destinations in Tanzania and East Africa$/],
  ["/destinations/tanzania", /^Tanzania: safaris, wildlife and the best time to visit$/],
  ["/destinations/tanzania/serengeti", /^Serengeti National Park: /],
  ["/destinations/kenya/maasai-mara", /^Maasai Mara/],
  ["/experiences", /^Safari experiences and activities in Tanzania$/],
  ["/experiences?category=cultural", /^Cultural experiences in Tanzania$/],
  ["/experiences/game-drives", /^Game Drives: /],
  ["/experiences/game-drives/night-game-drive", /^Night Game Drive: /],
  ["/experiences/serengeti-balloon-safari", /^Serengeti Hot-Air Balloon Safari: /],
  ["/accommodations", /^Safari lodges, camps and hotels in Tanzania$/],
  ["/accommodations?type=camp&location=serengeti", /^Tented camp accommodations in Serengeti National Park$/],
  ["/accommodations/crater-rim-highland-lodge", /^Crater Rim Highland Lodge: Lodge, rates and location$/],
];

describe("every page of the area", () => {
  it.each(LIST_AND_DETAIL_PAGES)(
    "%s answers 200 with one H1, its title, canonical and hreflang",
    async (p, title) => {
      const html = await page(p);
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      const pageTitle = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      expect(pageTitle).toMatch(/ \| Kilele Safaris$/);
      expect(pageTitle.replace(/ \| Kilele Safaris$/, "")).toMatch(title);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const pathOnly = p.split("?")[0]!;
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(new URL(decode(canonical)).pathname).toBe(pathOnly);
      for (const lang of ["en", "de", "fr", "es", "zh-CN", "x-default"]) {
        expect(html).toMatch(
          new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]*${pathOnly}`, "i"),
        );
      }
      // Breadcrumbs, visible and as BreadcrumbList.
      expect(jsonLd(html).some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    },
  );

  it("serves German pages in German", async () => {
    const html = await page("/destinations/tanzania/serengeti?lang=de");
    expect(html).toContain("Beste Reisezeit");
    // The park has a German translation (decision 089): its German name is the title.
    expect(html).toContain("<title>Serengeti-Nationalpark: Safaris, Tierwelt und beste Reisezeit | Kilele");
    const stays = await page("/accommodations?lang=de");
    expect(stays).toContain("Unterkunft finden");
  });
});

describe("nesting", () => {
  it("answers 301 from a child's own slug to its nested URL, keeping the query", async () => {
    const response = await get("/destinations/serengeti?lang=fr");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, site.server.url).pathname).toBe(
      "/destinations/tanzania/serengeti",
    );
    expect(response.headers.get("location")).toContain("lang=fr");
    const experience = await get("/experiences/night-game-drive");
    expect(experience.status).toBe(301);
    expect(experience.headers.get("location")).toMatch(/\/experiences\/game-drives\/night-game-drive$/);
  });

  it("answers 404 for a child under the wrong parent, or a top-level item nested", async () => {
    for (const p of [
      "/destinations/kenya/serengeti",
      "/destinations/serengeti/tanzania",
      "/destinations/kenya/tanzania",
      "/experiences/cultural-encounters/night-game-drive",
      "/experiences/night-game-drive/game-drives",
    ]) {
      const response = await get(p);
      expect(response.status, p).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });

  it("answers 404 for unknown and malformed slugs, never 500", async () => {
    for (const p of [
      "/destinations/nowhere",
      "/destinations/tanzania/nowhere",
      "/destinations/Not%20A%20Slug",
      "/destinations/%E2%80%A8",
      "/experiences/nothing",
      "/experiences/game-drives/nothing",
      "/accommodations/nothing",
      "/accommodations/UPPER",
      `/accommodations/${"a".repeat(300)}`,
    ]) {
      expect((await get(p)).status, p).toBe(404);
    }
  });

  it("hides inactive content, and what sits under a hidden parent", async () => {
    for (const p of [
      "/destinations/atlantis",
      "/destinations/hidden-park",
      "/destinations/tanzania/hidden-park",
      "/destinations/orphan-park",
      "/destinations/atlantis/orphan-park",
      "/experiences/secret-dive",
      "/experiences/orphan-dive",
      "/experiences/secret-dive/orphan-dive",
      "/accommodations/closed-lodge",
    ]) {
      expect((await get(p)).status, p).toBe(404);
    }
    const lists = [await page("/destinations"), await page("/experiences"), await page("/accommodations")];
    for (const html of lists) {
      for (const hidden of [
        "Atlantis",
        "Hidden Park",
        "Orphan Park",
        "Secret Dive",
        "Orphan Dive",
        "Closed Lodge",
      ]) {
        expect(html).not.toContain(hidden);
      }
    }
  });
});

describe("destinations", () => {
  it("lists the countries with their parks and areas, linked by nested URL", async () => {
    const html = await page("/destinations");
    const countries = DESTINATIONS.filter((d) => !d.parent);
    expect(html.match(/data-testid="country-block"/g)).toHaveLength(countries.length);
    for (const park of DESTINATIONS.filter((d) => d.parent)) {
      expect(html).toContain(`href="/destinations/${park.parent}/${park.slug}"`);
    }
  });

  it("shows a park's description, highlights, month view, wildlife, tours and stays", async () => {
    const html = decode(await page("/destinations/tanzania/serengeti"));
    const serengeti = DESTINATIONS.find((d) => d.slug === "serengeti")!;
    expect(html).toContain(serengeti.highlights![0]!);
    expect(html).toContain(serengeti.wildlife![0]!);
    expect(html.match(/data-best="true"/g)).toHaveLength(serengeti.bestMonths!.length);
    expect(html.match(/data-best="false"/g)).toHaveLength(12 - serengeti.bestMonths!.length);
    expect(html).toContain("Best months: Jan – Feb, Jun – Oct");
    const expectedTours = TOURS.filter((t) => t.isActive !== false && t.destinations.includes("serengeti"));
    expect(expectedTours.length).toBeGreaterThan(0);
    for (const tour of expectedTours.slice(0, 6)) expect(html).toContain(`href="/tours/${tour.slug}"`);
    const stays = cardTitles(html, "accommodation-card");
    expect(stays.sort()).toEqual(
      ACCOMMODATIONS.filter((a) => a.destination === "serengeti")
        .map((a) => a.name)
        .sort(),
    );
  });

  it("shows a country's parks and the tours of its parks", async () => {
    const html = await page("/destinations/tanzania");
    expect(cardTitles(html, "destination-card")).toContain("Serengeti National Park");
    expect(html).toContain('href="/destinations/tanzania/ngorongoro-crater"');
    expect(html).toContain('class="tour-card"');
    // Tanzania's parks have more tours than the page shows: a link to all of them, filtered.
    expect(html).toContain('href="/tours?destination=tanzania"');
    expect(withoutScripts(html)).not.toContain("No tours visit this destination yet");
  });
});

describe("experiences", () => {
  it("groups every experience by category", async () => {
    const html = decode(await page("/experiences"));
    const categories = [...new Set(EXPERIENCES.map((e) => e.category))];
    expect(html.match(/data-testid="experience-group"/g)).toHaveLength(categories.length);
    expect(cardTitles(html, "experience-card").sort()).toEqual(EXPERIENCES.map((e) => e.title).sort());
  });

  it("filters by category from the URL and ignores an unknown one", async () => {
    const wellness = decode(await page("/experiences?category=wellness"));
    expect(cardTitles(wellness, "experience-card").sort()).toEqual(
      EXPERIENCES.filter((e) => e.category === "wellness")
        .map((e) => e.title)
        .sort(),
    );
    const current = (wellness.match(/<a [^>]*>/g) ?? []).filter(
      (tag) => tag.includes('class="chip"') && tag.includes('aria-current="page"'),
    );
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/experiences?category=wellness"');
    const unknown = decode(await page("/experiences?category=%3Cscript%3E"));
    expect(cardTitles(unknown, "experience-card")).toHaveLength(EXPERIENCES.length);
  });

  it("shows a parent's nested experiences and links them by nested URL", async () => {
    const html = await page("/experiences/game-drives");
    expect(html).toContain('href="/experiences/game-drives/night-game-drive"');
    expect(html).toContain('href="/experiences/game-drives/rufiji-boat-safari"');
  });
});

describe("accommodations", () => {
  const names = (filter: (a: (typeof ACCOMMODATIONS)[number]) => boolean) =>
    ACCOMMODATIONS.filter(filter)
      .map((a) => a.name)
      .sort();
  const allNames = [...names(() => true), "Default Times Camp"].sort();

  it("lists every active accommodation without filters", async () => {
    const html = decode(await page("/accommodations"));
    expect(cardTitles(html, "accommodation-card").sort()).toEqual(allNames);
    expect(html).toContain(`${allNames.length} places to stay`);
  });

  it("filters by type and by location (a country includes its parks)", async () => {
    const camps = decode(await page("/accommodations?type=camp"));
    expect(cardTitles(camps, "accommodation-card").sort()).toEqual(
      [...names((a) => a.accommodationType === "camp"), "Default Times Camp"].sort(),
    );
    expect(camps).toMatch(/<option value="camp" selected="">/);

    const zanzibar = decode(await page("/accommodations?location=zanzibar"));
    expect(cardTitles(zanzibar, "accommodation-card").sort()).toEqual(
      names((a) => a.destination === "zanzibar"),
    );

    const tanzania = decode(await page("/accommodations?location=tanzania"));
    const titles = cardTitles(tanzania, "accommodation-card");
    expect(titles).toContain("Seronera Acacia Tented Camp");
    expect(titles).not.toContain("Virunga Foothill Lodge");

    const both = decode(await page("/accommodations?type=camp&location=serengeti"));
    expect(cardTitles(both, "accommodation-card").sort()).toEqual(
      names((a) => a.accommodationType === "camp" && a.destination === "serengeti"),
    );

    const none = decode(await page("/accommodations?type=villa&location=serengeti"));
    expect(cardTitles(none, "accommodation-card")).toEqual([]);
    expect(none).toContain("No accommodations match these filters");
  });

  it("ignores filter values that cannot be right", async () => {
    for (const query of ["?type=castle", "?location=..%2Fetc", "?location=atlantis", "?type[]=x&location="]) {
      const html = decode(await page(`/accommodations${query}`));
      expect(cardTitles(html, "accommodation-card"), query).toHaveLength(allNames.length);
    }
  });

  it("shows amenities, times, ratings and an offline map with a marker", async () => {
    const html = decode(await page("/accommodations/crater-rim-highland-lodge"));
    const lodge = ACCOMMODATIONS.find((a) => a.slug === "crater-rim-highland-lodge")!;
    for (const amenity of lodge.amenities!) expect(html).toContain(amenity);
    expect(html).toMatch(/data-testid="check-in">14:00</);
    expect(html).toMatch(/data-testid="check-out">11:00</);
    expect(html).toContain("356 reviews");
    expect(html).toMatch(/<svg class="region-map"[^>]*role="img"/);
    expect(html.match(/data-testid="map-marker"/g)).toHaveLength(1);
    // Works offline: no map tiles or scripts from elsewhere.
    expect(html).not.toMatch(/<(img|script|iframe)[^>]+src="https?:\/\/(?!127\.0\.0\.1|localhost)/);
    expect(html).toContain(
      "https://www.openstreetmap.org/?mlat=-3.1950&amp;mlon=35.5370".replace("&amp;", "&"),
    );
  });

  it("says when a property has no position, and uses the default times", async () => {
    const html = decode(await page("/accommodations/default-times-camp"));
    expect(html).not.toContain('data-testid="map-marker"');
    expect(html).toContain("not on our map yet");
    expect(html).toMatch(/data-testid="check-in">14:00</);
    expect(html).toMatch(/data-testid="check-out">11:00</);
  });
});

describe("LodgingBusiness JSON-LD", () => {
  async function lodging(slug: string) {
    const html = await page(`/accommodations/${slug}`);
    const data = jsonLd(html).find((d) => d["@type"] === "LodgingBusiness");
    expect(data, slug).toBeDefined();
    return data as Record<string, unknown>;
  }

  it("has check-in and check-out, star rating, aggregate rating, address and geo", async () => {
    const data = await lodging("crater-rim-highland-lodge");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      name: "Crater Rim Highland Lodge",
      checkinTime: "14:00",
      checkoutTime: "11:00",
      starRating: { "@type": "Rating", ratingValue: 5 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 356 },
      address: { "@type": "PostalAddress", addressCountry: "TZ" },
      geo: { "@type": "GeoCoordinates", latitude: -3.195, longitude: 35.537 },
    });
    expect(data.url).toMatch(/\/accommodations\/crater-rim-highland-lodge$/);
    expect(data.image).toMatch(/^https?:\/\/.+\.jpg$/);
  });

  it("keeps a property's own times", async () => {
    const data = await lodging("kogatende-river-camp");
    expect(data.checkinTime).toBe("12:00");
    expect(data.checkoutTime).toBe("10:00");
  });

  it("falls back to 14:00 and 11:00 and leaves out what is unknown", async () => {
    const data = await lodging("default-times-camp");
    expect(data.checkinTime).toBe("14:00");
    expect(data.checkoutTime).toBe("11:00");
    expect(data).not.toHaveProperty("geo");
    expect(data).not.toHaveProperty("aggregateRating");
  });
});
