import { and, asc, eq } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { faqs, tourItineraryDays, tours } from "#app/db/schema/index";
import { type RouteProfile, routeProfileOf } from "#app/domain/catalogue/route-profiles";
import type { TourDifficulty } from "#app/domain/catalogue/tour";

// The public sees active tours of the Kilimanjaro category only; every query
// below goes through tours_category_idx, the slug's unique index, or the
// itinerary and FAQ indexes.
const KILIMANJARO = "kilimanjaro" as const;

export type KilimanjaroRouteSummary = {
  id: number;
  slug: string | null;
  title: string;
  shortDescription: string | null;
  imageUrl: string | null;
  priceFrom: number | null;
  durationDays: number | null;
  distanceKm: number | null;
  summitSuccessRate: number | null;
  difficulty: TourDifficulty | null;
  maxAltitudeM: number | null;
  bestMonths: number[];
  profile: RouteProfile | null;
};

const summaryColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  shortDescription: tours.shortDescription,
  imageUrl: tours.imageUrl,
  priceFrom: tours.priceFrom,
  durationDays: tours.durationDays,
  distanceKm: tours.distanceKm,
  summitSuccessRate: tours.summitSuccessRate,
  difficulty: tours.difficulty,
  maxAltitudeM: tours.maxAltitudeM,
  bestMonths: tours.bestMonths,
};

/** Every active Kilimanjaro tour, for the route comparison table. */
export async function listKilimanjaroRoutes(): Promise<KilimanjaroRouteSummary[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(tours)
    .where(and(eq(tours.category, KILIMANJARO), eq(tours.isActive, true)))
    .orderBy(asc(tours.displayOrder), asc(tours.id));
  return rows.map((row) => ({ ...row, profile: routeProfileOf(row.slug) }));
}

export type FaqItem = { id: number; question: string; answer: string };

/** The general questions about Kilimanjaro (faqs category "kilimanjaro"). */
export function listKilimanjaroFaqs(): Promise<FaqItem[]> {
  return db()
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(and(eq(faqs.isActive, true), eq(faqs.category, KILIMANJARO)))
    .orderBy(asc(faqs.displayOrder), asc(faqs.id));
}

/**
 * A route page's data: the active Kilimanjaro tour with this slug, its days
 * (altitude profile) and its own questions. Null for anything else, which the
 * route answers with 404 (inactive and unknown look the same).
 */
export async function getKilimanjaroRoute(slug: string) {
  const [tour] = await db()
    .select({
      ...summaryColumns,
      description: tours.description,
      maxGroupSize: tours.maxGroupSize,
      minAge: tours.minAge,
      rating: tours.rating,
      reviewCount: tours.reviewCount,
      startLocation: tours.startLocation,
      endLocation: tours.endLocation,
      highlights: tours.highlights,
    })
    .from(tours)
    .where(and(eq(tours.slug, slug), eq(tours.category, KILIMANJARO), eq(tours.isActive, true)))
    .limit(1);
  if (!tour) return null;
  const [days, tourFaqs] = await Promise.all([
    db()
      .select({
        dayNumber: tourItineraryDays.dayNumber,
        title: tourItineraryDays.title,
        accommodation: tourItineraryDays.accommodation,
        altitudeM: tourItineraryDays.altitudeM,
        distanceKm: tourItineraryDays.distanceKm,
        walkingHours: tourItineraryDays.walkingHours,
      })
      .from(tourItineraryDays)
      .where(eq(tourItineraryDays.tourId, tour.id))
      .orderBy(asc(tourItineraryDays.dayNumber)),
    db()
      .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .where(and(eq(faqs.tourId, tour.id), eq(faqs.isActive, true)))
      .orderBy(asc(faqs.displayOrder), asc(faqs.id)),
  ]);
  return { tour: { ...tour, profile: routeProfileOf(tour.slug) }, days, faqs: tourFaqs };
}
