import { and, desc, eq } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { tours } from "#app/db/schema/index";
import type { TourCardData } from "#app/domain/catalogue/tour";
import type { Language } from "#app/i18n/config";
import { toTourCards, tourCardColumns } from "./tour-card.server";

/** Featured active tours for the home page (spec: is_featured, limit 3). */
export async function listFeaturedTours(language: Language, limit = 3): Promise<TourCardData[]> {
  const rows = await db()
    .select(tourCardColumns)
    .from(tours)
    .where(and(eq(tours.isActive, true), eq(tours.isFeatured, true)))
    .orderBy(tours.displayOrder, tours.id)
    .limit(limit);
  return toTourCards(rows, language);
}

/** Footer "popular tours": active ones, featured first (spec: limit 5). */
export function listPopularTours(limit = 5): Promise<Pick<TourCardData, "id" | "slug" | "title">[]> {
  return db()
    .select({ id: tours.id, slug: tours.slug, title: tours.title })
    .from(tours)
    .where(eq(tours.isActive, true))
    .orderBy(desc(tours.isFeatured), tours.displayOrder, tours.id)
    .limit(limit);
}
