import { type AnyColumn, and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { redirects } from "#app/db/schema/index";
import { type ActionFailure, type ActionResult, fail } from "#app/domain/action-result";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import {
  findGraphProblem,
  normalisePath,
  type RedirectForm,
  readFromPath,
  readTarget,
  type Target,
  targetPath,
} from "#app/domain/admin/redirects";
import type { RedirectStatus } from "#app/domain/admin/redirects-fields";
import { recordAudit } from "#app/modules/admin/audit.server";
import { nextVersion, staleVersion } from "#app/modules/admin/versions.server";
import { redirectCache } from "./cache.server";

export type RedirectFilters = { active: "yes" | "no"; status: "301" | "302" };

/** Case-insensitive "contains", without LIKE's wildcards to escape. */
export function contains(column: AnyColumn, text: string): SQL {
  return sql`strpos(lower(${column}), lower(${text})) > 0`;
}

function listConditions(query: ListQuery<RedirectFilters>) {
  const conditions: SQL[] = [];
  if (query.q) {
    const either = sql`(${contains(redirects.fromPath, query.q)} or ${contains(redirects.toTarget, query.q)})`;
    conditions.push(either);
  }
  if (query.filters.active) conditions.push(eq(redirects.isActive, query.filters.active === "yes"));
  if (query.filters.status) conditions.push(eq(redirects.statusCode, Number(query.filters.status)));
  return conditions.length ? and(...conditions) : undefined;
}

const SORTS = { hits: redirects.hitCount, from: redirects.fromPath, created: redirects.createdAt } as const;

export async function listRedirects(query: ListQuery<RedirectFilters>) {
  const where = listConditions(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? redirects.hitCount;
  const [rows, [total]] = await Promise.all([
    db()
      .select()
      .from(redirects)
      .where(where)
      .orderBy(query.dir === "asc" ? asc(column) : desc(column), asc(redirects.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(redirects).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRedirect(id: number) {
  const [row] = await db().select().from(redirects).where(eq(redirects.id, id));
  return row;
}

export type RedirectRow = typeof redirects.$inferSelect;

/** What the audit log keeps of a redirect. */
function audited(row: RedirectRow) {
  return {
    fromPath: row.fromPath,
    toTarget: row.toTarget,
    statusCode: row.statusCode,
    isActive: row.isActive,
  };
}

type Checked = { fromPath: string; target: Target; statusCode: RedirectStatus; isActive: boolean };

const FROM_ERRORS = {
  required: "admin-redirects:errors.fromRequired",
  query: "admin-redirects:errors.fromQuery",
  invalid: "admin-redirects:errors.fromInvalid",
  tooLong: "admin-redirects:errors.fromTooLong",
  reserved: "admin-redirects:errors.fromReserved",
} as const;
const TARGET_ERRORS = {
  required: "admin-redirects:errors.targetRequired",
  scheme: "admin-redirects:errors.targetScheme",
  invalid: "admin-redirects:errors.targetInvalid",
  tooLong: "admin-redirects:errors.targetTooLong",
} as const;

/** The form's path and target, read by the redirect rules; both fields' messages at once. */
function checkFields(form: RedirectForm, siteOrigin: string): { ok: true; value: Checked } | ActionFailure {
  const from = readFromPath(form.fromPath);
  const target = readTarget(form.toTarget, siteOrigin);
  if (!from.ok || !target.ok) {
    const fieldErrors: Record<string, string> = {};
    if (!from.ok) fieldErrors.fromPath = FROM_ERRORS[from.error];
    if (!target.ok) fieldErrors.toTarget = TARGET_ERRORS[target.error];
    return fail(400, "admin:form.invalid", { fieldErrors });
  }
  return {
    ok: true,
    value: {
      fromPath: from.path,
      target: target.target,
      statusCode: form.statusCode,
      isActive: form.isActive,
    },
  };
}

/**
 * Refuses a chain or a loop with the other redirects (findGraphProblem). Run
 * inside the saving transaction after taking the redirects' lock, so two staff
 * saving A→B and B→A at once cannot both pass.
 */
async function refuseChains(
  tx: Executor,
  saving: { id?: number; fromPath: string; target: Target; isActive: boolean },
  siteOrigin: string,
): Promise<ActionFailure | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`);
  if (!saving.isActive) return null;
  const others = await tx
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toTarget: redirects.toTarget,
      isActive: redirects.isActive,
    })
    .from(redirects)
    .where(eq(redirects.isActive, true));
  const problem = findGraphProblem(saving, others, siteOrigin);
  if (!problem) return null;
  return fail(400, `admin-redirects:errors.${problem.error}`, {
    field: problem.field,
    values: { other: problem.other ?? saving.fromPath },
  });
}

async function fromPathTaken(tx: Executor, fromPath: string, exceptId?: number) {
  const [row] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, fromPath));
  return row !== undefined && row.id !== exceptId;
}

const TAKEN = () => fail(400, "admin-redirects:errors.fromTaken", { field: "fromPath" });

/** Saves a new redirect (audit row in the same transaction) and reloads this instance's cache. */
export async function createRedirect(
  form: RedirectForm,
  actorUserId: string,
  siteOrigin: string,
): Promise<ActionResult<{ id: number }>> {
  const checked = checkFields(form, siteOrigin);
  if (!checked.ok) return checked;
  const { fromPath, target, statusCode, isActive } = checked.value;
  const result = await db().transaction(async (tx): Promise<ActionResult<{ id: number }>> => {
    const refused = await refuseChains(tx, { fromPath, target, isActive }, siteOrigin);
    if (refused) return refused;
    if (await fromPathTaken(tx, fromPath)) return TAKEN();
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath, toTarget: target.value, statusCode, isActive, createdByUserId: actorUserId })
      .returning();
    if (!row) throw new Error("redirect insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "redirect.create",
      entityType: "redirect",
      entityId: row.id,
      after: audited(row),
    });
    return { ok: true, id: row.id };
  });
  if (result.ok) await redirectCache().reload();
  return result;
}

/** Saves an edit over the version the form was loaded with (409 when someone saved first). */
export async function updateRedirect(
  id: number,
  version: number,
  form: RedirectForm,
  actorUserId: string,
  siteOrigin: string,
): Promise<ActionResult> {
  const checked = checkFields(form, siteOrigin);
  if (!checked.ok) return checked;
  const { fromPath, target, statusCode, isActive } = checked.value;
  const result = await db().transaction(async (tx): Promise<ActionResult> => {
    const refused = await refuseChains(tx, { id, fromPath, target, isActive }, siteOrigin);
    if (refused) return refused;
    if (await fromPathTaken(tx, fromPath, id)) return TAKEN();
    return saveOver(tx, id, version, actorUserId, "redirect.update", {
      fromPath,
      toTarget: target.value,
      statusCode,
      isActive,
    });
  });
  if (result.ok) await redirectCache().reload();
  return result;
}

/** Switches a redirect on or off; switching on runs the chain and loop checks again. */
export async function setRedirectActive(
  id: number,
  version: number,
  isActive: boolean,
  actorUserId: string,
  siteOrigin: string,
): Promise<ActionResult> {
  const result = await db().transaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx.select().from(redirects).where(eq(redirects.id, id));
    if (!current) return fail(404, "admin:form.notFound");
    if (isActive) {
      const target = readTarget(current.toTarget, siteOrigin);
      if (!target.ok) return fail(400, TARGET_ERRORS[target.error]);
      const refused = await refuseChains(
        tx,
        { id, fromPath: current.fromPath, target: target.target, isActive },
        siteOrigin,
      );
      if (refused) return { ...refused, field: undefined };
    }
    return saveOver(tx, id, version, actorUserId, isActive ? "redirect.activate" : "redirect.deactivate", {
      isActive,
    });
  });
  if (result.ok) await redirectCache().reload();
  return result;
}

async function saveOver(
  tx: Executor,
  id: number,
  version: number,
  actorUserId: string,
  action: string,
  changes: Partial<Pick<RedirectRow, "fromPath" | "toTarget" | "statusCode" | "isActive">>,
): Promise<ActionResult> {
  const [before] = await tx.select().from(redirects).where(eq(redirects.id, id));
  if (!before) return fail(404, "admin:form.notFound");
  const [after] = await tx
    .update(redirects)
    .set({ ...changes, version: nextVersion(redirects.version) })
    .where(and(eq(redirects.id, id), eq(redirects.version, version)))
    .returning();
  if (!after) return staleVersion();
  await recordAudit(tx, {
    actorUserId,
    action,
    entityType: "redirect",
    entityId: id,
    before: audited(before),
    after: audited(after),
  });
  return { ok: true };
}

export async function deleteRedirect(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  const result = await db().transaction(async (tx): Promise<ActionResult> => {
    const [gone] = await tx
      .delete(redirects)
      .where(and(eq(redirects.id, id), eq(redirects.version, version)))
      .returning();
    if (!gone) {
      const [still] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, id));
      return still ? staleVersion() : fail(404, "admin:form.notFound");
    }
    await recordAudit(tx, {
      actorUserId,
      action: "redirect.delete",
      entityType: "redirect",
      entityId: id,
      before: audited(gone),
      after: null,
    });
    return { ok: true };
  });
  if (result.ok) await redirectCache().reload();
  return result;
}

/**
 * A page moved (a published record's slug changed, issue 16): `oldPath` sends
 * to `newPath` with a 301 from now on, inside the caller's transaction and
 * under the redirects' lock, without making a chain or a loop:
 * - redirects that sent to the old path now send to the new one (their query
 *   and fragment kept), as the save form refuses chains;
 * - a redirect from the new path (the record moving back to an old address)
 *   is switched off, or it would win over the page (decision 087);
 * - the old path's own redirect is created, or an existing one from that path
 *   is pointed at the new path and switched on.
 * Each change is an audit row. The caller reloads `redirectCache()` after its
 * transaction commits (a reload before would read the old rows).
 */
export async function redirectMovedPage(
  tx: Executor,
  oldPath: string,
  newPath: string,
  actorUserId: string,
  siteOrigin: string,
): Promise<{ changed: boolean }> {
  const from = normalisePath(oldPath);
  const to = normalisePath(newPath);
  if (!from || !to || from === to) return { changed: false };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`);
  const all = await tx.select().from(redirects).orderBy(asc(redirects.id));
  for (const row of all) {
    if (row.fromPath === from) continue;
    if (row.fromPath === to) {
      if (!row.isActive) continue;
      await saveOver(tx, row.id, row.version, actorUserId, "redirect.deactivate", { isActive: false });
      continue;
    }
    if (targetPath(row.toTarget, siteOrigin) !== from) continue;
    const rest = /[?#].*$/.exec(row.toTarget)?.[0] ?? "";
    await saveOver(tx, row.id, row.version, actorUserId, "redirect.update", { toTarget: `${to}${rest}` });
  }
  const own = all.find((row) => row.fromPath === from);
  if (own) {
    await saveOver(tx, own.id, own.version, actorUserId, "redirect.update", {
      toTarget: to,
      statusCode: 301,
      isActive: true,
    });
  } else {
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: from, toTarget: to, statusCode: 301, isActive: true, createdByUserId: actorUserId })
      .returning();
    if (!row) throw new Error("redirect insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "redirect.create",
      entityType: "redirect",
      entityId: row.id,
      after: audited(row),
    });
  }
  return { changed: true };
}
