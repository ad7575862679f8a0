import type { Language } from "#app/i18n/config";
export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>;

export type RatingSummary = {
  /** Mean of every rating, one decimal; null when there is none. */
  average: number | null;
  /** How many ratings the average stands on. */
  count: number;
  /** Testimonials by their stars, for the breakdown bars. */
  testimonials: { count: number; byStars: StarCounts };
};

/**
 * One average over testimonials (one rating each) and tours (their rating
 * counts once per review). Ratings outside 1-5 are ignored.
 */
export function summariseRatings(
  testimonialStars: ReadonlyArray<{ rating: number; total: number }>,
  tourRatings: ReadonlyArray<{ rating: number; reviewCount: number }>,
): RatingSummary {
  const byStars: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let sum = 0;
  let count = 0;
  for (const { rating, total } of testimonialStars) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5 || total <= 0) continue;
    byStars[rating as keyof StarCounts] += total;
    sum += rating * total;
    count += total;
  }
  const testimonialCount = count;
  for (const { rating, reviewCount } of tourRatings) {
    if (!(rating >= 1 && rating <= 5) || !(reviewCount > 0)) continue;
    sum += rating * reviewCount;
    count += reviewCount;
  }
  return {
    average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    count,
    testimonials: { count: testimonialCount, byStars },
  };
}

/** Whole, half and empty stars for a rating, rounded to the nearest half. */
export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, rating));
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

export type HomeTestimonial = {
  id: number;
  content: string;
  name: string;
  avatarUrl: string | null;
  country: string | null;
  tourName: string | null;
  rating: number;
  /** ISO date (YYYY-MM-DD) of the stay or the review. */
  date: string;
  /** The language of the content (decision 089); English when not given. */
  textLang?: Language;
};
