import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { blogPosts, promotionalBanners, testimonials, tours } from "#app/db/schema/index";
import { decode, jsonLd, withoutScripts } from "#tests/html";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";

/** What the public must not see on the home page, and a testimonial newer than the seeded ones. */
async function addContent(db: Database) {
  const day = 24 * 60 * 60 * 1000;
  await db.insert(promotionalBanners).values({
    title: "Hidden offer",
    isActive: false,
    displayOrder: -1,
  });
  await db.insert(testimonials).values([
    { content: "Fresh from the crater.", clientName: "Newest Guest", rating: 5, isFeatured: true },
    {
      content: "Withdrawn.",
      clientName: "Inactive Guest",
      rating: 5,
      isFeatured: true,
      isActive: false,
      createdAt: new Date(Date.now() + day),
    },
  ]);
  await db.insert(blogPosts).values([
    {
      slug: "draft-post",
      title: "A draft post",
      content: "Not yet.",
      category: "News",
      authorName: "Staff",
      isPublished: false,
      publishedAt: new Date(),
    },
    {
      slug: "future-post",
      title: "A post for next week",
      content: "Soon.",
      category: "News",
      authorName: "Staff",
      isPublished: true,
      publishedAt: new Date(Date.now() + 7 * day),
    },
  ]);
}

type Expected = { banners: string[]; testimonials: string[]; posts: string[]; featured: string[] };

async function expectedContent(db: Database): Promise<Expected> {
  const banners = await db
    .select({ title: promotionalBanners.title })
    .from(promotionalBanners)
    .where(eq(promotionalBanners.isActive, true))
    .orderBy(asc(promotionalBanners.displayOrder), asc(promotionalBanners.id));
  const quotes = await db
    .select({ name: testimonials.clientName })
    .from(testimonials)
    .where(and(eq(testimonials.isFeatured, true), eq(testimonials.isActive, true)))
    .orderBy(desc(testimonials.createdAt))
    .limit(4);
  const posts = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), sql`${blogPosts.publishedAt} <= now()`))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(3);
  const featured = await db
    .select({ title: tours.title })
    .from(tours)
    .where(and(eq(tours.isActive, true), eq(tours.isFeatured, true)))
    .orderBy(asc(tours.displayOrder), asc(tours.id))
    .limit(3);
  return {
    banners: banners.map((b) => b.title),
    testimonials: quotes.map((q) => q.name),
    posts: posts.map((p) => p.slug),
    featured: featured.map((t) => t.title),
  };
}

/**
 * A seeded database for one server. `break` renames tables after seeding so
 * that those sections' queries fail while the rest of the page still works.
 */
async function prepareDatabase(
  options: { break?: string[]; after?: string[] } = {},
): Promise<{ expected: Expected; env: Record<string, string>; cleanup(): Promise<void> }> {
  const setUp = async (db: Database) => {
    await addContent(db);
    const expected = await expectedContent(db);
    for (const statement of options.after ?? []) await db.execute(sql.raw(statement));
    for (const table of options.break ?? []) {
      await db.execute(sql.raw(`alter table "${table}" rename to "${table}_gone"`));
    }
    return expected;
  };
  const { env, fixtures, cleanup } = await prepareSeededDatabase(setUp);
  return { expected: fixtures, env, cleanup };
}

/** Texts of the elements with a class, in document order. */
function texts(html: string, className: string): string[] {
  const pattern = new RegExp(`class="${className}"[^>]*>([^<]+)<`, "g");
  return [...html.matchAll(pattern)].map((m) => decode(m[1] ?? "").trim());
}

const SECTION_HEADINGS = [
  "about-title",
  "banners-title",
  "featured-title",
  "destinations-title",
  "reasons-title",
  "testimonials-title",
  "posts-title",
  "newsletter-title",
  "trust-title",
  "cta-title",
];

