import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "#app/db/client.server";
import { accommodations, destinations } from "#app/db/schema/index";
import type { AccommodationCardData, AccommodationType, DestinationNode } from "#app/domain/catalogue/places";

const cardColumns = {
  id: accommodations.id,
  slug: accommodations.slug,
  name: accommodations.name,
  accommodationType: accommodations.accommodationType,
  shortDescription: accommodations.shortDescription,
  imageUrl: accommodations.imageUrl,
  featuredImage: accommodations.featuredImage,
  location: accommodations.location,
  starRating: accommodations.starRating,
  rating: accommodations.rating,
  totalReviews: accommodations.totalReviews,
  pricePerNight: accommodations.pricePerNight,
  destinationName: destinations.name,
};

/** Active accommodations as cards, best rated first; the destination's name only when it is public. */
function selectCards(where: SQL | undefined, limit?: number): Promise<AccommodationCardData[]> {
  const query = db()
    .select(cardColumns)
    .from(accommodations)
    .leftJoin(
      destinations,
      and(eq(destinations.id, accommodations.destinationId), eq(destinations.isActive, true)),
    )
    .where(and(eq(accommodations.isActive, true), where))
    .orderBy(
      sql`${accommodations.rating} desc nulls last`,
      sql`${accommodations.starRating} desc nulls last`,
      accommodations.name,
    );
  return limit ? query.limit(limit) : query;
}

/** The list page: every active accommodation, by type and/or by destinations (a country with its parks). */
export function listAccommodations(filters: {
  type: AccommodationType | null;
  destinationIds: number[] | null;
}): Promise<AccommodationCardData[]> {
  return selectCards(
    and(
      filters.type ? eq(accommodations.accommodationType, filters.type) : undefined,
      filters.destinationIds ? inArray(accommodations.destinationId, filters.destinationIds) : undefined,
    ),
  );
}

/** Places to stay in some destinations (a destination page: the place and its parks). */
export function listAccommodationsIn(destinationIds: number[], limit = 6): Promise<AccommodationCardData[]> {
  if (destinationIds.length === 0) return Promise.resolve([]);
  return selectCards(inArray(accommodations.destinationId, destinationIds), limit);
}

/** Other places to stay in the same destination. */
export function listNearbyAccommodations(
  destinationId: number,
  excludeId: number,
  limit = 3,
): Promise<AccommodationCardData[]> {
  return selectCards(
    and(eq(accommodations.destinationId, destinationId), ne(accommodations.id, excludeId)),
    limit,
  );
}

export type AccommodationLocation = { slug: string; name: string; ids: number[] };
export type AccommodationLocationGroup = AccommodationLocation & { children: AccommodationLocation[] };

/**
 * The location filter's choices: each country that has a place to stay (in
 * itself or one of its parks), then those parks. Choosing a country shows its
 * parks' accommodations too.
 */
export async function listAccommodationLocations(
  tree: DestinationNode[],
): Promise<AccommodationLocationGroup[]> {
  const rows = await db()
    .selectDistinct({ id: accommodations.destinationId })
    .from(accommodations)
    .where(eq(accommodations.isActive, true));
  const used = new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
  const groups: AccommodationLocationGroup[] = [];
  for (const country of tree) {
    const children = country.children
      .filter((child) => used.has(child.id))
      .map((child) => ({ slug: child.slug, name: child.name, ids: [child.id] }));
    if (children.length === 0 && !used.has(country.id)) continue;
    groups.push({
      slug: country.slug,
      name: country.name,
      ids: [country.id, ...country.children.map((c) => c.id)],
      children,
    });
  }
  return groups;
}

/** The destination ids a location filter stands for, or null when the slug is not a choice. */
export function locationIds(groups: AccommodationLocationGroup[], slug: string | null): number[] | null {
  if (!slug) return null;
  for (const group of groups) {
    if (group.slug === slug) return group.ids;
    const child = group.children.find((c) => c.slug === slug);
    if (child) return child.ids;
  }
  return null;
}

const parentDestination = alias(destinations, "parent_destination");

/** One accommodation by slug with its destination (and that one's parent, for the link), active or not. */
export async function findAccommodation(slug: string) {
  const [row] = await db()
    .select({
      accommodation: accommodations,
      destination: {
        id: destinations.id,
        slug: destinations.slug,
        name: destinations.name,
        country: destinations.country,
        isActive: destinations.isActive,
      },
      parent: { slug: parentDestination.slug, isActive: parentDestination.isActive },
    })
    .from(accommodations)
    .leftJoin(destinations, eq(destinations.id, accommodations.destinationId))
    .leftJoin(parentDestination, eq(parentDestination.id, destinations.parentId))
    .where(eq(accommodations.slug, slug))
    .limit(1);
  return row ?? null;
}
