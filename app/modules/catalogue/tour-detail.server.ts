import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "#app/db/client.server";
import {
  destinations,
  faqs,
  testimonials,
  tourDestinations,
  tourImages,
  tourItineraryDays,
  tours,
} from "#app/db/schema/index";
import type { TourCardData } from "#app/domain/catalogue/tour";
import type { Translations } from "#app/domain/content/translations";
import type { Language } from "#app/i18n/config";
import { type DepartureRow, listTourDepartures } from "#app/modules/catalogue/departures.server";
import { listPriceTiers } from "./price-tiers.server";
import { toTourCards, tourCardColumns } from "./tour-card.server";

export type TourRow = typeof tours.$inferSelect;

/**
 * A tour by the URL segment of /tours/{tour}: a numeric id, or a slug. The
 * caller decides about inactive tours and redirects. Served by the primary
 * key or the slug's unique index.
 */
export async function findTour(segment: string, from: Executor = db()): Promise<TourRow | null> {
  const value = segment.trim().toLowerCase();
  if (/^\d{1,9}$/.test(value)) {
    const [byId] = await from
      .select()
      .from(tours)
      .where(eq(tours.id, Number(value)))
      .limit(1);
    if (byId) return byId;
  }
  if (value.length > 120 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) return null;
  const [bySlug] = await from.select().from(tours).where(eq(tours.slug, value)).limit(1);
  return bySlug ?? null;
}

export type TourReviewRow = {
  id: number;
  content: string;
  clientName: string;
  avatarUrl: string | null;
  country: string | null;
  date: string | null;
  rating: number;
};

export type TourPlace = { id: number; slug: string; name: string; parentSlug: string | null };

export type TourDetails = {
  images: Array<{ id: number; url: string; alt: string }>;
  itinerary: Array<typeof tourItineraryDays.$inferSelect>;
  tiers: Array<{ minTravellers: number; maxTravellers: number; pricePerPerson: number }>;
  departures: DepartureRow[];
  reviews: TourReviewRow[];
  faqs: Array<{ id: number; question: string; answer: string; translations: Translations }>;
  destinations: TourPlace[];
};

/** How many upcoming departures the tour page lists; the availability page shows the rest. */
const DEPARTURES_SHOWN = 10;
/** How many of the tour's reviews the page shows. */
const REVIEWS_SHOWN = 6;

/**
 * Everything the tour page shows besides the tour row, in parallel. Each query
 * goes through an index on the tour id: tour_images_tour_idx, the unique
 * (tour_id, day_number), (tour_id, min_travellers) and (tour_id, start_date)
 * indexes, testimonials_tour_idx, faqs_tour_idx and the tour_destinations key.
 */
export async function loadTourDetails(tourId: number, today: string): Promise<TourDetails> {
  const parent = alias(destinations, "parent");
  const [images, itinerary, tiers, upcoming, reviews, questions, places] = await Promise.all([
    db()
      .select({ id: tourImages.id, url: tourImages.url, alt: tourImages.alt })
      .from(tourImages)
      .where(eq(tourImages.tourId, tourId))
      .orderBy(asc(tourImages.displayOrder), asc(tourImages.id)),
    db()
      .select()
      .from(tourItineraryDays)
      .where(eq(tourItineraryDays.tourId, tourId))
      .orderBy(asc(tourItineraryDays.dayNumber)),
    listPriceTiers([tourId]).then((byTour) => byTour.get(tourId) ?? []),
    listTourDepartures(tourId, today, DEPARTURES_SHOWN),
    db()
      .select({
        id: testimonials.id,
        content: testimonials.content,
        clientName: testimonials.clientName,
        avatarUrl: testimonials.avatarUrl,
        country: testimonials.country,
        date: testimonials.date,
        rating: testimonials.rating,
      })
      .from(testimonials)
      .where(and(eq(testimonials.tourId, tourId), eq(testimonials.isActive, true)))
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(REVIEWS_SHOWN),
    db()
      .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, translations: faqs.translations })
      .from(faqs)
      .where(and(eq(faqs.tourId, tourId), eq(faqs.isActive, true)))
      .orderBy(asc(faqs.displayOrder), asc(faqs.id)),
    db()
      .select({
        id: destinations.id,
        slug: destinations.slug,
        name: destinations.name,
        parentSlug: parent.slug,
        parentActive: parent.isActive,
      })
      .from(tourDestinations)
      .innerJoin(destinations, eq(destinations.id, tourDestinations.destinationId))
      .leftJoin(parent, eq(parent.id, destinations.parentId))
      .where(and(eq(tourDestinations.tourId, tourId), eq(destinations.isActive, true)))
      .orderBy(asc(destinations.displayOrder), asc(destinations.name)),
  ]);
  return {
    images,
    itinerary,
    tiers,
    departures: upcoming,
    reviews,
    faqs: questions,
    // A park under a hidden country is not linked from the public site.
    destinations: places
      .filter((p) => p.parentSlug === null || p.parentActive)
      .map(({ parentActive: _hidden, ...place }) => place),
  };
}

/**
 * Up to `limit` other active tours like this one: sharing its category or a
 * destination, those sharing both first, then featured and better rated.
 */
export async function listRelatedTours(
  tour: { id: number; category: string },
  language: Language,
  limit = 3,
): Promise<TourCardData[]> {
  const sameCategory = sql`${tours.category} = ${tour.category}`;
  const itsPlaces = db()
    .select({ id: tourDestinations.destinationId })
    .from(tourDestinations)
    .where(eq(tourDestinations.tourId, tour.id));
  const nearby = db()
    .select({ id: tourDestinations.tourId })
    .from(tourDestinations)
    .where(inArray(tourDestinations.destinationId, itsPlaces));
  const sharesPlace: SQL = inArray(tours.id, nearby);
  const rows = await db()
    .select(tourCardColumns)
    .from(tours)
    .where(and(eq(tours.isActive, true), ne(tours.id, tour.id), sql`(${sameCategory} or ${sharesPlace})`))
    .orderBy(
      desc(sql`(case when ${sameCategory} then 1 else 0 end) + (case when ${sharesPlace} then 1 else 0 end)`),
      desc(tours.isFeatured),
      desc(sql`coalesce(${tours.rating}, 0)`),
      asc(tours.id),
    )
    .limit(limit);
  return toTourCards(rows, language);
}
