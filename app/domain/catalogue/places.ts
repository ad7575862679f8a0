import type { Language } from "#app/i18n/config";
import { isSlug } from "./nesting";
import type { LatLng } from "./region-map";

/** The closed lists of spec section 3 (the database enums hold the same values; a test checks). */
export const EXPERIENCE_CATEGORIES = [
  "wildlife",
  "cultural",
  "adventure",
  "photography",
  "wellness",
  "family",
] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

export const ACCOMMODATION_TYPES = ["lodge", "camp", "hotel", "resort", "villa", "guesthouse"] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export function isExperienceCategory(value: unknown): value is ExperienceCategory {
  return typeof value === "string" && (EXPERIENCE_CATEGORIES as readonly string[]).includes(value);
}

export function isAccommodationType(value: unknown): value is AccommodationType {
  return typeof value === "string" && (ACCOMMODATION_TYPES as readonly string[]).includes(value);
}

/** The experience list's filter (?category=); anything unknown shows every category. */
export function parseExperienceCategory(params: URLSearchParams): ExperienceCategory | null {
  const value = params.get("category");
  return isExperienceCategory(value) ? value : null;
}

/** The accommodation list's filters, from the URL so a filtered list can be shared and crawled. */
export type AccommodationFilters = { type: AccommodationType | null; location: string | null };

export function parseAccommodationFilters(params: URLSearchParams): AccommodationFilters {
  const type = params.get("type");
  const location = params.get("location") ?? undefined;
  return {
    type: isAccommodationType(type) ? type : null,
    location: isSlug(location) ? location : null,
  };
}

/** The query string of a filtered list, empty values left out: "?type=camp&location=serengeti". */
export function accommodationSearch(filters: AccommodationFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.location) params.set("location", filters.location);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Spec section 9: structured data says check-in 14:00 and check-out 11:00 unless the property sets others. */
export const DEFAULT_CHECK_IN = "14:00";
export const DEFAULT_CHECK_OUT = "11:00";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function stayTimes(row: { checkInTime?: string | null; checkOutTime?: string | null }): {
  checkIn: string;
  checkOut: string;
} {
  const checkIn = row.checkInTime?.trim() ?? "";
  const checkOut = row.checkOutTime?.trim() ?? "";
  return {
    checkIn: TIME.test(checkIn) ? checkIn : DEFAULT_CHECK_IN,
    checkOut: TIME.test(checkOut) ? checkOut : DEFAULT_CHECK_OUT,
  };
}

const COUNTRY_CODES: Record<string, string> = {
  tanzania: "TZ",
  kenya: "KE",
  uganda: "UG",
  rwanda: "RW",
  burundi: "BI",
  zanzibar: "TZ",
};

/** ISO 3166 code of a destination's country name, for PostalAddress; null when we do not know it. */
export function countryCode(country: string | null | undefined): string | null {
  return country ? (COUNTRY_CODES[country.trim().toLowerCase()] ?? null) : null;
}

/** A rating shown with one decimal, or null when there is none (1-5 by the schema). */
export function ratingValue(rating: number | string | null | undefined): number | null {
  const n = typeof rating === "string" ? Number(rating) : rating;
  return typeof n === "number" && Number.isFinite(n) && n >= 1 && n <= 5 ? Math.round(n * 10) / 10 : null;
}

export type AccommodationCardData = {
  id: number;
  slug: string;
  name: string;
  accommodationType: AccommodationType;
  shortDescription: string | null;
  imageUrl: string | null;
  featuredImage: string | null;
  location: string | null;
  starRating: number | null;
  rating: number | null;
  totalReviews: number;
  pricePerNight: number | null;
  destinationName: string | null;
};

/** What an accommodation's page shows of it: the loader builds it, the page's parts draw it. */
export type AccommodationView = {
  id: number;
  name: string;
  path: string;
  type: AccommodationType;
  shortDescription: string | null;
  descriptionHtml: string;
  image: string | null;
  location: string | null;
  coordinates: LatLng | null;
  starRating: number | null;
  rating: number | null;
  totalReviews: number;
  amenities: string[];
  highlights: string[];
  checkIn: string;
  checkOut: string;
  maxGuests: number | null;
  pricePerNight: number | null;
  /** The language of the descriptions, highlights and amenities (decision 089). */
  textLang: Language;
  /** The page asked for another language and the text is English (a note says so). */
  inEnglish: boolean;
};

/** A link to a place the public can open: its name and its address. */
export type PlaceLink = { name: string; path: string };

export type DestinationSummary = {
  id: number;
  slug: string;
  name: string;
  country: string;
  parentId: number | null;
  shortDescription: string | null;
  imageUrl: string | null;
  featuredImage: string | null;
  tourCount: number;
};

export type DestinationChild = DestinationSummary & { path: string; parentSlug: string };

export type DestinationNode = DestinationSummary & { path: string; children: DestinationChild[] };

export type ExperienceCardData = {
  id: number;
  slug: string;
  title: string;
  category: ExperienceCategory;
  shortDescription: string | null;
  imageUrl: string | null;
  durationHours: number | null;
  priceFrom: number | null;
  parentSlug: string | null;
  parentTitle: string | null;
};

export type HomeDestination = {
  id: number;
  name: string;
  country: string;
  /** Where the card links: the nested URL for a park, /destinations/{slug} for a country. */
  path: string;
  image: string | null;
  summary: string | null;
  tourCount: number;
};
