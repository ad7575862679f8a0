import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import {
  accommodations,
  auditEvents,
  enquiries,
  mediaAssets,
  redirects,
  tourItineraryDays,
} from "#app/db/schema/index";
import { type AccommodationInput, readAccommodationForm } from "#app/domain/admin/accommodations";
import { libraryImageUrl } from "#app/domain/media/upload";
import { redirectCache } from "#app/modules/admin/redirects/cache.server";
import { setUpTestDatabase } from "#tests/db";
import { createDestination, createTour, createUser } from "#tests/factories";
import {
  accommodationLinks,
  createAccommodation,
  deleteAccommodation,
  findAccommodationById,
  listAccommodations,
  setAccommodationActive,
  updateAccommodation,
} from "./accommodations.server";

// The accommodation editor's saves (issue 16, item 1): create and edit with
// translations, list filters (a country stands for its parks), the version
// conflict, slugs, destinations and library pictures that must exist, the
// 301 of an active accommodation's new slug, what links to it, and deletes
// refused while a customer's enquiry names it; each change with its audit row.

const database = setUpTestDatabase();

let staffId = "";
let country = 0;
let park = 0;

beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
  country = (await createDestination(db(), { name: "Testland" })).id;
  park = (await createDestination(db(), { name: "Test Park", parentId: country })).id;
});

/** The form as the editor posts it, through the same parsing as the route. */
function form(fields: Record<string, string>): AccommodationInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const read = readAccommodationForm(data);
  if (read.kind !== "save") throw new Error(JSON.stringify(read));
  return read.input;
}

const BASE = {
  name: "Kopje Lodge Übung",
  slug: "",
  accommodationType: "lodge",
  location: "Seronera",
  latitude: "-2.45",
  longitude: "34.82",
  shortDescription: "On a granite outcrop.",
  description: "Views.\n\n<script>alert(1)</script>",
  amenities: "Pool\nWi-Fi",
  highlights: "Sunsets",
  starRating: "4",
  checkInTime: "14:00",
  checkOutTime: "10:30",
  maxGuests: "2",
  pricePerNight: "610",
  featuredImage: "/images/kopje.jpg",
  imageUrl: "",
  "translations.de.shortDescription": "Auf einem Granitfelsen.",
};

async function created(fields: Record<string, string> = {}): Promise<number> {
  const result = await createAccommodation(
    form({ ...BASE, destinationId: String(park), ...fields }),
    staffId,
  );
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

async function auditOf(id: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "accommodation"), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);
}

const query = (filters: Record<string, unknown>, q = "") => ({
  q,
  sort: "name",
  dir: "asc" as const,
  page: 1,
  filters,
});

