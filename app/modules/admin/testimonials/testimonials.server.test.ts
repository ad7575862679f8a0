import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db/client.server";
import { auditEvents, mediaAssets, testimonials } from "#app/db/schema/index";
import type { ListQuery } from "#app/domain/admin/list-query";
import { readTestimonialForm, type TestimonialInput } from "#app/domain/admin/testimonials";
import { libraryImageUrl } from "#app/domain/media/upload";
import { listFeaturedTestimonials } from "#app/modules/content/home.server";
import { listAllTestimonials } from "#app/modules/content/pages.server";
import { setUpTestDatabase } from "#tests/db";
import { createTour, createUser } from "#tests/factories";
import {
  createTestimonial,
  deleteTestimonial,
  findTestimonial,
  listTestimonials,
  type TestimonialFilters,
  testimonialCounts,
  toggleTestimonial,
  updateTestimonial,
} from "./testimonials.server";

// The testimonials editor's saves (issue 16, item 1) on a real database:
// create, edit over a version (409 when stale), approve/hide and
// feature/unfeature as the public pages see them, the list's filters and
// search, the avatar checked against the media library, deletes, audit rows.

setUpTestDatabase();

let staffId = "";
let tourId = 0;
const READY_KEY = "readyavatar0000000001";
const NO_ALT_KEY = "noaltavatar0000000001";
beforeAll(async () => {
  staffId = (await createUser(db(), { role: "staff" })).id;
  tourId = (await createTour(db(), { title: "Ndutu Calving Safari", slug: "ndutu-testimonials" })).id;
  const picture = { format: "webp", width: 480, height: 480, bytes: 1000, widths: [480] };
  await db()
    .insert(mediaAssets)
    .values([
      { ...picture, key: READY_KEY, alt: { en: "A smiling traveller" }, originalName: "anna.jpg" },
      { ...picture, key: NO_ALT_KEY, alt: {}, originalName: "noalt.jpg" },
    ]);
});

function form(fields: Record<string, string>): TestimonialInput {
  const data = new FormData();
  for (const [name, value] of Object.entries({ rating: "5", ...fields })) data.append(name, value);
  const read = readTestimonialForm((name) => data.get(name), "2026-03-10");
  if (read.kind !== "save") throw new Error(JSON.stringify(read));
  return read.input;
}

