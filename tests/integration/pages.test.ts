import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import {
  accommodations,
  blogPosts,
  destinations,
  experiences,
  faqs,
  teamMembers,
  testimonials,
  tours,
} from "#app/db/schema/index";
import { PUBLIC_PAGES } from "#app/domain/seo/public-pages";
import { createHiddenPlaces, createTour } from "#tests/factories";
import { decode, jsonLd, okPage, withoutScripts } from "#tests/html";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";
import { xmlErrors, xmlTexts } from "#tests/xml";

const SITE_URL = "https://www.kilele-safaris.example";
const DAY_MS = 86_400_000;

/**
 * What the public must never see, beside the seed's own inactive tour and
 * unpublished post: a hidden Kilimanjaro route, a post whose publication
 * date is still to come, hidden destinations and experiences (and a visible
 * child of a hidden parent), a closed lodge, and hidden testimonials, team
 * members and questions.
 */
async function addHiddenContent(db: Database) {
  await createTour(db, {
    slug: "kilimanjaro-secret-route",
    title: "Kilimanjaro Secret Route",
    category: "kilimanjaro",
    isActive: false,
  });
  await db.insert(blogPosts).values({
    slug: "post-from-the-future",
    title: "Post From The Future",
    content: "Not yet.",
    category: "News",
    authorName: "Tester",
    isPublished: true,
    publishedAt: new Date(Date.now() + 30 * DAY_MS),
  });
  await createHiddenPlaces(db);
  await db.insert(testimonials).values({
    clientName: "Hidden Reviewer",
    content: "This testimonial was withdrawn.",
    rating: 1,
    isActive: false,
  });
  await db.insert(teamMembers).values({ name: "Former Colleague", role: "Guide", isActive: false });
  await db
    .insert(faqs)
    .values({ question: "Is this question hidden?", answer: "Yes.", category: "booking", isActive: false });
}

type Expected = {
  /** Every URL path the sitemaps must list. */
  paths: Set<string>;
  faqCount: number;
  tourFaqQuestion: string;
  testimonialNames: string[];
  teamNames: string[];
  reviewCount: number;
  tourUpdatedAt: { path: string; iso: string };
  /** The sitemap's lastmod of pages dated by the newest row they show. */
  pageLastmod: Record<string, string>;
};

/** What the public may see, read straight from the tables (independently of the app's modules). */
async function expectedContent(db: Database): Promise<Expected> {
  const now = new Date();
  const paths = new Set(PUBLIC_PAGES.map((page) => page.path));
  const tourRows = await db.select().from(tours).where(eq(tours.isActive, true));
  for (const tour of tourRows) {
    paths.add(`/tours/${tour.slug ?? tour.id}`);
    if (tour.category === "kilimanjaro") paths.add(`/kilimanjaro/${tour.slug}`);
  }
  for (const [section, table] of [
    ["destinations", destinations],
    ["experiences", experiences],
  ] as const) {
    const rows = await db
      .select({ id: table.id, slug: table.slug, isActive: table.isActive, parentId: table.parentId })
      .from(table);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      if (!row.isActive) continue;
      if (row.parentId === null) {
        paths.add(`/${section}/${row.slug}`);
        continue;
      }
      const parent = byId.get(row.parentId);
      if (parent?.isActive && parent.parentId === null) paths.add(`/${section}/${parent.slug}/${row.slug}`);
    }
  }
  for (const row of await db.select().from(accommodations).where(eq(accommodations.isActive, true))) {
    paths.add(`/accommodations/${row.slug}`);
  }
  for (const row of await db.select().from(blogPosts).where(eq(blogPosts.isPublished, true))) {
    if (row.publishedAt && row.publishedAt <= now) paths.add(`/blog/${row.slug}`);
  }
  const general = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.isActive, true), isNull(faqs.tourId)));
  const [tourFaq] = await db.select().from(faqs).where(sql`${faqs.tourId} is not null`).limit(1);
  const activeTestimonials = await db.select().from(testimonials).where(eq(testimonials.isActive, true));
  const team = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(teamMembers.displayOrder, teamMembers.id);
  const tourReviews = tourRows
    .filter((tour) => tour.rating !== null)
    .reduce((sum, tour) => sum + tour.reviewCount, 0);
  const [firstTour] = tourRows;
  const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
  const newestOf = (rows: Array<{ updatedAt: Date }>) =>
    iso(new Date(Math.max(...rows.map((row) => row.updatedAt.getTime()))));
  return {
    pageLastmod: {
      "/reviews": newestOf(activeTestimonials),
      "/testimonials": newestOf(activeTestimonials),
      "/about/team": newestOf(team),
      "/faqs": newestOf(general),
    },
    paths,
    faqCount: general.length,
    tourFaqQuestion: tourFaq?.question ?? "",
    testimonialNames: activeTestimonials.map((t) => t.clientName),
    teamNames: team.map((member) => member.name),
    reviewCount: activeTestimonials.length + tourReviews,
    tourUpdatedAt: {
      path: `/tours/${firstTour!.slug}`,
      iso: firstTour!.updatedAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    },
  };
}

