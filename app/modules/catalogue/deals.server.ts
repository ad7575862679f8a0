import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { promotionalBanners, tours } from "#app/db/schema/index";
import { type Deal, toDeal } from "#app/domain/catalogue/deal-price";
import type { IsoDate } from "#app/domain/dates";

/**
 * The deals on offer `today` (East Africa Time): active banners with a
 * discount whose validity window includes today, in display order. The window
 * is checked in SQL and again by `toDeal`, which also computes the prices.
 */
export async function listActiveDeals(today: IsoDate): Promise<Deal[]> {
  const rows = await db()
    .select({
      id: promotionalBanners.id,
      title: promotionalBanners.title,
      subtitle: promotionalBanners.subtitle,
      description: promotionalBanners.description,
      backgroundImageUrl: promotionalBanners.backgroundImageUrl,
      tourLink: promotionalBanners.tourLink,
      tourDuration: promotionalBanners.tourDuration,
      tourBestTime: promotionalBanners.tourBestTime,
      tourPrice: promotionalBanners.tourPrice,
      tourGroupSize: promotionalBanners.tourGroupSize,
      discountPercent: promotionalBanners.discountPercent,
      validFrom: promotionalBanners.validFrom,
      validUntil: promotionalBanners.validUntil,
      tourId: tours.id,
      tourTitle: tours.title,
      tourPriceFrom: tours.priceFrom,
      tourActive: tours.isActive,
    })
    .from(promotionalBanners)
    .leftJoin(tours, eq(tours.id, promotionalBanners.tourId))
    .where(
      and(
        eq(promotionalBanners.isActive, true),
        isNotNull(promotionalBanners.discountPercent),
        lte(promotionalBanners.validFrom, today),
        gte(promotionalBanners.validUntil, today),
      ),
    )
    .orderBy(asc(promotionalBanners.displayOrder), asc(promotionalBanners.id));
  return rows
    .map(({ tourId, tourTitle, tourPriceFrom, tourActive, ...row }) =>
      toDeal(
        {
          ...row,
          tour:
            tourId === null
              ? null
              : {
                  id: tourId,
                  title: tourTitle ?? "",
                  priceFrom: tourPriceFrom,
                  isActive: tourActive === true,
                },
        },
        today,
      ),
    )
    .filter((deal): deal is Deal => deal !== null);
}
