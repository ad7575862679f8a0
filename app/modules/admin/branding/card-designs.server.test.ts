import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, cardDesigns } from "#app/db/schema/index";
import type { CardDesignInput } from "#app/domain/admin/card-designs";
import { getCardDesign } from "#app/modules/catalogue/card-designs.server";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import {
  createCardDesign,
  deleteCardDesign,
  findCardDesign,
  listCardDesigns,
  setCardDesignActive,
  setDefaultCardDesign,
  updateCardDesign,
} from "./card-designs.server";

// The card design editor's saves (issue 16, item 1): exactly one default per
// type under the type's lock, saves over a version with audit rows, the
// default kept from deletion, and the public lookup seeing a save at once.

setUpTestDatabase();

let staffId = "";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});
beforeEach(async () => {
  await db().delete(cardDesigns);
});

function input(name: string, more: Partial<CardDesignInput> = {}): CardDesignInput {
  return {
    name,
    designType: "tour_card",
    layoutType: "vertical",
    imagePosition: "top",
    contentAlignment: "left",
    isActive: true,
    displayOrder: null,
    styles: { borderRadius: "1rem" },
    ...more,
  };
}

async function make(name: string, more: Partial<CardDesignInput> = {}): Promise<number> {
  const created = await createCardDesign(input(name, more), staffId);
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

async function defaults(designType = "tour_card") {
  const rows = await db()
    .select({ name: cardDesigns.name })
    .from(cardDesigns)
    .where(and(eq(cardDesigns.designType, designType), eq(cardDesigns.isDefault, true)));
  return rows.map((row) => row.name);
}

describe("the card design editor's saves", () => {
  it("makes the first design of a type its default, the next ones last of it", async () => {
    const first = await make("Classic");
    const second = await make("Wide", { layoutType: "horizontal", imagePosition: "left" });
    const other = await make("Destination card", { designType: "destination_card" });
    expect(await findCardDesign(first)).toMatchObject({ isDefault: true, displayOrder: 0, shown: true });
    expect(await findCardDesign(second)).toMatchObject({ isDefault: false, displayOrder: 1, shown: false });
    expect(await findCardDesign(other)).toMatchObject({ isDefault: true, displayOrder: 0 });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "card_design"), eq(auditEvents.entityId, String(first))));
    expect(audit).toMatchObject({ action: "card_design.create", actorUserId: staffId });
  });

  it("moves the one default, activating it; the public cards follow at once", async () => {
    const first = await make("Classic", { styles: { borderRadius: "1rem" } });
    const second = await make("Rounder", { isActive: false, styles: { borderRadius: "2rem" } });
    expect((await getCardDesign())?.style["--card-radius"]).toBe("1rem");

    expect(await setDefaultCardDesign(second, 0, staffId)).toEqual({ ok: true });
    expect(await defaults()).toEqual(["Rounder"]);
    expect(await findCardDesign(second)).toMatchObject({ isActive: true, version: 1 });
    // The previous default's version is raised: its open forms notice.
    expect(await findCardDesign(first)).toMatchObject({ isDefault: false, version: 1 });
    expect((await getCardDesign())?.style["--card-radius"]).toBe("2rem");

    // Two staff members at once: still exactly one default.
    const results = await Promise.all([
      setDefaultCardDesign(first, 1, staffId),
      setDefaultCardDesign(second, 1, staffId),
    ]);
    expect(results.filter((result) => result.ok).length).toBeGreaterThanOrEqual(1);
    expect((await defaults()).length).toBe(1);
  });

  it("saves over a version: a stale form answers 409 and changes nothing", async () => {
    const id = await make("Classic");
    expect(
      await updateCardDesign(id, 0, input("Classic, rounder", { styles: { borderRadius: "2rem" } }), staffId),
    ).toEqual({
      ok: true,
    });
    expect(await updateCardDesign(id, 0, input("Stale"), staffId)).toMatchObject({ ok: false, status: 409 });
    expect(await findCardDesign(id)).toMatchObject({
      name: "Classic, rounder",
      styles: { borderRadius: "2rem" },
    });
    expect(await setCardDesignActive(id, 0, false, staffId)).toMatchObject({ status: 409 });
    expect(await setCardDesignActive(id, 1, false, staffId)).toEqual({ ok: true });
    // An inactive default: the site takes the next active design, or its own look.
    expect(await getCardDesign()).toBeNull();
    expect(await updateCardDesign(999_999, 0, input("Gone"), staffId)).toMatchObject({ status: 404 });
  });

  it("keeps the default in its type and from deletion while others share it", async () => {
    const first = await make("Classic");
    const second = await make("Wide");
    expect(
      await updateCardDesign(first, 0, input("Classic", { designType: "blog_card" }), staffId),
    ).toMatchObject({
      ok: false,
      status: 400,
      field: "designType",
    });
    expect(await deleteCardDesign(first, 0, staffId)).toMatchObject({ ok: false, status: 409 });
    // A non-default moved to an empty type becomes its default.
    expect(await updateCardDesign(second, 0, input("Wide", { designType: "blog_card" }), staffId)).toEqual({
      ok: true,
    });
    expect(await defaults("blog_card")).toEqual(["Wide"]);
    // Alone in its type, the default may go.
    expect(await deleteCardDesign(first, 0, staffId)).toEqual({ ok: true });
    expect(await findCardDesign(first)).toBeUndefined();
    const [deleted] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "card_design.delete"), eq(auditEvents.entityId, String(first))));
    expect(deleted?.before).toMatchObject({ name: "Classic", isDefault: true });
  });

  it("refuses a background picture the media library does not have", async () => {
    const refused = await createCardDesign(
      input("Photo", { styles: { backgroundImage: "/media/library/abcdefghij0123456789/800.webp" } }),
      staffId,
    );
    expect(refused).toMatchObject({ ok: false, status: 400, field: "styles.backgroundImage" });
    expect(await listCardDesigns({})).toEqual([]);
  });
});
