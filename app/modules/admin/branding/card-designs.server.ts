import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { cardDesigns } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { CardDesignInput } from "#app/domain/admin/card-designs";
import { CARD_DESIGN_TYPES } from "#app/domain/admin/card-designs-fields";
import type { TourCardData } from "#app/domain/catalogue/tour";
import type { Language } from "#app/i18n/config";
import { recordAudit } from "#app/modules/admin/audit.server";
import { nextDisplayOrder } from "#app/modules/admin/content/reorder.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { nextVersion, staleVersion } from "#app/modules/admin/versions.server";
import { listFeaturedTours } from "#app/modules/catalogue/tours.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";
import { lockGroup } from "./groups.server";

/**
 * The card design editor's reads and saves (issue 16, item 1), on the content
 * editors' kit (decision 091): saves over a version with an audit row, and
 * exactly one default design per design type, kept under the type's lock
 * (groups.server.ts). The public site reads the designs without a cache
 * (modules/catalogue/card-designs.server.ts), so a save shows at once.
 */

export type CardDesignRow = typeof cardDesigns.$inferSelect;
export type CardDesignFilters = { type: string; active: "yes" | "no" };

const ENTITY = "card_design";
const LIST_MAX = 500;

function snapshot(row: CardDesignRow) {
  return {
    name: row.name,
    designType: row.designType,
    isActive: row.isActive,
    isDefault: row.isDefault,
    displayOrder: row.displayOrder,
    layoutType: row.layoutType,
    imagePosition: row.imagePosition,
    contentAlignment: row.contentAlignment,
    styles: row.styles,
  };
}

const ofType = (designType: string) => eq(cardDesigns.designType, designType);
const lockType = (tx: Executor, designType: string) => lockGroup(tx, "card_designs", designType);

/**
 * The designs by type, each type's default first, then by display order,
 * each marked `shown` when it is the one the public site uses (spec section
 * 7: the active ones of its type, the default first, then display order).
 */
export async function listCardDesigns(filters: { q?: string; type?: string; active?: "yes" | "no" }) {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(contains(cardDesigns.name, filters.q));
  if (filters.type) conditions.push(ofType(filters.type));
  if (filters.active) conditions.push(eq(cardDesigns.isActive, filters.active === "yes"));
  const rows = await db()
    .select()
    .from(cardDesigns)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      asc(cardDesigns.designType),
      desc(cardDesigns.isDefault),
      asc(cardDesigns.displayOrder),
      asc(cardDesigns.id),
    )
    .limit(LIST_MAX);
  const shown = await shownDesignIds();
  return rows.map((row) => ({ ...row, shown: shown.has(row.id) }));
}

/** Per type, the id of the design the public site shows (the same order as its lookup). */
async function shownDesignIds(): Promise<Set<number>> {
  const rows = await db()
    .selectDistinctOn([cardDesigns.designType], { id: cardDesigns.id })
    .from(cardDesigns)
    .where(eq(cardDesigns.isActive, true))
    .orderBy(
      asc(cardDesigns.designType),
      desc(cardDesigns.isDefault),
      asc(cardDesigns.displayOrder),
      asc(cardDesigns.id),
    );
  return new Set(rows.map((row) => row.id));
}

/** The types to choose from: the known kinds of card, and any other already stored. */
export async function cardDesignTypes(): Promise<string[]> {
  const rows = await db().selectDistinct({ type: cardDesigns.designType }).from(cardDesigns);
  return [...new Set([...CARD_DESIGN_TYPES, ...rows.map((row) => row.type)])].sort();
}

export async function findCardDesign(id: number): Promise<(CardDesignRow & { shown: boolean }) | undefined> {
  const [row] = await db().select().from(cardDesigns).where(eq(cardDesigns.id, id));
  if (!row) return undefined;
  return { ...row, shown: (await shownDesignIds()).has(row.id) };
}

async function hasDefault(tx: Executor, designType: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cardDesigns.id })
    .from(cardDesigns)
    .where(and(ofType(designType), eq(cardDesigns.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

/** A background picture from the media library must exist and have its alt text (decision 090). */
function checkPictures(tx: Executor, input: CardDesignInput) {
  return requireUsableImages([input.styles.backgroundImage], tx);
}

function columns(input: CardDesignInput) {
  return {
    name: input.name,
    designType: input.designType,
    isActive: input.isActive,
    layoutType: input.layoutType,
    imagePosition: input.imagePosition,
    contentAlignment: input.contentAlignment,
    styles: input.styles,
  };
}

/** A new design, last of its type; the first design of a type becomes its default. */
export async function createCardDesign(
  input: CardDesignInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  return contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
    const pictures = await checkPictures(tx, input);
    if (!pictures.ok) return { ...pictures, field: "styles.backgroundImage" };
    await lockType(tx, input.designType);
    const isDefault = !(await hasDefault(tx, input.designType));
    const displayOrder =
      input.displayOrder ?? (await nextDisplayOrder(tx, cardDesigns, ofType(input.designType)));
    const [row] = await tx
      .insert(cardDesigns)
      .values({ ...columns(input), isDefault, displayOrder })
      .returning();
    if (!row) throw new Error("card design insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "card_design.create",
      entityType: ENTITY,
      entityId: row.id,
      after: snapshot(row),
    });
    return { ok: true, id: row.id };
  });
}

