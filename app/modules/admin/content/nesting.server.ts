import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "#app/db/client.server";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { redirectOldSlug } from "./redirects.server";

/**
 * Content that nests under a parent of its own kind (destinations,
 * experiences; decision 091): the parent a form may choose (one that exists,
 * never the record itself nor one of its descendants), and the 301s a move
 * leaves behind. A nested record's public path is made of its parent's slug
 * and its own (`domain/paths.ts`), so a slug change moves the record and
 * every child directly under it, and a new parent moves the record.
 */

/** A table whose rows nest: an id, a slug, a parent of the same table and a published flag. */
export type NestedTable = PgTable & { id: PgColumn; slug: PgColumn; parentId: PgColumn; isActive: PgColumn };

/** The ids below `id`, at any depth (breadth first; a cycle already stored cannot loop it). */
export async function descendantIds(tx: Executor, table: NestedTable, id: number): Promise<number[]> {
  const found = new Set<number>();
  let frontier = [id];
  while (frontier.length > 0) {
    const rows = (await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(inArray(table.parentId, frontier))) as Array<{ id: number }>;
    frontier = rows.map((row) => row.id).filter((child) => child !== id && !found.has(child));
    for (const child of frontier) found.add(child);
  }
  return [...found];
}

/**
 * The parent a save may use: none, or one that exists and is neither the
 * record (`id`, when editing) nor below it. Refused beside the `parentId` field.
 */
export async function checkParent(
  tx: Executor,
  table: NestedTable,
  parentId: number | null,
  id?: number,
): Promise<{ ok: true } | ActionFailure> {
  if (parentId === null) return { ok: true };
  const refuse = (key: string) => fail(400, `admin-content:errors.${key}`, { field: "parentId" });
  if (parentId === id) return refuse("parentCycle");
  const [parent] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, parentId));
  if (!parent) return refuse("parent");
  if (id !== undefined && (await descendantIds(tx, table, id)).includes(parentId)) {
    return refuse("parentCycle");
  }
  return { ok: true };
}

/** The slug of a parent (null for none, or one that is gone). */
export async function parentSlugOf(
  tx: Executor,
  table: NestedTable,
  parentId: number | null,
): Promise<string | null> {
  if (parentId === null) return null;
  const [row] = (await tx
    .select({ slug: table.slug })
    .from(table as PgTable)
    .where(eq(table.id, parentId))) as Array<{ slug: string }>;
  return row?.slug ?? null;
}

type NestedRow = { id: number; slug: string; parentId: number | null; isActive: boolean };
type PathOf = (record: { slug: string; parentSlug?: string | null }) => string;

/**
 * After a published nested record was saved: a 301 from its old public path
 * when its path changed (its slug, or its parent), and one for each published
 * child directly under it when its slug changed (their paths hold it). Call inside the save's transaction; when it returns true,
 * `after.reloadRedirects()`.
 */
export async function redirectNestedMove(
  tx: Executor,
  table: NestedTable,
  options: { before: NestedRow; after: NestedRow; pathOf: PathOf; actorUserId: string },
): Promise<boolean> {
  const { before, after, pathOf, actorUserId } = options;
  // An unpublished record had no public address, nor had its children under it.
  if (!before.isActive) return false;
  let changed = false;
  const oldPath = pathOf({ slug: before.slug, parentSlug: await parentSlugOf(tx, table, before.parentId) });
  const newPath = pathOf({ slug: after.slug, parentSlug: await parentSlugOf(tx, table, after.parentId) });
  if (oldPath !== newPath) changed = (await redirectOldSlug(tx, oldPath, newPath, actorUserId)).changed;
  if (before.slug !== after.slug) {
    const children = (await tx
      .select({ slug: table.slug })
      .from(table as PgTable)
      .where(and(eq(table.parentId, after.id), eq(table.isActive, true)))) as Array<{ slug: string }>;
    for (const child of children) {
      const moved = await redirectOldSlug(
        tx,
        pathOf({ slug: child.slug, parentSlug: before.slug }),
        pathOf({ slug: child.slug, parentSlug: after.slug }),
        actorUserId,
      );
      changed ||= moved.changed;
    }
  }
  return changed;
}
