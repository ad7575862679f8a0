import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { brandAssets } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { BrandAssetInput } from "#app/domain/admin/brand-assets";
import { BRAND_ASSET_TYPES, BRAND_ASSET_VARIANTS } from "#app/domain/admin/brand-assets-fields";
import { recordAudit } from "#app/modules/admin/audit.server";
import { nextDisplayOrder, type OrderedTable } from "#app/modules/admin/content/reorder.server";
import { contentTransaction } from "#app/modules/admin/content/save.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { clearBrandingCache } from "#app/modules/branding/branding.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";
import { contentToken, lockGroup } from "./groups.server";

/**
 * The brand asset editor's reads and saves (issue 16, item 1): logos and
 * icons by type and variant, one default per type and variant (kept under
 * the group's lock, groups.server.ts), an audit row per change. brand_assets
 * has no version column: forms carry a token of the row (`contentToken`),
 * checked under the row's lock, so a stale form answers 409 as elsewhere.
 * Every change clears this instance's branding cache after its commit, so
 * the next public page shows the logo now chosen (decision 097).
 */

export type BrandAssetRow = typeof brandAssets.$inferSelect;
export type BrandAssetFilters = { type: string; variant: string; active: "yes" | "no" };

const ENTITY = "brand_asset";
const LIST_MAX = 500;

export function brandAssetToken(row: BrandAssetRow): string {
  return contentToken(row);
}

function snapshot(row: BrandAssetRow) {
  return {
    name: row.name,
    fileUrl: row.fileUrl,
    assetType: row.assetType,
    assetVariant: row.assetVariant,
    isActive: row.isActive,
    isDefault: row.isDefault,
    usageContext: row.usageContext,
    displayOrder: row.displayOrder,
  };
}

type Group = { assetType: string; assetVariant: string };
const groupKey = (group: Group) => `${group.assetType}/${group.assetVariant}`;
const inGroup = (group: Group): SQL =>
  and(eq(brandAssets.assetType, group.assetType), eq(brandAssets.assetVariant, group.assetVariant)) as SQL;

/** Both groups' locks, in one order, so two moves the other way round cannot deadlock. */
async function lockGroups(tx: Executor, ...groups: Group[]) {
  for (const key of [...new Set(groups.map(groupKey))].sort()) await lockGroup(tx, "brand_assets", key);
}

export async function listBrandAssets(filters: {
  q?: string;
  type?: string;
  variant?: string;
  active?: "yes" | "no";
}) {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(contains(brandAssets.name, filters.q));
  if (filters.type) conditions.push(eq(brandAssets.assetType, filters.type));
  if (filters.variant) conditions.push(eq(brandAssets.assetVariant, filters.variant));
  if (filters.active) conditions.push(eq(brandAssets.isActive, filters.active === "yes"));
  const rows = await db()
    .select()
    .from(brandAssets)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      asc(brandAssets.assetType),
      asc(brandAssets.assetVariant),
      desc(brandAssets.isDefault),
      asc(brandAssets.displayOrder),
      asc(brandAssets.id),
    )
    .limit(LIST_MAX);
  return rows.map((row) => ({ ...row, token: brandAssetToken(row) }));
}

/** The types and variants to choose from: the known ones and any other already stored. */
export async function brandAssetChoices(): Promise<{ types: string[]; variants: string[] }> {
  const rows = await db()
    .selectDistinct({ type: brandAssets.assetType, variant: brandAssets.assetVariant })
    .from(brandAssets);
  return {
    types: [...new Set([...BRAND_ASSET_TYPES, ...rows.map((row) => row.type)])],
    variants: [...new Set([...BRAND_ASSET_VARIANTS, ...rows.map((row) => row.variant)])],
  };
}

export async function findBrandAsset(id: number): Promise<(BrandAssetRow & { token: string }) | undefined> {
  const [row] = await db().select().from(brandAssets).where(eq(brandAssets.id, id));
  return row ? { ...row, token: brandAssetToken(row) } : undefined;
}

