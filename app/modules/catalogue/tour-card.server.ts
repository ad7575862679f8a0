import { tours } from "#app/db/schema/index";

/** The columns a tour card shows (`TourCardData`): every query that lists tours as cards selects these. */
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
};
