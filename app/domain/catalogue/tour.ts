import type { Language } from "#app/i18n/config";
/** How hard a tour is (the database enum `tour_difficulty` is built from this list). */
export const TOUR_DIFFICULTIES = ["easy", "moderate", "challenging", "strenuous"] as const;
export type TourDifficulty = (typeof TOUR_DIFFICULTIES)[number];

/** What a tour card needs; prices are US cents. */
export type TourCardData = {
  id: number;
  slug: string | null;
  title: string;
  shortDescription: string | null;
  imageUrl: string | null;
  priceFrom: number | null;
  durationDays: number | null;
  maxGroupSize: number | null;
  rating: number | null;
  reviewCount: number;
  category: string;
  isFeatured: boolean;
  /** The language of the title and summary: the page's, or English when the tour has none in it (decision 089). */
  textLang: Language;
};

/** Tours link by slug, or by id when no slug exists (spec section 2). */
export function tourPath(tour: { id: number; slug: string | null }): string {
  return `/tours/${tour.slug ?? tour.id}`;
}

/** Card fallbacks of spec section 9 for missing values. */
export const TOUR_CARD_FALLBACKS = {
  priceFrom: 350_000,
  durationDays: 7,
  rating: 4.8,
  category: "wildlife_safari",
} as const;