async function hasDefault(tx: Executor, group: Group): Promise<boolean> {
  const [row] = await tx
    .select({ id: brandAssets.id })
    .from(brandAssets)
    .where(and(inGroup(group), eq(brandAssets.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

async function othersInGroup(tx: Executor, row: BrandAssetRow): Promise<number> {
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(brandAssets)
    .where(and(inGroup(row), ne(brandAssets.id, row.id)));
  return Number(counted?.n ?? 0);
}

// brand_assets has a display order but no version: the shared helper reads only the order.
const ordered = brandAssets as unknown as OrderedTable;

/**
 * A save's transaction, then, once committed, the branding cache cleared:
 * cleared before the commit, a page served in between would cache the old rows again.
 */
async function savedAndShown<R extends ActionResult<object>>(
  work: Parameters<typeof contentTransaction<R>>[0],
): Promise<R> {
  const result = await contentTransaction(work);
  if (result.ok) clearBrandingCache();
  return result;
}

/** A file from the media library must exist and have its alt text (the site's own SVGs need no check). */
async function checkFile(tx: Executor, input: BrandAssetInput): Promise<ActionResult> {
  const usable = await requireUsableImages([input.fileUrl], tx);
  return usable.ok ? usable : { ...usable, field: "fileUrl" };
}

function columns(input: BrandAssetInput) {
  return {
    name: input.name,
    fileUrl: input.fileUrl,
    assetType: input.assetType,
    assetVariant: input.assetVariant,
    isActive: input.isActive,
    usageContext: input.usageContext,
  };
}

/** A new asset, last of its type and variant; the first of a type and variant becomes its default. */
export async function createBrandAsset(
  input: BrandAssetInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  return savedAndShown(async (tx): Promise<ActionResult<{ id: number }>> => {
    const file = await checkFile(tx, input);
    if (!file.ok) return file;
    await lockGroups(tx, input);
    const isDefault = !(await hasDefault(tx, input));
    const displayOrder = input.displayOrder ?? (await nextDisplayOrder(tx, ordered, inGroup(input)));
    const [row] = await tx
      .insert(brandAssets)
      .values({ ...columns(input), isDefault, displayOrder })
      .returning();
    if (!row) throw new Error("brand asset insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "brand_asset.create",
      entityType: ENTITY,
      entityId: row.id,
      after: snapshot(row),
    });
    return { ok: true, id: row.id };
  });
}

/**
 * The row under its lock, if the form's token still matches it: 404 when it
 * is gone, 409 when someone changed it since the form was loaded.
 */
async function lockedCurrent(
  tx: Executor,
  id: number,
  token: string,
): Promise<{ ok: true; row: BrandAssetRow } | ReturnType<typeof staleVersion>> {
  const [row] = await tx.select().from(brandAssets).where(eq(brandAssets.id, id)).for("update");
  if (!row) return fail(404, "admin:form.notFound");
  if (brandAssetToken(row) !== token) return staleVersion();
  return { ok: true, row };
}

async function saveChanges(
  tx: Executor,
  before: BrandAssetRow,
  changes: Partial<typeof brandAssets.$inferInsert>,
  actorUserId: string,
  action: string,
): Promise<ActionResult> {
  const [after] = await tx
    .update(brandAssets)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(brandAssets.id, before.id))
    .returning();
  if (!after) return fail(404, "admin:form.notFound");
  await recordAudit(tx, {
    actorUserId,
    action,
    entityType: ENTITY,
    entityId: before.id,
    before: snapshot(before),
    after: snapshot(after),
  });
  return { ok: true };
}

/** The group of the asset with `id` (read before its group's lock is taken). */
async function groupOf(tx: Executor, id: number): Promise<Group | undefined> {
  const [row] = await tx
    .select({ assetType: brandAssets.assetType, assetVariant: brandAssets.assetVariant })
    .from(brandAssets)
    .where(eq(brandAssets.id, id));
  return row;
}

/**
 * Saves the form over its token. The default keeps its type and variant
 * while others share them (make another the default first); an asset moved
 * to an empty type and variant becomes its default.
 */
export async function updateBrandAsset(
  id: number,
  token: string,
  input: BrandAssetInput,
  actorUserId: string,
): Promise<ActionResult> {
  return savedAndShown(async (tx): Promise<ActionResult> => {
    const file = await checkFile(tx, input);
    if (!file.ok) return file;
    const group = await groupOf(tx, id);
    if (!group) return fail(404, "admin:form.notFound");
    await lockGroups(tx, group, input);
    const current = await lockedCurrent(tx, id, token);
    if (!current.ok) return current;
    const before = current.row;
    const moved = groupKey(before) !== groupKey(input);
    if (moved && before.isDefault && (await othersInGroup(tx, before)) > 0) {
      return fail(400, "admin-branding:errors.defaultKeepsGroup", { field: "assetVariant" });
    }
    const isDefault = moved ? !(await hasDefault(tx, input)) : before.isDefault;
    const displayOrder =
      input.displayOrder ??
      (moved ? await nextDisplayOrder(tx, ordered, inGroup(input)) : before.displayOrder);
    return saveChanges(
      tx,
      before,
      { ...columns(input), isDefault, displayOrder },
      actorUserId,
      "brand_asset.update",
    );
  });
}

export async function setBrandAssetActive(
  id: number,
  token: string,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return savedAndShown(async (tx): Promise<ActionResult> => {
    const current = await lockedCurrent(tx, id, token);
    if (!current.ok) return current;
    const action = active ? "brand_asset.activate" : "brand_asset.deactivate";
    return saveChanges(tx, current.row, { isActive: active }, actorUserId, action);
  });
}

/** Makes an asset the one default (and active) of its type and variant; the previous one is unset. */
export async function setDefaultBrandAsset(
  id: number,
  token: string,
  actorUserId: string,
): Promise<ActionResult> {
  return savedAndShown(async (tx): Promise<ActionResult> => {
    const group = await groupOf(tx, id);
    if (!group) return fail(404, "admin:form.notFound");
    await lockGroups(tx, group);
    const current = await lockedCurrent(tx, id, token);
    if (!current.ok) return current;
    const previous = await tx
      .update(brandAssets)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(and(inGroup(group), eq(brandAssets.isDefault, true), ne(brandAssets.id, id)))
      .returning();
    for (const row of previous) {
      await recordAudit(tx, {
        actorUserId,
        action: "brand_asset.unset_default",
        entityType: ENTITY,
        entityId: row.id,
        before: { isDefault: true },
        after: { isDefault: false },
      });
    }
    return saveChanges(
      tx,
      current.row,
      { isDefault: true, isActive: true },
      actorUserId,
      "brand_asset.set_default",
    );
  });
}

/** Deletes an asset; the default only when it is the last of its type and variant. */
export async function deleteBrandAsset(
  id: number,
  token: string,
  actorUserId: string,
): Promise<ActionResult> {
  return savedAndShown(async (tx): Promise<ActionResult> => {
    const group = await groupOf(tx, id);
    if (!group) return fail(404, "admin:form.notFound");
    await lockGroups(tx, group);
    const current = await lockedCurrent(tx, id, token);
    if (!current.ok) return current;
    if (current.row.isDefault && (await othersInGroup(tx, current.row)) > 0) {
      return fail(409, "admin-branding:errors.defaultNotDeleted", { reason: "default" });
    }
    await tx.delete(brandAssets).where(eq(brandAssets.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: "brand_asset.delete",
      entityType: ENTITY,
      entityId: id,
      before: snapshot(current.row),
      after: null,
    });
    return { ok: true };
  });
}

/** Whether deleting the asset would be refused (the page then says why). */
export async function isUndeletableDefaultAsset(row: BrandAssetRow): Promise<boolean> {
  return row.isDefault && (await othersInGroup(db(), row)) > 0;
}