/**
 * Saves the form over its version. The default design keeps its type (making
 * another design the default comes first); a design moved to a type that has
 * no design yet becomes that type's default.
 */
export async function updateCardDesign(
  id: number,
  version: number,
  input: CardDesignInput,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const pictures = await checkPictures(tx, input);
    if (!pictures.ok) return { ...pictures, field: "styles.backgroundImage" };
    const [current] = await tx.select().from(cardDesigns).where(eq(cardDesigns.id, id));
    if (!current) return fail(404, "admin:form.notFound");
    const moved = current.designType !== input.designType;
    // Both types' locks, always in the same order, so two moves the other way round cannot deadlock.
    for (const type of [...new Set([current.designType, input.designType])].sort()) await lockType(tx, type);
    if (moved && current.isDefault && (await othersOfType(tx, current)) > 0) {
      return fail(400, "admin-branding:errors.defaultKeepsType", { field: "designType" });
    }
    const isDefault = moved ? !(await hasDefault(tx, input.designType)) : current.isDefault;
    const displayOrder =
      input.displayOrder ??
      (moved ? await nextDisplayOrder(tx, cardDesigns, ofType(input.designType)) : current.displayOrder);
    const saved = await saveVersioned(tx, {
      table: cardDesigns,
      id,
      version,
      changes: { ...columns(input), isDefault, displayOrder },
      audit: { actorUserId, action: "card_design.update", entityType: ENTITY, snapshot },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

export async function setCardDesignActive(
  id: number,
  version: number,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: cardDesigns,
      id,
      version,
      changes: { isActive: active },
      audit: {
        actorUserId,
        action: active ? "card_design.activate" : "card_design.deactivate",
        entityType: ENTITY,
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/**
 * Makes a design its type's one default, and active (the default is what the
 * site shows): under the type's lock, the previous default is unset (its
 * version raised, so its open forms notice) and this one saved over its version.
 */
export async function setDefaultCardDesign(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx
      .select({ designType: cardDesigns.designType })
      .from(cardDesigns)
      .where(eq(cardDesigns.id, id));
    if (!current) return fail(404, "admin:form.notFound");
    await lockType(tx, current.designType);
    const previous = await tx
      .update(cardDesigns)
      .set({ isDefault: false, version: nextVersion(cardDesigns.version) })
      .where(and(ofType(current.designType), eq(cardDesigns.isDefault, true), ne(cardDesigns.id, id)))
      .returning({ id: cardDesigns.id });
    const saved = await saveVersioned(tx, {
      table: cardDesigns,
      id,
      version,
      changes: { isDefault: true, isActive: true },
      audit: {
        actorUserId,
        action: "card_design.set_default",
        entityType: ENTITY,
        snapshot: (row) => ({ isDefault: row.isDefault, isActive: row.isActive }),
        // Which design was the default until now.
        extra: { before: { replacedDefault: null }, after: { replacedDefault: previous[0]?.id ?? null } },
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/**
 * Deletes a design. Nothing refers to a design, but its type must keep a
 * default: the default is refused while other designs of its type exist
 * (make one of them the default first); the last design of a type may go.
 */
export async function deleteCardDesign(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const [found] = await tx
      .select({ designType: cardDesigns.designType })
      .from(cardDesigns)
      .where(eq(cardDesigns.id, id));
    if (!found) return fail(404, "admin:form.notFound");
    await lockType(tx, found.designType);
    const [current] = await tx.select().from(cardDesigns).where(eq(cardDesigns.id, id)).for("update");
    if (!current) return fail(404, "admin:form.notFound");
    if (current.version !== version) return staleVersion();
    if (current.isDefault && (await othersOfType(tx, current)) > 0) {
      return fail(409, "admin-branding:errors.defaultNotDeleted", { reason: "default" });
    }
    await tx.delete(cardDesigns).where(and(eq(cardDesigns.id, id), eq(cardDesigns.version, version)));
    await recordAudit(tx, {
      actorUserId,
      action: "card_design.delete",
      entityType: ENTITY,
      entityId: id,
      before: snapshot(current),
      after: null,
    });
    return { ok: true };
  });
}

async function othersOfType(tx: Executor, row: CardDesignRow): Promise<number> {
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cardDesigns)
    .where(and(ofType(row.designType), ne(cardDesigns.id, row.id)));
  return Number(counted?.n ?? 0);
}

/** Whether deleting the design would be refused (the page then offers another way). */
export async function isUndeletableDefault(row: CardDesignRow): Promise<boolean> {
  return row.isDefault && (await othersOfType(db(), row)) > 0;
}

/** The preview's tour while the site has no featured one: the card's fallbacks (spec section 9). */
const DEMO_TOUR: TourCardData = {
  id: 0,
  slug: "preview",
  title: "Serengeti Migration Safari",
  shortDescription: "Seven days following the great herds across the Serengeti plains.",
  imageUrl: null,
  priceFrom: null,
  durationDays: null,
  maxGroupSize: 6,
  rating: null,
  reviewCount: 0,
  category: "wildlife_safari",
  isFeatured: true,
  textLang: "en",
};

/** A real tour for the preview (the first featured one, in the staff member's language), or a demo. */
export async function previewTour(language: Language): Promise<TourCardData> {
  const [tour] = await listFeaturedTours(language, 1);
  return tour ?? DEMO_TOUR;
}
