import { and, asc, eq, isNotNull, isNull, lte, max } from "drizzle-orm";
import { db } from "#app/db/client.server";
import {
  accommodations,
  blogPosts,
  contentPages,
  departures,
  destinations,
  experiences,
  faqs,
  promotionalBanners,
  siteBranding,
  teamMembers,
  testimonials,
  tours,
} from "#app/db/schema/index";
import {
  accommodationPath,
  blogPostPath,
  destinationPath,
  experiencePath,
  kilimanjaroRoutePath,
  tourPath,
} from "#app/domain/paths";
import { PUBLIC_PAGES } from "#app/domain/seo/public-pages";
import type { SitemapEntry } from "#app/domain/seo/sitemap-xml";

/** A content item as both sitemaps need it: where it lives, its name, its last change. */
export type SitemapItem = { path: string; title: string; updatedAt: Date };
export type SitemapBranch = SitemapItem & { children: SitemapItem[] };

export type SitemapContent = {
  tours: SitemapItem[];
  kilimanjaroRoutes: SitemapItem[];
  destinations: SitemapBranch[];
  experiences: SitemapBranch[];
  accommodations: SitemapItem[];
  posts: SitemapItem[];
  /** updated_at of each content page (story, terms...). */
  contentPages: Partial<Record<string, Date>>;
  /** Newest updated_at of what the other static pages show (null when there is none). */
  pageDates: {
    /** Active testimonials: /reviews, /testimonials and the home carousel. */
    testimonials: Date | null;
    /** Active promotional banners: the home page. */
    banners: Date | null;
    /** Active banners with a discount: /deals. */
    deals: Date | null;
    /** Active team members: /about/team. */
    team: Date | null;
    /** Active general FAQs: /faqs. */
    faqs: Date | null;
    /** Site branding (name, contact details shown with it): /contact. */
    branding: Date | null;
    /** Departures of active tours (seats, prices, status): /tour-availability. */
    departures: Date | null;
  };
};

type TreeRow = { id: number; slug: string; title: string; parentId: number | null; updatedAt: Date };

/**
 * Two-level nesting as the routes serve it: a child is public only under an
 * active parent, so a park of a hidden country is left out with it.
 */
export function nestActive(rows: TreeRow[], pathOf: (row: { slug: string; parentSlug?: string }) => string) {
  const tops = new Map<number, SitemapBranch & { slug: string }>();
  for (const row of rows) {
    if (row.parentId === null) {
      tops.set(row.id, {
        path: pathOf(row),
        title: row.title,
        updatedAt: row.updatedAt,
        slug: row.slug,
        children: [],
      });
    }
  }
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : tops.get(row.parentId);
    if (!parent) continue;
    parent.children.push({
      path: pathOf({ slug: row.slug, parentSlug: parent.slug }),
      title: row.title,
      updatedAt: row.updatedAt,
    });
  }
  return [...tops.values()].map(({ slug: _slug, ...branch }) => branch);
}

/**
 * Everything the public may open, read once for the sitemaps: active tours
 * (and, for the kilimanjaro category, their route pages), active destinations
 * and experiences under active parents, active accommodations, published posts
 * whose time has come. The active filters use tours_active_featured_idx,
 * destinations_active_order_idx and blog_posts_published_idx.
 */
