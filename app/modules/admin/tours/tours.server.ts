import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import {
  accommodations,
  bookings,
  comparisonTours,
  departures,
  destinations,
  enquiries,
  faqs,
  promotionalBanners,
  testimonials,
  tourDestinations,
  tourImages,
  tourItineraryDays,
  tours,
  wishlistItems,
} from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { missingByLanguage } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import type { DayInput, TourInput } from "#app/domain/admin/tours";
import { tourPath } from "#app/domain/catalogue/tour";
import type { TourCategory } from "#app/domain/catalogue/tour-filters";
import { slugify } from "#app/domain/content/slugs";
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "#app/domain/content/translations";
import { recordAudit } from "#app/modules/admin/audit.server";
import { refreshDestinationTourCounts } from "#app/modules/admin/content/destination-counts.server";
import { redirectOldSlug } from "#app/modules/admin/content/redirects.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import {
  isForeignKeyViolation,
  isUniqueViolation,
  resolveSlug,
  slugTakenFailure,
} from "#app/modules/admin/content/slugs.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";

/**
 * The tour editor's reads and saves (issue 16, item 1): a tour with its
 * itinerary days, destinations, images and translations is saved whole in one
 * transaction over the version the form was loaded with, with one audit row;
 * a published tour whose slug changes leaves a 301 behind. Nothing a customer
 * made (bookings, enquiries, wishlists, comparisons) is ever deleted with a tour.
 */

export type TourRow = typeof tours.$inferSelect;
export type DayRow = typeof tourItineraryDays.$inferSelect;
export type TourFilters = { category: TourCategory; published: "yes" | "no" };

const SORTS = {
  title: tours.title,
  category: tours.category,
  price: tours.priceFrom,
  duration: tours.durationDays,
  order: tours.displayOrder,
  updated: tours.updatedAt,
} as const;

function listConditions(query: ListQuery<TourFilters>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const inSlug = sql`strpos(coalesce(${tours.slug}, ''), lower(${query.q})) > 0`;
    conditions.push(sql`(${contains(tours.title, query.q)} or ${inSlug})`);
  }
  if (query.filters.category) conditions.push(eq(tours.category, query.filters.category));
  if (query.filters.published) conditions.push(eq(tours.isActive, query.filters.published === "yes"));
  return conditions.length ? and(...conditions) : undefined;
}

/** Per language, how many fields the tour and its days miss (0: complete). */
export function translationGaps(
  tour: Pick<TourRow, "translations"> & Record<string, unknown>,
  days: ReadonlyArray<Pick<DayRow, "translations"> & Record<string, unknown>>,
): Record<TranslatedLanguage, number> {
  const own = missingByLanguage("tours", tour, tour.translations);
  const perDay = days.map((day) => missingByLanguage("tourItineraryDays", day, day.translations));
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      own[language].length + perDay.reduce((sum, day) => sum + day[language].length, 0),
    ]),
  ) as Record<TranslatedLanguage, number>;
}

/** One page of the tour list, with each tour's missing translations per language. */
export async function listTours(query: ListQuery<TourFilters>) {
  const where = listConditions(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? tours.displayOrder;
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(tours)
      .where(where)
      .orderBy(query.dir === "asc" ? asc(column) : desc(column), asc(tours.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(tours).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const days = ids.length
    ? await db().select().from(tourItineraryDays).where(inArray(tourItineraryDays.tourId, ids))
    : [];
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      ...row,
      gaps: translationGaps(
        row,
        days.filter((day) => day.tourId === row.id),
      ),
    })),
  };
}

export type TourForEdit = TourRow & {
  days: DayRow[];
  destinationIds: number[];
  images: Array<{ url: string; alt: string }>;
};

export async function findTourForEdit(id: number, from: Executor = db()): Promise<TourForEdit | undefined> {
  const [tour] = await from.select().from(tours).where(eq(tours.id, id));
  if (!tour) return undefined;
  // One after another: inside a transaction they share one connection.
  const days = await from
    .select()
    .from(tourItineraryDays)
    .where(eq(tourItineraryDays.tourId, id))
    .orderBy(asc(tourItineraryDays.dayNumber));
  const links = await from
    .select({ id: tourDestinations.destinationId })
    .from(tourDestinations)
    .where(eq(tourDestinations.tourId, id));
  const images = await from
    .select({ url: tourImages.url, alt: tourImages.alt })
    .from(tourImages)
    .where(eq(tourImages.tourId, id))
    .orderBy(asc(tourImages.displayOrder), asc(tourImages.id));
  // The hero picture (image_url) first, when the gallery does not already hold it.
  const gallery =
    tour.imageUrl && !images.some((image) => image.url === tour.imageUrl)
      ? [{ url: tour.imageUrl, alt: tour.title }, ...images]
      : images;
  return {
    ...tour,
    days,
    destinationIds: links.map((link) => link.id).sort((a, b) => a - b),
    images: gallery,
  };
}

