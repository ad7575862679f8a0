import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { experiences } from "#app/db/schema/index";
import { gapCounts } from "#app/domain/admin/content-translations";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import type { ExperienceInput } from "#app/domain/admin/places";
import type { ExperienceCategory } from "#app/domain/catalogue/places";
import { experiencePath } from "#app/domain/paths";
import { nestedEditor } from "#app/modules/admin/content/nested-editor.server";
import { contains } from "#app/modules/admin/redirects/redirects.server";

/**
 * The experience editor's list and its configuration of the nested-content
 * core (`content/nested-editor.server.ts`, decision 091), as destinations.
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

export type ExperienceLinks = { children: number };

/** What points at an experience, counted, for the delete confirmation. */
export async function experienceLinks(id: number, from: Executor = db()): Promise<ExperienceLinks> {
  const [row] = await from.select({ n: count() }).from(experiences).where(eq(experiences.parentId, id));
  return { children: Number(row?.n ?? 0) };
}

/** The experience editor's saves, on the nested-content core (as destinations). */
export const experienceEditor = nestedEditor<typeof experiences, ExperienceInput>({
  table: experiences,
  nameColumn: experiences.title,
  entity: "experience",
  slugConstraint: "experiences_slug_unique",
  nameOf: (input) => input.title,
  snapshot,
  pathOf: experiencePath,
  pictureFieldsOf: (input) => [
    ["imageUrl", input.imageUrl],
    ["description", input.description],
    ["translations", JSON.stringify(input.translations)],
  ],
  links: experienceLinks,
  inUseMessage: "admin-content:experiences.delete.inUse",
});

export const {
  find: findExperience,
  parentChoices: experienceParentChoices,
  create: createExperience,
  update: updateExperience,
  setActive: setExperienceActive,
  remove: deleteExperience,
} = experienceEditor;
