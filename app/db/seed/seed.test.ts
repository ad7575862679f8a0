import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import {
  accommodations,
  blogPosts,
  bookingExtras,
  bookings,
  brandAssets,
  cardDesigns,
  comparisons,
  comparisonTours,
  contentPages,
  departures,
  destinations,
  enquiries,
  experiences,
  faqs,
  newsletterSubscriptions,
  promotionalBanners,
  siteBranding,
  teamMembers,
  testimonials,
  tourDestinations,
  tourExtras,
  tourImages,
  tourItineraryDays,
  tourPriceTiers,
  tours,
  users,
  wishlistItems,
} from "#app/db/schema/index";
import { parseSceneUrl } from "#app/domain/media/images";
import { LANGUAGES } from "#app/i18n/config";
import { createTestDatabase } from "#tests/db";
import { ACCOMMODATIONS } from "./accommodations";
import { BANNERS } from "./banners";
import { BLOG_POSTS } from "./blog-posts";
import { SITE_BRANDING, SITE_BRANDING_STYLE, SITE_BRANDING_TEXTS } from "./branding";
import { CARD_DESIGNS } from "./card-designs";
import { SeedResetRefused } from "./customer-references.server";
import { departureHorizon, isoDate, utcDay } from "./departures";
import { DESTINATIONS } from "./destinations";
import { EXPERIENCES } from "./experiences";
import { FAQS } from "./faqs";
import { CONTENT_PAGES } from "./pages";
import { resetAndSeed, seedIfEmpty } from "./seed.server";
import { TEAM_MEMBERS } from "./team";
import { TESTIMONIALS } from "./testimonials";
import { TOURS } from "./tours";

// A fixed "today", so the date assertions do not depend on when the test runs.
const NOW = new Date("2026-03-10T08:30:00Z");

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
let handle: Handle;
let db: Database;

