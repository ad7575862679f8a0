import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, destinations, tourDestinations } from "#app/db/schema/index";
import { type DestinationInput, readDestinationForm } from "#app/domain/admin/places";
import { redirectCache } from "#app/modules/admin/redirects/cache.server";
import { setUpTestDatabase } from "#tests/db";
import { createAccommodation, createTour, createUser } from "#tests/factories";
import {
  createDestination,
  deleteDestination,
  destinationLinks,
  findDestination,
  listDestinations,
  setDestinationActive,
  updateDestination,
} from "./destinations.server";

// The destination editor's saves (issue 16, item 1): create and edit with
// translations, the version conflict, the 301s of a published destination's
// slug change (its own and its children's), parents that would make a cycle,
// deletes refused while anything links to it, the tour counts, the audit rows.

const database = setUpTestDatabase();

let staffId = "";

beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
});

/** The form as the editor posts it, through the same parsing as the route. */
function form(fields: Record<string, string | string[]>): DestinationInput {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  const read = readDestinationForm(data);
  if (read.kind !== "save") throw new Error(JSON.stringify(read.fieldErrors));
  return read.input;
}

const BASE = {
  name: "Ngorongoro Krater",
  slug: "",
  country: "Tanzania",
  shortDescription: "A caldera full of life.",
  description: "Down the rim.\n\n<script>alert(1)</script>[x](javascript:alert(1))",
  highlights: "Rhinos\n\n Flamingos ",
  wildlife: "Black rhino\nLion",
  bestMonths: ["6", "7"],
  bestTimeNote: "Dry season.",
  featuredImage: "/images/crater.jpg",
  imageUrl: "https://images.example.com/crater.jpg",
  displayOrder: "3",
  "translations.de.name": "Ngorongoro-Krater",
  "translations.de.shortDescription": "Eine Caldera voller Leben.",
  "translations.de.highlights": "Nashörner\nFlamingos",
};

async function auditOf(id: number) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, "destination"), eq(auditEvents.entityId, String(id))))
    .orderBy(auditEvents.id);
}

