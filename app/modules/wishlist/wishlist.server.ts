import { and, desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { db } from "#app/db/client.server";
import { tours, wishlistItems } from "#app/db/schema/index";
import type { TourCardData } from "#app/domain/catalogue/tour";
import type { Language } from "#app/i18n/config";
import { toTourCards, tourCardColumns } from "#app/modules/catalogue/tour-card.server";
import { getViewer } from "#app/modules/identity/session.server";

/** A user's saved tours shown on one page; more than anyone saves by hand. */
const MAX_SAVED = 500;

/**
 * Saves an active tour for the user. Saving it twice is the same as once.
 * Returns false when no active tour has this id (nothing is stored).
 */
export async function addToWishlist(userId: string, tourId: number): Promise<boolean> {
  const [tour] = await db()
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.isActive, true)))
    .limit(1);
  if (!tour) return false;
  await db().insert(wishlistItems).values({ userId, tourId }).onConflictDoNothing();
  return true;
}

/**
 * Forgets a saved tour; removing one that is not saved changes nothing. Works
 * for tours that have since gone inactive too, so nobody is stuck with one.
 */
export async function removeFromWishlist(userId: string, tourId: number): Promise<void> {
  await db()
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.tourId, tourId)));
}

/** The user's saved tours that are still on sale, newest first, as cards. */
export async function listWishlistTours(userId: string, language: Language): Promise<TourCardData[]> {
  const rows = await db()
    .select(tourCardColumns)
    .from(wishlistItems)
    .innerJoin(tours, eq(tours.id, wishlistItems.tourId))
    .where(and(eq(wishlistItems.userId, userId), eq(tours.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(tours.id))
    .limit(MAX_SAVED);
  return toTourCards(rows, language);
}

/** Ids of the tours the user saved: one small query, for the hearts of a page. */
async function listSavedTourIds(userId: string): Promise<number[]> {
  const rows = await db()
    .select({ tourId: wishlistItems.tourId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .limit(MAX_SAVED);
  return rows.map((row) => row.tourId);
}

/**
 * What a page with hearts returns as `savedTourIds`: the viewer's saved ids,
 * or an empty list for anonymous visitors (no query at all for them).
 */
export async function savedTourIdsFor(
  request: Request,
  context: Pick<AppLoadContext, "clientIp" | "language">,
): Promise<number[]> {
  const viewer = await getViewer(request, context);
  return viewer ? listSavedTourIds(viewer.id) : [];
}