/** The destinations a tour can be linked to, for the editor's checkboxes. */
export async function destinationChoices() {
  return db()
    .select({ id: destinations.id, name: destinations.name, parentId: destinations.parentId })
    .from(destinations)
    .orderBy(asc(destinations.name));
}

/** What the audit log keeps of a tour (its columns staff edit). */
function snapshot(row: TourRow) {
  return {
    title: row.title,
    slug: row.slug,
    category: row.category,
    difficulty: row.difficulty,
    shortDescription: row.shortDescription,
    description: row.description,
    imageUrl: row.imageUrl,
    priceFrom: row.priceFrom,
    childPricePercent: row.childPricePercent,
    infantPricePercent: row.infantPricePercent,
    durationDays: row.durationDays,
    maxGroupSize: row.maxGroupSize,
    minAge: row.minAge,
    maxAltitudeM: row.maxAltitudeM,
    distanceKm: row.distanceKm,
    summitSuccessRate: row.summitSuccessRate,
    startLocation: row.startLocation,
    endLocation: row.endLocation,
    highlights: row.highlights,
    included: row.included,
    excluded: row.excluded,
    bestMonths: row.bestMonths,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    titleHighlightText: row.titleHighlightText,
    titleHighlightColor: row.titleHighlightColor,
    titleFontSize: row.titleFontSize,
    translations: row.translations,
  };
}

/** The parts saved beside the tour row, as the audit log keeps them. */
function partsSnapshot(parts: {
  days: ReadonlyArray<Omit<DayInput, "translations"> & { translations: unknown }>;
  destinationIds: readonly number[];
  images: ReadonlyArray<{ url: string; alt: string }>;
}) {
  return {
    days: parts.days.map((day) => ({
      title: day.title,
      description: day.description,
      places: day.places,
      accommodation: day.accommodation,
      accommodationId: day.accommodationId,
      meals: day.meals,
      altitudeM: day.altitudeM,
      distanceKm: day.distanceKm,
      walkingHours: day.walkingHours,
      translations: day.translations,
    })),
    destinationIds: [...parts.destinationIds].sort((a, b) => a - b),
    images: parts.images.map((image) => ({ url: image.url, alt: image.alt })),
  };
}

/** The tour's columns from the form (everything but the parts and the slug). */
function columns(input: TourInput) {
  return {
    title: input.title,
    category: input.category,
    difficulty: input.difficulty,
    shortDescription: input.shortDescription,
    description: input.description,
    imageUrl: input.images[0]?.url ?? null,
    priceFrom: input.priceFrom,
    childPricePercent: input.childPricePercent,
    infantPricePercent: input.infantPricePercent,
    durationDays: input.durationDays,
    maxGroupSize: input.maxGroupSize,
    minAge: input.minAge,
    maxAltitudeM: input.maxAltitudeM,
    distanceKm: input.distanceKm,
    summitSuccessRate: input.summitSuccessRate,
    startLocation: input.startLocation,
    endLocation: input.endLocation,
    highlights: input.highlights,
    included: input.included,
    excluded: input.excluded,
    bestMonths: input.bestMonths,
    isFeatured: input.isFeatured,
    displayOrder: input.displayOrder,
    titleHighlightText: input.titleHighlightText,
    titleHighlightColor: input.titleHighlightColor,
    titleFontSize: input.titleFontSize,
    translations: input.translations,
  };
}

/** Our accommodations, for the stay of each itinerary night (the trip wallet's contacts, decision 100). */
export async function stayChoices() {
  return db()
    .select({ id: accommodations.id, name: accommodations.name, location: accommodations.location })
    .from(accommodations)
    .orderBy(asc(accommodations.name), asc(accommodations.id));
}

/**
 * The days as saved: each stay chosen must be one of ours (refused beside its
 * select otherwise, never a foreign-key 500); a night whose text is empty
 * takes the chosen stay's name, so the public itinerary names it too.
 */
async function checkStays(
  tx: Executor,
  days: readonly DayInput[],
): Promise<ActionResult<{ days: DayInput[] }>> {
  const ids = [
    ...new Set(days.flatMap((day) => (day.accommodationId === null ? [] : [day.accommodationId]))),
  ];
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({ id: accommodations.id, name: accommodations.name })
          .from(accommodations)
          .where(inArray(accommodations.id, ids));
  const names = new Map(found.map((row) => [row.id, row.name]));
  const missing = days.findIndex((day) => day.accommodationId !== null && !names.has(day.accommodationId));
  if (missing >= 0)
    return fail(400, "admin-content:errors.stay", { field: `days.${missing}.accommodationId` });
  return {
    ok: true,
    days: days.map((day) => ({
      ...day,
      accommodation:
        day.accommodation ?? (day.accommodationId === null ? null : (names.get(day.accommodationId) ?? null)),
    })),
  };
}