async function make(clientName: string, extra: Record<string, string> = {}): Promise<number> {
  const created = await createTestimonial(
    form({ clientName, content: `${clientName} loved it.`, isActive: "on", ...extra }),
    staffId,
  );
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

function query(
  q: string,
  filters: Partial<TestimonialFilters> = {},
  sort: ListQuery<TestimonialFilters>["sort"] = "added",
  dir: "asc" | "desc" = "desc",
): ListQuery<TestimonialFilters> {
  return { q, sort, dir, page: 1, filters };
}

describe("the testimonials editor's saves", () => {
  it("creates one with its tour and library avatar; refuses an unknown tour or an unusable picture", async () => {
    const id = await make("Anna Keller", {
      tourId: String(tourId),
      avatarUrl: libraryImageUrl(READY_KEY, 480),
      country: "Germany",
    });
    expect(await findTestimonial(id)).toMatchObject({
      clientName: "Anna Keller",
      tourId,
      avatarUrl: libraryImageUrl(READY_KEY, 480),
      isActive: true,
      version: 0,
    });
    // Beside their fields, not a 500; nothing is written.
    expect(
      await createTestimonial(form({ clientName: "X", content: "Y", tourId: "999999" }), staffId),
    ).toMatchObject({ ok: false, status: 400, field: "tourId", message: "admin-testimonials:errors.tour" });
    expect(
      await createTestimonial(
        form({ clientName: "X", content: "Y", avatarUrl: libraryImageUrl(NO_ALT_KEY, 480) }),
        staffId,
      ),
    ).toMatchObject({ ok: false, status: 400, field: "avatarUrl", message: "admin-media:errors.altMissing" });
    expect(await db().select().from(testimonials).where(eq(testimonials.clientName, "X"))).toEqual([]);
  });

  it("edits over a version (409 when stale), with the audit's before and after", async () => {
    const id = await make("Liam O'Sullivan");
    const edited = form({
      clientName: "Liam O'Sullivan",
      content: "Three crossings in three days.",
      rating: "4",
      isActive: "on",
      "translations.de.content": "Drei Flussüberquerungen in drei Tagen.",
    });
    expect(await updateTestimonial(id, 0, edited, staffId)).toEqual({ ok: true });
    expect(await updateTestimonial(id, 0, { ...edited, content: "Stale" }, staffId)).toMatchObject({
      ok: false,
      status: 409,
      message: "admin:form.conflict",
    });
    expect(await findTestimonial(id)).toMatchObject({
      content: "Three crossings in three days.",
      rating: 4,
      version: 1,
      translations: { de: { content: "Drei Flussüberquerungen in drei Tagen." } },
    });
    expect(await updateTestimonial(999999, 0, edited, staffId)).toMatchObject({ status: 404 });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "testimonial"), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(audit.map((row) => row.action)).toEqual(["testimonial.create", "testimonial.update"]);
    expect(audit[1]).toMatchObject({
      before: { content: "Liam O'Sullivan loved it.", rating: 5 },
      after: { content: "Three crossings in three days.", rating: 4 },
    });
  });

  it("approves, hides, features and unfeatures as the public pages see it", async () => {
    const id = await make("Sophie Laurent", { isActive: "" });
    const shown = async () => (await listAllTestimonials("en")).some((item) => item.id === id);
    const onHome = async () => (await listFeaturedTestimonials("en")).some((item) => item.id === id);
    expect(await findTestimonial(id)).toMatchObject({ isActive: false });
    expect(await shown()).toBe(false);

    expect(await toggleTestimonial(id, 0, "approve", staffId)).toEqual({ ok: true });
    expect(await shown()).toBe(true);
    expect(await onHome()).toBe(false);
    expect(await toggleTestimonial(id, 1, "feature", staffId)).toEqual({ ok: true });
    expect(await onHome()).toBe(true);
    // The list marks it as on the home page.
    const listed = await listTestimonials(query("Sophie Laurent"));
    expect(listed.rows[0]).toMatchObject({ id, isFeatured: true, onHome: true });

    expect(await toggleTestimonial(id, 1, "hide", staffId)).toMatchObject({ status: 409 });
    expect(await toggleTestimonial(id, 2, "hide", staffId)).toEqual({ ok: true });
    expect(await shown()).toBe(false);
    expect(await onHome()).toBe(false);
    expect(await toggleTestimonial(id, 3, "unfeature", staffId)).toEqual({ ok: true });
    expect(await findTestimonial(id)).toMatchObject({ isActive: false, isFeatured: false, version: 4 });
    const actions = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "testimonial"), eq(auditEvents.entityId, String(id))))
      .orderBy(auditEvents.id);
    expect(actions.map((row) => row.action)).toEqual([
      "testimonial.create",
      "testimonial.approve",
      "testimonial.feature",
      "testimonial.hide",
      "testimonial.unfeature",
    ]);
  });

  it("lists with search, filters, sorting and counts", async () => {
    await make("Filter Five", { rating: "5", tourId: String(tourId), country: "Kenya" });
    await make("Filter Two", { rating: "2", isActive: "" });
    const names = async (
      filters: Partial<TestimonialFilters>,
      sort = "added",
      dir: "asc" | "desc" = "desc",
    ) => (await listTestimonials(query("Filter", filters, sort, dir))).rows.map((row) => row.clientName);
    expect(await names({}, "name", "asc")).toEqual(["Filter Five", "Filter Two"]);
    expect(await names({}, "rating", "asc")).toEqual(["Filter Two", "Filter Five"]);
    expect(await names({ state: "hidden" })).toEqual(["Filter Two"]);
    expect(await names({ state: "visible", rating: 5 })).toEqual(["Filter Five"]);
    expect(await names({ tour: tourId })).toEqual(["Filter Five"]);
    expect(await names({ featured: "yes" })).toEqual([]);
    // Search reaches the country too.
    expect((await listTestimonials(query("kenya"))).rows.map((row) => row.clientName)).toEqual([
      "Filter Five",
    ]);
    const page = await listTestimonials(query("Filter"));
    expect(page.total).toBe(2);
    expect(page.rows[0]?.gaps).toEqual({ de: 1, fr: 1, es: 1, zh: 1 });
    // Anna, Liam and Filter Five shown; Sophie and Filter Two hidden; none featured any more.
    expect(await testimonialCounts()).toEqual({ visible: 3, hidden: 2, featured: 0 });
  });

  it("deletes over a version, audited with what it was", async () => {
    const id = await make("Gone Soon");
    expect(await deleteTestimonial(id, 1, staffId)).toMatchObject({ status: 409 });
    expect(await deleteTestimonial(id, 0, staffId)).toEqual({ ok: true });
    expect(await findTestimonial(id)).toBeUndefined();
    expect(await deleteTestimonial(id, 0, staffId)).toMatchObject({ status: 404 });
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "testimonial.delete"), eq(auditEvents.entityId, String(id))));
    expect(row).toMatchObject({ before: { clientName: "Gone Soon" }, after: null });
  });
});
