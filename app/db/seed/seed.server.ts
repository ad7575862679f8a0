import { getTableColumns, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "#app/db/client.server";
import {
  accommodations,
  blogPosts,
  brandAssets,
  cardDesigns,
  contentPages,
  departures,
  destinations,
  experiences,
  faqs,
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
} from "#app/db/schema/index";
import { ACCOMMODATIONS } from "./accommodations";
import { BANNERS } from "./banners";
import { BLOG_POSTS } from "./blog-posts";
import { BRAND_ASSETS, SITE_BRANDING } from "./branding";
import { CARD_DESIGNS } from "./card-designs";
import { findBlockers, SeedResetRefused } from "./customer-references.server";
import { demoGuideFor, generateDepartures, isoDate, priceTiers, utcDay } from "./departures";
import { DESTINATIONS } from "./destinations";
import { EXPERIENCES } from "./experiences";
import { FAQS, TOUR_FAQ_CATEGORY } from "./faqs";
import { CONTENT_PAGES } from "./pages";
import { TEAM_MEMBERS } from "./team";
import { TESTIMONIALS } from "./testimonials";
import { TOUR_EXTRAS } from "./tour-extras";
import { TOURS } from "./tours";
import { seedDayTranslations, seedTourTranslations, seedTranslations } from "./translations/index";
import type { MealCode } from "./types";

// Any constant works; it only has to be the same for every app instance.
const SEED_LOCK_ID = 727_002;
const DAY_MS = 86_400_000;
const INSERT_BATCH = 500;

/**
 * Every table the demo content fills, children before parents: the order a
 * reset deletes in. Nothing else is ever emptied: users, wishlists, shared
 * comparisons, enquiries, subscriptions, bookings (with their travellers,
 * extras, payments and history), promo codes, the outbox and exchange rates
 * stay. A booking on a departure refuses the reset (the departures go).
 */
const CONTENT_TABLES = [
  "departures",
  // A booking's extras keep their own copy and set their link to null (decision 080).
  "tour_extras",
  "tour_price_tiers",
  "tour_itinerary_days",
  "tour_images",
  "tour_destinations",
  "faqs",
  "testimonials",
  "promotional_banners",
  "tours",
  "accommodations",
  "destinations",
  "experiences",
  "blog_posts",
  "team_members",
  "content_pages",
  "card_designs",
  "brand_assets",
  "site_branding",
] as const;

/**
 * Content customers point at (wishlists and comparisons at tours, enquiries at
 * tours and accommodations): a reset keeps the rows whose slug the seed has,
 * rewritten as seeded but with their ids, so those references still hold.
 */
const KEPT_BY_SLUG: Record<string, readonly string[]> = {
  tours: TOURS.map((tour) => tour.slug),
  accommodations: ACCOMMODATIONS.map((accommodation) => accommodation.slug),
};

/**
 * Seeds the demo content when the database has none (no branding and no tours),
 * in one transaction. Returns whether it seeded. Safe to call from several
 * instances at once: they queue on an advisory lock and re-check.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return false;
    await insertContent(tx, now);
    return true;
  });
}

/**
 * Replaces the demo content, in one transaction, keeping everything customers
 * made. Throws SeedResetRefused, changing nothing, when a customer row points
 * at content the reset would delete (see findBlockers).
 */
export async function resetAndSeed(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const blockers = await findBlockers(tx, CONTENT_TABLES, KEPT_BY_SLUG);
    if (blockers.length > 0) throw new SeedResetRefused(blockers);
    // DELETE, never TRUNCATE … CASCADE, which empties every table pointing here, customers' too.
    for (const table of CONTENT_TABLES) {
      const slugs = KEPT_BY_SLUG[table];
      await tx.execute(
        slugs
          ? sql`delete from ${sql.identifier(table)} where slug is null or slug not in (${sql.join(
              slugs.map((slug) => sql`${slug}`),
              sql`, `,
            )})`
          : sql`delete from ${sql.identifier(table)}`,
      );
    }
    await insertContent(tx, now);
  });
}

/**
 * `on conflict (slug) do update` that sets every stored column to the
 * inserted value: a kept row becomes as seeded and keeps its id.
 */
function replaceBySlug(table: typeof tours | typeof accommodations) {
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key, column]) => key !== "id" && key !== "createdAt" && !column.generated)
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
  return { target: table.slug, set };
}

