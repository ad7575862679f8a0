import { type LatLng, MAP_BOUNDS, MAP_SCALE } from "#app/domain/catalogue/region-map";
import type { TranslationFormValues } from "./tours-fields";

/**
 * The accommodation editor's limits, form shape and map arithmetic (issue 16,
 * item 1), without the validation (accommodations.ts): the editor's pages
 * import from here so that zod stays out of their JavaScript (decision 045).
 */

export const ACCOMMODATION_LIMITS = {
  name: 200,
  location: 200,
  shortDescription: 1000,
  description: 50_000,
  imageUrl: 2000,
  /** Amenities and highlights: each line, and how many lines. */
  listItem: 150,
  listItems: 40,
  maxGuests: 500,
  /** How travellers reach the stay (their trip wallet, decision 100). */
  contactPhone: 40,
  contactEmail: 254,
} as const;

/** The star choices of the form ("" is no official grading). */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** Where a picture chosen in the media library's picker goes. */
export const IMAGE_FIELDS = ["featuredImage", "imageUrl"] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** An accommodation as the form shows it: what was typed, as typed (lists as lines, price in dollars). */
export type AccommodationFormValues = {
  name: string;
  slug: string;
  accommodationType: string;
  destinationId: string;
  location: string;
  latitude: string;
  longitude: string;
  shortDescription: string;
  description: string;
  amenities: string;
  highlights: string;
  starRating: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: string;
  pricePerNight: string;
  contactPhone: string;
  contactEmail: string;
  featuredImage: string;
  imageUrl: string;
  translations: TranslationFormValues;
};

export const EMPTY_ACCOMMODATION: AccommodationFormValues = {
  name: "",
  slug: "",
  accommodationType: "lodge",
  destinationId: "",
  location: "",
  latitude: "",
  longitude: "",
  shortDescription: "",
  description: "",
  amenities: "",
  highlights: "",
  starRating: "",
  // The times structured data assumes when a property sets none (spec section 9).
  checkInTime: "14:00",
  checkOutTime: "11:00",
  maxGuests: "",
  pricePerNight: "",
  contactPhone: "",
  contactEmail: "",
  featuredImage: "",
  imageUrl: "",
  translations: {},
};

/**
 * What the delete confirmation counts, in its order. Enquiries are what
 * customers made: while one names the accommodation it stays (deactivate it
 * instead). Itinerary days name it in their text and redirects point at its
 * address: shown so staff know what will read oddly, but they do not keep it.
 */
export const ACCOMMODATION_LINKS = ["enquiries", "itineraryDays", "redirects"] as const;
export type AccommodationLinks = Record<(typeof ACCOMMODATION_LINKS)[number], number>;
export const ACCOMMODATION_CUSTOMER_LINKS = ["enquiries"] as const;

export function customerLinkCount(links: AccommodationLinks): number {
  return ACCOMMODATION_CUSTOMER_LINKS.reduce((sum, key) => sum + links[key], 0);
}

/** Four decimals: about 11 m, finer than anyone clicks on a map of a country. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * The place under a point of the region map (SVG units, as `project` in
 * region-map.ts draws them): the picker's click, turned back into latitude
 * and longitude. Null outside the map.
 */
export function pointFromMap(x: number, y: number): LatLng | null {
  const lng = MAP_BOUNDS.west + x / MAP_SCALE;
  const lat = MAP_BOUNDS.north - y / MAP_SCALE;
  if (lng < MAP_BOUNDS.west || lng > MAP_BOUNDS.east || lat < MAP_BOUNDS.south || lat > MAP_BOUNDS.north) {
    return null;
  }
  return { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
}

/**
 * A coordinate as staff type it, as a number: a dot or a comma as the decimal
 * mark (German, French and Spanish keyboards), a minus or the typographic
 * minus. Null when it is not a plain decimal number.
 */
export function parseCoordinate(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/\u2212/g, "-")
    .replace(",", ".");
  if (!/^[-+]?\d{1,3}(\.\d{1,10})?$/.test(text)) return null;
  return Number(text);
}

/** Both typed coordinates as a point, for the picker's marker; null while either is missing or wrong. */
export function typedPoint(latitude: string, longitude: string): LatLng | null {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
