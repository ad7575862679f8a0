import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { accommodations, destinations, tourDestinations } from "#app/db/schema/index";
import { gapCounts } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import type { DestinationInput } from "#app/domain/admin/places";
import { destinationPath } from "#app/domain/paths";
import { refreshDestinationTourCounts } from "#app/modules/admin/content/destination-counts.server";
import { nestedEditor } from "#app/modules/admin/content/nested-editor.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";

/**
 * The destination editor's list and its configuration of the nested-content
 * core (`content/nested-editor.server.ts`, decision 091): what the audit keeps,
 * what links to a destination, and the destinations' tour counts kept right
 * when one moves to another parent.
 */

export type DestinationRow = typeof destinations.$inferSelect;
export type DestinationFilters = { active: "yes" | "no" };

const SORTS = {
  name: destinations.name,
  country: destinations.country,
  tours: destinations.tourCount,
  order: destinations.displayOrder,
  updated: destinations.updatedAt,
} as const;

function listConditions(query: ListQuery<DestinationFilters>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const inSlug = sql`strpos(${destinations.slug}, lower(${query.q})) > 0`;
    conditions.push(
      sql`(${contains(destinations.name, query.q)} or ${contains(destinations.country, query.q)} or ${inSlug})`,
    );
  }
  if (query.filters.active) conditions.push(eq(destinations.isActive, query.filters.active === "yes"));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the destination list, with each one's parent and missing translations per language. */
export async function listDestinations(query: ListQuery<DestinationFilters>) {
  const where = listConditions(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? destinations.displayOrder;
  const [rows, [total], names] = await Promise.all([
    db()
      .select()
      .from(destinations)
      .where(where)
      .orderBy(query.dir === "asc" ? asc(column) : desc(column), asc(destinations.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(destinations).where(where),
    db().select({ id: destinations.id, name: destinations.name }).from(destinations),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      ...row,
      parentName: row.parentId === null ? null : (nameOf.get(row.parentId) ?? null),
      gaps: gapCounts("destinations", row, row.translations),
    })),
  };
}

/** What the audit log keeps of a destination (its columns staff edit). */
function snapshot(row: DestinationRow) {
  return {
    name: row.name,
    slug: row.slug,
    country: row.country,
    parentId: row.parentId,
    shortDescription: row.shortDescription,
    description: row.description,
    highlights: row.highlights,
    wildlife: row.wildlife,
    bestMonths: row.bestMonths,
    bestTimeNote: row.bestTimeNote,
    featuredImage: row.featuredImage,
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    translations: row.translations,
  };
}

export type DestinationLinks = { children: number; tours: number; accommodations: number };

/** What points at a destination, counted, for the delete confirmation. */
export async function destinationLinks(id: number, from: Executor = db()): Promise<DestinationLinks> {
  // One statement: inside a transaction there is one connection to share.
  const [row] = await from
    .select({
      children: sql<number>`(select count(*)::int from ${destinations} where ${destinations.parentId} = ${id})`,
      tours: sql<number>`(select count(*)::int from ${tourDestinations} where ${tourDestinations.destinationId} = ${id})`,
      accommodations: sql<number>`(select count(*)::int from ${accommodations} where ${accommodations.destinationId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  return {
    children: Number(row?.children ?? 0),
    tours: Number(row?.tours ?? 0),
    accommodations: Number(row?.accommodations ?? 0),
  };
}

/** The destination editor's saves, on the nested-content core. */
export const destinationEditor = nestedEditor<typeof destinations, DestinationInput>({
  table: destinations,
  nameColumn: destinations.name,
  entity: "destination",
  slugConstraint: "destinations_slug_unique",
  nameOf: (input) => input.name,
  snapshot,
  pathOf: destinationPath,
  pictureFieldsOf: (input) => [
    ["featuredImage", input.featuredImage],
    ["imageUrl", input.imageUrl],
    ["description", input.description],
    ["translations", JSON.stringify(input.translations)],
  ],
  links: destinationLinks,
  inUseMessage: "admin-content:destinations.delete.inUse",
  // A new parent moves the destination's tours into another total.
  afterUpdate: async (tx, before, after) => {
    if (before.parentId !== after.parentId) await refreshDestinationTourCounts(tx);
  },
});

export const {
  find: findDestination,
  parentChoices: destinationParentChoices,
  create: createDestination,
  update: updateDestination,
  setActive: setDestinationActive,
  remove: deleteDestination,
} = destinationEditor;
