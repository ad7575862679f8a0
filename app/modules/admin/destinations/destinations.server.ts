import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { accommodations, destinations, tourDestinations } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { gapCounts } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import type { DestinationInput } from "#app/domain/admin/places";
import type { ParentChoice } from "#app/domain/admin/places-fields";
import { slugify } from "#app/domain/content/slugs";
import { destinationPath } from "#app/domain/paths";
import { recordAudit } from "#app/modules/admin/audit.server";
import { refreshDestinationTourCounts } from "#app/modules/admin/content/destination-counts.server";
import { checkParent, parentSlugOf, redirectNestedMove } from "#app/modules/admin/content/nesting.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import {
  isForeignKeyViolation,
  isUniqueViolation,
  resolveSlug,
  slugTakenFailure,
} from "#app/modules/admin/content/slugs.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";

/**
 * The destination editor's reads and saves (issue 16, item 1), on the content
 * kit (decision 091): one versioned save with its audit row, a unique slug,
 * a parent that makes no cycle, the 301s of a published destination's move
 * (and its children's), and the destinations' tour counts kept right.
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

export async function findDestination(
  id: number,
  from: Executor = db(),
): Promise<DestinationRow | undefined> {
  const [row] = await from.select().from(destinations).where(eq(destinations.id, id));
  return row;
}

/** Every destination, for the parent choice (the page leaves out the record and its descendants). */
export async function destinationParentChoices(): Promise<ParentChoice[]> {
  return db()
    .select({ id: destinations.id, name: destinations.name, parentId: destinations.parentId })
    .from(destinations)
    .orderBy(asc(destinations.name));
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

function columns(input: DestinationInput) {
  const { slug: _slug, ...rest } = input;
  return rest;
}

const SLUG_CONSTRAINT = "destinations_slug_unique";

/** Creates a destination, inactive (staff activate it when it is ready), with an audit row. */
export async function createDestination(
  input: DestinationInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
      const parent = await checkParent(tx, destinations, input.parentId);
      if (!parent.ok) return parent;
      const slug = await resolveSlug(tx, destinations, {
        typed: input.slug,
        generated: slugify(input.name, "destination"),
      });
      if (!slug.ok) return slug;
      const [row] = await tx
        .insert(destinations)
        .values({ ...columns(input), slug: slug.slug, isActive: false })
        .returning();
      if (!row) throw new Error("destination insert returned nothing");
      await recordAudit(tx, {
        actorUserId,
        action: "destination.create",
        entityType: "destination",
        entityId: row.id,
        after: snapshot(row),
      });
      return { ok: true, id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return slugTakenFailure(input.slug ?? slugify(input.name));
    throw error;
  }
}

/**
 * Saves the whole form over `version`: 409 when someone saved first, the slug
 * or the parent refused beside its field, 301s when a published destination's
 * address (or its children's) changed, and the tour counts of the tree
 * refreshed (a new parent moves its tours into another total).
 */
export async function updateDestination(
  id: number,
  version: number,
  input: DestinationInput,
  actorUserId: string,
): Promise<ActionResult<{ redirected: boolean }>> {
  try {
    return await contentTransaction(async (tx, after): Promise<ActionResult<{ redirected: boolean }>> => {
      const current = await findDestination(id, tx);
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      const parent = await checkParent(tx, destinations, input.parentId, id);
      if (!parent.ok) return parent;
      const slug = await resolveSlug(tx, destinations, {
        typed: input.slug,
        // Left empty: keep the slug it has rather than make a new address.
        generated: current.slug,
        exceptId: id,
      });
      if (!slug.ok) return slug;
      const saved = await saveVersioned(tx, {
        table: destinations,
        id,
        version,
        changes: { ...columns(input), slug: slug.slug },
        audit: { actorUserId, action: "destination.update", entityType: "destination", snapshot },
      });
      if (!saved.ok) return saved;
      if (saved.before.parentId !== saved.after.parentId) await refreshDestinationTourCounts(tx);
      const redirected = await redirectNestedMove(tx, destinations, {
        before: saved.before,
        after: saved.after,
        pathOf: destinationPath,
        actorUserId,
      });
      if (redirected) after.reloadRedirects();
      return { ok: true, redirected };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return slugTakenFailure(input.slug ?? "");
    throw error;
  }
}

/** Activates or deactivates a destination over `version`, with its audit row. */
export async function setDestinationActive(
  id: number,
  version: number,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: destinations,
      id,
      version,
      changes: { isActive: active },
      audit: {
        actorUserId,
        action: active ? "destination.activate" : "destination.deactivate",
        entityType: "destination",
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
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

export function linkCount(links: Record<string, number>): number {
  return Object.values(links).reduce((sum, n) => sum + n, 0);
}

const IN_USE = () => fail(409, "admin-content:destinations.delete.inUse", { reason: "inUse" });

/**
 * Deletes a destination nothing links to. Refused (409, reason "inUse") while
 * a child destination, a tour or an accommodation points at it (the foreign
 * keys would quietly unlink or cascade them): deactivate it instead.
 */
export async function deleteDestination(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult> => {
      const [current] = await tx.select().from(destinations).where(eq(destinations.id, id)).for("update");
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      if (linkCount(await destinationLinks(id, tx)) > 0) return IN_USE();
      await tx.delete(destinations).where(and(eq(destinations.id, id), eq(destinations.version, version)));
      await recordAudit(tx, {
        actorUserId,
        action: "destination.delete",
        entityType: "destination",
        entityId: id,
        before: snapshot(current),
        after: null,
      });
      return { ok: true };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return IN_USE();
    throw error;
  }
}

/** The public address of a destination (for the editor's "view" link). */
export async function destinationPublicPath(row: DestinationRow): Promise<string> {
  return destinationPath({
    slug: row.slug,
    parentSlug: await parentSlugOf(db(), destinations, row.parentId),
  });
}
