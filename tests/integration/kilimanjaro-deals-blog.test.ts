import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { blogPosts, promotionalBanners, tours } from "#app/db/schema/index";
import { officeToday } from "#app/domain/dates";
import { createTour } from "#tests/factories";
import { setUpSeededServer } from "#tests/seeded-server";

// The server gets a database seeded with the demo content plus rows that only
// tests need: a post with a script in its body, a scheduled post, posts for a
// third page, deals outside their window or switched off, a hidden climb.

const DAY = 86_400_000;
const today = officeToday();
const dayOffset = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const ids = { machame: 0, lemosho: 0, lemoshoBanner: 0 };

async function addFixtures(db: Database) {
  const [machame] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.slug, "kilimanjaro-machame-route-7-days"));
  const [lemosho] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.slug, "kilimanjaro-lemosho-route-8-days"));
  const [lemoshoBanner] = await db
    .select({ id: promotionalBanners.id })
    .from(promotionalBanners)
    .where(and(eq(promotionalBanners.tourId, lemosho!.id), eq(promotionalBanners.isActive, true)));
  Object.assign(ids, { machame: machame!.id, lemosho: lemosho!.id, lemoshoBanner: lemoshoBanner!.id });

  await createTour(db, {
    slug: "kilimanjaro-western-breach-9-days",
    title: "Kilimanjaro Western Breach (retired)",
    category: "kilimanjaro",
    isActive: false,
    priceFrom: 300_000,
    durationDays: 9,
  });

  const hour = 3_600_000;
  await db.insert(blogPosts).values([
    {
      slug: "script-in-body",
      title: "A post with a script in its body",
      excerpt: "Checks that the body is sanitised.",
      content:
        'Hello from the bush.\n\n<script>window.__pwned = 1</script>\n\n<img src="/x.png" onerror="alert(1)">\n\n[click me](javascript:alert(2))\n',
      category: "Field Notes",
      tags: ["kilimanjaro"],
      authorName: "Test Author",
      isPublished: true,
      publishedAt: new Date(Date.now() - 2 * hour),
    },
    {
      slug: "scheduled-for-tomorrow",
      title: "Scheduled",
      content: "Not yet.",
      category: "Field Notes",
      authorName: "Test Author",
      isPublished: true,
      publishedAt: new Date(Date.now() + 24 * hour),
    },
    ...Array.from({ length: 6 }, (_, i) => ({
      slug: `field-note-${i + 1}`,
      title: `Field note ${i + 1}`,
      excerpt: "A short note from the field.",
      content: "Words ".repeat(450),
      category: "Field Notes",
      tags: ["notes"],
      authorName: "Test Author",
      isPublished: true,
      publishedAt: new Date(Date.now() - (200 + i) * DAY),
    })),
  ]);

  await db.insert(promotionalBanners).values([
    {
      title: "Expired Deal XYZ",
      discountPercent: 30,
      tourPrice: 100_000,
      validFrom: dayOffset(-30),
      validUntil: dayOffset(-1),
    },
    {
      title: "Future Deal XYZ",
      discountPercent: 30,
      tourPrice: 100_000,
      validFrom: dayOffset(1),
      validUntil: dayOffset(30),
    },
    {
      title: "Inactive Deal XYZ",
      discountPercent: 30,
      tourPrice: 100_000,
      validFrom: dayOffset(-1),
      validUntil: dayOffset(10),
      isActive: false,
    },
    {
      title: "Last Day Deal XYZ",
      discountPercent: 25,
      tourPrice: 100_000,
      validFrom: dayOffset(-3),
      validUntil: today,
      displayOrder: 99,
    },
  ]);
}

const { get } = setUpSeededServer(addFixtures);

