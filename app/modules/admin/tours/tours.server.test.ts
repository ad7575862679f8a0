import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import {
  auditEvents,
  mediaAssets,
  redirects,
  tourDestinations,
  tourItineraryDays,
  tours,
  wishlistItems,
} from "#app/db/schema/index";
import { readTourValues, type TourInput, validateTour } from "#app/domain/admin/tours";
import { redirectCache } from "#app/modules/admin/redirects/cache.server";
import { loadSitemapContent } from "#app/modules/sitemap/sitemap.server";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDestination, createUser } from "#tests/factories";
import {
  createTour,
  deleteTour,
  findTourForEdit,
  listTours,
  setTourPublished,
  tourLinks,
  updateTour,
} from "./tours.server";

// The tour editor's saves (issue 16, item 1): a tour with days and German
// translations, edits over a version, publishing, the 301 of a published
// slug change, deletes refused while a customer's record points at the tour,
// and the audit rows with before and after.

const database = setUpTestDatabase();

let staffId = "";
let serengetiId = 0;

beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
  serengetiId = (await createDestination(db(), { name: "Serengeti", slug: "serengeti" })).id;
});

/** The form as the editor posts it, through the same parsing as the route. */
function form(fields: Record<string, string | string[]>): TourInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  const parsed = validateTour(readTourValues(data), data);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.input;
}

const BASE = {
  title: "Große Migration Safari",
  slug: "",
  category: "wildlife_safari",
  difficulty: "easy",
  shortDescription: "Follow the herds.",
  description: "Day by day.\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1))",
  priceFrom: "2450.50",
  childPricePercent: "70",
  infantPricePercent: "0",
  durationDays: "2",
  maxGroupSize: "6",
  titleFontSize: "default",
  titleHighlightText: "Migration",
  titleHighlightColor: "#C2410C",
  highlights: "Big cats\n\n Wildebeest crossing ",
  bestMonths: ["7", "8"],
  images: "/images/a.jpg | A lion\nhttps://images.example.com/b.jpg | Zebras",
  "translations.de.title": "Große Migrationssafari",
  "translations.de.shortDescription": "Den Herden folgen.",
  "translations.de.highlights": "Großkatzen\nGnus am Fluss",
  dayCount: "2",
  "days.0.title": "Arusha to Serengeti",
  "days.0.description": "Drive west.",
  "days.0.meals": ["lunch", "dinner"],
  "days.0.altitudeM": "1500",
  "days.0.distanceKm": "320.5",
  "days.0.translations.de.title": "Von Arusha in die Serengeti",
  "days.0.translations.de.description": "Fahrt nach Westen.",
  "days.1.title": "Serengeti",
  "days.1.description": "Game drives.",
  "days.1.translations.de.title": "Serengeti",
  "days.1.translations.de.description": "Pirschfahrten.",
};

async function auditOf(id: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "tour"), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);
}

