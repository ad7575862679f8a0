import { describe, expect, it } from "vitest";
import { destinationPath } from "#app/domain/paths";
import { PUBLIC_PAGES } from "#app/domain/seo/public-pages";
import { nestActive, type SitemapContent, sitemapEntries } from "./sitemap.server";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("nestActive", () => {
  it("puts children under their parent and drops children whose parent is not public", () => {
    const rows = [
      { id: 1, slug: "tanzania", title: "Tanzania", parentId: null, updatedAt: day(1) },
      { id: 2, slug: "serengeti", title: "Serengeti", parentId: 1, updatedAt: day(2) },
      // Its parent (id 9) is hidden, so it is not in the rows and the child must not show.
      { id: 3, slug: "orphan-park", title: "Orphan", parentId: 9, updatedAt: day(3) },
      { id: 4, slug: "kenya", title: "Kenya", parentId: null, updatedAt: day(4) },
    ];
    expect(nestActive(rows, destinationPath)).toEqual([
      {
        path: "/destinations/tanzania",
        title: "Tanzania",
        updatedAt: day(1),
        children: [{ path: "/destinations/tanzania/serengeti", title: "Serengeti", updatedAt: day(2) }],
      },
      { path: "/destinations/kenya", title: "Kenya", updatedAt: day(4), children: [] },
    ]);
  });
});

describe("sitemapEntries", () => {
  const content: SitemapContent = {
    tours: [{ path: "/tours/lemosho", title: "Lemosho", updatedAt: day(5) }],
    kilimanjaroRoutes: [{ path: "/kilimanjaro/lemosho", title: "Lemosho", updatedAt: day(5) }],
    destinations: [
      {
        path: "/destinations/tanzania",
        title: "Tanzania",
        updatedAt: day(1),
        children: [{ path: "/destinations/tanzania/serengeti", title: "Serengeti", updatedAt: day(8) }],
      },
    ],
    experiences: [],
    accommodations: [{ path: "/accommodations/kibo-lodge", title: "Kibo", updatedAt: day(3) }],
    posts: [{ path: "/blog/packing", title: "Packing", updatedAt: day(6) }],
    contentPages: { terms: day(2) },
    pageDates: {
      testimonials: day(9),
      banners: day(4),
      deals: day(3),
      team: day(2),
      faqs: day(7),
      branding: day(1),
      departures: day(6),
    },
  };

  it("lists every static public page and every item", () => {
    const paths = sitemapEntries(content).map((entry) => entry.path);
    for (const page of PUBLIC_PAGES) expect(paths).toContain(page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/tours/lemosho",
        "/kilimanjaro/lemosho",
        "/destinations/tanzania",
        "/destinations/tanzania/serengeti",
        "/accommodations/kibo-lodge",
        "/blog/packing",
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("dates items by updated_at, list pages by their newest item and content pages by their row", () => {
    const byPath = new Map(sitemapEntries(content).map((entry) => [entry.path, entry.lastmod]));
    expect(byPath.get("/destinations/tanzania/serengeti")).toEqual(day(8));
    expect(byPath.get("/destinations")).toEqual(day(8));
    expect(byPath.get("/blog")).toEqual(day(6));
    expect(byPath.get("/terms")).toEqual(day(2));
    // No row: no date rather than a made-up one.
    expect(byPath.get("/privacy")).toBeNull();
    expect(byPath.get("/experiences")).toBeNull();
  });

  it("dates the other static pages by the newest of what they show", () => {
    const byPath = new Map(sitemapEntries(content).map((entry) => [entry.path, entry.lastmod]));
    // Home: tours (5), destinations (8), banners (4), testimonials (9), posts (6).
    expect(byPath.get("/")).toEqual(day(9));
    expect(byPath.get("/deals")).toEqual(day(3));
    expect(byPath.get("/about/team")).toEqual(day(2));
    expect(byPath.get("/reviews")).toEqual(day(9));
    expect(byPath.get("/testimonials")).toEqual(day(9));
    expect(byPath.get("/contact")).toEqual(day(1));
    expect(byPath.get("/faqs")).toEqual(day(7));
    // Availability: departures (6), newer than the tours (5).
    expect(byPath.get("/tour-availability")).toEqual(day(6));
    // The HTML sitemap lists everything: the newest change of all.
    expect(byPath.get("/sitemap")).toEqual(day(9));
  });

  it("falls back to the newest change overall when a page has nothing of its own", () => {
    const empty: SitemapContent = {
      ...content,
      pageDates: {
        testimonials: null,
        banners: null,
        deals: null,
        team: null,
        faqs: null,
        branding: null,
        departures: null,
      },
    };
    const byPath = new Map(sitemapEntries(empty).map((entry) => [entry.path, entry.lastmod]));
    // Newest left: the Serengeti (day 8).
    for (const path of [
      "/deals",
      "/about/team",
      "/reviews",
      "/testimonials",
      "/contact",
      "/faqs",
      "/sitemap",
    ]) {
      expect(byPath.get(path), path).toEqual(day(8));
    }
    expect(byPath.get("/")).toEqual(day(8));
    // Without departures, availability follows the tours (day 5).
    expect(byPath.get("/tour-availability")).toEqual(day(5));
    const nothing: SitemapContent = {
      tours: [],
      kilimanjaroRoutes: [],
      destinations: [],
      experiences: [],
      accommodations: [],
      posts: [],
      contentPages: {},
      pageDates: empty.pageDates,
    };
    // An empty site: no date rather than a made-up one.
    for (const entry of sitemapEntries(nothing)) expect(entry.lastmod, entry.path).toBeNull();
  });
});
