import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { experiences } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { gapCounts } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import type { ExperienceInput } from "#app/domain/admin/places";
import type { ParentChoice } from "#app/domain/admin/places-fields";
import type { ExperienceCategory } from "#app/domain/catalogue/places";
import { slugify } from "#app/domain/content/slugs";
import { experiencePath } from "#app/domain/paths";
import { recordAudit } from "#app/modules/admin/audit.server";
import { checkParent, parentSlugOf, redirectNestedMove } from "#app/modules/admin/content/nesting.server";
import { contentTransaction, saveVersioned } from "#app/modules/admin/content/save.server";
import {
  isForeignKeyViolation,
  isUniqueViolation,
  resolveSlug,
  slugTakenFailure,
} from "#app/modules/admin/content/slugs.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";
import { staleVersion } from "#app/modules/admin/versions.server";

/**
 * The experience editor's reads and saves (issue 16, item 1), on the content
 * kit (decision 091), as the destination editor: versioned saves with audit
 * rows, unique slugs, a parent that makes no cycle, and the 301s of a
 * published experience's move (and its children's).
 */

export type ExperienceRow = typeof experiences.$inferSelect;
export type ExperienceFilters = { category: ExperienceCategory; active: "yes" | "no" };

const SORTS = {
  title: experiences.title,
  category: experiences.category,
  price: experiences.priceFrom,
  duration: experiences.durationHours,
  order: experiences.displayOrder,
  updated: experiences.updatedAt,
} as const;

function listConditions(query: ListQuery<ExperienceFilters>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const inSlug = sql`strpos(${experiences.slug}, lower(${query.q})) > 0`;
    conditions.push(sql`(${contains(experiences.title, query.q)} or ${inSlug})`);
  }
  if (query.filters.category) conditions.push(eq(experiences.category, query.filters.category));
  if (query.filters.active) conditions.push(eq(experiences.isActive, query.filters.active === "yes"));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the experience list, with each one's parent and missing translations per language. */
export async function listExperiences(query: ListQuery<ExperienceFilters>) {
  const where = listConditions(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? experiences.displayOrder;
  const [rows, [total], names] = await Promise.all([
    db()
      .select()
      .from(experiences)
      .where(where)
      .orderBy(query.dir === "asc" ? asc(column) : desc(column), asc(experiences.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db().select({ n: count() }).from(experiences).where(where),
    db().select({ id: experiences.id, title: experiences.title }).from(experiences),
  ]);
  const titleOf = new Map(names.map((row) => [row.id, row.title]));
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      ...row,
      parentTitle: row.parentId === null ? null : (titleOf.get(row.parentId) ?? null),
      gaps: gapCounts("experiences", row, row.translations),
    })),
  };
}

export async function findExperience(id: number, from: Executor = db()): Promise<ExperienceRow | undefined> {
  const [row] = await from.select().from(experiences).where(eq(experiences.id, id));
  return row;
}

/** Every experience, for the parent choice (the page leaves out the record and its descendants). */
export async function experienceParentChoices(): Promise<ParentChoice[]> {
  return db()
    .select({ id: experiences.id, name: experiences.title, parentId: experiences.parentId })
    .from(experiences)
    .orderBy(asc(experiences.title));
}

/** What the audit log keeps of an experience (its columns staff edit). */
function snapshot(row: ExperienceRow) {
  return {
    title: row.title,
    slug: row.slug,
    parentId: row.parentId,
    category: row.category,
    shortDescription: row.shortDescription,
    description: row.description,
    highlights: row.highlights,
    durationHours: row.durationHours,
    priceFrom: row.priceFrom,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    translations: row.translations,
  };
}

function columns(input: ExperienceInput) {
  const { slug: _slug, ...rest } = input;
  return rest;
}

const SLUG_CONSTRAINT = "experiences_slug_unique";