async function isEmpty(db: Executor): Promise<boolean> {
  const [branding] = await db.select({ key: siteBranding.configKey }).from(siteBranding).limit(1);
  const [tour] = await db.select({ id: tours.id }).from(tours).limit(1);
  return !branding && !tour;
}

function daysFrom(now: Date, days: number): Date {
  return new Date(utcDay(now).getTime() + days * DAY_MS);
}

function mealList(code: MealCode): Array<"breakfast" | "lunch" | "dinner"> {
  const meals: Array<"breakfast" | "lunch" | "dinner"> = [];
  if (code.includes("B")) meals.push("breakfast");
  if (code.includes("L")) meals.push("lunch");
  if (code.includes("D")) meals.push("dinner");
  return meals;
}

function idOf(ids: Map<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${slug}`);
  return id;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await insert(rows.slice(i, i + INSERT_BATCH));
}

async function insertContent(tx: Transaction, now: Date) {
  await tx
    .insert(siteBranding)
    .values(Object.entries(SITE_BRANDING).map(([configKey, configValue]) => ({ configKey, configValue })));
  await tx.insert(brandAssets).values(BRAND_ASSETS);
  await tx.insert(cardDesigns).values(CARD_DESIGNS);

  const destinationIds = await insertDestinations(tx);
  const tourIds = await insertTours(tx, destinationIds, now);
  await insertExperiences(tx);

  await tx
    .insert(accommodations)
    .values(
      ACCOMMODATIONS.map(({ destination, ...row }) => ({
        ...row,
        destinationId: idOf(destinationIds, destination, "destination"),
      })),
    )
    .onConflictDoUpdate(replaceBySlug(accommodations));
  await linkStaysByName(tx, [...tourIds.values()]);

  const tourTitles = new Map(TOURS.map((t) => [t.slug, t.title]));
  await tx.insert(testimonials).values(
    TESTIMONIALS.map(({ tour, daysAgo, ...row }) => ({
      ...row,
      tourId: idOf(tourIds, tour, "tour"),
      tourName: tourTitles.get(tour) ?? null,
      date: isoDate(daysFrom(now, -daysAgo)),
      // Newest first on the home page, which orders by created_at.
      createdAt: daysFrom(now, -daysAgo),
    })),
  );

  await tx.insert(blogPosts).values(
    BLOG_POSTS.map(({ publishedDaysAgo, ...row }) => ({
      ...row,
      publishedAt:
        publishedDaysAgo === null
          ? null
          : new Date(daysFrom(now, -publishedDaysAgo).getTime() + 7 * 3_600_000),
    })),
  );

  await tx.insert(promotionalBanners).values(
    BANNERS.map(({ tour, validFromDays, validUntilDays, ...row }) => ({
      ...row,
      tourId: tour ? idOf(tourIds, tour, "tour") : null,
      tourLink: row.tourLink ?? (tour ? `/tours/${tour}` : null),
      validFrom: validFromDays === undefined ? null : isoDate(daysFrom(now, validFromDays)),
      validUntil: validUntilDays === undefined ? null : isoDate(daysFrom(now, validUntilDays)),
    })),
  );

  await tx.insert(teamMembers).values(TEAM_MEMBERS);

  const tourFaqs = TOURS.flatMap((tour) =>
    (tour.faqs ?? []).map((item, index) => ({
      ...item,
      category: TOUR_FAQ_CATEGORY,
      tourId: idOf(tourIds, tour.slug, "tour"),
      isActive: true,
      displayOrder: index,
    })),
  );
  await tx.insert(faqs).values(
    [...FAQS.map((item, index) => ({ ...item, displayOrder: index })), ...tourFaqs].map((item) => ({
      ...item,
      translations: seedTranslations("faqs", item.question),
    })),
  );

  await tx
    .insert(contentPages)
    .values(
      CONTENT_PAGES.map((page) => ({ ...page, translations: seedTranslations("contentPages", page.slug) })),
    );

  await refreshDestinationTourCounts(tx);
}

async function insertDestinations(tx: Transaction): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Parents first, so children can point at them.
  const roots = DESTINATIONS.filter((d) => !d.parent);
  const children = DESTINATIONS.filter((d) => d.parent);
  for (const group of [roots, children]) {
    if (group.length === 0) continue;
    const inserted = await tx
      .insert(destinations)
      .values(
        group.map(({ parent, ...row }) => ({
          ...row,
          parentId: parent ? idOf(ids, parent, "parent destination") : null,
          translations: seedTranslations("destinations", row.slug),
        })),
      )
      .returning({ id: destinations.id, slug: destinations.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
  }
  return ids;
}

async function insertExperiences(tx: Transaction) {
  const ids = new Map<string, number>();
  const roots = EXPERIENCES.filter((e) => !e.parent);
  const children = EXPERIENCES.filter((e) => e.parent);
  for (const group of [roots, children]) {
    if (group.length === 0) continue;
    const inserted = await tx
      .insert(experiences)
      .values(
        group.map(({ parent, ...row }) => ({
          ...row,
          parentId: parent ? idOf(ids, parent, "parent experience") : null,
        })),
      )
      .returning({ id: experiences.id, slug: experiences.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
  }
}

async function insertTours(
  tx: Transaction,
  destinationIds: Map<string, number>,
  now: Date,
): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(tours)
    .values(
      TOURS.map(
        (
          {
            images: _images,
            destinations: _destinations,
            itinerary: _itinerary,
            departures: _departures,
            faqs: _faqs,
            ...row
          },
          index,
        ) => ({
          ...row,
          displayOrder: row.displayOrder ?? index,
          translations: seedTourTranslations(row.slug),
        }),
      ),
    )
    .onConflictDoUpdate(replaceBySlug(tours))
    .returning({ id: tours.id, slug: tours.slug });
  const ids = new Map<string, number>();
  for (const row of inserted) if (row.slug) ids.set(row.slug, row.id);

  const tiers = [];
  const extras = [];
  const images = [];
  const days = [];
  const links = [];
  const dates = [];
  for (const tour of TOURS) {
    const tourId = idOf(ids, tour.slug, "tour");
    for (const tier of priceTiers(tour.priceFrom, tour.maxGroupSize)) tiers.push({ tourId, ...tier });
    extras.push(...TOUR_EXTRAS.map((extra, index) => ({ tourId, ...extra, displayOrder: index })));
    images.push(...tour.images.map((image, index) => ({ tourId, ...image, displayOrder: index })));
    days.push(
      ...tour.itinerary.map((day, index) => ({
        tourId,
        dayNumber: index + 1,
        title: day.title,
        description: day.description,
        places: day.places,
        accommodation: day.stay,
        meals: mealList(day.meals),
        altitudeM: day.altitudeM ?? null,
        distanceKm: day.distanceKm ?? null,
        walkingHours: day.walkingHours ?? null,
        translations: seedDayTranslations(tour.slug, index),
      })),
    );
    links.push(
      ...tour.destinations.map((slug) => ({
        tourId,
        destinationId: idOf(destinationIds, slug, "destination"),
      })),
    );
    dates.push(
      ...generateDepartures(tour, now).map((departure) => ({
        tourId,
        ...departure,
        ...demoGuideFor(tour.slug, departure.startDate),
      })),
    );
  }
  await tx.insert(tourPriceTiers).values(tiers);
  await tx.insert(tourExtras).values(extras);
  await tx.insert(tourImages).values(images);
  await insertInBatches(days, (batch) => tx.insert(tourItineraryDays).values(batch));
  await tx.insert(tourDestinations).values(links);
  await insertInBatches(dates, (batch) => tx.insert(departures).values(batch));
  return ids;
}

/**
 * The demo itineraries name each night's stay in text; where the name is one
 * of our accommodations, the night is linked to it, so its phone and email
 * reach the trip wallet (decision 100). Only the seed's own tours.
 */
async function linkStaysByName(db: Executor, tourIds: number[]) {
  if (tourIds.length === 0) return;
  await db.execute(sql`
    update ${tourItineraryDays} d set accommodation_id = a.id
    from ${accommodations} a
    where d.accommodation_id is null
      and lower(trim(d.accommodation)) = lower(trim(a.name))
      and d.tour_id in (${sql.join(
        tourIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

/** Sets each destination's tour_count to the active tours linked to it or to any destination below it. */
async function refreshDestinationTourCounts(db: Executor) {
  await db.execute(sql`
    with recursive tree(root_id, id) as (
      select id, id from ${destinations}
      union all
      select tree.root_id, child.id from ${destinations} child join tree on child.parent_id = tree.id
    )
    update ${destinations} d set tour_count = (
      select count(distinct t.id)::int
      from tree
      join ${tourDestinations} td on td.destination_id = tree.id
      join ${tours} t on t.id = td.tour_id and t.is_active
      where tree.root_id = d.id
    )`);
}
