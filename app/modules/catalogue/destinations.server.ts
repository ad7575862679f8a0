import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "#app/db/client.server";
import { destinations, tourDestinations, tours } from "#app/db/schema/index";
import type { AccommodationCardData, DestinationChild, DestinationNode } from "#app/domain/catalogue/places";
import type { TourCardData } from "#app/domain/catalogue/tour";
import { destinationPath } from "#app/domain/paths";
import type { Language } from "#app/i18n/config";
import { listAccommodationsIn } from "./accommodations.server";
import { toTourCards, tourCardColumns } from "./tour-card.server";

/** Destination links for the footer: the featured ones, else the top-level countries. */
export async function listFooterDestinations(limit = 6): Promise<{ slug: string; name: string }[]> {
  const featured = await db()
    .select({ slug: destinations.slug, name: destinations.name })
    .from(destinations)
    .where(and(eq(destinations.isActive, true), eq(destinations.isFeatured, true)))
    .orderBy(destinations.displayOrder, destinations.id)
    .limit(limit);
  if (featured.length > 0) return featured;
  return db()
    .select({ slug: destinations.slug, name: destinations.name })
    .from(destinations)
    .where(and(eq(destinations.isActive, true), isNull(destinations.parentId)))
    .orderBy(destinations.displayOrder, destinations.id)
    .limit(limit);
}

const summaryColumns = {
  id: destinations.id,
  slug: destinations.slug,
  name: destinations.name,
  country: destinations.country,
  parentId: destinations.parentId,
  shortDescription: destinations.shortDescription,
  imageUrl: destinations.imageUrl,
  featuredImage: destinations.featuredImage,
  tourCount: destinations.tourCount,
};

/**
 * Every public destination as countries with their parks and areas, in display
 * order. A park whose country is hidden is hidden with it.
 */
export async function listDestinationTree(): Promise<DestinationNode[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(destinations)
    .where(eq(destinations.isActive, true))
    .orderBy(destinations.displayOrder, destinations.id);
  const tops = new Map<number, DestinationNode>();
  for (const row of rows) {
    if (row.parentId === null) tops.set(row.id, { ...row, path: destinationPath(row), children: [] });
  }
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : tops.get(row.parentId);
    if (!parent) continue;
    const child = { ...row, parentSlug: parent.slug };
    parent.children.push({ ...child, path: destinationPath(child) });
  }
  return [...tops.values()];
}

const parentDestination = alias(destinations, "parent_destination");

/** One destination by slug with its parent, active or not: the caller decides what the public may see. */
export async function findDestination(slug: string) {
  const [row] = await db()
    .select({
      destination: destinations,
      parent: {
        id: parentDestination.id,
        slug: parentDestination.slug,
        name: parentDestination.name,
        isActive: parentDestination.isActive,
      },
    })
    .from(destinations)
    .leftJoin(parentDestination, eq(parentDestination.id, destinations.parentId))
    .where(eq(destinations.slug, slug))
    .limit(1);
  return row ? { ...row.destination, parent: row.parent } : null;
}

/** Active tours that visit any of these destinations, featured first. */
async function listToursVisiting(destinationIds: number[], language: Language): Promise<TourCardData[]> {
  if (destinationIds.length === 0) return [];
  const visiting = db()
    .select({ id: tourDestinations.tourId })
    .from(tourDestinations)
    .where(inArray(tourDestinations.destinationId, destinationIds));
  const rows = await db()
    .select(tourCardColumns)
    .from(tours)
    .where(and(eq(tours.isActive, true), inArray(tours.id, visiting)))
    .orderBy(desc(tours.isFeatured), tours.displayOrder, tours.id);
  return toTourCards(rows, language);
}

/** The public parks and areas of a destination. */
async function listChildDestinations(destination: { id: number; slug: string }): Promise<DestinationChild[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(destinations)
    .where(and(eq(destinations.parentId, destination.id), eq(destinations.isActive, true)))
    .orderBy(destinations.displayOrder, destinations.id);
  return rows.map((row) => {
    const child = { ...row, parentSlug: destination.slug };
    return { ...child, path: destinationPath(child) };
  });
}

export type DestinationPageData = {
  children: DestinationChild[];
  tours: TourCardData[];
  accommodations: AccommodationCardData[];
};

/** What a destination page shows beyond the destination: its parks, and the tours and stays in it or them. */
export async function loadDestinationPage(
  destination: { id: number; slug: string },
  language: Language,
): Promise<DestinationPageData> {
  const children = await listChildDestinations(destination);
  const ids = [destination.id, ...children.map((c) => c.id)];
  const [tourCards, stays] = await Promise.all([
    listToursVisiting(ids, language),
    listAccommodationsIn(ids, 6),
  ]);
  return { children, tours: tourCards, accommodations: stays };
}