/** Creates an experience, inactive (staff activate it when it is ready), with an audit row. */
export async function createExperience(
  input: ExperienceInput,
  actorUserId: string,
): Promise<ActionResult<{ id: number }>> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult<{ id: number }>> => {
      const parent = await checkParent(tx, experiences, input.parentId);
      if (!parent.ok) return parent;
      const slug = await resolveSlug(tx, experiences, {
        typed: input.slug,
        generated: slugify(input.title, "experience"),
      });
      if (!slug.ok) return slug;
      const [row] = await tx
        .insert(experiences)
        .values({ ...columns(input), slug: slug.slug, isActive: false })
        .returning();
      if (!row) throw new Error("experience insert returned nothing");
      await recordAudit(tx, {
        actorUserId,
        action: "experience.create",
        entityType: "experience",
        entityId: row.id,
        after: snapshot(row),
      });
      return { ok: true, id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT))
      return slugTakenFailure(input.slug ?? slugify(input.title));
    throw error;
  }
}

/**
 * Saves the whole form over `version`: 409 when someone saved first, the slug
 * or the parent refused beside its field, and 301s when a published
 * experience's address (or its children's) changed.
 */
export async function updateExperience(
  id: number,
  version: number,
  input: ExperienceInput,
  actorUserId: string,
): Promise<ActionResult<{ redirected: boolean }>> {
  try {
    return await contentTransaction(async (tx, after): Promise<ActionResult<{ redirected: boolean }>> => {
      const current = await findExperience(id, tx);
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      const parent = await checkParent(tx, experiences, input.parentId, id);
      if (!parent.ok) return parent;
      const slug = await resolveSlug(tx, experiences, {
        typed: input.slug,
        generated: current.slug,
        exceptId: id,
      });
      if (!slug.ok) return slug;
      const saved = await saveVersioned(tx, {
        table: experiences,
        id,
        version,
        changes: { ...columns(input), slug: slug.slug },
        audit: { actorUserId, action: "experience.update", entityType: "experience", snapshot },
      });
      if (!saved.ok) return saved;
      const redirected = await redirectNestedMove(tx, experiences, {
        before: saved.before,
        after: saved.after,
        pathOf: experiencePath,
        actorUserId,
      });
      if (redirected) after.reloadRedirects();
      return { ok: true, redirected };
    });
  } catch (error) {
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) return slugTakenFailure(input.slug ?? "");
    throw error;
  }
}

/** Activates or deactivates an experience over `version`, with its audit row. */
export async function setExperienceActive(
  id: number,
  version: number,
  active: boolean,
  actorUserId: string,
): Promise<ActionResult> {
  return contentTransaction(async (tx): Promise<ActionResult> => {
    const saved = await saveVersioned(tx, {
      table: experiences,
      id,
      version,
      changes: { isActive: active },
      audit: {
        actorUserId,
        action: active ? "experience.activate" : "experience.deactivate",
        entityType: "experience",
        snapshot: (row) => ({ isActive: row.isActive }),
      },
    });
    return saved.ok ? { ok: true } : saved;
  });
}

export type ExperienceLinks = { children: number };

/** What points at an experience, counted, for the delete confirmation. */
export async function experienceLinks(id: number, from: Executor = db()): Promise<ExperienceLinks> {
  const [row] = await from.select({ n: count() }).from(experiences).where(eq(experiences.parentId, id));
  return { children: Number(row?.n ?? 0) };
}

const IN_USE = () => fail(409, "admin-content:experiences.delete.inUse", { reason: "inUse" });

/**
 * Deletes an experience nothing links to. Refused (409, reason "inUse") while
 * a child experience points at it (the foreign key would quietly lift the
 * child to the top level and change its address): deactivate it instead.
 */
export async function deleteExperience(
  id: number,
  version: number,
  actorUserId: string,
): Promise<ActionResult> {
  try {
    return await contentTransaction(async (tx): Promise<ActionResult> => {
      const [current] = await tx.select().from(experiences).where(eq(experiences.id, id)).for("update");
      if (!current) return fail(404, "admin:form.notFound");
      if (current.version !== version) return staleVersion();
      if ((await experienceLinks(id, tx)).children > 0) return IN_USE();
      await tx.delete(experiences).where(and(eq(experiences.id, id), eq(experiences.version, version)));
      await recordAudit(tx, {
        actorUserId,
        action: "experience.delete",
        entityType: "experience",
        entityId: id,
        before: snapshot(current),
        after: null,
      });
      return { ok: true };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return IN_USE();
    throw error;
  }
}

/** The public address of an experience (for the editor's "view" link). */
export async function experiencePublicPath(row: ExperienceRow): Promise<string> {
  return experiencePath({ slug: row.slug, parentSlug: await parentSlugOf(db(), experiences, row.parentId) });
}