async function created(fields: Record<string, string | string[]>): Promise<number> {
  const result = await createDestination(form({ ...BASE, ...fields }), staffId);
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

describe("the destination editor's saves", () => {
  it("creates a destination with German text, edits and activates it, with audit rows", async () => {
    const id = await created({});
    const row = await findDestination(id);
    expect(row).toMatchObject({
      slug: "ngorongoro-krater",
      isActive: false,
      highlights: ["Rhinos", "Flamingos"],
      wildlife: ["Black rhino", "Lion"],
      bestMonths: [6, 7],
      displayOrder: 3,
      featuredImage: "/images/crater.jpg",
      translations: { de: { name: "Ngorongoro-Krater", highlights: ["Nashörner", "Flamingos"] } },
    });
    expect(row?.description).not.toMatch(/<script|javascript:/i);

    const { rows } = await listDestinations({ q: "krater", sort: "name", dir: "asc", page: 1, filters: {} });
    // German misses the description, the wildlife and the best-time note.
    expect(rows.map((one) => [one.id, one.gaps.de, one.gaps.fr])).toEqual([[id, 3, 6]]);

    expect(
      await updateDestination(
        id,
        0,
        form({ ...BASE, slug: "ngorongoro-krater", "translations.de.wildlife": "Spitzmaulnashorn" }),
        staffId,
      ),
    ).toEqual({ ok: true, redirected: false });
    expect(await setDestinationActive(id, 1, true, staffId)).toEqual({ ok: true });
    expect(await findDestination(id)).toMatchObject({ version: 2, isActive: true });
    expect(
      (
        await listDestinations({ q: "", sort: "name", dir: "asc", page: 1, filters: { active: "no" } })
      ).rows.map((one) => one.id),
    ).not.toContain(id);

    const audit = await auditOf(id);
    expect(audit.map((one) => one.action)).toEqual([
      "destination.create",
      "destination.update",
      "destination.activate",
    ]);
    expect(audit[0]?.after).toMatchObject({ name: "Ngorongoro Krater", isActive: false });
    expect(audit[1]?.after).toMatchObject({ translations: { de: { wildlife: ["Spitzmaulnashorn"] } } });
    expect(audit[2]).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
    expect(audit.every((one) => one.actorUserId === staffId)).toBe(true);
  });

  it("refuses a save over a stale version (409) and writes nothing", async () => {
    const id = await created({ name: "Stale Place" });
    expect(await updateDestination(id, 0, form({ ...BASE, name: "First" }), staffId)).toMatchObject({
      ok: true,
    });
    expect(await updateDestination(id, 0, form({ ...BASE, name: "Second" }), staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findDestination(id)).toMatchObject({ name: "First", version: 1 });
    expect(await setDestinationActive(id, 0, true, staffId)).toMatchObject({ status: 409 });
  });

  it("refuses a slug another destination has, and numbers a generated one", async () => {
    const first = await created({ name: "Twin Park" });
    const second = await created({ name: "Twin Park" });
    expect((await findDestination(first))?.slug).toBe("twin-park");
    expect((await findDestination(second))?.slug).toBe("twin-park-2");
    expect(
      await updateDestination(second, 0, form({ ...BASE, name: "Twin Park", slug: "twin-park" }), staffId),
    ).toMatchObject({
      ok: false,
      status: 400,
      field: "slug",
      message: "admin-content:errors.slugTaken",
    });
  });

  it("refuses a parent that is the destination itself or one below it, or that does not exist", async () => {
    const top = await created({ name: "Cycle Top" });
    const middle = await created({ name: "Cycle Middle", parentId: String(top) });
    const bottom = await created({ name: "Cycle Bottom", parentId: String(middle) });
    for (const parentId of [top, middle, bottom]) {
      expect(
        await updateDestination(
          top,
          0,
          form({ ...BASE, name: "Cycle Top", parentId: String(parentId) }),
          staffId,
        ),
      ).toMatchObject({
        ok: false,
        status: 400,
        field: "parentId",
        message: "admin-content:errors.parentCycle",
      });
    }
    expect(
      await updateDestination(top, 0, form({ ...BASE, name: "Cycle Top", parentId: "999999" }), staffId),
    ).toMatchObject({
      field: "parentId",
      message: "admin-content:errors.parent",
    });
    expect(await createDestination(form({ ...BASE, parentId: "999999" }), staffId)).toMatchObject({
      field: "parentId",
    });
    expect((await findDestination(top))?.parentId).toBeNull();
  });

  it("leaves 301s for a published destination's new slug and for its children's paths", async () => {
    const parent = await created({ name: "Moving Park" });
    const child = await created({ name: "Moving Camp Area", parentId: String(parent) });
    const hidden = await created({ name: "Hidden Corner", parentId: String(parent) });
    expect(await setDestinationActive(parent, 0, true, staffId)).toEqual({ ok: true });
    expect(await setDestinationActive(child, 0, true, staffId)).toEqual({ ok: true });

    const moved = await updateDestination(
      parent,
      1,
      form({ ...BASE, name: "Moving Park", slug: "moved-park" }),
      staffId,
    );
    expect(moved).toEqual({ ok: true, redirected: true });
    expect(await redirectCache().lookup("/destinations/moving-park")).toMatchObject({
      toTarget: "/destinations/moved-park",
      statusCode: 301,
    });
    expect(await redirectCache().lookup("/destinations/moving-park/moving-camp-area")).toMatchObject({
      toTarget: "/destinations/moved-park/moving-camp-area",
      statusCode: 301,
    });
    // The unpublished child had no public address.
    expect(await redirectCache().lookup("/destinations/moving-park/hidden-corner")).toBeUndefined();

    // A published child moved to the top level: its nested path sends on to the new one.
    expect(
      await updateDestination(
        child,
        1,
        form({ ...BASE, name: "Moving Camp Area", slug: "moving-camp-area" }),
        staffId,
      ),
    ).toEqual({
      ok: true,
      redirected: true,
    });
    expect(await redirectCache().lookup("/destinations/moved-park/moving-camp-area")).toMatchObject({
      toTarget: "/destinations/moving-camp-area",
    });
    // Redirects to the old path follow (no chain).
    expect(await redirectCache().lookup("/destinations/moving-park/moving-camp-area")).toMatchObject({
      toTarget: "/destinations/moving-camp-area",
    });

    // Unpublished: no redirect.
    expect(
      await updateDestination(
        hidden,
        0,
        form({ ...BASE, name: "Hidden Corner", slug: "hidden-corner-2", parentId: String(parent) }),
        staffId,
      ),
    ).toEqual({
      ok: true,
      redirected: false,
    });
  });

  it("keeps the tour counts right when a destination moves under another", async () => {
    const upper = await created({ name: "Count Upper" });
    const lower = await created({ name: "Count Lower" });
    const tour = await createTour(db(), { isActive: true });
    await db().insert(tourDestinations).values({ tourId: tour.id, destinationId: lower });
    expect(
      await updateDestination(
        lower,
        0,
        form({ ...BASE, name: "Count Lower", parentId: String(upper) }),
        staffId,
      ),
    ).toMatchObject({
      ok: true,
    });
    expect((await findDestination(upper))?.tourCount).toBe(1);
    expect(await updateDestination(lower, 1, form({ ...BASE, name: "Count Lower" }), staffId)).toMatchObject({
      ok: true,
    });
    expect((await findDestination(upper))?.tourCount).toBe(0);
  });

  it("refuses to delete a destination a child, a tour or an accommodation links to", async () => {
    const withChild = await created({ name: "Delete Parent" });
    await created({ name: "Delete Child", parentId: String(withChild) });
    const withTour = await created({ name: "Delete Toured" });
    await db()
      .insert(tourDestinations)
      .values({ tourId: (await createTour(db())).id, destinationId: withTour });
    const withLodge = await created({ name: "Delete Lodged" });
    await createAccommodation(db(), { destinationId: withLodge });
    const unused = await created({ name: "Delete Unused" });

    expect(await destinationLinks(withChild)).toEqual({ children: 1, tours: 0, accommodations: 0 });
    expect(await destinationLinks(withTour)).toEqual({ children: 0, tours: 1, accommodations: 0 });
    expect(await destinationLinks(withLodge)).toEqual({ children: 0, tours: 0, accommodations: 1 });
    for (const id of [withChild, withTour, withLodge]) {
      expect(await deleteDestination(id, 0, staffId)).toMatchObject({
        ok: false,
        status: 409,
        reason: "inUse",
      });
      expect(await findDestination(id)).toBeDefined();
    }
    expect(await deleteDestination(unused, 3, staffId)).toMatchObject({
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await deleteDestination(unused, 0, staffId)).toEqual({ ok: true });
    expect(await db().select().from(destinations).where(eq(destinations.id, unused))).toEqual([]);
    const audit = await auditOf(unused);
    expect(audit.at(-1)).toMatchObject({
      action: "destination.delete",
      after: null,
      before: { name: "Delete Unused" },
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "two staff saving the same destination at once (PostgreSQL)",
  () => {
    it("lets exactly one of two saves of the same version win", async () => {
      expect(database().kind).toBe("postgres");
      const id = await created({ name: "Race Place" });
      const results = await Promise.all(
        ["One", "Two", "Three"].map((name) =>
          updateDestination(id, 0, form({ ...BASE, name: `Race ${name}` }), staffId),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.status === 409)).toHaveLength(2);
      expect((await findDestination(id))?.version).toBe(1);
    });
  },
);
