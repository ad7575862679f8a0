import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  max,
  min,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { db } from "#app/db/client.server";
import { destinations, tourDestinations, tours } from "#app/db/schema/index";
import { TOUR_CARD_FALLBACKS, type TourCardData } from "#app/domain/catalogue/tour";
import {
  clampPage,
  type DurationRange,
  type OrderKey,
  TOUR_CATEGORIES,
  TOURS_PER_PAGE,
  type TourCategory,
  type TourSort,
  tourOrder,
} from "#app/domain/catalogue/tour-filters";
import type { Language } from "#app/i18n/config";
import { toTourCards, tourCardColumns } from "./tour-card.server";

// The list filters on what the card shows: a tour with no price, duration or
// rating is filtered and sorted by the card's fallbacks (spec section 9).
const priceExpr = sql<number>`coalesce(${tours.priceFrom}, ${TOUR_CARD_FALLBACKS.priceFrom})`;
const durationExpr = sql<number>`coalesce(${tours.durationDays}, ${TOUR_CARD_FALLBACKS.durationDays})`;
const ratingExpr = sql<number>`coalesce(${tours.rating}, ${TOUR_CARD_FALLBACKS.rating})`;

export type TourSearch = {
  /** The destination and its parks; null for anywhere. */
  destinationIds: number[] | null;
  category: TourCategory | null;
  duration: DurationRange | null;
  minCents: number | null;
  maxCents: number | null;
  group: number | null;
  sort: TourSort;
  page: number;
  perPage?: number;
  /** The language the cards' text is wanted in (English where a tour has none in it). */
  language: Language;
};

function conditions(search: TourSearch): SQL {
  const where: SQL[] = [eq(tours.isActive, true)];
  if (search.category) where.push(eq(tours.category, search.category));
  if (search.destinationIds) {
    const visiting = db()
      .select({ id: tourDestinations.tourId })
      .from(tourDestinations)
      .where(
        inArray(tourDestinations.destinationId, search.destinationIds.length ? search.destinationIds : [0]),
      );
    where.push(inArray(tours.id, visiting));
  }
  if (search.duration) {
    where.push(gte(durationExpr, search.duration.min));
    if (search.duration.max !== null) where.push(lte(durationExpr, search.duration.max));
  }
  if (search.minCents !== null) where.push(gte(priceExpr, search.minCents));
  if (search.maxCents !== null) where.push(lte(priceExpr, search.maxCents));
  // A tour with no stated group limit takes any party.
  if (search.group !== null) {
    where.push(or(isNull(tours.maxGroupSize), gte(tours.maxGroupSize, search.group)) as SQL);
  }
  return and(...where) as SQL;
}

function orderBy(keys: OrderKey[]): SQL[] {
  const column: Record<OrderKey["field"], SQL | typeof tours.id> = {
    featured: sql`${tours.isFeatured}`,
    reviews: sql`${tours.reviewCount}`,
    rating: ratingExpr,
    price: priceExpr,
    duration: durationExpr,
    displayOrder: sql`${tours.displayOrder}`,
    id: tours.id,
  };
  return keys.map((key) => (key.direction === "asc" ? asc(column[key.field]) : desc(column[key.field])));
}

export type TourSearchResult = { tours: TourCardData[]; total: number; page: number; pages: number };

/**
 * One page of active tours matching the filters, in the chosen order, with the
 * total. A page past the end gives the last page. Served by the tours indexes
 * (active, category) and tour_destinations' destination index.
 */
export async function searchTours(search: TourSearch): Promise<TourSearchResult> {
  const perPage = search.perPage ?? TOURS_PER_PAGE;
  const where = conditions(search);
  const [totalRow] = await db().select({ total: count() }).from(tours).where(where);
  const total = Number(totalRow?.total ?? 0);
  const page = clampPage(search.page, total, perPage);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return { tours: [], total, page, pages };
  const rows = await db()
    .select(tourCardColumns)
    .from(tours)
    .where(where)
    .orderBy(...orderBy(tourOrder(search.sort)))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { tours: toTourCards(rows, search.language), total, page, pages };
}

export type DestinationOption = {
  id: number;
  slug: string;
  name: string;
  tourCount: number;
  /** The parks of a country; empty for a park. */
  children: DestinationOption[];
};

export type TourFacets = {
  destinations: DestinationOption[];
  categories: Array<{ category: TourCategory; count: number }>;
  /** US cents, the cheapest and dearest active tour. */
  priceRange: { min: number; max: number };
  maxGroupSize: number;
};

/**
 * What the filter form offers: the destinations with active tours (countries
 * with their parks), the categories in use with their counts, and the price
 * range. Small, bounded queries on the active indexes.
 */
export async function listTourFacets(): Promise<TourFacets> {
  const [destinationRows, categoryRows, [stats]] = await Promise.all([
    db()
      .select({
        id: destinations.id,
        slug: destinations.slug,
        name: destinations.name,
        parentId: destinations.parentId,
        tourCount: destinations.tourCount,
      })
      .from(destinations)
      .where(eq(destinations.isActive, true))
      .orderBy(asc(destinations.displayOrder), asc(destinations.name)),
    db()
      .select({ category: tours.category, count: count() })
      .from(tours)
      .where(eq(tours.isActive, true))
      .groupBy(tours.category),
    db()
      .select({ min: min(priceExpr), max: max(priceExpr), maxGroup: max(tours.maxGroupSize) })
      .from(tours)
      .where(eq(tours.isActive, true)),
  ]);
  const withTours = destinationRows.filter((d) => d.tourCount > 0);
  const option = (d: (typeof withTours)[number]): DestinationOption => ({
    id: d.id,
    slug: d.slug,
    name: d.name,
    tourCount: d.tourCount,
    children: [],
  });
  const roots = withTours.filter((d) => d.parentId === null).map(option);
  const byId = new Map(roots.map((r) => [r.id, r]));
  for (const row of withTours) {
    if (row.parentId === null) continue;
    // A park whose country is hidden is hidden too.
    byId.get(row.parentId)?.children.push(option(row));
  }
  const rank = (category: string) => (TOUR_CATEGORIES as readonly string[]).indexOf(category);
  return {
    destinations: roots,
    categories: categoryRows
      .map((r) => ({ category: r.category as TourCategory, count: Number(r.count) }))
      .sort((a, b) => rank(a.category) - rank(b.category)),
    priceRange: { min: Number(stats?.min ?? 0), max: Number(stats?.max ?? 0) },
    maxGroupSize: Number(stats?.maxGroup ?? 0),
  };
}

/** The destination of a slug among the options, with the ids of it and its parks. */
export function findDestinationOption(
  options: DestinationOption[],
  slug: string | null,
): { option: DestinationOption; ids: number[] } | null {
  if (!slug) return null;
  for (const root of options) {
    if (root.slug === slug) return { option: root, ids: [root.id, ...root.children.map((c) => c.id)] };
    const child = root.children.find((c) => c.slug === slug);
    if (child) return { option: child, ids: [child.id] };
  }
  return null;
}