describe("the tour editor's saves", () => {
  it("creates a tour with two days and German text, edits and publishes it, with audit rows", async () => {
    const created = await createTour(
      form({ ...BASE, destinationIds: [String(serengetiId), "999999"] }),
      staffId,
    );
    if (!created.ok) throw new Error(created.message);
    const tour = await findTourForEdit(created.id);
    expect(tour).toMatchObject({
      slug: "grosse-migration-safari",
      isActive: false,
      priceFrom: 245050,
      highlights: ["Big cats", "Wildebeest crossing"],
      bestMonths: [7, 8],
      titleHighlightColor: "#c2410c",
      imageUrl: "/images/a.jpg",
      destinationIds: [serengetiId],
      translations: { de: { title: "Große Migrationssafari", highlights: ["Großkatzen", "Gnus am Fluss"] } },
    });
    // Markdown cleaned on save.
    expect(tour?.description).not.toMatch(/onerror|javascript/i);
    expect(tour?.days.map((day) => [day.dayNumber, day.title, day.meals])).toEqual([
      [1, "Arusha to Serengeti", ["lunch", "dinner"]],
      [2, "Serengeti", []],
    ]);
    expect(tour?.days[0]?.distanceKm).toBe(320.5);
    expect(tour?.days[1]?.translations).toEqual({
      de: { title: "Serengeti", description: "Pirschfahrten." },
    });
    expect(tour?.images).toEqual([
      { url: "/images/a.jpg", alt: "A lion" },
      { url: "https://images.example.com/b.jpg", alt: "Zebras" },
    ]);

    // German misses the description and the title's highlight; French misses everything.
    const { rows } = await listTours({ q: "migration", sort: "title", dir: "asc", page: 1, filters: {} });
    expect(rows.map((row) => [row.id, row.gaps.de, row.gaps.fr > 5])).toEqual([[created.id, 2, true]]);

    // Not published yet: not in the sitemap.
    const path = "/tours/grosse-migration-safari";
    expect((await loadSitemapContent()).tours.map((item) => item.path)).not.toContain(path);

    const edited = await updateTour(
      created.id,
      0,
      form({ ...BASE, slug: "grosse-migration-safari", priceFrom: "2600", dayCount: "1" }),
      staffId,
    );
    expect(edited).toEqual({ ok: true, redirected: false });
    expect(await setTourPublished(created.id, 1, true, staffId)).toEqual({ ok: true });
    // Published: in the sitemap at once (no cache), with its one day left.
    expect((await loadSitemapContent()).tours.map((item) => item.path)).toContain(path);
    const after = await findTourForEdit(created.id);
    expect(after).toMatchObject({ version: 2, isActive: true, priceFrom: 260000 });
    expect(after?.days).toHaveLength(1);
    // Unpublished: gone from the sitemap and the destination's count.
    expect(await setTourPublished(created.id, 2, false, staffId)).toEqual({ ok: true });
    expect((await loadSitemapContent()).tours.map((item) => item.path)).not.toContain(path);

    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual([
      "tour.create",
      "tour.update",
      "tour.publish",
      "tour.unpublish",
    ]);
    expect(audit[0]?.after).toMatchObject({ title: "Große Migration Safari", destinationIds: [serengetiId] });
    expect(audit[1]).toMatchObject({ before: { priceFrom: 245050 }, after: { priceFrom: 260000 } });
    expect((audit[1]?.before as { days?: unknown[] } | undefined)?.days).toHaveLength(2);
    expect((audit[1]?.after as { days?: unknown[] } | undefined)?.days).toHaveLength(1);
    expect(audit[2]).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
    expect(audit.every((row) => row.actorUserId === staffId)).toBe(true);
  });

  it("refuses a save over a stale version and writes nothing", async () => {
    const created = await createTour(
      form({ ...BASE, title: "Stale Safari", titleHighlightText: "" }),
      staffId,
    );
    if (!created.ok) throw new Error(created.message);
    expect(
      await updateTour(created.id, 0, form({ ...BASE, title: "First", titleHighlightText: "" }), staffId),
    ).toMatchObject({
      ok: true,
    });
    const second = await updateTour(
      created.id,
      0,
      form({ ...BASE, title: "Second", titleHighlightText: "", dayCount: "0" }),
      staffId,
    );
    expect(second).toMatchObject({ ok: false, status: 409, message: "admin:form.conflict" });
    const tour = await findTourForEdit(created.id);
    expect(tour).toMatchObject({ title: "First", version: 1 });
    expect(tour?.days).toHaveLength(2);
    expect(await setTourPublished(created.id, 0, true, staffId)).toMatchObject({ status: 409 });
  });

  it("refuses a slug another tour has, beside the field; numbers a generated one", async () => {
    const first = await createTour(form({ ...BASE, title: "Twin Safari", titleHighlightText: "" }), staffId);
    const second = await createTour(form({ ...BASE, title: "Twin Safari", titleHighlightText: "" }), staffId);
    if (!first.ok || !second.ok) throw new Error("not created");
    expect((await findTourForEdit(second.id))?.slug).toBe("twin-safari-2");
    expect(
      await updateTour(
        second.id,
        0,
        form({ ...BASE, title: "Twin Safari", slug: "twin-safari", titleHighlightText: "" }),
        staffId,
      ),
    ).toMatchObject({ ok: false, status: 400, field: "slug", message: "admin-content:errors.slugTaken" });
  });

  it("leaves a 301 when a published tour's slug changes, re-pointing older redirects", async () => {
    const created = await createTour(
      form({ ...BASE, title: "Moving Safari", titleHighlightText: "" }),
      staffId,
    );
    if (!created.ok) throw new Error(created.message);
    expect(await setTourPublished(created.id, 0, true, staffId)).toEqual({ ok: true });
    // Someone sent an old page to this tour's address.
    await db()
      .insert(redirects)
      .values({ fromPath: "/old-moving", toTarget: "/tours/moving-safari?x=1", statusCode: 301 });

    const moved = await updateTour(
      created.id,
      1,
      form({ ...BASE, title: "Moving Safari", slug: "moving-safari-tanzania", titleHighlightText: "" }),
      staffId,
    );
    expect(moved).toEqual({ ok: true, redirected: true });
    // This instance's cache knows at once.
    expect(await redirectCache().lookup("/tours/moving-safari")).toMatchObject({
      toTarget: "/tours/moving-safari-tanzania",
      statusCode: 301,
    });
    expect(await redirectCache().lookup("/old-moving")).toMatchObject({
      toTarget: "/tours/moving-safari-tanzania?x=1",
    });

    // Back to the first address: no loop, the redirect from it is switched off.
    expect(
      await updateTour(
        created.id,
        2,
        form({ ...BASE, title: "Moving Safari", slug: "moving-safari", titleHighlightText: "" }),
        staffId,
      ),
    ).toEqual({ ok: true, redirected: true });
    expect(await redirectCache().lookup("/tours/moving-safari")).toBeUndefined();
    expect(await redirectCache().lookup("/tours/moving-safari-tanzania")).toMatchObject({
      toTarget: "/tours/moving-safari",
    });
    expect(await redirectCache().lookup("/old-moving")).toMatchObject({
      toTarget: "/tours/moving-safari?x=1",
    });

    // An unpublished tour had no public address: no redirect.
    expect(await setTourPublished(created.id, 3, false, staffId)).toEqual({ ok: true });
    expect(
      await updateTour(
        created.id,
        4,
        form({ ...BASE, title: "Moving Safari", slug: "hidden-move", titleHighlightText: "" }),
        staffId,
      ),
    ).toEqual({ ok: true, redirected: false });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.entityType, "redirect"));
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });

  it("refuses to delete a tour a booking or a wishlist points at, and deletes one nobody uses", async () => {
    const booked = await createTour(
      form({ ...BASE, title: "Booked Safari", titleHighlightText: "" }),
      staffId,
    );
    const saved = await createTour(form({ ...BASE, title: "Saved Safari", titleHighlightText: "" }), staffId);
    const unused = await createTour(
      form({ ...BASE, title: "Unused Safari", titleHighlightText: "" }),
      staffId,
    );
    if (!booked.ok || !saved.ok || !unused.ok) throw new Error("not created");
    await createBooking(db(), { tourId: booked.id });
    const customer = await createUser(db());
    await db().insert(wishlistItems).values({ userId: customer.id, tourId: saved.id });

    expect(await tourLinks(booked.id)).toMatchObject({ bookings: 1, departures: 1 });
    expect(await deleteTour(booked.id, 0, staffId)).toMatchObject({
      ok: false,
      status: 409,
      reason: "inUse",
    });
    expect(await deleteTour(saved.id, 0, staffId)).toMatchObject({ ok: false, reason: "inUse" });
    expect(await findTourForEdit(booked.id)).toBeDefined();
    expect(await findTourForEdit(saved.id)).toBeDefined();

    expect(await deleteTour(unused.id, 5, staffId)).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await deleteTour(unused.id, 0, staffId)).toEqual({ ok: true });
    expect(await db().select().from(tours).where(eq(tours.id, unused.id))).toEqual([]);
    expect(
      await db().select().from(tourItineraryDays).where(eq(tourItineraryDays.tourId, unused.id)),
    ).toEqual([]);
    expect(await db().select().from(tourDestinations).where(eq(tourDestinations.tourId, unused.id))).toEqual(
      [],
    );
    const audit = await auditOf(unused.id);
    expect(audit.at(-1)).toMatchObject({ action: "tour.delete", after: null });
    expect(audit.at(-1)?.before).toMatchObject({ title: "Unused Safari" });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two staff saving the same tour at once (PostgreSQL)", () => {
  it("lets exactly one of two saves of the same version win", async () => {
    // The test database's pool has several connections: the saves truly run at once.
    expect(database().kind).toBe("postgres");
    {
      const created = await createTour(
        form({ ...BASE, title: "Race Safari", titleHighlightText: "" }),
        staffId,
      );
      if (!created.ok) throw new Error(created.message);
      const results = await Promise.all(
        ["One", "Two", "Three", "Four"].map((name) =>
          updateTour(
            created.id,
            0,
            form({ ...BASE, title: `Race ${name}`, titleHighlightText: "" }),
            staffId,
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(3);
      const tour = await findTourForEdit(created.id);
      expect(tour?.version).toBe(1);
      expect(tour?.days).toHaveLength(2);
    }
  });
});

describe("pictures of the media library", () => {
  it("refuses a picture without English alt text, and saves once it has some", async () => {
    const key = "tourpicture0123456789abc";
    const [asset] = await db()
      .insert(mediaAssets)
      .values({
        key,
        format: "jpeg",
        width: 1200,
        height: 800,
        bytes: 1000,
        widths: [400, 800, 1200],
        originalName: "lion.jpg",
      })
      .returning();
    const images = `/media/library/${key}/1200.webp | A lioness`;
    const refused = await createTour(form({ ...BASE, title: "Picture Migration Safari", images }), staffId);
    expect(refused).toMatchObject({ ok: false, status: 400, message: "admin-media:errors.altMissing" });
    expect(await db().select().from(tours).where(eq(tours.title, "Picture Migration Safari"))).toEqual([]);

    await db()
      .update(mediaAssets)
      .set({ alt: { en: "A lioness in the grass" } })
      .where(eq(mediaAssets.id, asset!.id));
    const saved = await createTour(form({ ...BASE, title: "Picture Migration Safari", images }), staffId);
    expect(saved.ok).toBe(true);
    const unknown = await createTour(
      form({
        ...BASE,
        title: "Ghost Migration Safari",
        images: "/media/library/nosuchpicture0000000000/800.webp | Gone",
      }),
      staffId,
    );
    expect(unknown).toMatchObject({ ok: false, message: "admin-media:errors.unknownImage" });
  });
});