const HIDDEN_PATHS = [
  "/tours/selous-fly-camping-walking-safari",
  "/tours/kilimanjaro-secret-route",
  "/kilimanjaro/kilimanjaro-secret-route",
  "/blog/gorilla-trekking-uganda-or-rwanda",
  "/blog/post-from-the-future",
  "/destinations/atlantis",
  "/destinations/atlantis/orphan-park",
  "/destinations/orphan-park",
  "/destinations/tanzania/hidden-park",
  "/experiences/secret-dive",
  "/experiences/secret-dive/orphan-dive",
  "/experiences/orphan-dive",
  "/accommodations/closed-lodge",
];

/** A seeded database with hidden content for the server: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  expected: Expected;
  cleanup(): Promise<void>;
}> {
  const { env, fixtures, cleanup } = await prepareSeededDatabase(async (db) => {
    await addHiddenContent(db);
    return expectedContent(db);
  });
  return { env, expected: fixtures, cleanup };
}

let server: RunningServer;
let database: Awaited<ReturnType<typeof prepareDatabase>>;

beforeAll(async () => {
  database = await prepareDatabase();
  server = await startServer({ ...database.env, SITE_URL });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.cleanup();
});

const get = (p: string) => fetch(`${server.url}${p}`, { redirect: "manual" });

const page = okPage(get);

/** The page without its scripts (the loader data holds every message of the page's namespace), decoded. */
function visible(html: string): string {
  return decode(withoutScripts(html));
}

/** Every same-site link of the page's main content. */
function mainLinks(html: string): string[] {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => decode(m[1] ?? ""));
}

const PAGES: Array<[string, RegExp]> = [
  ["/about", /^Our Story$/],
  ["/about/team", /^Our team$/],
  ["/contact", /^Contact us$/],
  ["/reviews", /^Reviews and ratings$/],
  ["/testimonials", /^Testimonials$/],
  ["/faqs", /^Frequently asked questions$/],
  ["/insurance", /^Travel Insurance$/],
  ["/conservation", /^Conservation and Community$/],
  ["/terms", /^Terms and Conditions$/],
  ["/privacy", /^Privacy Policy$/],
  ["/sitemap", /^Sitemap$/],
];

/**
 * The spec's route table (SPEC.md section 2), its public pages without a
 * parameter, written out by hand: search, comparison, sign-in, booking,
 * account, wishlist, admin, unsubscribe and unauthorized are not sitemap pages.
 * /tour-availability is public (no sign-in) and is live, so it is listed.
 */
const SPEC_PUBLIC_PAGES = [
  "/",
  "/tours",
  "/tour-availability",
  "/destinations",
  "/experiences",
  "/accommodations",
  "/kilimanjaro",
  "/deals",
  "/blog",
  "/about",
  "/about/team",
  "/contact",
  "/reviews",
  "/testimonials",
  "/faqs",
  "/insurance",
  "/conservation",
  "/terms",
  "/privacy",
  "/sitemap",
];

describe("the app's list of public pages", () => {
  it("holds exactly the spec's public routes, each once", () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PUBLIC_PAGES].sort());
  });

  it.each(SPEC_PUBLIC_PAGES)("%s answers 200", async (p) => {
    const response = await fetch(`${server.url}${p}`, { redirect: "manual" });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});

