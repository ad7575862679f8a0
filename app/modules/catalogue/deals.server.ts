import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { promotionalBanners, tours } from "#app/db/schema/index";
import { type Deal, toDeal } from "#app/domain/catalogue/deal-price";
import { localizeEntity } from "#app/domain/content/translations";
import type { IsoDate } from "#app/domain/dates";
import type { Language } from "#app/i18n/config";

/**
 * The deals on offer `today` (East Africa Time): active banners with a
 * discount whose validity window includes today, in display order. The window
 * is checked in SQL and again by `toDeal`, which also computes the prices.
 * The banner's texts are in `language` when its translation is complete
 * (decision 089), read on every request so a staff save shows at once.
 */
export async function listActiveDeals(today: IsoDate, language: Language = "en"): Promise<Deal[]> {
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
      // Not shown on /deals, but part of the banner's translation: it is complete only with them.
      titleHighlightText: promotionalBanners.titleHighlightText,
      buttonText: promotionalBanners.buttonText,
      translations: promotionalBanners.translations,
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
    .map(({ tourId, tourTitle, tourPriceFrom, tourActive, translations, ...stored }): Deal | null => {
      const text = localizeEntity("promotionalBanners", stored, translations, language);
      const { titleHighlightText: _highlight, buttonText: _button, ...row } = text.value;
      const deal = toDeal(
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
      );
      return deal && { ...deal, textLang: text.lang };
    })
    .filter((deal): deal is Deal => deal !== null);
}
