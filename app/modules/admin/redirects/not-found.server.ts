import { and, asc, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { notFoundPaths, redirects } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { recordAudit } from "#app/modules/admin/audit.server";
import { contains } from "./redirects.server";

export type NotFoundFilters = Record<string, never>;

const SORTS = { hits: notFoundPaths.hits, last: notFoundPaths.lastSeenAt } as const;

/**
 * One page of the 404 log. A path an active redirect now sends on answers no
 * more 404s: it leaves the list (its row stays until cleared).
 */
export async function listNotFound(query: ListQuery<NotFoundFilters>) {
  const conditions: SQL[] = [isNull(redirects.id)];
  if (query.q) conditions.push(contains(notFoundPaths.path, query.q));
  const where = and(...conditions);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? notFoundPaths.hits;
  const redirected = and(eq(redirects.fromPath, notFoundPaths.path), eq(redirects.isActive, true));
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        path: notFoundPaths.path,
        hits: notFoundPaths.hits,
        lastReferrer: notFoundPaths.lastReferrer,
        firstSeenAt: notFoundPaths.firstSeenAt,
        lastSeenAt: notFoundPaths.lastSeenAt,
      })
      .from(notFoundPaths)
      .leftJoin(redirects, redirected)
      .where(where)
      .orderBy(query.dir === "asc" ? asc(column) : desc(column), asc(notFoundPaths.path))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(notFoundPaths).leftJoin(redirects, redirected).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Removes a handled path from the log (it is logged again if it answers 404 again), with its audit row. */
export async function clearNotFound(path: string, actorUserId: string): Promise<ActionResult> {
  return db().transaction(async (tx): Promise<ActionResult> => {
    const [gone] = await tx.delete(notFoundPaths).where(eq(notFoundPaths.path, path)).returning();
    if (!gone) return fail(404, "admin:form.notFound");
    await recordAudit(tx, {
      actorUserId,
      action: "not_found_path.clear",
      entityType: "not_found_path",
      entityId: path,
      before: { path: gone.path, hits: gone.hits, lastSeenAt: gone.lastSeenAt.toISOString() },
      after: null,
    });
    return { ok: true };
  });
}