describe("the home page", () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let html = "";
  let response: Response;

  beforeAll(async () => {
    database = await prepareDatabase();
    server = await startServer(database.env);
    response = await fetch(`${server.url}/`);
    html = await response.text();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.cleanup();
  });

  it("answers 200 with one H1, the title pattern, and every section's heading in order", () => {
    expect(response.status).toBe(200);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(
      /<title>Tanzania safaris and Kilimanjaro climbs from Arusha \| Kilele Safaris<\/title>/,
    );
    const positions = SECTION_HEADINGS.map((id) => html.indexOf(`<h2 id="${id}"`));
    for (const [i, position] of positions.entries()) expect(position, SECTION_HEADINGS[i]).toBeGreaterThan(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.indexOf('id="hero-title"')).toBeLessThan(positions[0]!);
  });

  it("shows the about figures and the hero's buttons", () => {
    const page = withoutScripts(html);
    for (const figure of ["500+", "20+", "98%"]) expect(page).toContain(`<dd>${figure}</dd>`);
    const hero = page.slice(page.indexOf('class="hero home-hero"'), page.indexOf('id="about-title"'));
    expect(hero).toContain('href="/tours"');
    expect(hero).toContain('href="/contact"');
    // No video is configured: the still image stays, loaded first.
    expect(hero).not.toContain("<video");
    expect(hero).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*loading="eager"|<img[^>]*loading="eager"[^>]*fetchPriority="high"/,
    );
  });

  it("streams the active banners in display order, each booking its tour or following its link", () => {
    const page = withoutScripts(html);
    const titles = [...page.matchAll(/class="banner__title[^"]*" lang="en">([\s\S]*?)<\/h3>/g)].map((m) =>
      decode(m[1]!.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "")),
    );
    expect(titles).toEqual(database.expected.banners);
    expect(titles).not.toContain("Hidden offer");
    const primary = [...page.matchAll(/<a[^>]*data-testid="banner-primary"[^>]*>/g)].map((m) =>
      decode(/href="([^"]+)"/.exec(m[0])?.[1] ?? ""),
    );
    expect(primary).toHaveLength(titles.length);
    const booking = new URL(primary[0]!, server.url);
    expect(booking.pathname).toBe("/booking");
    expect(booking.searchParams.get("source")).toBe("promo");
    expect(booking.searchParams.get("title")).toBe(titles[0]);
    expect(booking.searchParams.get("tour")).toMatch(/^\d+$/);
    expect(booking.searchParams.get("banner")).toMatch(/^\d+$/);
    expect(booking.searchParams.get("price")).toMatch(/^\d+$/);
    // The seeded banner without a tour links to its own page.
    expect(primary).toContain("/kilimanjaro");
    expect(page).toContain('aria-roledescription="carousel"');
  });

  it("streams up to 3 featured tours and 4 destinations that link by slug", () => {
    const page = withoutScripts(html);
    expect(texts(page, "tour-card__link")).toEqual(database.expected.featured);
    const hrefs = [...page.matchAll(/<a[^>]*class="dest-tile__link"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "",
    );
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) expect(href).toMatch(/^\/destinations\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
    // Random ones (tests/integration/home-destinations.test.ts), each once.
    expect(new Set(hrefs).size).toBe(4);
  });

  it("streams the 4 newest featured, active testimonials and the 3 latest published posts", () => {
    const page = withoutScripts(html);
    expect(texts(page, "quote__name")).toEqual(database.expected.testimonials);
    expect(database.expected.testimonials[0]).toBe("Newest Guest");
    expect(texts(page, "quote__name")).not.toContain("Inactive Guest");
    const postLinks = [...page.matchAll(/<a[^>]*class="post-card__link"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])?.[1],
    );
    expect(postLinks).toEqual(database.expected.posts.map((slug) => `/blog/${slug}`));
    expect(page).not.toContain("draft-post");
    expect(page).not.toContain("future-post");
  });

  it("lays out the newsletter with its sign-up form, and the trust figures", () => {
    const page = withoutScripts(html);
    const newsletter = page.slice(page.indexOf('id="newsletter"'), page.indexOf('id="trust-title"'));
    expect(newsletter).toContain("25,000");
    // The form works without JavaScript: a plain POST to /newsletter (tests/integration/conversations.test.ts).
    expect(newsletter).toMatch(/<form[^>]*action="\/newsletter"/);
    expect(page.slice(page.indexOf('id="trust-title"'))).toContain("TALA/TO/2024/0412");
  });

  it("links the About block to /tours and /contact, and each list section to its full list", () => {
    const page = withoutScripts(html);
    const between = (from: string, to: string) => page.slice(page.indexOf(from), page.indexOf(to));
    const hrefs = (part: string) => [...part.matchAll(/<a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const about = between('id="about-title"', 'id="banners-title"');
    expect(about).toMatch(
      /<a[^>]*href="\/tours"[^>]*class="btn btn-primary btn-lg"|<a[^>]*class="btn btn-primary btn-lg"[^>]*href="\/tours"/,
    );
    expect(hrefs(about)).toEqual(["/tours", "/contact"]);
    const viewAll = (from: string, to: string) =>
      [...between(from, to).matchAll(/<a[^>]*class="section__link home-section__link"[^>]*>/g)].map(
        (m) => /href="([^"]+)"/.exec(m[0])?.[1],
      );
    expect(viewAll('id="featured-title"', 'id="destinations-title"')).toEqual(["/tours"]);
    expect(viewAll('id="destinations-title"', 'id="reasons-title"')).toEqual(["/destinations"]);
    expect(viewAll('id="posts-title"', 'id="newsletter-title"')).toEqual(["/blog"]);
  });

  it("gives exactly four reasons, and ends with a call to action to /contact", () => {
    const page = withoutScripts(html);
    const reasons = page.slice(page.indexOf('id="reasons-title"'), page.indexOf('id="testimonials-title"'));
    expect(reasons.match(/<li class="home-reason"/g)).toHaveLength(4);
    expect(texts(reasons, "home-reason__title")).toHaveLength(4);
    const cta = page.slice(page.indexOf('id="cta-title"'), page.indexOf("<footer"));
    expect(cta).toMatch(
      /<a[^>]*href="\/contact"[^>]*class="btn btn-accent btn-lg"|<a[^>]*class="btn btn-accent btn-lg"[^>]*href="\/contact"/,
    );
  });

  it("has a meta description, a canonical URL for / and hreflang alternates in its head", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? "")).toBe(
      "Wildlife safaris in the Serengeti and Ngorongoro, Kilimanjaro climbs and Zanzibar beaches with a licensed local operator in Arusha.",
    );
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? "";
    const home = new URL(canonical);
    expect(home.pathname).toBe("/");
    expect(home.search).toBe("");
    const alternates = Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        decode(m[2]!),
      ]),
    );
    expect(alternates).toEqual({
      en: `${home.origin}/?lang=en`,
      de: `${home.origin}/?lang=de`,
      fr: `${home.origin}/?lang=fr`,
      es: `${home.origin}/?lang=es`,
      "zh-CN": `${home.origin}/?lang=zh`,
      "x-default": `${home.origin}/`,
    });
  });

  it("describes the operator as a TravelAgency in JSON-LD", () => {
    const agency = jsonLd(html).find((item) => item["@type"] === "TravelAgency") as
      | { name: string; address: unknown; telephone: string; openingHoursSpecification: unknown }
      | undefined;
    if (!agency) throw new Error("no TravelAgency JSON-LD");
    expect(agency.name).toBe("Kilele Safaris");
    expect(agency.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Arusha",
      addressCountry: "TZ",
    });
    expect(agency.telephone).toBe("+255 754 123 456");
    expect(agency.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "09:00", closes: "14:00" },
    ]);
    expect(agency).toMatchObject({
      currenciesAccepted: "USD, EUR, GBP, TZS",
      hasCredential: { identifier: "TALA/TO/2024/0412" },
    });
  });

  it("puts the response's nonce on every streamed script", () => {
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) {
      if (tag.includes('type="application/ld+json"')) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("renders in German with the sections translated", async () => {
    const german = withoutScripts(await (await fetch(`${server.url}/?lang=de`)).text());
    expect(german).toContain('<html lang="de"');
    expect(german).toContain("Saisonangebote");
    expect(german).toContain("Das sagen unsere Gäste");
    expect(german).toContain("25.000");
  });
});