describe("every content page", () => {
  it.each(PAGES)("%s answers 200 with one H1, its title, canonical and hreflang", async (p, title) => {
    const html = await page(p);
    expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    const pageTitle = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    expect(pageTitle).toMatch(/ \| Kilele Safaris$/);
    expect(pageTitle.replace(/ \| Kilele Safaris$/, "")).toMatch(title);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${p}"/>`);
    for (const [tag, lang] of [
      ["en", "en"],
      ["de", "de"],
      ["fr", "fr"],
      ["es", "es"],
      ["zh-CN", "zh"],
    ]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${tag}" href="${SITE_URL}${p}?lang=${lang}"/>`);
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE_URL}${p}"/>`);
    expect(jsonLd(html).some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  it("renders in German with German titles and the German canonical", async () => {
    const html = await page("/faqs?lang=de");
    expect(html).toContain("<title>Häufig gestellte Fragen | Kilele Safaris</title>");
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/faqs?lang=de"/>`);
    expect(visible(html)).toContain("Gesundheit und Sicherheit");
  });
});

describe("/about and /about/team", () => {
  it("tells the story from the content page, with the licence, TATO and the organisation's JSON-LD", async () => {
    const html = await page("/about");
    const text = visible(html);
    expect(text).toContain("From the slopes of Mount Meru");
    expect(text).toContain("TALA/TO/2024/0412");
    expect(text).toContain("Tanzania Association of Tour Operators");
    const organisation = jsonLd(html).find((d) => d["@type"] === "TravelAgency");
    expect(organisation).toMatchObject({
      name: "Kilele Safaris",
      address: { addressLocality: "Arusha", addressCountry: "TZ" },
      currenciesAccepted: "USD, EUR, GBP, TZS",
    });
  });

  it("shows the active team in display order, and nobody else", async () => {
    const text = visible(await page("/about/team"));
    const positions = database.expected.teamNames.map((name) => text.indexOf(name));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain("Former Colleague");
  });
});

describe("/contact", () => {
  it("gives phones as tel: links, WhatsApp, email, the Arusha address and the office hours, and the forms", async () => {
    const html = await page("/contact");
    const text = visible(html);
    expect(text).toContain("Monday to Friday 9:00 to 18:00 EAT");
    expect(html).toContain('href="tel:+255754123456"');
    expect(html).toContain('href="tel:+255688765432"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/255754123456\?text=[^"]+"/);
    expect(html).toContain('href="mailto:hello@kilele-safaris.example"');
    expect(text).toContain("Njiro Road");
    expect(text).toContain("Arusha");
    expect(html).toContain('data-testid="arusha-map"');
    // The contact and tailor-made forms post to /enquiry (tests/integration/conversations.test.ts).
    expect(html).toMatch(/<form[^>]*action="\/enquiry"/);
    // The map is drawn inline: no tiles, no external image.
    expect(html).not.toMatch(/<img[^>]+src="https?:\/\/[^"]*(tile|openstreetmap)/);
    expect(jsonLd(html).some((d) => d["@type"] === "TravelAgency")).toBe(true);
  });

  it("says the office hours in every language, on the page and in the footer alike", async () => {
    const hours = {
      en: "Monday to Friday 9:00 to 18:00 EAT",
      de: "Montag bis Freitag 9:00 bis 18:00 Uhr EAT",
      fr: "Du lundi au vendredi de 9 h 00 à 18 h 00 (EAT)",
      es: "De lunes a viernes de 9:00 a 18:00 EAT",
      zh: "周一至周五 9:00 至 18:00（东非时间 EAT）",
    };
    const footerHours = {
      en: "Monday to Friday 9:00 to 18:00 EAT",
      de: "Montag bis Freitag 9:00 bis 18:00 Uhr EAT",
      fr: "du lundi au vendredi de 9 h 00 à 18 h 00 (EAT)",
      es: "de lunes a viernes de 9:00 a 18:00 EAT",
      zh: "周一至周五 9:00 至 18:00（东非时间 EAT）",
    };
    for (const [lang, text] of Object.entries(hours)) {
      const html = await page(`/contact?lang=${lang}`);
      const main = visible(html.slice(html.indexOf("<main"), html.indexOf("</main>")));
      const footer = visible(html.slice(html.indexOf("<footer"), html.indexOf("</footer>")));
      expect(main, lang).toContain(text);
      expect(footer, lang).toContain(footerHours[lang as keyof typeof footerHours]);
      // The old "Monday to Saturday, 8:00" wording is gone everywhere.
      expect(footer, lang).not.toMatch(/\b8:00|\b8 h à|Samstag|samedi|sábado|周六/);
    }
  });
});

describe("/reviews and /testimonials", () => {
  it("shows the overall average and how many ratings it stands on, with stars said in words", async () => {
    const html = await page("/reviews");
    const text = visible(html);
    const count = new Intl.NumberFormat("en").format(database.expected.reviewCount);
    expect(text).toContain(`Based on ${count} reviews`);
    expect(text).toMatch(/Rated [1-5]\.\d out of 5/);
    expect(text).toContain("Ratings by tour");
  });

  it("pages through the active testimonials, newest first, and never errs on a bad page number", async () => {
    const first = visible(await page("/reviews"));
    const second = visible(await page("/reviews?page=2"));
    const names = database.expected.testimonialNames;
    const onFirst = names.filter((name) => first.includes(name));
    const onSecond = names.filter((name) => second.includes(name));
    expect(onFirst.length).toBeGreaterThan(0);
    expect(onSecond.length).toBeGreaterThan(0);
    expect(onFirst.filter((name) => onSecond.includes(name))).toEqual([]);
    expect(onFirst.length + onSecond.length).toBe(names.length);
    expect(first + second).not.toContain("Hidden Reviewer");
    expect((await get("/reviews?page=abc")).status).toBe(200);
    expect((await get("/reviews?page=-3")).status).toBe(200);
    expect((await get("/reviews?page=99")).status).toBe(404);
    expect(await page("/reviews?page=2")).toContain(
      "<title>Reviews and ratings, page 2 | Kilele Safaris</title>",
    );
  });

  it("lists every active testimonial on /testimonials and no hidden one", async () => {
    const text = visible(await page("/testimonials"));
    for (const name of database.expected.testimonialNames) expect(text).toContain(name);
    expect(text).not.toContain("Hidden Reviewer");
  });
});

describe("/faqs", () => {
  it("groups the active general questions into native accordions with FAQPage JSON-LD", async () => {
    const html = await page("/faqs");
    expect(html.match(/<details class="faq"/g) ?? []).toHaveLength(database.expected.faqCount);
    const text = visible(html);
    for (const heading of [
      "Booking",
      "Payment",
      "Health and safety",
      "Kilimanjaro",
      "Packing",
      "Visas and entry",
    ]) {
      expect(text).toContain(`>${heading}</h2>`);
    }
    expect(text).not.toContain("Is this question hidden?");
    expect(text).not.toContain(database.expected.tourFaqQuestion);
    const faqPage = jsonLd(html).find((d) => d["@type"] === "FAQPage") as {
      mainEntity: Array<{ "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }>;
    };
    expect(faqPage).toBeDefined();
    expect(faqPage.mainEntity).toHaveLength(database.expected.faqCount);
    for (const question of faqPage.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.name.length).toBeGreaterThan(5);
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
  });
});

describe("content pages from Markdown", () => {
  it("renders the Markdown body, sanitised, with the date of the last change", async () => {
    const html = await page("/insurance");
    expect(html).toContain("<h2>Travel insurance is required</h2>");
    expect(html).toContain("<table>");
    expect(visible(html)).toContain("Last updated");
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T/);
    expect(visible(await page("/terms"))).toContain("Terms and Conditions");
  });
});

describe("/sitemap", () => {
  it("links every public page and content item, and nothing hidden", async () => {
    const links = new Set(mainLinks(await page("/sitemap")));
    for (const p of database.expected.paths) expect(links, p).toContain(p);
    for (const p of HIDDEN_PATHS) expect(links).not.toContain(p);
  });
});

describe("/sitemap.xml", () => {
  it("is valid XML listing exactly the public URLs, with language alternates and dates", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    // Never kept without asking: what staff publish is in it at once.
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const xml = await response.text();
    expect(xmlErrors(xml)).toEqual([]);
    const locs = xmlTexts(xml, "loc");
    expect(new Set(locs).size).toBe(locs.length);
    expect(new Set(locs)).toEqual(new Set([...database.expected.paths].map((p) => `${SITE_URL}${p}`)));
    for (const p of HIDDEN_PATHS) expect(locs).not.toContain(`${SITE_URL}${p}`);

    const entries = xml.split("<url>").slice(1);
    expect(entries).toHaveLength(locs.length);
    for (const entry of entries) {
      const loc = xmlTexts(entry, "loc")[0]!;
      expect(entry.match(/<xhtml:link rel="alternate" hreflang="[^"]+" href="[^"]+"\/>/g)).toHaveLength(6);
      expect(entry).toContain(`hreflang="zh-CN" href="${loc}?lang=zh"`);
      expect(entry).toContain(`hreflang="x-default" href="${loc}"`);
    }
    const tourEntry = entries.find((e) =>
      e.includes(`<loc>${SITE_URL}${database.expected.tourUpdatedAt.path}</loc>`),
    );
    expect(tourEntry).toContain(`<lastmod>${database.expected.tourUpdatedAt.iso}</lastmod>`);
    // Every static page has a date: the newest row of what it shows.
    const entryOf = (p: string) => entries.find((e) => e.includes(`<loc>${SITE_URL}${p}</loc>`)) ?? "";
    for (const p of PUBLIC_PAGES.map((page) => page.path)) {
      expect(entryOf(p), p).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    }
    for (const [p, lastmod] of Object.entries(database.expected.pageLastmod)) {
      expect(entryOf(p), p).toContain(`<lastmod>${lastmod}</lastmod>`);
    }
  });
});

describe("/robots.txt", () => {
  it("allows everything but the private areas and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const rule of ["Disallow: /admin", "Disallow: /account", "Disallow: /booking", "Disallow: /api/"]) {
      expect(text.split("\n")).toContain(rule);
    }
    expect(text.split("\n")).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