/** Destinations that exist, of the ids posted (an unknown id is dropped, not a 500). */
async function knownDestinations(tx: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: destinations.id })
    .from(destinations)
    .where(inArray(destinations.id, [...ids]));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Replaces the tour's days, destinations and images with the form's (in order). */
async function replaceParts(tx: Executor, tourId: number, input: TourInput, destinationIds: number[]) {
  await tx.delete(tourItineraryDays).where(eq(tourItineraryDays.tourId, tourId));
  if (input.days.length > 0) {
    await tx.insert(tourItineraryDays).values(
      input.days.map((day, index) => ({
        tourId,
        dayNumber: index + 1,
        title: day.title,
        description: day.description,
        places: day.places,
        accommodation: day.accommodation,
        accommodationId: day.accommodationId,
        meals: day.meals,
        altitudeM: day.altitudeM,
        distanceKm: day.distanceKm,
        walkingHours: day.walkingHours,
        translations: day.translations,
      })),
    );
  }
  await tx.delete(tourDestinations).where(eq(tourDestinations.tourId, tourId));
  if (destinationIds.length > 0) {
    await tx
      .insert(tourDestinations)
      .values(destinationIds.map((destinationId) => ({ tourId, destinationId })));
  }
  await tx.delete(tourImages).where(eq(tourImages.tourId, tourId));
  if (input.images.length > 0) {
    await tx
      .insert(tourImages)
      .values(
        input.images.map((image, index) => ({ tourId, url: image.url, alt: image.alt, displayOrder: index })),
      );
  }
}

const SLUG_CONSTRAINT = "tours_slug_unique";

/**
 * Every text of the form that may name a media library picture: the pictures'
 * addresses and the Markdown (in every language). Each named picture must
 * exist and have English alt text before the tour can be saved with it.
 */
function imageTexts(input: TourInput): string[] {
  return [
    ...input.images.map((image) => image.url),
    input.description ?? "",
    JSON.stringify(input.translations ?? {}),
    ...input.days.map((day) => `${day.description ?? ""} ${JSON.stringify(day.translations ?? {})}`),
  ];
}

/** Creates a tour, unpublished (staff publish it when it is ready), with its parts and an audit row. */
export async function createTour(
  input: TourInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
      const slug = await resolveSlug(tx, tours, {
        typed: input.slug,
        generated: slugify(input.title, "tour"),
      });
      if (!slug.ok) return slug;
      const pictures = await requireUsableImages(imageTexts(input), tx);
      if (!pictures.ok) return pictures;
      const stays = await checkStays(tx, input.days);
      if (!stays.ok) return stays;
      const saved = { ...input, days: stays.days };
      const [row] = await tx
        .insert(tours)
        .values({ ...columns(saved), slug: slug.slug, isActive: false })
        .returning();
      if (!row) throw new Error("tour insert returned nothing");
      const destinationIds = await knownDestinations(tx, saved.destinationIds);
      await replaceParts(tx, row.id, saved, destinationIds);
      await recordAudit(tx, {
        actorUserId,
        action: "tour.create",
        entityType: "tour",
        entityId: row.id,
        after: { ...snapshot(row), ...partsSnapshot({ ...saved, destinationIds }) },
      });
      return { ok: true, id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT))
      return slugTakenFailure(input.slug ?? slugify(input.title));
    throw error;
  }
}

/**
 * Saves the whole form over `version`: 409 when someone saved first (nothing
 * written), the slug refused beside its field when another tour has it, and a
 * 301 from the old address when a published tour's slug changed.
 */
