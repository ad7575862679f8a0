import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { testimonials, tours } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { gapCounts } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import type { TestimonialInput } from "#app/domain/admin/testimonials";
import type { TestimonialState } from "#app/domain/admin/testimonials-fields";
import { recordAudit } from "#app/modules/admin/audit.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";
import { listFeaturedTestimonials } from "#app/modules/content/home.server";
import { requireUsableImages } from "#app/modules/media/library/usage.server";

/**
 * The testimonials editor's reads and saves (issue 16, item 1), on the
 * content editors' kit (decision 091): every save over the version the form
 * was loaded with, with an audit row. Visitors cannot submit testimonials
 * (nothing but the seed and this editor inserts them): staff type in what a
 * traveller sent, and approve (show) or hide each one. The public pages read
 * the table on every request (modules/content), so a save shows at once.
 */

export type TestimonialRow = typeof testimonials.$inferSelect;
export type TestimonialFilters = {
  state: TestimonialState;
  rating: number;
  tour: number;
  featured: "yes" | "no";
};

const SORTS = {
  added: testimonials.createdAt,
  name: testimonials.clientName,
  rating: testimonials.rating,
} as const;

function listConditions(query: ListQuery<TestimonialFilters>): SQL | undefined {
  const conditions: SQL[] = [];
  const { q, filters } = query;
  if (q) {
    // A null country or trip name matches nothing; `or` still finds the others.
    const fields = [
      testimonials.clientName,
      testimonials.content,
      testimonials.country,
      testimonials.tourName,
    ];
    conditions.push(
      sql`(${sql.join(
        fields.map((field) => contains(field, q)),
        sql` or `,
      )})`,
    );
  }
  if (filters.state) conditions.push(eq(testimonials.isActive, filters.state === "visible"));
  if (filters.rating) conditions.push(eq(testimonials.rating, filters.rating));
  if (filters.tour) conditions.push(eq(testimonials.tourId, filters.tour));
  if (filters.featured) conditions.push(eq(testimonials.isFeatured, filters.featured === "yes"));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * One page of testimonials for the list: each with its tour's title, its
 * missing translations counted, and whether the home page shows it now
 * (the newest featured ones, as the home page picks them).
 */
export async function listTestimonials(query: ListQuery<TestimonialFilters>) {
  const where = listConditions(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? testimonials.createdAt;
  const [rows, [total], onHome] = await Promise.all([
    db()
      .select({ testimonial: testimonials, tourTitle: tours.title })
      .from(testimonials)
      .leftJoin(tours, eq(tours.id, testimonials.tourId))
      .where(where)
      .orderBy(query.dir === "asc" ? asc(column) : desc(column), desc(testimonials.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(testimonials).where(where),
    homeTestimonialIds(),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map(({ testimonial, tourTitle }) => ({
      ...testimonial,
      tourTitle,
      onHome: onHome.has(testimonial.id),
      gaps: gapCounts("testimonials", testimonial, testimonial.translations),
    })),
  };
}

/** The testimonials the home page shows now (its own query, so the two cannot disagree). */
async function homeTestimonialIds(): Promise<Set<number>> {
  return new Set((await listFeaturedTestimonials("en")).map((row) => row.id));
}

/** How many are shown, hidden and featured (shown and featured): the list's summary line. */
export async function testimonialCounts() {
  const [row] = await db()
    .select({
      visible: sql<number>`count(*) filter (where ${testimonials.isActive})::int`,
      hidden: sql<number>`count(*) filter (where not ${testimonials.isActive})::int`,
      featured: sql<number>`count(*) filter (where ${testimonials.isActive} and ${testimonials.isFeatured})::int`,
    })
    .from(testimonials);
  return { visible: row?.visible ?? 0, hidden: row?.hidden ?? 0, featured: row?.featured ?? 0 };
}

/** Every tour, for the form's select and the list's filter (inactive ones too: an old trip's reviews). */
export async function testimonialTourChoices() {
  return db()
    .select({ id: tours.id, title: tours.title })
    .from(tours)
    .orderBy(asc(tours.title), asc(tours.id));
}

export async function findTestimonial(id: number): Promise<TestimonialRow | undefined> {
  const [row] = await db().select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

function snapshot(row: TestimonialRow) {
  return {
    clientName: row.clientName,
    country: row.country,
    content: row.content,
    rating: row.rating,
    date: row.date,
    tourId: row.tourId,
    tourName: row.tourName,
    avatarUrl: row.avatarUrl,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    translations: row.translations,
  };
}

async function tourExists(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, id));
  return row !== undefined;
}

/** The checks a save makes in its transaction: the tour exists, the avatar may be used. */
async function checkLinks(tx: Executor, input: TestimonialInput): Promise<ActionResult> {
  if (input.tourId !== null && !(await tourExists(tx, input.tourId))) {
    return fail(400, "admin-testimonials:errors.tour", { field: "tourId" });
  }
  const avatar = await requireUsableImages([input.avatarUrl], tx);
  return avatar.ok ? avatar : { ...avatar, field: "avatarUrl" };
}

export async function createTestimonial(
  input: TestimonialInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  return contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
    const links = await checkLinks(tx, input);
    if (!links.ok) return links;
    const [row] = await tx.insert(testimonials).values(input).returning();
    if (!row) throw new Error("testimonial insert returned nothing");
    await recordAudit(tx, {
      actorUserId,
      action: "testimonial.create",
      entityType: "testimonial",
      entityId: row.id,
      after: snapshot(row),
    });
    return { ok: true, id: row.id };
  });
}

export async function updateTestimonial(
  id: number,
  version: number,
  input: TestimonialInput,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const links = await checkLinks(tx, input);
    if (!links.ok) return links;
    const saved = await saveVersioned(tx, {
      table: testimonials,
      id,
      version,
      changes: input,
      audit: { actorUserId, action: "testimonial.update", entityType: "testimonial", snapshot },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/** The list's buttons: approve (show) or hide, feature on the home page or not. */
export type TestimonialToggle = "approve" | "hide" | "feature" | "unfeature";

const TOGGLES: Record<TestimonialToggle, Partial<Pick<TestimonialRow, "isActive" | "isFeatured">>> = {
  approve: { isActive: true },
  hide: { isActive: false },
  feature: { isFeatured: true },
  unfeature: { isFeatured: false },
};

export function isTestimonialToggle(value: unknown): value is TestimonialToggle {
  return typeof value === "string" && Object.hasOwn(TOGGLES, value);
}

export async function toggleTestimonial(
  id: number,
  version: number,
  toggle: TestimonialToggle,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: testimonials,
      id,
      version,
      changes: TOGGLES[toggle],
      audit: {
        actorUserId,
        action: `testimonial.${toggle}`,
        entityType: "testimonial",
        snapshot: (row) => ({ isActive: row.isActive, isFeatured: row.isFeatured }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

/** Deletes a testimonial over its version (nothing links to one), audited with what it was. */
export async function deleteTestimonial(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!current) return fail(404, "admin:form.notFound");
    if (current.version !== version) return staleVersion();
    await tx.delete(testimonials).where(and(eq(testimonials.id, id), eq(testimonials.version, version)));
    await recordAudit(tx, {
      actorUserId,
      action: "testimonial.delete",
      entityType: "testimonial",
      entityId: id,
      before: snapshot(current),
      after: null,
    });
    return { ok: true };
  });
}
