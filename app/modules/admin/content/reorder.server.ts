import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "#app/db/client.server";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { MoveDirection } from "#app/domain/admin/move-intent";
import { nextVersion, staleVersion } from "#app/modules/admin/versions.server";
import { saveVersioned } from "./save.server";

/**
 * Records staff put in order with up and down buttons (FAQs within their
 * group, team members; decision 091): an id, a version and a display order.
 */
export type OrderedTable = PgTable & { id: PgColumn; version: PgColumn; displayOrder: PgColumn };

/** A move up or down, saved over the version the list was loaded with. */
export type OrderMove<T extends OrderedTable> = {
  table: T;
  id: number;
  version: number;
  direction: MoveDirection;
  /** The rows the record is ordered among, from the record itself; every row of the table when absent. */
  groupOf?: (row: T["$inferSelect"]) => SQL | undefined;
  audit: { actorUserId: string; entityType: string; action: string };
};

/**
 * Moves a record one place up or down among its group, in the caller's
 * transaction: the group is numbered 0, 1, 2… in its current order with the
 * two swapped (ties and gaps of older data are settled at the same time).
 * The moved record is saved over its `version` (409 when someone saved
 * first) with an audit row; its neighbours are locked and their versions
 * raised, so an open form or list of theirs reports the change. At the edge
 * of its group nothing changes.
 */
export async function moveInOrder<T extends OrderedTable>(
  tx: Executor,
  move: OrderMove<T>,
): Promise<ActionResult> {
  const { id, version, direction } = move;
  // Drizzle's builders cannot follow a generic table's types: the shape is checked by OrderedTable.
  const table = move.table as unknown as PgTable & {
    id: PgColumn;
    version: PgColumn;
    displayOrder: PgColumn;
  };
  const [current] = (await tx.select().from(table).where(eq(table.id, id))) as T["$inferSelect"][];
  if (!current) return fail(404, "admin:form.notFound");
  if ((current as { version: number }).version !== version) return staleVersion();
  const group = (await tx
    .select({ id: table.id, displayOrder: table.displayOrder })
    .from(table)
    .where(move.groupOf?.(current))
    .orderBy(asc(table.displayOrder), asc(table.id))
    .for("update")) as Array<{ id: number; displayOrder: number }>;
  const at = group.findIndex((row) => row.id === id);
  const other = direction === "up" ? at - 1 : at + 1;
  if (at === -1 || other < 0 || other >= group.length) return { ok: true };
  const order = group.map((row) => row.id);
  [order[at], order[other]] = [order[other] as number, order[at] as number];
  const saved = await saveVersioned(tx, {
    table: move.table,
    id,
    version,
    changes: { displayOrder: order.indexOf(id) } as Partial<T["$inferInsert"]>,
    audit: {
      ...move.audit,
      snapshot: (row) => ({ displayOrder: (row as { displayOrder: number }).displayOrder }),
    },
  });
  if (!saved.ok) return saved;
  for (const [index, rowId] of order.entries()) {
    if (rowId === id) continue;
    const before = group.find((row) => row.id === rowId);
    if (before?.displayOrder === index) continue;
    await tx
      .update(table)
      .set({ displayOrder: index, version: nextVersion(table.version) })
      .where(eq(table.id, rowId));
  }
  return { ok: true };
}

/** After the last of the group: its greatest display order + 1 (0 for an empty group). */
export async function nextDisplayOrder(tx: Executor, table: OrderedTable, group?: SQL): Promise<number> {
  const [row] = (await tx
    .select({ last: sql<number | null>`max(${table.displayOrder})` })
    .from(table as PgTable)
    .where(group)) as Array<{ last: number | null }>;
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
