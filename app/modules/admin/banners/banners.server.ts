import { and, asc, count, eq } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { bookings, promotionalBanners, tours } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { BannerInput } from "#app/domain/admin/banners";
import { gapCounts } from "#app/domain/admin/content-translations";
import type { MoveDirection } from "#app/domain/admin/move-intent";
import type { TranslatedLanguage } from "#app/domain/content/translations";
import { tourPath } from "#app/domain/paths";
import { recordAudit } from "#app/modules/admin/audit.server";
import { moveInOrder, nextDisplayOrder } from "#app/modules/admin/content/reorder.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";

/**
 * The promotional banner editor's reads and saves (issue 16, item 1), on the
 * content editors' kit (decision 091): every save over a version with an
 * audit row, the order set by up and down buttons (content/reorder.server.ts).
 * The public pages read the table on every request (home.server.ts,
 * deals.server.ts), so a save shows at once: there is no cache to clear.
 */

export type BannerRow = typeof promotionalBanners.$inferSelect;

export type BannerListRow = Pick<
  BannerRow,
  "id" | "version" | "title" | "isActive" | "displayOrder" | "discountPercent" | "validFrom" | "validUntil"
> & { tourTitle: string | null; gaps: Record<TranslatedLanguage, number> };

/** Every banner in display order (the site has a handful). */
export async function listBanners(): Promise<BannerListRow[]> {
  const rows = await db()
    .select({ banner: promotionalBanners, tourTitle: tours.title })
    .from(promotionalBanners)
    .leftJoin(tours, eq(tours.id, promotionalBanners.tourId))
    .orderBy(asc(promotionalBanners.displayOrder), asc(promotionalBanners.id));
  return rows.map(({ banner, tourTitle }) => ({
    id: banner.id,
    version: banner.version,
    title: banner.title,
    isActive: banner.isActive,
    displayOrder: banner.displayOrder,
    discountPercent: banner.discountPercent,
    validFrom: banner.validFrom,
    validUntil: banner.validUntil,
    tourTitle,
    gaps: gapCounts("promotionalBanners", banner, banner.translations),
  }));
}

/** The tours a banner can book, for the editor's select. */
export async function bannerTourChoices() {
  return db()
    .select({ id: tours.id, title: tours.title, isActive: tours.isActive })
    .from(tours)
    .orderBy(asc(tours.title));
}

export async function findBanner(id: number): Promise<BannerRow | undefined> {
  const [row] = await db().select().from(promotionalBanners).where(eq(promotionalBanners.id, id));
  return row;
}

/** The bookings that started from a banner: while any does, it is deactivated, not deleted. */
export async function bannerBookingCount(id: number, from: Executor = db()): Promise<number> {
  const [row] = await from.select({ n: count() }).from(bookings).where(eq(bookings.bannerId, id));
  return Number(row?.n ?? 0);
}

function snapshot(row: BannerRow) {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
}

/**
 * The columns a save writes: with a tour, its link is the tour's public page
 * (what /deals and older rows used); without one, the typed path. Refused
 * beside the tour's field when the tour is gone, and when a library picture
 * cannot be used (no alt text, deleted).
 */
async function columnsOf(
  tx: Executor,
  input: BannerInput,
): Promise<ActionResult<{ columns: BannerColumns }>> {
  let tourLink = input.tourLink;
  if (input.tourId !== null) {
    const [tour] = await tx
      .select({ id: tours.id, slug: tours.slug })
      .from(tours)
      .where(eq(tours.id, input.tourId));
    if (!tour) return fail(400, "admin-banners:errors.tour", { field: "tourId" });
    tourLink = tourPath(tour);
  }
  const images = await requireUsableImages([input.backgroundImageUrl], tx);
  if (!images.ok) return { ...images, field: "backgroundImageUrl" };
  const { isActive: _active, ...rest } = input;
  return { ok: true, columns: { ...rest, tourLink } };
}

type BannerColumns = Omit<BannerInput, "isActive">;

export async function createBanner(
  input: BannerInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  return contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
    const prepared = await columnsOf(tx, input);
    if (!prepared.ok) return prepared;
    const [row] = await tx
      .insert(promotionalBanners)
      .values({
        ...prepared.columns,
        isActive: input.isActive,
        displayOrder: await nextDisplayOrder(tx, promotionalBanners),
      })
      .returning();
    if (!row) throw new Error("banner insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "banner.create",
      entityType: "banner",
      entityId: row.id,
      after: snapshot(row),
    });
    return { ok: true, id: row.id };
  });
}

export async function updateBanner(
  id: number,
  version: number,
  input: BannerInput,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const prepared = await columnsOf(tx, input);
    if (!prepared.ok) return prepared;
    const saved = await saveVersioned(tx, {
      table: promotionalBanners,
      id,
      version,
      changes: { ...prepared.columns, isActive: input.isActive },
      audit: { actorUserId, action: "banner.update", entityType: "banner", snapshot },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

export async function setBannerActive(
  id: number,
  version: number,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: promotionalBanners,
      id,
      version,
      changes: { isActive: active },
      audit: {
        actorUserId,
        action: active ? "banner.activate" : "banner.deactivate",
        entityType: "banner",
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/** One place up or down among all banners (the home page's order), over its `version`. */
export async function moveBanner(
  id: number,
  version: number,
  direction: MoveDirection,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction((tx) =>
    moveInOrder(tx, {
      table: promotionalBanners,
      id,
      version,
      direction,
      audit: {
        actorUserId,
        action: direction === "up" ? "banner.move_up" : "banner.move_down",
        entityType: "banner",
      },
    }),
  );
}

/**
 * Deletes a banner no booking started from. A booking keeps its banner as
 * its attribution and, while the deal runs, its discount: deleting the
 * banner would take both from the customer's booking (the key is `set
 * null`), so it is refused (409, reason "inUse") and the page offers
 * deactivating instead. The banner's row is locked first, so a booking
 * made at the same time waits and then finds it gone.
 */
export async function deleteBanner(id: number, version: number, actorUserId: string): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx
      .select()
      .from(promotionalBanners)
      .where(eq(promotionalBanners.id, id))
      .for("update");
    if (!current) return fail(404, "admin:form.notFound");
    if (current.version !== version) return staleVersion();
    if ((await bannerBookingCount(id, tx)) > 0) {
      return fail(409, "admin-banners:delete.inUse", { reason: "inUse" });
    }
    await tx
      .delete(promotionalBanners)
      .where(and(eq(promotionalBanners.id, id), eq(promotionalBanners.version, version)));
    await recordAudit(tx, {
      actorUserId,
      action: "banner.delete",
      entityType: "banner",
      entityId: id,
      before: snapshot(current),
      after: null,
    });
    return { ok: true };
  });
}
