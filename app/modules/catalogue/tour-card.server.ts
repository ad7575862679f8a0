import { tours } from "#app/db/schema/index";
import type { TourCardData } from "#app/domain/catalogue/tour";
import { localize, type Translations } from "#app/domain/content/translations";
import type { Language } from "#app/i18n/config";
import { translatedFields } from "#app/modules/content/translated-columns.server";

/** What a card shows in another language: only these two fields are read from `translations`. */
const CARD_TEXT_FIELDS = ["title", "shortDescription"] as const;

/** The columns a tour card shows: every query that lists tours as cards selects these, then `toTourCards`. */
export const tourCardColumns = {
  id: tours.id,
  slug: tours.slug,
  title: tours.title,
  shortDescription: tours.shortDescription,
  imageUrl: tours.imageUrl,
  priceFrom: tours.priceFrom,
  durationDays: tours.durationDays,
  maxGroupSize: tours.maxGroupSize,
  rating: tours.rating,
  reviewCount: tours.reviewCount,
  category: tours.category,
  isFeatured: tours.isFeatured,
  cardTranslations: translatedFields(tours.translations, CARD_TEXT_FIELDS),
};

export type TourCardRow = Omit<TourCardData, "textLang"> & { cardTranslations: Translations | null };

/** The cards in the page's language where a card has its title and summary in it, in English otherwise. */
export function toTourCards(rows: TourCardRow[], language: Language): TourCardData[] {
  return rows.map(({ cardTranslations: translations, ...row }) => {
    const local = localize(row, translations, CARD_TEXT_FIELDS, language);
    return { ...local.value, textLang: local.lang };
  });
}