async function page(path: string, init?: RequestInit) {
  const response = await get(path, init);
  return { status: response.status, html: await response.text() };
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Text of the page without tags, entities decoded enough for assertions. */
function text(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

describe("every page of the area", () => {
  const pages = [
    ["/kilimanjaro", "Climb Mount Kilimanjaro"],
    ["/kilimanjaro/kilimanjaro-machame-route-7-days", "Kilimanjaro Machame Route, 7 Days"],
    ["/deals", "Current deals"],
    ["/blog", "Stories and advice from the bush"],
    ["/blog?category=kilimanjaro", "Articles: Kilimanjaro"],
    ["/blog?page=2", "Stories and advice from the bush"],
    ["/blog/choosing-your-kilimanjaro-route", "Machame, Lemosho or Marangu? Choosing Your Kilimanjaro Route"],
  ] as const;

  it.each(pages)("%s answers 200 with one H1, its title, canonical and hreflang links", async (url, h1) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    const headings = html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];
    expect(headings).toHaveLength(1);
    expect(text(headings[0]!).trim()).toBe(h1);
    expect(html).toMatch(/<title>[^<|]+ \| Kilele Safaris<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBeDefined();
    expect(new URL(canonical!.replace(/&amp;/g, "&")).pathname).toBe(url.split("?")[0]);
    for (const lang of ["en", "de", "fr", "es", "zh-CN", "x-default"]) {
      expect(html).toContain(`hrefLang="${lang}"`);
    }
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    const crumbs = jsonLd(html).find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs).toBeDefined();
  });

  it("gives each page its own title", async () => {
    const titles = await Promise.all(
      pages.map(async ([url]) => /<title>([^<]+)<\/title>/.exec((await page(url)).html)?.[1]),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("answers 404 with the not-found page for unknown, hidden and malformed addresses", async () => {
    for (const url of [
      "/kilimanjaro/no-such-route",
      "/kilimanjaro/kilimanjaro-western-breach-9-days", // inactive
      "/kilimanjaro/serengeti-great-migration-safari", // not a Kilimanjaro tour
      "/kilimanjaro/mount-meru-climb-4-days", // a climb, but not Kilimanjaro
      "/kilimanjaro/Bad_Slug!",
      "/blog/no-such-post",
      "/blog/gorilla-trekking-uganda-or-rwanda", // draft
      "/blog/scheduled-for-tomorrow", // published in the future
      "/blog?category=no-such-category",
      "/blog?page=99",
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain("Page not found");
    }
  });

  it("never fails on odd query input", async () => {
    for (const url of [
      "/blog?page=abc",
      "/blog?page=-3",
      "/blog?page=1e9",
      "/blog?category=",
      "/deals?x=%00",
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
  });
});

describe("/kilimanjaro", () => {
  it("compares every active Kilimanjaro route with days, distance, success, difficulty, scenery, crowds, price", async () => {
    const { html } = await page("/kilimanjaro");
    const table = /<table class="data-table route-table__table">[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const rows = table.match(/<tr[\s>][\s\S]*?<\/tr>/g) ?? [];
    // A header row and the seven active Kilimanjaro routes of the demo content.
    expect(rows).toHaveLength(8);
    expect(text(rows[0]!)).toMatch(
      /Route.*Days.*Distance.*Summit success.*Difficulty.*Scenery.*Crowds.*Price from/,
    );
    const machame = text(rows.find((r) => r.includes("/kilimanjaro/kilimanjaro-machame-route-7-days"))!);
    expect(machame).toMatch(
      /Kilimanjaro Machame Route, 7 Days\s+7\s+62 km\s+89%\s+Challenging\s+.*Outstanding\s+Busy\s+\$2,390/,
    );
    expect(table).not.toContain("Western Breach");
    expect(table).not.toContain("Mount Meru");
    expect(html).toContain('aria-labelledby="route-table-caption"');
    expect(html).toContain("5,895 m");
  });

  it("has best time, packing list and the Kilimanjaro FAQs", async () => {
    const body = text((await page("/kilimanjaro")).html);
    expect(body).toContain("Best time to climb");
    expect(body).toContain("January: a good month to climb");
    expect(body).toContain("April: rainy season");
    expect(body).toContain("Packing list");
    expect(body).toContain("Sleeping bag rated to −10 °C");
    expect(body).toContain("How do you deal with altitude sickness?");
  });

  it("speaks German with German numbers", async () => {
    const { html } = await page("/kilimanjaro?lang=de");
    expect(html).toContain('<html lang="de"');
    expect(text(html)).toContain("Den Kilimandscharo besteigen");
    expect(text(html)).toContain("5.895 m");
  });
});

describe("/kilimanjaro/:slug", () => {
  it("gives each of the 7 route pages a title and meta description of its own, not its tour page's", async () => {
    const description = (html: string) =>
      /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const { html: overview } = await page("/kilimanjaro");
    const slugs = [
      ...new Set([...overview.matchAll(/href="\/kilimanjaro\/([a-z0-9-]+)"/g)].map((m) => m[1]!)),
    ];
    expect(slugs).toHaveLength(7);
    const title = (html: string) =>
      (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
    const seen = new Set<string>();
    const titles = new Set<string>();
    for (const slug of slugs) {
      const route = await page(`/kilimanjaro/${slug}`);
      const tour = await page(`/tours/${slug}`);
      expect(route.status, slug).toBe(200);
      expect(tour.status, slug).toBe(200);
      const own = description(route.html);
      expect(own.length, slug).toBeGreaterThan(40);
      expect(own, slug).not.toBe(description(tour.html));
      // The titles differ too: two pages of one climb must not share a title.
      const routeTitle = title(route.html);
      const tourTitle = title(tour.html);
      expect(routeTitle, slug).toMatch(/ \| Kilele Safaris$/);
      expect(tourTitle, slug).toMatch(/ \| Kilele Safaris$/);
      expect(routeTitle, slug).not.toBe(tourTitle);
      titles.add(routeTitle);
      expect(own, slug).toContain("Uhuru Peak");
      seen.add(own);
    }
    expect(seen.size).toBe(7);
    expect(titles.size).toBe(7);
    const german = description((await page(`/kilimanjaro/${slugs[0]}?lang=de`)).html);
    expect(german).toContain("Höhenprofil Tag für Tag");
  });

  it("draws the altitude profile as accessible SVG, with the same data as a table", async () => {
    const { html } = await page("/kilimanjaro/kilimanjaro-machame-route-7-days");
    const svg = /<svg class="altitude__chart"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-labelledby="altitude-title altitude-desc"');
    expect(svg).toMatch(
      /<title id="altitude-title">Altitude profile: Kilimanjaro Machame Route, 7 Days<\/title>/,
    );
    expect(text(/<desc[\s\S]*?<\/desc>/.exec(svg)![0])).toContain("highest point of 5,895 m on day 6");
    expect(svg.match(/<circle/g)).toHaveLength(7);
    const days = /<table class="data-table days-table">[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    expect(days.match(/<tr[\s>]/g)).toHaveLength(8);
    expect(text(days)).toMatch(
      /Day 6\s+Summit day: Uhuru Peak and down to Mweka\s+Mweka Camp \(3,068 m\)\s+5,895 m/,
    );
  });

  it("books the tour and links to the full tour page", async () => {
    const { html } = await page("/kilimanjaro/kilimanjaro-machame-route-7-days");
    expect(html).toContain(`href="/booking?tour=${ids.machame}"`);
    expect(html).toContain('href="/tours/kilimanjaro-machame-route-7-days"');
    const body = text(html);
    expect(body).toContain("Best time to climb");
    expect(body).toContain("Packing list");
    // The tour's own questions first, then the general ones.
    expect(body.indexOf("Is the Barranco Wall dangerous?")).toBeLessThan(
      body.indexOf("How do you deal with altitude sickness?"),
    );
    expect(body).toContain("From $2,390 per person");
  });
});

describe("/deals", () => {
  it("lists deals in their window with validity, regular and discounted price computed on the server", async () => {
    const { html } = await page("/deals");
    const deals = html.match(/<article class="deal-card"[\s\S]*?<\/article>/g) ?? [];
    const titles = deals.map((d) => text(/<h2[\s\S]*?<\/h2>/.exec(d)![0]).trim());
    expect(titles).toEqual([
      "Climb Kilimanjaro: 10% off Lemosho",
      "Family Safari: kids travel half price",
      "Green season in Zanzibar",
      "Last Day Deal XYZ",
    ]);
    const lemosho = deals[0]!;
    expect(lemosho).toContain(
      `href="/booking?tour=${ids.lemosho}&amp;source=promo&amp;banner=${ids.lemoshoBanner}"`,
    );
    expect(lemosho).toMatch(/data-testid="deal-original-price">\$2,790</);
    expect(lemosho).toMatch(/data-testid="deal-price">\$2,511</);
    expect(lemosho).toContain(`dateTime="${dayOffset(-7)}"`);
    expect(lemosho).toContain(`dateTime="${dayOffset(45)}"`);
    expect(text(lemosho)).toContain("45 days left");
  });

  it("hides deals before or after their window and switched-off ones; a deal without a tour goes to /tours", async () => {
    const { html } = await page("/deals");
    expect(html).not.toContain("Expired Deal XYZ");
    expect(html).not.toContain("Future Deal XYZ");
    expect(html).not.toContain("Inactive Deal XYZ");
    // The last day of a window still counts.
    const lastDay = (html.match(/<article class="deal-card"[\s\S]*?<\/article>/g) ?? []).find((d) =>
      d.includes("Last Day Deal XYZ"),
    )!;
    expect(text(lastDay)).toContain("Last day today");
    expect(lastDay).toMatch(/data-testid="deal-price">\$750</);
    expect(lastDay).toContain('href="/tours"');
    // Banners without a discount (the migration, the route advice) are not deals.
    expect(html).not.toContain("Witness the Great Migration");
  });

  it("shows prices in the chosen currency", async () => {
    const { html } = await page("/deals", { headers: { cookie: "currency=EUR" } });
    expect(html).toMatch(/data-testid="deal-price">€2,310</);
  });
});

describe("/blog", () => {
  it("pages through published posts, newest first, six a page", async () => {
    const first = await page("/blog");
    const cards = (html: string) =>
      [...html.matchAll(/class="post-card__link" href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
    expect(cards(first.html)).toHaveLength(6);
    expect(cards(first.html)[0]).toBe("script-in-body");
    expect(first.html).toContain('href="/blog?page=2"');
    const third = await page("/blog?page=3");
    expect(cards(third.html)).toEqual(["field-note-6"]);
    expect(third.html).toContain('rel="prev"');
    expect(third.html).not.toContain('rel="next"');
    const all = [...cards(first.html), ...cards((await page("/blog?page=2")).html), ...cards(third.html)];
    expect(new Set(all).size).toBe(13);
    expect(all).not.toContain("gorilla-trekking-uganda-or-rwanda");
    expect(all).not.toContain("scheduled-for-tomorrow");
  });

  it("filters by category in the URL, with the current category marked", async () => {
    const { html } = await page("/blog?category=kilimanjaro");
    const slugs = [...html.matchAll(/class="post-card__link" href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
    expect(slugs.sort()).toEqual(["choosing-your-kilimanjaro-route", "kilimanjaro-packing-list"]);
    const current = (html.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? []).filter((a) =>
      a.includes("blog-filter__link"),
    );
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/blog?category=kilimanjaro"');
    expect(html).toContain('href="/blog?category=field-notes"');
    const notes = await page("/blog?category=field-notes&page=2");
    expect(notes.status).toBe(200);
    expect(notes.html).toContain('href="/blog?category=field-notes"');
  });
});

describe("/blog/:slug", () => {
  it("has BlogPosting structured data with its fields and the organisation as publisher", async () => {
    const { html } = await page("/blog/choosing-your-kilimanjaro-route");
    type Posting = {
      headline: string;
      datePublished: string;
      dateModified: string;
      author: unknown;
      image: string[];
      publisher: { "@type": string; name: string; address: { addressLocality: string } };
      mainEntityOfPage: { "@id": string };
    };
    const posting = jsonLd(html).find((d) => d["@type"] === "BlogPosting") as Posting | undefined;
    if (!posting) throw new Error("no BlogPosting on the page");
    expect(posting.headline).toBe("Machame, Lemosho or Marangu? Choosing Your Kilimanjaro Route");
    expect(new Date(posting.datePublished).toISOString()).toBe(posting.datePublished);
    expect(Date.parse(posting.dateModified)).toBeGreaterThanOrEqual(Date.parse(posting.datePublished));
    expect(posting.author).toEqual({ "@type": "Person", name: "Emmanuel Kimaro" });
    expect(posting.image[0]).toMatch(/^https?:\/\/.+\.jpg$/);
    expect(posting.publisher["@type"]).toBe("TravelAgency");
    expect(posting.publisher.name).toBe("Kilele Safaris");
    expect(posting.publisher.address.addressLocality).toBe("Arusha");
    expect(posting.mainEntityOfPage["@id"]).toMatch(/\/blog\/choosing-your-kilimanjaro-route$/);
  });

  it("renders the Markdown with reading time, author, date and related posts", async () => {
    const { html } = await page("/blog/choosing-your-kilimanjaro-route");
    expect(html).toMatch(/<div class="post__body prose" lang="en"><p>/);
    expect(html).toContain("<h2>");
    const body = text(html);
    expect(body).toMatch(/By Emmanuel Kimaro/);
    expect(html).toMatch(/data-testid="reading-time">\d+ min read</);
    expect(body).toMatch(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(body).toContain("Related articles");
    expect(html).toContain('href="/blog/kilimanjaro-packing-list"');
  });

  it("formats the date in the page language", async () => {
    const body = text((await page("/blog/choosing-your-kilimanjaro-route?lang=de")).html);
    expect(body).toMatch(/Veröffentlicht am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
    expect(body).toMatch(/\d+ Min\. Lesezeit/);
  });

  it("does not render a script, event handler or javascript: link from a post body", async () => {
    const { status, html } = await page("/blog/script-in-body");
    expect(status).toBe(200);
    expect(html).toContain("Hello from the bush.");
    expect(html).not.toContain("__pwned");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
    // The only scripts are ours (framework, structured data), all carrying the response's nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/nonce=|application\/ld\+json/);
  });
});