describe("the accommodation editor's saves", () => {
  it("creates an inactive accommodation, lists it by its filters, edits and activates it, with audit rows", async () => {
    const id = await created();
    const row = await findAccommodationById(id);
    expect(row).toMatchObject({
      slug: "kopje-lodge-uebung",
      isActive: false,
      destinationId: park,
      coordinatesJson: { lat: -2.45, lng: 34.82 },
      starRating: 4,
      checkOutTime: "10:30",
      pricePerNight: 61000,
      amenities: ["Pool", "Wi-Fi"],
      translations: { de: { shortDescription: "Auf einem Granitfelsen." } },
    });
    expect(row?.description).not.toMatch(/<script/i);

    // The country stands for its park; the type and state filter; the search reads the location too.
    const inCountry = await listAccommodations(query({ destination: country, type: "lodge", active: "no" }));
    expect(inCountry.rows.map((one) => [one.id, one.destinationName, one.gaps.de, one.gaps.fr])).toEqual([
      [id, "Test Park", 3, 4],
    ]);
    expect(
      (await listAccommodations(query({ type: "camp" }, "seronera"))).rows.map((one) => one.id),
    ).not.toContain(id);
    expect((await listAccommodations(query({ active: "yes" }, "kopje"))).total).toBe(0);
    expect((await listAccommodations(query({}, "SERONERA"))).rows.map((one) => one.id)).toContain(id);

    expect(
      await updateAccommodation(
        id,
        0,
        form({ ...BASE, accommodationType: "camp", latitude: "", longitude: "" }),
        staffId,
      ),
    ).toEqual({ ok: true, redirected: false });
    expect(await setAccommodationActive(id, 1, true, staffId)).toEqual({ ok: true });
    expect(await findAccommodationById(id)).toMatchObject({
      version: 2,
      isActive: true,
      accommodationType: "camp",
      coordinatesJson: null,
      destinationId: null,
    });
    const audit = await auditOf(id);
    expect(audit.map((one) => one.action)).toEqual([
      "accommodation.create",
      "accommodation.update",
      "accommodation.activate",
    ]);
    expect(audit[1]).toMatchObject({
      before: { accommodationType: "lodge", destinationId: park },
      after: { accommodationType: "camp", destinationId: null },
    });
  });

  it("refuses a save over a stale version (409) and writes nothing", async () => {
    const id = await created({ name: "Stale Camp" });
    expect(await updateAccommodation(id, 0, form({ ...BASE, name: "First" }), staffId)).toMatchObject({
      ok: true,
    });
    expect(await updateAccommodation(id, 0, form({ ...BASE, name: "Second" }), staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findAccommodationById(id)).toMatchObject({ name: "First", version: 1 });
    expect(await setAccommodationActive(id, 0, true, staffId)).toMatchObject({ status: 409 });
  });

  it("refuses a taken slug, a destination or a library picture that does not exist, beside the field", async () => {
    const first = await created({ name: "Twin Camp" });
    const second = await created({ name: "Twin Camp" });
    expect((await findAccommodationById(second))?.slug).toBe("twin-camp-2");
    expect(await updateAccommodation(second, 0, form({ ...BASE, slug: "twin-camp" }), staffId)).toMatchObject(
      {
        ok: false,
        status: 400,
        field: "slug",
        message: "admin-content:errors.slugTaken",
      },
    );
    expect(await createAccommodation(form({ ...BASE, destinationId: "999999" }), staffId)).toMatchObject({
      ok: false,
      status: 400,
      field: "destinationId",
    });
    const missing = libraryImageUrl("q".repeat(24), 800);
    expect(await updateAccommodation(first, 0, form({ ...BASE, imageUrl: missing }), staffId)).toMatchObject({
      ok: false,
      message: "admin-media:errors.unknownImage",
    });
    // A library picture without English alt text cannot be used yet, not even inside the Markdown.
    const key = "r".repeat(24);
    await db()
      .insert(mediaAssets)
      .values({
        key,
        format: "jpeg",
        width: 800,
        height: 600,
        bytes: 1000,
        widths: [800],
        originalName: "tent.jpg",
      });
    expect(
      await updateAccommodation(
        first,
        0,
        form({ ...BASE, description: `![x](${libraryImageUrl(key, 800)})` }),
        staffId,
      ),
    ).toMatchObject({ ok: false, message: "admin-media:errors.altMissing" });
    await db()
      .update(mediaAssets)
      .set({ alt: { en: "A tent" } })
      .where(eq(mediaAssets.key, key));
    expect(
      await updateAccommodation(
        first,
        0,
        form({ ...BASE, featuredImage: libraryImageUrl(key, 800) }),
        staffId,
      ),
    ).toMatchObject({ ok: true });
    expect(await findAccommodationById(first)).toMatchObject({ version: 1, name: BASE.name });
  });

  it("leaves a 301 when an active accommodation's slug changes, none while it is inactive", async () => {
    const id = await created({ slug: "moving-lodge" });
    expect(await updateAccommodation(id, 0, form({ ...BASE, slug: "moving-lodge-2" }), staffId)).toEqual({
      ok: true,
      redirected: false,
    });
    expect(await redirectCache().lookup("/accommodations/moving-lodge")).toBeUndefined();
    expect(await setAccommodationActive(id, 1, true, staffId)).toEqual({ ok: true });
    expect(await updateAccommodation(id, 2, form({ ...BASE, slug: "moved-lodge" }), staffId)).toEqual({
      ok: true,
      redirected: true,
    });
    expect(await redirectCache().lookup("/accommodations/moving-lodge-2")).toMatchObject({
      toTarget: "/accommodations/moved-lodge",
      statusCode: 301,
    });
    // Left empty, the slug stays: no new address.
    expect(await updateAccommodation(id, 3, form({ ...BASE, slug: "" }), staffId)).toEqual({
      ok: true,
      redirected: false,
    });
    expect((await findAccommodationById(id))?.slug).toBe("moved-lodge");
  });

  it("counts what links to it and refuses to delete one a customer's enquiry names", async () => {
    const id = await created({ name: "Linked Camp", slug: "linked-camp" });
    const tour = await createTour(db());
    await db().insert(tourItineraryDays).values({
      tourId: tour.id,
      dayNumber: 1,
      title: "Into the park",
      description: "Drive.",
      accommodation: " linked camp ",
    });
    await db().insert(redirects).values({ fromPath: "/old-linked", toTarget: "/accommodations/linked-camp" });
    await db().insert(enquiries).values({
      type: "accommodation",
      fullName: "Carol Customer",
      email: "carol@example.com",
      accommodationId: id,
    });
    expect(await accommodationLinks({ id, name: "Linked Camp", slug: "linked-camp" })).toEqual({
      enquiries: 1,
      itineraryDays: 1,
      redirects: 1,
    });
    expect(await deleteAccommodation(id, 0, staffId)).toMatchObject({
      ok: false,
      status: 409,
      reason: "inUse",
    });
    expect(await findAccommodationById(id)).toBeDefined();

    // Without the enquiry, the day and the redirect do not keep it.
    await db().delete(enquiries).where(eq(enquiries.accommodationId, id));
    expect(await deleteAccommodation(id, 5, staffId)).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await deleteAccommodation(id, 0, staffId)).toEqual({ ok: true });
    expect(await db().select().from(accommodations).where(eq(accommodations.id, id))).toEqual([]);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: "accommodation.delete",
      after: null,
      before: { name: "Linked Camp" },
    });
    expect(await deleteAccommodation(id, 0, staffId)).toMatchObject({ status: 404 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "two staff saving the same accommodation at once (PostgreSQL)",
  () => {
    it("lets exactly one of two saves of the same version win", async () => {
      expect(database().kind).toBe("postgres");
      const id = await created({ name: "Race Lodge" });
      const results = await Promise.all(
        ["One", "Two", "Three"].map((name) => updateAccommodation(id, 0, form({ ...BASE, name }), staffId)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(2);
      expect((await findAccommodationById(id))?.version).toBe(1);
    });
  },
);
