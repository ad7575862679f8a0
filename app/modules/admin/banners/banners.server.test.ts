import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, promotionalBanners } from "#app/db/schema/index";
import { type BannerInput, readBannerForm } from "#app/domain/admin/banners";
import { addDays, officeToday } from "#app/domain/dates";
import { listActiveDeals } from "#app/modules/catalogue/deals.server";
import { listActiveBanners } from "#app/modules/content/home.server";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createTour, createUser } from "#tests/factories";
import {
  bannerBookingCount,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  moveBanner,
  setBannerActive,
  updateBanner,
} from "./banners.server";

// The promotional banner editor's saves (issue 16, item 1): a tour's page as
// the link, edits over a version, showing and hiding, the order by up and
// down, deletes refused while a booking came from the banner; the home page
// and /deals read every save at once, in a complete translation.

setUpTestDatabase();

let staffId = "";
let tourId = 0;
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
  tourId = (
    await createTour(db(), { title: "Lemosho Route", slug: "lemosho-banner-test", priceFrom: 300_000 })
  ).id;
});

const today = officeToday();

function form(fields: Record<string, string>): BannerInput {
  const data = new FormData();
  for (const [name, value] of Object.entries({ titleFontSize: "xlarge", ...fields }))
    data.append(name, value);
  const read = readBannerForm((name) => data.get(name));
  if (read.kind !== "save") throw new Error(JSON.stringify(read));
  return read.input;
}

async function make(title: string, extra: Record<string, string> = {}): Promise<number> {
  const created = await createBanner(form({ title, isActive: "on", ...extra }), staffId);
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

async function order(): Promise<string[]> {
  return (await listBanners()).map((banner) => banner.title);
}

describe("the banner editor's saves", () => {
  it("creates banners last in the order, a tour's page as the link, and shows them at once", async () => {
    const a = await make("Climb Kilimanjaro: 10% off", {
      tourId: String(tourId),
      tourLink: "/ignored-with-a-tour",
      discountPercent: "10",
      validFrom: addDays(today, -1),
      validUntil: addDays(today, 30),
      "translations.de.title": "Kilimandscharo: 10 % Rabatt",
    });
    const b = await make("Green season in Zanzibar", { tourLink: "/tours?category=beach" });
    expect(await findBanner(a)).toMatchObject({
      displayOrder: 0,
      tourId,
      tourLink: "/tours/lemosho-banner-test",
    });
    expect(await findBanner(b)).toMatchObject({
      displayOrder: 1,
      tourId: null,
      tourLink: "/tours?category=beach",
    });
    expect(await order()).toEqual(["Climb Kilimanjaro: 10% off", "Green season in Zanzibar"]);
    expect((await listBanners())[0]?.gaps).toEqual({ de: 0, fr: 1, es: 1, zh: 1 });

    // The home page and /deals read the table: no cache stands between.
    expect((await listActiveBanners("en")).map((banner) => banner.id)).toEqual([a, b]);
    const [deal] = await listActiveDeals(today, "de");
    expect(deal).toMatchObject({
      id: a,
      title: "Kilimandscharo: 10 % Rabatt",
      textLang: "de",
      discountPercent: 10,
    });
    expect(deal?.dealPrice).toBe(270_000);
    expect((await listActiveDeals(today, "fr"))[0]).toMatchObject({
      title: "Climb Kilimanjaro: 10% off",
      textLang: "en",
    });

    // An unknown tour, or a library picture that does not exist: refused beside the field.
    expect(await createBanner(form({ title: "X", tourId: "999999" }), staffId)).toMatchObject({
      ok: false,
      status: 400,
      field: "tourId",
    });
    expect(
      await createBanner(
        form({ title: "X", backgroundImageUrl: "/media/library/nosuchkey1234567890ab/1600.webp" }),
        staffId,
      ),
    ).toMatchObject({ ok: false, status: 400, field: "backgroundImageUrl" });
  });

  it("edits over a version (409 when stale), shows and hides, with audit rows", async () => {
    const id = await make("Edited banner");
    expect(
      await updateBanner(
        id,
        0,
        form({ title: "Edited banner, again", textColor: "#FFF", isActive: "on" }),
        staffId,
      ),
    ).toEqual({ ok: true });
    expect(await updateBanner(id, 0, form({ title: "Stale" }), staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findBanner(id)).toMatchObject({
      title: "Edited banner, again",
      textColor: "#fff",
      version: 1,
    });
    expect(await setBannerActive(id, 1, false, staffId)).toEqual({ ok: true });
    expect(await setBannerActive(id, 1, true, staffId)).toMatchObject({ status: 409 });
    expect((await listActiveBanners("en")).some((banner) => banner.id === id)).toBe(false);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "banner"), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(audit.map((row) => row.action)).toEqual(["banner.create", "banner.update", "banner.deactivate"]);
    expect(audit[1]).toMatchObject({
      before: { title: "Edited banner" },
      after: { title: "Edited banner, again" },
    });
  });

  it("moves a banner up and down the home page's order, over its version", async () => {
    await db().delete(promotionalBanners);
    const [one, two, three] = [await make("One"), await make("Two"), await make("Three")];
    expect(await moveBanner(three, 0, "up", staffId)).toEqual({ ok: true });
    expect(await order()).toEqual(["One", "Three", "Two"]);
    expect(await moveBanner(two, 0, "up", staffId)).toMatchObject({ status: 409 });
    expect(await moveBanner(one, 0, "down", staffId)).toEqual({ ok: true });
    expect(await order()).toEqual(["Three", "One", "Two"]);
    expect((await listActiveBanners("en")).map((banner) => banner.title)).toEqual(["Three", "One", "Two"]);
    expect(await moveBanner(999999, 0, "up", staffId)).toMatchObject({ status: 404 });
  });

  it("deletes over a version, but not a banner a booking came from", async () => {
    const id = await make("Used by a booking");
    await createBooking(db(), { bannerId: id, source: "promo" });
    expect(await bannerBookingCount(id)).toBe(1);
    expect(await deleteBanner(id, 0, staffId)).toMatchObject({ ok: false, status: 409, reason: "inUse" });
    expect(await findBanner(id)).toBeDefined();

    const free = await make("Free to go");
    expect(await deleteBanner(free, 1, staffId)).toMatchObject({ status: 409 });
    expect(await deleteBanner(free, 0, staffId)).toEqual({ ok: true });
    expect(await findBanner(free)).toBeUndefined();
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "banner.delete"), eq(auditEvents.entityId, String(free))));
    expect(row).toMatchObject({ before: { title: "Free to go" }, after: null });
  });
});
