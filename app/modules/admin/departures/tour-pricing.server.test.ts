import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, tourExtras, tourPriceTiers, tours } from "#app/db/schema/index";
import { setUpTestDatabase } from "#tests/db";
import { createTour, createTourExtra, createUser } from "#tests/factories";
import { addTier, deleteTier, loadTourPricing, saveExtra, saveShares } from "./tour-pricing.server";

// A tour's price settings: shares, group-size tiers and extras, guarded by
// the stamp of the settings the form was loaded with.

const database = setUpTestDatabase();
const db = () => database().db;

async function staff() {
  const user = await createUser(db(), { role: "staff" });
  return { actorUserId: user.id, now: new Date() };
}

async function pricing(tourId: number) {
  const loaded = await loadTourPricing(tourId);
  if (!loaded) throw new Error(`no tour ${tourId}`);
  return loaded;
}

async function auditOf(entityType: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityType, entityType))
    .orderBy(asc(auditEvents.id));
}

const tier = (minTravellers: number, maxTravellers: number, dollars: number) => ({
  minTravellers,
  maxTravellers,
  pricePerPerson: dollars * 100,
});

describe("group-size tiers", () => {
  it("adds tiers that do not overlap, and refuses one that does with the range it meets", async () => {
    const actor = await staff();
    const tour = await createTour(db());
    expect(await addTier(tour.id, (await pricing(tour.id)).stamp, tier(1, 2, 3000), actor)).toEqual({
      ok: true,
    });
    expect(await addTier(tour.id, (await pricing(tour.id)).stamp, tier(3, 6, 2500), actor)).toEqual({
      ok: true,
    });
    const refused = await addTier(tour.id, (await pricing(tour.id)).stamp, tier(6, 10, 2000), actor);
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      field: "minTravellers",
      message: "admin-departures:errors.tierOverlap",
      values: { min: 3, max: 6 },
    });
    const rows = await db().select().from(tourPriceTiers).where(eq(tourPriceTiers.tourId, tour.id));
    expect(rows.map((row) => [row.minTravellers, row.maxTravellers])).toEqual([
      [1, 2],
      [3, 6],
    ]);
    const audit = (await auditOf("tour_price_tier")).filter((row) =>
      rows.some((r) => String(r.id) === row.entityId),
    );
    expect(audit.map((row) => row.action)).toEqual(["tour_price_tier.create", "tour_price_tier.create"]);
    expect(audit[1]?.after).toMatchObject({
      tourId: tour.id,
      minTravellers: 3,
      maxTravellers: 6,
      pricePerPerson: 250_000,
    });
  });

  it("deletes a tier of the tour with an audit row of what it was", async () => {
    const actor = await staff();
    const tour = await createTour(db());
    await addTier(tour.id, (await pricing(tour.id)).stamp, tier(1, 4, 1000), actor);
    const [row] = (await pricing(tour.id)).tiers;
    if (!row) throw new Error("no tier");
    expect(await deleteTier(tour.id, (await pricing(tour.id)).stamp, row.id, actor)).toEqual({ ok: true });
    expect((await pricing(tour.id)).tiers).toHaveLength(0);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "tour_price_tier.delete"), eq(auditEvents.entityId, String(row.id))));
    expect(audit).toMatchObject({
      before: { minTravellers: 1, maxTravellers: 4, pricePerPerson: 100_000 },
      after: null,
    });
  });
});

describe("the stamp of a tour's price settings", () => {
  it("refuses a save from a page loaded before another change to the tour's prices", async () => {
    const actor = await staff();
    const tour = await createTour(db());
    const before = await pricing(tour.id);
    expect(await saveShares(tour.id, before.stamp, { childPercent: 60, infantPercent: 10 }, actor)).toEqual({
      ok: true,
    });
    // The second member of staff still has the old page: whatever part they change, they are told.
    expect(await addTier(tour.id, before.stamp, tier(1, 2, 100), actor)).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(
      await saveShares(tour.id, before.stamp, { childPercent: 50, infantPercent: 0 }, actor),
    ).toMatchObject({
      status: 409,
    });
    const [row] = await db().select().from(tours).where(eq(tours.id, tour.id));
    expect(row).toMatchObject({ childPricePercent: 60, infantPricePercent: 10 });
    expect((await pricing(tour.id)).stamp).not.toBe(before.stamp);
  });

  it("audits the shares' change", async () => {
    const actor = await staff();
    const tour = await createTour(db(), { childPricePercent: 70, infantPricePercent: 0 });
    await saveShares(tour.id, (await pricing(tour.id)).stamp, { childPercent: 75, infantPercent: 0 }, actor);
    const audit = (await auditOf("tour")).filter((row) => row.entityId === String(tour.id));
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ["tour.shares", { childPricePercent: 70 }, { childPricePercent: 75 }],
    ]);
  });
});

describe("extras", () => {
  const input = {
    key: "airport-transfer",
    labelEn: "Airport transfer",
    labelDe: "Flughafentransfer",
    price: 4_500,
    basis: "per_person" as const,
    isActive: true,
  };

  it("adds an extra with its labels, changes it, and refuses a key the tour already uses", async () => {
    const actor = await staff();
    const tour = await createTour(db());
    expect(await saveExtra(tour.id, (await pricing(tour.id)).stamp, null, input, actor)).toEqual({
      ok: true,
    });
    const [extra] = await db().select().from(tourExtras).where(eq(tourExtras.tourId, tour.id));
    expect(extra).toMatchObject({
      key: "airport-transfer",
      label: { en: "Airport transfer", de: "Flughafentransfer" },
      priceCents: 4_500,
      basis: "per_person",
      isActive: true,
    });
    if (!extra) return;
    const changed = { ...input, price: 5_000, isActive: false };
    expect(await saveExtra(tour.id, (await pricing(tour.id)).stamp, extra.id, changed, actor)).toEqual({
      ok: true,
    });
    const [after] = await db().select().from(tourExtras).where(eq(tourExtras.id, extra.id));
    expect(after).toMatchObject({ priceCents: 5_000, isActive: false });

    await createTourExtra(db(), { tourId: tour.id, key: "park-fees" });
    expect(
      await saveExtra(
        tour.id,
        (await pricing(tour.id)).stamp,
        extra.id,
        { ...input, key: "park-fees" },
        actor,
      ),
    ).toMatchObject({ status: 409, field: "key", message: "admin-departures:errors.keyTaken" });

    const audit = (await auditOf("tour_extra")).filter((row) => row.entityId === String(extra.id));
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ["tour_extra.create", null, expect.objectContaining({ key: "airport-transfer", priceCents: 4_500 })],
      ["tour_extra.update", { priceCents: 4_500, isActive: true }, { priceCents: 5_000, isActive: false }],
    ]);
  });

  it("refuses to change an extra of another tour", async () => {
    const actor = await staff();
    const tour = await createTour(db());
    const other = await createTourExtra(db());
    expect(await saveExtra(tour.id, (await pricing(tour.id)).stamp, other.id, input, actor)).toMatchObject({
      status: 404,
    });
  });
});