export async function loadSitemapContent(now: Date = new Date()): Promise<SitemapContent> {
  const [
    tourRows,
    destinationRows,
    experienceRows,
    accommodationRows,
    postRows,
    pageRows,
    [testimonialDate],
    [bannerDate],
    [dealDate],
    [teamDate],
    [faqDate],
    [brandingDate],
    [departureDate],
  ] = await Promise.all([
    db()
      .select({
        id: tours.id,
        slug: tours.slug,
        title: tours.title,
        category: tours.category,
        updatedAt: tours.updatedAt,
      })
      .from(tours)
      .where(eq(tours.isActive, true))
      .orderBy(asc(tours.displayOrder), asc(tours.id)),
    db()
      .select({
        id: destinations.id,
        slug: destinations.slug,
        title: destinations.name,
        parentId: destinations.parentId,
        updatedAt: destinations.updatedAt,
      })
      .from(destinations)
      .where(eq(destinations.isActive, true))
      .orderBy(asc(destinations.displayOrder), asc(destinations.id)),
    db()
      .select({
        id: experiences.id,
        slug: experiences.slug,
        title: experiences.title,
        parentId: experiences.parentId,
        updatedAt: experiences.updatedAt,
      })
      .from(experiences)
      .where(eq(experiences.isActive, true))
      .orderBy(asc(experiences.displayOrder), asc(experiences.id)),
    db()
      .select({
        slug: accommodations.slug,
        title: accommodations.name,
        updatedAt: accommodations.updatedAt,
      })
      .from(accommodations)
      .where(eq(accommodations.isActive, true))
      .orderBy(asc(accommodations.name)),
    db()
      .select({ slug: blogPosts.slug, title: blogPosts.title, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.isPublished, true),
          isNotNull(blogPosts.publishedAt),
          lte(blogPosts.publishedAt, now),
        ),
      )
      .orderBy(asc(blogPosts.title)),
    db().select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt }).from(contentPages),
    db()
      .select({ at: max(testimonials.updatedAt) })
      .from(testimonials)
      .where(eq(testimonials.isActive, true)),
    db()
      .select({ at: max(promotionalBanners.updatedAt) })
      .from(promotionalBanners)
      .where(eq(promotionalBanners.isActive, true)),
    db()
      .select({ at: max(promotionalBanners.updatedAt) })
      .from(promotionalBanners)
      .where(and(eq(promotionalBanners.isActive, true), isNotNull(promotionalBanners.discountPercent))),
    db()
      .select({ at: max(teamMembers.updatedAt) })
      .from(teamMembers)
      .where(eq(teamMembers.isActive, true)),
    db()
      .select({ at: max(faqs.updatedAt) })
      .from(faqs)
      .where(and(eq(faqs.isActive, true), isNull(faqs.tourId))),
    db()
      .select({ at: max(siteBranding.updatedAt) })
      .from(siteBranding),
    db()
      .select({ at: max(departures.updatedAt) })
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .where(eq(tours.isActive, true)),
  ]);

  return {
    tours: tourRows.map((row) => ({ path: tourPath(row), title: row.title, updatedAt: row.updatedAt })),
    kilimanjaroRoutes: tourRows.flatMap((row) =>
      row.category === "kilimanjaro" && row.slug
        ? [{ path: kilimanjaroRoutePath({ slug: row.slug }), title: row.title, updatedAt: row.updatedAt }]
        : [],
    ),
    destinations: nestActive(destinationRows, destinationPath),
    experiences: nestActive(experienceRows, experiencePath),
    accommodations: accommodationRows.map((row) => ({
      path: accommodationPath(row),
      title: row.title,
      updatedAt: row.updatedAt,
    })),
    posts: postRows.map((row) => ({ path: blogPostPath(row), title: row.title, updatedAt: row.updatedAt })),
    contentPages: Object.fromEntries(pageRows.map((row) => [row.slug, row.updatedAt])),
    pageDates: {
      testimonials: asDate(testimonialDate?.at),
      banners: asDate(bannerDate?.at),
      deals: asDate(dealDate?.at),
      team: asDate(teamDate?.at),
      faqs: asDate(faqDate?.at),
      branding: asDate(brandingDate?.at),
      departures: asDate(departureDate?.at),
    },
  };
}

/** max() of a timestamp: a Date, or on some drivers its text; null for no rows. */
function asDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The newest of some dates, or null when none is known. */
function newest(...dates: Array<Date | null | undefined>): Date | null {
  let max: Date | null = null;
  for (const date of dates) if (date && (!max || date > max)) max = date;
  return max;
}

/** The latest change among some items, for the list page that shows them. */
function latest(items: readonly SitemapItem[]): Date | null {
  let max: Date | null = null;
  for (const item of items) if (!max || item.updatedAt > max) max = item.updatedAt;
  return max;
}

const flatten = (branches: readonly SitemapBranch[]): SitemapItem[] =>
  branches.flatMap(({ children, ...branch }) => [branch, ...children]);

/**
 * Every public URL for /sitemap.xml: the static pages (a list page dated by
 * its newest item, a content page by its row) and every content item.
 */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const destinationItems = flatten(content.destinations);
  const experienceItems = flatten(content.experiences);
  const dates = content.pageDates;
  // The newest change to anything public: for pages without content of their own.
  const anyChange = newest(
    latest(content.tours),
    latest(destinationItems),
    latest(experienceItems),
    latest(content.accommodations),
    latest(content.posts),
    ...Object.values(content.contentPages),
    ...Object.values(dates),
  );
  const listDates: Record<string, Date | null> = {
    // The home page shows tours, destinations, banners, testimonials and posts.
    // With nothing of their own to show, these pages date from the newest change overall.
    "/":
      newest(
        latest(content.tours),
        latest(destinationItems),
        dates.banners,
        dates.testimonials,
        latest(content.posts),
      ) ?? anyChange,
    "/deals": dates.deals ?? anyChange,
    "/about/team": dates.team ?? anyChange,
    "/reviews": dates.testimonials ?? anyChange,
    "/testimonials": dates.testimonials ?? anyChange,
    "/contact": dates.branding ?? anyChange,
    "/faqs": dates.faqs ?? anyChange,
    // The HTML sitemap lists everything.
    "/sitemap": anyChange,
    "/tours": latest(content.tours),
    "/tour-availability": newest(dates.departures, latest(content.tours)) ?? anyChange,
    "/kilimanjaro": latest(content.kilimanjaroRoutes),
    "/destinations": latest(destinationItems),
    "/experiences": latest(experienceItems),
    "/accommodations": latest(content.accommodations),
    "/blog": latest(content.posts),
  };
  const pages: SitemapEntry[] = PUBLIC_PAGES.map((page) => ({
    path: page.path,
    lastmod: page.contentSlug
      ? (content.contentPages[page.contentSlug] ?? null)
      : (listDates[page.path] ?? null),
  }));
  const items = [
    ...content.tours,
    ...content.kilimanjaroRoutes,
    ...destinationItems,
    ...experienceItems,
    ...content.accommodations,
    ...content.posts,
  ].map((item) => ({ path: item.path, lastmod: item.updatedAt }));
  return [...pages, ...items];
}
