import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "#app/db/client.server";
import { type ActionFailure, type ActionResult, fail } from "#app/domain/action-result";
import { recordAudit } from "#app/modules/admin/audit.server";
import { redirectCache } from "#app/modules/admin/redirects/cache.server";
import { nextVersion, staleVersion } from "#app/modules/admin/versions.server";

/**
 * The shared save of every content editor (issue 16, item 1; decision 091):
 *
 *   const result = await contentTransaction(async (tx, after) => {
 *     const saved = await saveVersioned(tx, { table: tours, id, version, changes, audit: {...} });
 *     if (!saved.ok) return saved;                         // 404, or 409 when someone saved first
 *     if (slugChanged && wasPublished) {
 *       const moved = await redirectOldSlug(tx, oldPath, newPath, actor);   // redirects.server.ts
 *       if (moved.changed) after.reloadRedirects();
 *     }
 *     return { ok: true };
 *   });
 *
 * The rest of the kit, beside this file: slugs.server.ts (a free slug, the
 * "already used" field error), redirects.server.ts (301s for moved pages),
 * destination-counts.server.ts. Pure parts live in domain/: slugs
 * (`domain/content/slugs.ts`), the Markdown cleaner
 * (`domain/content/clean-markdown.ts`), the translation tabs' form reading
 * (`domain/admin/content-translations.ts`).
 */

/** What runs once the transaction has committed. */
export type AfterCommit = {
  /** The redirects changed: reload this instance's cache once committed (decision 087). */
  reloadRedirects(): void;
};

/**
 * One content save in one transaction; what has to follow the commit (the
 * redirect cache) runs after it, and only when the result is ok.
 */
export async function contentTransaction<R extends ActionResult<object>>(
  work: (tx: Executor, after: AfterCommit) => Promise<R>,
): Promise<R> {
  let reload = false;
  const after: AfterCommit = {
    reloadRedirects() {
      reload = true;
    },
  };
  let outcome: R;
  try {
    outcome = await db().transaction(async (tx) => {
      const result = await work(tx, after);
      // A refusal found after some writes must not keep them: undo the transaction, answer the refusal.
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.failure as R;
    throw error;
  }
  if (reload) await redirectCache().reload();
  return outcome;
}

class Refused extends Error {
  constructor(readonly failure: ActionFailure) {
    super(failure.message);
  }
}

/** A content table staff edit: an `id` and a `version` column (decision 086). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

export type VersionedSave<T extends VersionedTable> = {
  table: T;
  id: number;
  /** The version the form was loaded with. */
  version: number;
  changes: Partial<T["$inferInsert"]>;
  audit: {
    actorUserId: string;
    /** "tour.update", "tour.publish"… */
    action: string;
    entityType: string;
    /** What the audit row keeps of the record (and of its parts: days, links). */
    snapshot: (row: T["$inferSelect"]) => Record<string, unknown>;
    /** Parts saved beside the row (days, links), before and after, added to the snapshots. */
    extra?: { before: Record<string, unknown>; after: Record<string, unknown> };
  };
};

/**
 * Saves `changes` over the version the form was loaded with: one conditional
 * update (`where id = ? and version = ?`, version + 1), then the audit row with
 * before and after, in the caller's transaction. No row back: 404 when the
 * record is gone, 409 (`admin:form.conflict`) when someone saved first.
 */
export async function saveVersioned<T extends VersionedTable>(
  tx: Executor,
  save: VersionedSave<T>,
): Promise<ActionResult<{ before: T["$inferSelect"]; after: T["$inferSelect"] }>> {
  const { table, id, version, changes, audit } = save;
  // Drizzle's builders cannot follow a generic table's types: the shapes are checked by VersionedSave.
  const anyTable = table as unknown as PgTable & { id: PgColumn; version: PgColumn };
  const byId: SQL = eq(anyTable.id, id);
  const [before] = (await tx.select().from(anyTable).where(byId).for("update")) as T["$inferSelect"][];
  if (!before) return fail(404, "admin:form.notFound");
  const [after] = (await tx
    .update(anyTable)
    .set({ ...(changes as Record<string, unknown>), version: nextVersion(anyTable.version) })
    .where(and(byId, eq(anyTable.version, version)))
    .returning()) as T["$inferSelect"][];
  if (!after) return staleVersion();
  await recordAudit(tx, {
    actorUserId: audit.actorUserId,
    action: audit.action,
    entityType: audit.entityType,
    entityId: id,
    before: { ...audit.snapshot(before), ...audit.extra?.before },
    after: { ...audit.snapshot(after), ...audit.extra?.after },
  });
  return { ok: true, before, after };
}
