import type {
  accommodations,
  blogPosts,
  brandAssets,
  cardDesigns,
  contentPages,
  destinations,
  experiences,
  faqs,
  promotionalBanners,
  teamMembers,
  testimonials,
  tours,
} from "#app/db/schema/index";

// The demo content refers to other rows by slug; the seeder turns slugs into ids.
// Dates are relative to the day of seeding so the demo never looks stale.

type Generated = "id" | "createdAt" | "updatedAt";

export type SeedDestination = Omit<typeof destinations.$inferInsert, Generated | "parentId" | "tourCount"> & {
  /** Slug of the parent destination. */
  parent?: string;
};

/** A meal code: B breakfast, L lunch, D dinner, e.g. "BLD" or "B". */
export type MealCode = "" | "B" | "L" | "D" | "BL" | "BD" | "LD" | "BLD";

export type SeedItineraryDay = {
  title: string;
  description: string;
  places: string[];
  /** Where the night is spent; null on the last day when the tour ends before night. */
  stay: string | null;
  meals: MealCode;
  /** Climbs: the camp altitude, or the summit on summit day. */
  altitudeM?: number;
  distanceKm?: number;
  walkingHours?: number;
};

/**
 * When a tour departs: on the given UTC weekdays (0 Sunday ... 6 Saturday).
 * `lowSeason` says what happens in the long rains (April and May).
 */
export type DeparturePattern = {
  weekdays: number[];
  everyOtherWeek?: boolean;
  /** Months (1-12) in which the tour runs at all; every month when absent. */
  months?: number[];
  lowSeason: "same" | "fortnightly" | "none";
  /** Per-person surcharge in peak months (Jul-Oct, Dec-Feb), percent; 0 for none. */
  peakSurchargePercent: number;
};

export type SeedTour = Omit<
  typeof tours.$inferInsert,
  Generated | "slug" | "imageUrl" | "priceFrom" | "durationDays" | "maxGroupSize"
> & {
  slug: string;
  imageUrl: string;
  /** US cents per person for the largest group tier. */
  priceFrom: number;
  durationDays: number;
  maxGroupSize: number;
  images: Array<{ url: string; alt: string }>;
  /** Destination slugs. */
  destinations: string[];
  itinerary: SeedItineraryDay[];
  departures: DeparturePattern;
  faqs?: Array<{ question: string; answer: string }>;
};

export type SeedExperience = Omit<typeof experiences.$inferInsert, Generated | "parentId"> & {
  parent?: string;
};

export type SeedAccommodation = Omit<typeof accommodations.$inferInsert, Generated | "destinationId"> & {
  /** Destination slug. */
  destination: string;
};

export type SeedTestimonial = Omit<
  typeof testimonials.$inferInsert,
  Generated | "tourId" | "tourName" | "date"
> & {
  /** Tour slug; the tour's title becomes tour_name. */
  tour: string;
  daysAgo: number;
};

export type SeedBlogPost = Omit<typeof blogPosts.$inferInsert, Generated | "publishedAt"> & {
  /** Null for a draft. */
  publishedDaysAgo: number | null;
};

export type SeedBanner = Omit<
  typeof promotionalBanners.$inferInsert,
  Generated | "tourId" | "validFrom" | "validUntil"
> & {
  /** Tour slug: the banner books that tour. */
  tour?: string;
  /** Days from the day of seeding; negative is in the past. */
  validFromDays?: number;
  validUntilDays?: number;
};

export type SeedTeamMember = Omit<typeof teamMembers.$inferInsert, Generated>;

export type SeedFaq = Omit<typeof faqs.$inferInsert, Generated | "tourId">;

export type SeedContentPage = Omit<typeof contentPages.$inferInsert, Generated>;

export type SeedCardDesign = Omit<typeof cardDesigns.$inferInsert, Generated>;

export type SeedBrandAsset = Omit<typeof brandAssets.$inferInsert, Generated>;

/**
 * One language's demo translations (decision 089), merged into the rows'
 * `translations` by the seeder. Records are named by slug (FAQs by their exact
 * English question); each must be complete: every field the English record has
 * text in, lists with the same number of items, one entry per itinerary day.
 */
export type SeedTranslationSet = {
  tours: Record<
    string,
    {
      title: string;
      /** Only when the English tour has one: the part of the title shown highlighted. */
      titleHighlightText?: string;
      shortDescription: string;
      description: string;
      highlights: string[];
      included: string[];
      excluded: string[];
      days: Array<{ title: string; description: string }>;
    }
  >;
  destinations: Record<
    string,
    {
      name: string;
      shortDescription: string;
      description: string;
      highlights: string[];
      wildlife: string[];
      bestTimeNote: string;
    }
  >;
  faqs: Record<string, { question: string; answer: string }>;
  contentPages: Record<string, { title: string; metaDescription: string; body: string }>;
};