const countedTables = {
  tours,
  tourPriceTiers,
  tourExtras,
  tourItineraryDays,
  tourImages,
  tourDestinations,
  departures,
  destinations,
  experiences,
  accommodations,
  testimonials,
  blogPosts,
  promotionalBanners,
  teamMembers,
  faqs,
  contentPages,
  siteBranding,
  brandAssets,
  cardDesigns,
};

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(countedTables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

/** WCAG relative luminance contrast between a hex colour and white. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});

afterAll(async () => {
  await handle.drop();
});

describe("the seed data", () => {
  it("has unique slugs in every area", () => {
    for (const slugs of [
      TOURS.map((t) => t.slug),
      DESTINATIONS.map((d) => d.slug),
      EXPERIENCES.map((e) => e.slug),
      ACCOMMODATIONS.map((a) => a.slug),
      BLOG_POSTS.map((p) => p.slug),
      CONTENT_PAGES.map((p) => p.slug),
    ]) {
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("holds no external URL anywhere", () => {
    const everything = JSON.stringify([
      TOURS,
      DESTINATIONS,
      EXPERIENCES,
      ACCOMMODATIONS,
      BLOG_POSTS,
      CONTENT_PAGES,
      TESTIMONIALS,
      BANNERS,
      TEAM_MEMBERS,
      FAQS,
      CARD_DESIGNS,
      SITE_BRANDING,
    ]);
    expect(everything).not.toMatch(/https?:\/\/|www\./i);
  });

  it("has a primary colour readable under white text", () => {
    expect(contrastWithWhite(SITE_BRANDING_STYLE.primary_color ?? "")).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(SITE_BRANDING_STYLE.secondary_color ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it("has published blog posts of 400 to 900 words with real Markdown", () => {
    const published = BLOG_POSTS.filter((p) => p.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(6);
    for (const post of published) {
      const words = post.content.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.content, post.slug).toMatch(/^## /m);
      expect(post.content, post.slug).toMatch(/^(- |1\. )/m);
      expect(post.content, post.slug).toMatch(/^(\|.*\||> )/m);
    }
  });
});

describe("seedIfEmpty", () => {
  let first: Record<string, number>;

  beforeAll(async () => {
    expect(await seedIfEmpty(db, NOW)).toBe(true);
    first = await counts();
  });

  it("seeds the minimum content", async () => {
    expect(first.tours).toBeGreaterThanOrEqual(25);
    expect(first.destinations).toBeGreaterThanOrEqual(12);
    expect(first.accommodations).toBeGreaterThanOrEqual(10);
    expect(first.experiences).toBeGreaterThanOrEqual(12);
    expect(first.blogPosts).toBeGreaterThanOrEqual(7);
    expect(first.testimonials).toBeGreaterThanOrEqual(8);
    expect(first.promotionalBanners).toBeGreaterThanOrEqual(4);
    expect(first.teamMembers).toBeGreaterThanOrEqual(6);
    expect(first.faqs).toBeGreaterThanOrEqual(15);
    expect(first.contentPages).toBe(5);
    expect(first.cardDesigns).toBeGreaterThanOrEqual(2);

    const active = await db.select({ n: count() }).from(tours).where(eq(tours.isActive, true));
    expect(active[0]?.n).toBeGreaterThanOrEqual(24);
    const inactive = await db.select({ n: count() }).from(tours).where(eq(tours.isActive, false));
    expect(inactive[0]?.n).toBe(1);
    const featured = await db.select({ n: count() }).from(tours).where(eq(tours.isFeatured, true));
    expect(featured[0]?.n).toBeGreaterThanOrEqual(6);

    const categories = new Set((await db.select({ c: tours.category }).from(tours)).map((r) => r.c));
    for (const c of tours.category.enumValues) expect(categories, c).toContain(c);
    const types = new Set(
      (await db.select({ t: accommodations.accommodationType }).from(accommodations)).map((r) => r.t),
    );
    for (const t of accommodations.accommodationType.enumValues) expect(types, t).toContain(t);
    const kinds = new Set((await db.select({ c: experiences.category }).from(experiences)).map((r) => r.c));
    for (const c of experiences.category.enumValues) expect(kinds, c).toContain(c);

    const drafts = await db.select().from(blogPosts).where(eq(blogPosts.isPublished, false));
    expect(drafts).toHaveLength(1);
    const posts = await db.select().from(blogPosts).where(isNotNull(blogPosts.publishedAt));
    for (const post of posts) expect(post.publishedAt!.getTime()).toBeLessThan(NOW.getTime());

    const tourFaqs = await db.select().from(faqs).where(isNotNull(faqs.tourId));
    expect(tourFaqs.length).toBeGreaterThanOrEqual(3);
  });

  it("stores the branding and a default logo and card design", async () => {
    const rows = await db.select().from(siteBranding);
    const values = new Map(rows.map((r) => [r.configKey, r.configValue]));
    expect(values.get("company_name")).toMatchObject({ en: "Kilele Safaris", zh: "Kilele Safaris" });
    // Every text visitors read is there in all five languages, the tagline translated.
    for (const key of Object.keys(SITE_BRANDING_TEXTS)) {
      expect(Object.keys(values.get(key) as object).sort(), key).toEqual([...LANGUAGES].sort());
    }
    const tagline = values.get("company_tagline") as Record<string, string>;
    expect(new Set(Object.values(tagline)).size).toBe(LANGUAGES.length);
    expect(values.get("font_heading")).toBe("Fraunces");
    expect(values.get("font_body")).toBe("Inter");
    // Exactly one default in each type and variant group: the site shows the defaults (decision 097).
    const assets = await db.select().from(brandAssets);
    const groups = new Set(assets.map((asset) => `${asset.assetType}/${asset.assetVariant}`));
    for (const group of groups) {
      const defaults = assets.filter(
        (asset) => `${asset.assetType}/${asset.assetVariant}` === group && asset.isDefault,
      );
      expect(
        defaults.map((asset) => asset.isActive),
        group,
      ).toEqual([true]);
    }
    expect([...groups].sort()).toEqual(["icon/primary", "logo/inverse", "logo/primary"]);
    const cards = await db.select().from(cardDesigns).where(eq(cardDesigns.isDefault, true));
    expect(cards.map((c) => c.designType)).toEqual(["tour_card"]);
  });

  it("gives every tour an itinerary numbered 1..duration_days, images, tiers and destinations", async () => {
    const allTours = await db.select().from(tours);
    const days = await db.select().from(tourItineraryDays);
    const images = await db.select().from(tourImages);
    const tiers = await db.select().from(tourPriceTiers);
    const links = await db.select().from(tourDestinations);
    for (const tour of allTours) {
      const numbers = days
        .filter((d) => d.tourId === tour.id)
        .map((d) => d.dayNumber)
        .sort((a, b) => a - b);
      expect(numbers, tour.slug ?? "").toEqual(
        Array.from({ length: tour.durationDays ?? 0 }, (_, i) => i + 1),
      );
      const tourImageCount = images.filter((i) => i.tourId === tour.id).length;
      expect(tourImageCount, tour.slug ?? "").toBeGreaterThanOrEqual(2);
      expect(tourImageCount, tour.slug ?? "").toBeLessThanOrEqual(3);
      expect(
        links.some((l) => l.tourId === tour.id),
        tour.slug ?? "",
      ).toBe(true);

      const own = tiers.filter((t) => t.tourId === tour.id).sort((a, b) => a.minTravellers - b.minTravellers);
      expect(own, tour.slug ?? "").toHaveLength(3);
      expect(own[0]?.minTravellers).toBe(1);
      expect(own.at(-1)?.maxTravellers).toBe(tour.maxGroupSize);
      expect(own.at(-1)?.pricePerPerson).toBe(tour.priceFrom);
      for (let i = 1; i < own.length; i++) {
        expect(own[i]?.minTravellers).toBe((own[i - 1]?.maxTravellers ?? 0) + 1);
        expect(own[i]?.pricePerPerson).toBeLessThan(own[i - 1]?.pricePerPerson ?? 0);
      }
      expect(tour.rating).toBeGreaterThanOrEqual(4.5);
      expect(tour.highlights.length).toBeGreaterThanOrEqual(3);
    }
    const extras = await db.select().from(tourExtras);
    for (const tour of allTours) {
      const own = extras.filter((e) => e.tourId === tour.id).map((e) => [e.key, e.basis, e.roomType]);
      expect(own, tour.slug ?? "").toEqual([
        ["airport-transfer", "per_booking", null],
        ["travel-insurance", "per_person", null],
        ["single-supplement", "per_room", "single"],
      ]);
    }
    const climbs = allTours.filter((t) => t.category === "kilimanjaro");
    expect(climbs).toHaveLength(7);
    for (const climb of climbs) {
      expect(climb.maxAltitudeM).toBe(5895);
      expect(climb.summitSuccessRate).toBeGreaterThan(0);
      const summit = days.filter((d) => d.tourId === climb.id).map((d) => d.altitudeM ?? 0);
      expect(Math.max(...summit), climb.slug ?? "").toBe(5895);
    }
  });

  it("generates departures within the next 12 months that respect capacity", async () => {
    const rows = await db.select().from(departures);
    const allTours = await db.select().from(tours);
    const today = isoDate(utcDay(NOW));
    const horizon = isoDate(departureHorizon(NOW));
    for (const d of rows) {
      expect(d.startDate > today).toBe(true);
      expect(d.startDate < horizon).toBe(true);
      expect(d.endDate >= d.startDate).toBe(true);
      expect(d.seatsTaken).toBeGreaterThanOrEqual(0);
      expect(d.seatsTaken).toBeLessThanOrEqual(d.capacity);
      const tour = allTours.find((t) => t.id === d.tourId);
      expect(d.capacity).toBe(tour?.maxGroupSize);
      if (d.price !== null) expect(d.price).toBeGreaterThan(tour?.priceFrom ?? 0);
    }
    for (const tour of allTours.filter((t) => t.isActive)) {
      expect(
        rows.some((d) => d.tourId === tour.id),
        tour.slug ?? "",
      ).toBe(true);
    }
    expect(rows.some((d) => d.seatsTaken === d.capacity)).toBe(true);
    expect(rows.some((d) => d.seatsTaken === 0)).toBe(true);
    expect(rows.some((d) => d.seatsTaken > 0 && d.seatsTaken === d.capacity - 1)).toBe(true);
    expect(rows.some((d) => d.status === "on_request")).toBe(true);
    expect(rows.some((d) => d.status === "closed")).toBe(true);
    expect(rows.some((d) => d.price !== null)).toBe(true);
  });

  it("nests destinations and experiences and counts tours per destination", async () => {
    const all = await db.select().from(destinations);
    const bySlug = new Map(all.map((d) => [d.slug, d]));
    const tanzania = bySlug.get("tanzania");
    expect(tanzania?.parentId).toBeNull();
    for (const child of ["serengeti", "ngorongoro-crater", "mount-kilimanjaro", "zanzibar"]) {
      expect(bySlug.get(child)?.parentId, child).toBe(tanzania?.id);
    }
    expect(bySlug.get("maasai-mara")?.parentId).toBe(bySlug.get("kenya")?.id);
    expect(bySlug.get("bwindi")?.parentId).toBe(bySlug.get("uganda")?.id);
    expect(bySlug.get("volcanoes-national-park")?.parentId).toBe(bySlug.get("rwanda")?.id);

    expect(bySlug.get("mount-kilimanjaro")?.tourCount).toBe(7);
    // The inactive tour in Nyerere is not counted.
    expect(bySlug.get("nyerere")?.tourCount).toBe(1);
    const activeTours = await db.select({ n: count() }).from(tours).where(eq(tours.isActive, true));
    // Every active tour is in Tanzania except the Rwanda gorilla trek; the two-country safari counts in Kenya too.
    expect(bySlug.get("rwanda")?.tourCount).toBe(1);
    expect(tanzania?.tourCount).toBe((activeTours[0]?.n ?? 0) - 1);
    expect(bySlug.get("kenya")?.tourCount).toBe(1);
    expect(bySlug.get("maasai-mara")?.tourCount).toBe(1);

    const nested = (await db.select().from(experiences)).filter((e) => e.parentId !== null);
    expect(nested.length).toBeGreaterThanOrEqual(2);
  });

  it("uses scene URLs for every picture", async () => {
    const urls: Array<string | null> = [
      ...(await db.select({ u: tours.imageUrl }).from(tours)).map((r) => r.u),
      ...(await db.select({ u: tourImages.url }).from(tourImages)).map((r) => r.u),
      ...(
        await db.select({ a: destinations.imageUrl, b: destinations.featuredImage }).from(destinations)
      ).flatMap((r) => [r.a, r.b]),
      ...(
        await db.select({ a: accommodations.imageUrl, b: accommodations.featuredImage }).from(accommodations)
      ).flatMap((r) => [r.a, r.b]),
      ...(await db.select({ u: experiences.imageUrl }).from(experiences)).map((r) => r.u),
      ...(await db.select({ u: blogPosts.featuredImage }).from(blogPosts)).map((r) => r.u),
      ...(await db.select({ u: promotionalBanners.backgroundImageUrl }).from(promotionalBanners)).map(
        (r) => r.u,
      ),
      ...(await db.select({ u: testimonials.avatarUrl }).from(testimonials)).map((r) => r.u),
      ...(await db.select({ u: teamMembers.photoUrl }).from(teamMembers)).map((r) => r.u),
    ];
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url, String(url)).not.toBeNull();
      expect(parseSceneUrl(url ?? ""), String(url)).not.toBeNull();
    }
    // Pictures differ: tour cover images are all distinct.
    const covers = (await db.select({ u: tours.imageUrl }).from(tours)).map((r) => r.u);
    expect(new Set(covers).size).toBe(covers.length);
  });

  it("has deals: banners with a discount and a validity window around today", async () => {
    const deals = (await db.select().from(promotionalBanners)).filter((b) => b.discountPercent !== null);
    expect(deals.length).toBeGreaterThanOrEqual(2);
    const today = isoDate(utcDay(NOW));
    for (const deal of deals) {
      expect(deal.validFrom! <= today).toBe(true);
      expect(deal.validUntil! >= today).toBe(true);
    }
    const linkOnly = (await db.select().from(promotionalBanners)).filter((b) => b.tourId === null);
    expect(linkOnly.some((b) => b.tourLink)).toBe(true);
  });

  it("does nothing the second time", async () => {
    expect(await seedIfEmpty(db, NOW)).toBe(false);
    expect(await counts()).toEqual(first);
  });
});

describe("resetAndSeed", () => {
  it("replaces the content, keeps users and gives the same counts", async () => {
    const before = await counts();
    await db.insert(users).values({ id: "user-1", email: "traveller@example.test" });
    await db.update(tours).set({ title: "Changed by staff" });
    await db.delete(faqs);

    await resetAndSeed(db, NOW);

    expect(await counts()).toEqual(before);
    const changed = await db.select().from(tours).where(eq(tours.title, "Changed by staff"));
    expect(changed).toHaveLength(0);
    const kept = await db.select().from(users);
    expect(kept.map((u) => u.id)).toEqual(["user-1"]);
    expect(await seedIfEmpty(db, NOW)).toBe(false);
  });
});

// Issue 11, defect 17: a reset replaces the demo content, never what customers made.
describe("resetAndSeed and customer data", () => {
  async function tourBySlug(slug: string) {
    const [tour] = await db.select().from(tours).where(eq(tours.slug, slug));
    if (!tour) throw new Error(`no tour ${slug}`);
    return tour;
  }

  async function customerData() {
    return {
      users: await db.select().from(users).orderBy(asc(users.id)),
      wishlists: await db.select().from(wishlistItems).orderBy(asc(wishlistItems.tourId)),
      enquiries: await db.select().from(enquiries).orderBy(asc(enquiries.id)),
      comparisons: await db.select().from(comparisons).orderBy(asc(comparisons.id)),
      comparisonTours: await db
        .select()
        .from(comparisonTours)
        .orderBy(asc(comparisonTours.comparisonId), asc(comparisonTours.position)),
      subscriptions: await db.select().from(newsletterSubscriptions),
    };
  }

  it("keeps wishlists, enquiries, comparisons, users and subscriptions, pointing at the same tours", async () => {
    const [first, second] = TOURS;
    const saved = await tourBySlug(first!.slug);
    const other = await tourBySlug(second!.slug);
    const [lodge] = await db
      .select()
      .from(accommodations)
      .where(eq(accommodations.slug, ACCOMMODATIONS[0]!.slug));
    await db.insert(users).values({ id: "keeps-1", email: "keeps@example.test" });
    await db.insert(wishlistItems).values([
      { userId: "keeps-1", tourId: saved.id },
      { userId: "keeps-1", tourId: other.id },
    ]);
    await db.insert(enquiries).values([
      {
        type: "tour",
        fullName: "Asha",
        email: "asha@example.test",
        tourId: saved.id,
        details: { tourTitle: saved.title },
      },
      { type: "accommodation", fullName: "Juma", email: "juma@example.test", accommodationId: lodge!.id },
      {
        type: "contact",
        fullName: "Neema",
        email: "neema@example.test",
        subject: "general",
        message: "Hello",
      },
    ]);
    await db.insert(comparisons).values({ token: "keep-token", tourIds: [other.id, saved.id] });
    await db
      .insert(newsletterSubscriptions)
      .values({ email: "asha@example.test", discountCode: "WELCOMEAB12" });
    // Staff changed a tour the customers point at; the reset puts it back as seeded.
    await db.update(tours).set({ title: "Changed by staff" }).where(eq(tours.id, saved.id));
    const before = await customerData();
    expect(before.comparisonTours).toHaveLength(2);

    await resetAndSeed(db, NOW);

    expect(await customerData()).toEqual(before);
    const after = await tourBySlug(first!.slug);
    expect(after.id).toBe(saved.id);
    expect(after.title).toBe(first!.title);
  });

  it("refuses, changing nothing, while a customer points at content the seed does not have", async () => {
    const [made] = await db
      .insert(tours)
      .values({ slug: "made-by-staff", title: "Made by staff", category: "beach" })
      .returning();
    const [lonely] = await db
      .insert(tours)
      .values({ slug: "nobody-saved-this", title: "Nobody saved this", category: "beach" })
      .returning();
    await db.insert(wishlistItems).values({ userId: "keeps-1", tourId: made!.id });
    await db.update(tours).set({ title: "Changed again" }).where(eq(tours.slug, TOURS[0]!.slug));
    const before = await customerData();

    const refusal = await resetAndSeed(db, NOW).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SeedResetRefused);
    expect((refusal as Error).message).toMatch(/1 row\(s\) of wishlist_items\.tour_id point at tours/);
    // Rolled back: the customer rows, the extra tours and staff's change are all still there.
    expect(await customerData()).toEqual(before);
    expect((await tourBySlug(TOURS[0]!.slug)).title).toBe("Changed again");
    expect((await tourBySlug("nobody-saved-this")).id).toBe(lonely!.id);

    // Once nothing points at it, the reset goes ahead and removes the extra tours.
    await db.delete(wishlistItems).where(eq(wishlistItems.tourId, made!.id));
    await resetAndSeed(db, NOW);
    expect(await db.select().from(tours).where(eq(tours.slug, "made-by-staff"))).toEqual([]);
    expect(await db.select().from(tours).where(eq(tours.slug, "nobody-saved-this"))).toEqual([]);
    expect((await tourBySlug(TOURS[0]!.slug)).title).toBe(TOURS[0]!.title);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, "keeps-1"))).toHaveLength(2);
  });

  it("keeps a booking request and its extras as charged, and refuses while a booking holds a departure", async () => {
    const tour = await tourBySlug(TOURS[0]!.slug);
    const [transfer] = await db
      .select()
      .from(tourExtras)
      .where(and(eq(tourExtras.tourId, tour.id), eq(tourExtras.key, "airport-transfer")));
    const [request] = await db
      .insert(bookings)
      .values({
        reference: "EAREQUEST0001A",
        userId: "keeps-1",
        tourId: tour.id,
        status: "requested",
        requestedStartDate: "2031-02-01",
      })
      .returning();
    await db.insert(bookingExtras).values({
      bookingId: request!.id,
      tourExtraId: transfer!.id,
      label: transfer!.label,
      basis: transfer!.basis,
      unitPriceCents: transfer!.priceCents,
    });

    await resetAndSeed(db, NOW);
    // The request stays on its tour (kept by slug); its extra keeps its copy, the link to the old row goes.
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, request!.id));
    expect(kept).toMatchObject({ tourId: tour.id, status: "requested" });
    const [extra] = await db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, request!.id));
    expect(extra).toMatchObject({
      tourExtraId: null,
      label: transfer!.label,
      unitPriceCents: transfer!.priceCents,
    });

    const [departure] = await db.select().from(departures).where(eq(departures.tourId, tour.id)).limit(1);
    await db.update(bookings).set({ departureId: departure!.id }).where(eq(bookings.id, request!.id));
    const refusal = await resetAndSeed(db, NOW).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SeedResetRefused);
    expect((refusal as Error).message).toMatch(/1 row\(s\) of bookings\.departure_id point at departures/);
  });
});
