import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { comparisons, destinations, tourDestinations, tours } from "#app/db/schema/index";
import { monthRanges } from "#app/domain/catalogue/best-months";
import { MAX_COMPARED, MIN_COMPARED } from "#app/domain/catalogue/comparison";
import { TOUR_CARD_FALLBACKS, tourPath } from "#app/domain/catalogue/tour";
import { LANGUAGE_TAGS, type Language } from "#app/i18n/config";
import { fromPriceOf, listPriceTiers } from "#app/modules/catalogue/price-tiers.server";

const CLIMBS = new Set(["kilimanjaro", "mount_meru"]);

export type ComparedTour = {
  id: number;
  title: string;
  path: string;
  imageUrl: string | null;
  /** US cents per person, formatted in the visitor's currency by the page. */
  fromPrice: number;
  durationDays: number;
  maxGroupSize: number | null;
  rating: number;
  reviewCount: number;
  category: string;
  destinations: string[];
  highlights: string[];
  included: string[];
  difficulty: string | null;
  maxAltitudeM: number | null;
  /** "Jun – Oct, Dec – Feb" in the page language; null when none recorded. */
  bestTime: string | null;
  allYear: boolean;
};

function bestTime(months: unknown, language: Language): { text: string | null; allYear: boolean } {
  const ranges = monthRanges(months);
  if (ranges.length === 0) return { text: null, allYear: false };
  if (ranges.length === 1 && ranges[0]?.from === 1 && ranges[0]?.to === 12)
    return { text: null, allYear: true };
  const name = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { month: "short", timeZone: "UTC" });
  const month = (m: number) => name.format(new Date(Date.UTC(2024, m - 1, 1)));
  const text = ranges
    .map((r) => (r.from === r.to ? month(r.from) : `${month(r.from)} – ${month(r.to)}`))
    .join(", ");
  return { text, allYear: false };
}

/**
 * The active tours among `ids`, in the order asked, with what the comparison
 * table shows. Unknown and inactive ids are left out; the caller says so.
 */
export async function loadComparedTours(ids: readonly number[], language: Language): Promise<ComparedTour[]> {
  const wanted = ids.slice(0, MAX_COMPARED);
  if (wanted.length === 0) return [];
  const [rows, tiers, places] = await Promise.all([
    db()
      .select()
      .from(tours)
      .where(and(inArray(tours.id, wanted), eq(tours.isActive, true))),
    listPriceTiers(wanted),
    db()
      .select({ tourId: tourDestinations.tourId, name: destinations.name })
      .from(tourDestinations)
      .innerJoin(destinations, eq(destinations.id, tourDestinations.destinationId))
      .where(and(inArray(tourDestinations.tourId, wanted), eq(destinations.isActive, true)))
      .orderBy(asc(destinations.displayOrder), asc(destinations.name)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id): ComparedTour[] => {
    const tour = byId.get(id);
    if (!tour) return [];
    const category = tour.category || TOUR_CARD_FALLBACKS.category;
    const climb = CLIMBS.has(category);
    const best = bestTime(tour.bestMonths, language);
    return [
      {
        id: tour.id,
        title: tour.title,
        path: tourPath(tour),
        imageUrl: tour.imageUrl,
        // The same from-price as the tour page's.
        fromPrice: fromPriceOf(tour, tiers.get(id)),
        durationDays: tour.durationDays ?? TOUR_CARD_FALLBACKS.durationDays,
        maxGroupSize: tour.maxGroupSize,
        rating: tour.rating ?? TOUR_CARD_FALLBACKS.rating,
        reviewCount: tour.reviewCount,
        category,
        destinations: places.filter((p) => p.tourId === id).map((p) => p.name),
        highlights: tour.highlights ?? [],
        included: tour.included ?? [],
        difficulty: climb ? tour.difficulty : null,
        maxAltitudeM: climb ? tour.maxAltitudeM : null,
        bestTime: best.text,
        allYear: best.allYear,
      },
    ];
  });
}

/** The tours of a shared comparison, or null for an unknown token. */
export async function findComparison(token: string): Promise<number[] | null> {
  const [row] = await db()
    .select({ tourIds: comparisons.tourIds })
    .from(comparisons)
    .where(eq(comparisons.token, token))
    .limit(1);
  return row ? row.tourIds : null;
}

/** 12 random bytes as base64url: 16 URL-safe characters. */
function newToken(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * The share token of these tours in this order: created once, then the same
 * for everyone. Concurrent first shares meet at the unique index on tour_ids;
 * `on conflict ... do update` makes the loser wait and return the winner's token.
 */
export async function shareComparison(ids: readonly number[]): Promise<string> {
  if (ids.length < MIN_COMPARED || ids.length > MAX_COMPARED) throw new Error("2 to 4 tours are compared");
  const tourIds = [...ids];
  const [row] = await db()
    .insert(comparisons)
    .values({ token: newToken(), tourIds })
    .onConflictDoUpdate({ target: comparisons.tourIds, set: { tourIds: sql`excluded.tour_ids` } })
    .returning({ token: comparisons.token });
  if (!row) throw new Error("comparison not stored");
  return row.token;
}
