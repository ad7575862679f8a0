import { and, eq, isNull, notInArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "#app/db/client.server";
import { experiences } from "#app/db/schema/index";
import type { ExperienceCardData, ExperienceCategory } from "#app/domain/catalogue/places";

const parentExperience = alias(experiences, "parent_experience");

const cardColumns = {
  id: experiences.id,
  slug: experiences.slug,
  title: experiences.title,
  category: experiences.category,
  shortDescription: experiences.shortDescription,
  imageUrl: experiences.imageUrl,
  durationHours: experiences.durationHours,
  priceFrom: experiences.priceFrom,
  parentSlug: parentExperience.slug,
  parentTitle: parentExperience.title,
};

/** Active experiences with no parent or an active one, so every card links to a page that exists. */
function selectCards(where: SQL | undefined, limit?: number): Promise<ExperienceCardData[]> {
  const query = db()
    .select(cardColumns)
    .from(experiences)
    .leftJoin(parentExperience, eq(parentExperience.id, experiences.parentId))
    .where(
      and(
        eq(experiences.isActive, true),
        or(isNull(experiences.parentId), eq(parentExperience.isActive, true)),
        where,
      ),
    )
    .orderBy(experiences.displayOrder, experiences.id);
  return limit ? query.limit(limit) : query;
}

/** The list page: every public experience, or one category's. */
export function listExperiences(category: ExperienceCategory | null): Promise<ExperienceCardData[]> {
  return selectCards(category ? eq(experiences.category, category) : undefined);
}

/** One experience by slug with its parent, active or not: the caller decides what the public may see. */
export async function findExperience(slug: string) {
  const [row] = await db()
    .select({
      experience: experiences,
      parent: {
        id: parentExperience.id,
        slug: parentExperience.slug,
        title: parentExperience.title,
        isActive: parentExperience.isActive,
      },
    })
    .from(experiences)
    .leftJoin(parentExperience, eq(parentExperience.id, experiences.parentId))
    .where(eq(experiences.slug, slug))
    .limit(1);
  return row ? { ...row.experience, parent: row.parent } : null;
}

/** The public experiences nested under this one. */
export function listChildExperiences(parentId: number): Promise<ExperienceCardData[]> {
  return selectCards(eq(experiences.parentId, parentId));
}

/** Others of the same category, for "you might also enjoy". */
export function listRelatedExperiences(
  category: ExperienceCategory,
  excludeIds: number[],
  limit = 3,
): Promise<ExperienceCardData[]> {
  return selectCards(
    and(
      eq(experiences.category, category),
      excludeIds.length > 0 ? notInArray(experiences.id, excludeIds) : undefined,
    ),
    limit,
  );
}
