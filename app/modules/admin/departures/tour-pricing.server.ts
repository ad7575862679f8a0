import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { tourExtras, tourPriceTiers, tours } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { ExtraInput, Shares, TierInput } from "#app/domain/admin/departure-forms";
import { overlappingTier } from "#app/domain/admin/price-tiers";
import type { LocalizedText } from "#app/domain/localized-text";
import { recordAudit } from "#app/modules/admin/audit.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import type { Actor } from "./departure-edits.server";

// A tour's price settings (issue 15, item 4): the child and infant shares,
// the group-size tiers and the extras. Tours have no version column; these
// settings are guarded as one: each form posts a stamp (a hash of the
// settings it was loaded with), and a save locks the tour row, reads the
// settings again and refuses (409) when they are not what the form saw.
// Two staff editing a tour's prices at once: the second is told, whatever
// part each changed.

const NS = "admin-departures:errors";

export type TourPricing = Awaited<ReturnType<typeof readPricing>> & { stamp: string };

async function readPricing(executor: Executor, tourId: number, lock: boolean) {
  const select = executor
    .select({
      id: tours.id,
      title: tours.title,
      slug: tours.slug,
      priceFrom: tours.priceFrom,
      durationDays: tours.durationDays,
      childPricePercent: tours.childPricePercent,
      infantPricePercent: tours.infantPricePercent,
    })
    .from(tours)
    .where(eq(tours.id, tourId));
  const [tour] = lock ? await select.for("update") : await select;
  if (!tour) return null;
  const [tiers, extras] = await Promise.all([
    executor
      .select()
      .from(tourPriceTiers)
      .where(eq(tourPriceTiers.tourId, tourId))
      .orderBy(asc(tourPriceTiers.minTravellers)),
    executor
      .select({
        id: tourExtras.id,
        key: tourExtras.key,
        label: tourExtras.label,
        priceCents: tourExtras.priceCents,
        basis: tourExtras.basis,
        roomType: tourExtras.roomType,
        isActive: tourExtras.isActive,
        displayOrder: tourExtras.displayOrder,
      })
      .from(tourExtras)
      .where(eq(tourExtras.tourId, tourId))
      .orderBy(asc(tourExtras.displayOrder), asc(tourExtras.id)),
  ]);
  return { tour, tiers, extras };
}

/** The hash a form posts back: any change to the shares, a tier or an extra changes it. */
function stampOf(pricing: NonNullable<Awaited<ReturnType<typeof readPricing>>>): string {
  const { tour, tiers, extras } = pricing;
  const facts = [tour.childPricePercent, tour.infantPricePercent, tiers, extras];
  return createHash("sha256").update(JSON.stringify(facts)).digest("base64url").slice(0, 22);
}

/** A tour's price settings and their stamp, for the page; null when the tour does not exist. */
export async function loadTourPricing(tourId: number): Promise<TourPricing | null> {
  const pricing = await readPricing(db(), tourId, false);
  return pricing ? { ...pricing, stamp: stampOf(pricing) } : null;
}

type Locked = NonNullable<Awaited<ReturnType<typeof readPricing>>>;

/** Runs `change` with the tour row locked, when the settings are still those the form was loaded with. */
function withPricing<T extends object>(
  tourId: number,
  stamp: string,
  change: (tx: Executor, current: Locked) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  return db().transaction(async (tx) => {
    const current = await readPricing(tx, tourId, true);
    if (!current) return fail(404, "admin:form.notFound");
    if (stampOf(current) !== stamp) return staleVersion();
    return change(tx, current);
  });
}

export function saveShares(tourId: number, stamp: string, shares: Shares, actor: Actor) {
  return withPricing(tourId, stamp, async (tx, { tour }) => {
    await tx
      .update(tours)
      .set({
        childPricePercent: shares.childPercent,
        infantPricePercent: shares.infantPercent,
        updatedAt: actor.now,
      })
      .where(eq(tours.id, tourId));
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "tour.shares",
      entityType: "tour",
      entityId: tourId,
      before: { childPricePercent: tour.childPricePercent, infantPricePercent: tour.infantPricePercent },
      after: { childPricePercent: shares.childPercent, infantPricePercent: shares.infantPercent },
    });
    return { ok: true };
  });
}