describe("the home page when some sections fail to load", () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;

  beforeAll(async () => {
    database = await prepareDatabase({ break: ["testimonials", "blog_posts", "promotional_banners"] });
    server = await startServer({
      ...database.env,
      SEED_ON_START: "false",
      HERO_VIDEO_URL: "/media/hero.mp4",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.cleanup();
  });

  it("still answers 200 and shows each failed section's message while the others load", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = withoutScripts(html);
    expect(page).toContain("Unable to load testimonials");
    expect(page).toContain("Unable to load blog posts");
    expect(page).toContain("Unable to load this content right now.");
    expect(page).not.toContain("Unable to load featured tours");
    expect(page).not.toContain("Unable to load destinations");
    expect(texts(page, "tour-card__link")).toEqual(database.expected.featured);
    for (const id of SECTION_HEADINGS) expect(page).toContain(`<h2 id="${id}"`);
    // The failure is logged with its section.
    await expect
      .poll(() => server.logs.filter((line) => line.includes("home section failed to load")).length)
      .toBeGreaterThanOrEqual(3);
  });

  it("hands the configured hero video to the page", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain("/media/hero.mp4");
  });
});

describe("the home page when the tours and destinations queries fail", () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;

  beforeAll(async () => {
    // Renamed after seeding, before the server starts (PGlite allows one process
    // at a time): every query of these two tables fails for real, on PGlite and
    // on PostgreSQL alike, the root loader's footer lists included.
    database = await prepareDatabase({ break: ["tours", "destinations"] });
    server = await startServer({ ...database.env, SEED_ON_START: "false" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.cleanup();
  });

  it("still answers 200 with the shell, and the two sections say they could not load", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const page = withoutScripts(await response.text());
    expect(page).not.toContain("Something went wrong");
    expect(page).toContain("Unable to load featured tours");
    expect(page).toContain("Unable to load destinations");
    expect(page).toContain("<header");
    expect(page).toContain("<footer");
    for (const id of SECTION_HEADINGS) expect(page).toContain(`<h2 id="${id}"`);
    // The footer's lists fall back to empty: no tour or destination links there.
    const footer = page.slice(page.indexOf("<footer"), page.indexOf("</footer>"));
    expect(footer).not.toMatch(/href="\/tours\/[^"]+"/);
    expect(footer).not.toMatch(/href="\/destinations\/[^"]+"/);
    // The footer's failures are logged, not thrown.
    await expect
      .poll(() => server.logs.filter((line) => line.includes("footer list failed to load")).length)
      .toBeGreaterThanOrEqual(2);
  });

  it("keeps other pages that do not need those tables standing", async () => {
    const response = await fetch(`${server.url}/about/team`);
    expect(response.status).toBe(200);
    expect(withoutScripts(await response.text())).not.toContain("Something went wrong");
  });
});

describe("the home page with nothing to show", () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;

  beforeAll(async () => {
    database = await prepareDatabase({
      after: [
        "update promotional_banners set is_active = false",
        "update tours set is_featured = false",
        "update destinations set is_active = false",
        "update testimonials set is_active = false",
        "update blog_posts set is_published = false",
      ],
    });
    server = await startServer({ ...database.env, SEED_ON_START: "false" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.cleanup();
  });

  it("shows each data section's empty message instead of cards", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const page = withoutScripts(await response.text());
    for (const message of [
      "No offers at the moment. Our planners are happy to tailor a trip for you.",
      "No featured tours at the moment.",
      "No destinations to show at the moment.",
      "No testimonials to show at the moment.",
      "No articles published yet.",
    ]) {
      expect(page).toContain(message);
    }
    expect(page).not.toContain("Unable to load");
    expect(texts(page, "tour-card__link")).toEqual([]);
    expect(page).not.toContain('class="dest-tile__link"');
    expect(page).not.toContain('class="post-card__link"');
  });
});