export async function updateTour(
  id: number,
  version: number,
  input: TourInput,
  actorUserId: string,
): Promise<ActionResult<{ redirected: boolean }>> {
  try {
    return await contentTransaction(async (tx, after): Promise<ActionResult<{ redirected: boolean }>> => {
      const current = await findTourForEdit(id, tx);
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      const slug = await resolveSlug(tx, tours, {
        typed: input.slug,
        // Left empty: keep the slug it has rather than make a new address.
        generated: current.slug ?? slugify(input.title, `tour-${id}`),
        exceptId: id,
      });
      if (!slug.ok) return slug;
      const pictures = await requireUsableImages(imageTexts(input), tx);
      if (!pictures.ok) return pictures;
      const stays = await checkStays(tx, input.days);
      if (!stays.ok) return stays;
      const parts = { ...input, days: stays.days };
      const destinationIds = await knownDestinations(tx, parts.destinationIds);
      const saved = await saveVersioned(tx, {
        table: tours,
        id,
        version,
        changes: { ...columns(parts), slug: slug.slug },
        audit: {
          actorUserId,
          action: "tour.update",
          entityType: "tour",
          snapshot,
          extra: {
            before: partsSnapshot(current),
            after: partsSnapshot({ ...parts, destinationIds }),
          },
        },
      });
      if (!saved.ok) return saved;
      await replaceParts(tx, id, parts, destinationIds);
      await refreshDestinationTourCounts(tx);
      let redirected = false;
      if (saved.before.isActive && saved.before.slug !== saved.after.slug) {
        const moved = await redirectOldSlug(tx, tourPath(saved.before), tourPath(saved.after), actorUserId);
        if (moved.changed) after.reloadRedirects();
        redirected = moved.changed;
      }
      return { ok: true, redirected };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return slugTakenFailure(input.slug ?? "");
    throw error;
  }
}

/** Publishes or unpublishes (is_active) over `version`, with its audit row. */
export async function setTourPublished(
  id: number,
  version: number,
  publish: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: tours,
      id,
      version,
      changes: { isActive: publish },
      audit: {
        actorUserId,
        action: publish ? "tour.publish" : "tour.unpublish",
        entityType: "tour",
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    if (!saved.ok) return saved;
    await refreshDestinationTourCounts(tx);
    return { ok: true };
  });
}

export type TourLinks = {
  bookings: number;
  enquiries: number;
  wishlists: number;
  comparisons: number;
  departures: number;
  testimonials: number;
  banners: number;
  faqs: number;
};

/** The records a customer made that point at a tour: while any exists, the tour cannot be deleted. */
export const CUSTOMER_LINKS = ["bookings", "enquiries", "wishlists", "comparisons"] as const;

/** What points at a tour, counted, for the delete confirmation. */
export async function tourLinks(id: number, from: Executor = db()): Promise<TourLinks> {
  // One statement: inside a transaction there is one connection to share.
  const [row] = await from
    .select({
      bookings: sql<number>`(select count(*)::int from ${bookings} where ${bookings.tourId} = ${id})`,
      enquiries: sql<number>`(select count(*)::int from ${enquiries} where ${enquiries.tourId} = ${id})`,
      wishlists: sql<number>`(select count(*)::int from ${wishlistItems} where ${wishlistItems.tourId} = ${id})`,
      comparisons: sql<number>`(select count(*)::int from ${comparisonTours} where ${comparisonTours.tourId} = ${id})`,
      departures: sql<number>`(select count(*)::int from ${departures} where ${departures.tourId} = ${id})`,
      testimonials: sql<number>`(select count(*)::int from ${testimonials} where ${testimonials.tourId} = ${id})`,
      banners: sql<number>`(select count(*)::int from ${promotionalBanners} where ${promotionalBanners.tourId} = ${id})`,
      faqs: sql<number>`(select count(*)::int from ${faqs} where ${faqs.tourId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  const links = row ?? {};
  return Object.fromEntries(
    (
      [
        "bookings",
        "enquiries",
        "wishlists",
        "comparisons",
        "departures",
        "testimonials",
        "banners",
        "faqs",
      ] as const
    ).map((key) => [key, Number((links as Record<string, unknown>)[key] ?? 0)]),
  ) as TourLinks;
}

export function customerLinkCount(links: TourLinks): number {
  return CUSTOMER_LINKS.reduce((sum, key) => sum + links[key], 0);
}

const IN_USE = () => fail(409, "admin-content:tours.delete.inUse", { reason: "inUse" });

/**
 * Deletes a tour nothing a customer made points at (its days, images, links,
 * empty departures and its own FAQs go with it; testimonials and banners
 * lose the link). Refused (409, reason "inUse") while a booking, enquiry,
 * wishlist or comparison names it: unpublish it instead. The foreign keys
 * refuse the same if a booking arrives during the delete.
 */
export async function deleteTour(id: number, version: number, actorUserId: string): Promise<ActionResult> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult> => {
      const [current] = await tx.select().from(tours).where(eq(tours.id, id)).for("update");
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      if (customerLinkCount(await tourLinks(id, tx)) > 0) return IN_USE();
      const parts = await findTourForEdit(id, tx);
      await tx.delete(tours).where(and(eq(tours.id, id), eq(tours.version, version)));
      await refreshDestinationTourCounts(tx);
      await recordAudit(tx, {
        actorUserId,
        action: "tour.delete",
        entityType: "tour",
        entityId: id,
        before: { ...snapshot(current), ...(parts ? partsSnapshot(parts) : {}) },
        after: null,
      });
      return { ok: true };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return IN_USE();
    throw error;
  }
}