/**
 * A new group-size tier. One that overlaps another of the tour is refused
 * with the range it meets (checked here for the message; the exclusion
 * constraint tour_price_tiers_no_overlap holds it anyway).
 */
export function addTier(tourId: number, stamp: string, tier: TierInput, actor: Actor) {
  return withPricing(tourId, stamp, async (tx, { tiers }) => {
    const clash = overlappingTier(tiers, tier);
    if (clash)
      return fail(409, `${NS}.tierOverlap`, {
        field: "minTravellers",
        reason: "tier_overlap",
        values: { min: clash.minTravellers, max: clash.maxTravellers },
      });
    const [row] = await tx
      .insert(tourPriceTiers)
      .values({ tourId, ...tier })
      .returning();
    if (!row) throw new Error("tier insert returned no row");
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "tour_price_tier.create",
      entityType: "tour_price_tier",
      entityId: row.id,
      before: null,
      after: { tourId, ...tier },
    });
    return { ok: true };
  });
}

export function deleteTier(tourId: number, stamp: string, tierId: number, actor: Actor) {
  return withPricing(tourId, stamp, async (tx, { tiers }) => {
    const tier = tiers.find((t) => t.id === tierId);
    if (!tier) return fail(404, "admin:form.notFound");
    await tx
      .delete(tourPriceTiers)
      .where(and(eq(tourPriceTiers.id, tierId), eq(tourPriceTiers.tourId, tourId)));
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "tour_price_tier.delete",
      entityType: "tour_price_tier",
      entityId: tierId,
      before: {
        tourId,
        minTravellers: tier.minTravellers,
        maxTravellers: tier.maxTravellers,
        pricePerPerson: tier.pricePerPerson,
      },
      after: null,
    });
    return { ok: true };
  });
}

function labelOf(input: ExtraInput): LocalizedText {
  const label: LocalizedText = { en: input.labelEn };
  if (input.labelDe) label.de = input.labelDe;
  if (input.labelFr) label.fr = input.labelFr;
  if (input.labelEs) label.es = input.labelEs;
  if (input.labelZh) label.zh = input.labelZh;
  return label;
}

/**
 * A label with its languages in alphabetical order: the audit compares values
 * as JSON text, and PostgreSQL hands jsonb keys back in its own order, so an
 * unchanged label would otherwise look changed.
 */
function ordered(label: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(label).sort(([a], [b]) => a.localeCompare(b))) as LocalizedText;
}

/**
 * Adds an extra (no `extraId`) or changes one. Bookings keep their own copy
 * of what they chose (booking_extras), so a new price applies to bookings
 * priced from now on; an extra is retired by unticking "offered", never
 * deleted, so the link from past bookings stays.
 */
export function saveExtra(
  tourId: number,
  stamp: string,
  extraId: number | null,
  input: ExtraInput,
  actor: Actor,
) {
  return withPricing(tourId, stamp, async (tx, { extras }) => {
    const values = {
      key: input.key,
      label: labelOf(input),
      priceCents: input.price,
      basis: input.basis,
      roomType: input.roomType ?? null,
      isActive: input.isActive,
      displayOrder: input.displayOrder ?? 0,
    };
    const sameKey = extras.find((extra) => extra.key === input.key && extra.id !== extraId);
    if (sameKey) return fail(409, `${NS}.keyTaken`, { field: "key" });
    if (extraId === null) {
      const [row] = await tx
        .insert(tourExtras)
        .values({ tourId, ...values })
        .returning({ id: tourExtras.id });
      if (!row) throw new Error("extra insert returned no row");
      await recordAudit(tx, {
        actorUserId: actor.actorUserId,
        action: "tour_extra.create",
        entityType: "tour_extra",
        entityId: row.id,
        before: null,
        after: { tourId, ...values },
      });
      return { ok: true };
    }
    const current = extras.find((extra) => extra.id === extraId);
    if (!current) return fail(404, "admin:form.notFound");
    await tx
      .update(tourExtras)
      .set({ ...values, updatedAt: actor.now })
      .where(and(eq(tourExtras.id, extraId), eq(tourExtras.tourId, tourId)));
    const { id: _id, ...before } = current;
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "tour_extra.update",
      entityType: "tour_extra",
      entityId: extraId,
      before: { ...before, label: ordered(before.label) },
      after: { ...values, label: ordered(values.label) },
    });
    return { ok: true };
  });
}
