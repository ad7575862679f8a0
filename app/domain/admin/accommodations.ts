import { z } from "zod";
import { ACCOMMODATION_TYPES, type AccommodationType } from "#app/domain/catalogue/places";
import type { LatLng } from "#app/domain/catalogue/region-map";
import { readSlug } from "#app/domain/content/slugs";
import type { Translations } from "#app/domain/content/translations";
import { isValidPhone } from "#app/domain/conversation-rules";
import {
  ACCOMMODATION_LIMITS,
  type AccommodationFormValues,
  IMAGE_FIELDS,
  type ImageField,
  parseCoordinate,
  roundCoordinate,
} from "./accommodations-fields";
import { readText, readTranslations, translationsForForm } from "./content-translations";
import { readImageUrl } from "./places";
import { photoPickFor } from "./single-photo";
import { contentError, dollars, type FormLike, optionalText, formText as text, zodErrors } from "./tours";

/**
 * The accommodation editor's form (issue 16, item 1): what was typed
 * (`readAccommodationValues`, to fill the form again) and what is saved
 * (`validateAccommodation`), with a message key beside each refused field.
 * Built on the tour editor's helpers and the kit: slugs, one picture address
 * per field (`readImageUrl`), Markdown cleaned on save, the translation tabs.
 * Coordinates are typed (or set by a click on the map, which fills the same
 * two fields): both or neither, latitude -90..90, longitude -180..180.
 */

const msg = (key: string) => `admin-accommodations:errors.${key}`;

export type AccommodationInput = {
  name: string;
  /** Null: make one from the name. */
  slug: string | null;
  accommodationType: AccommodationType;
  destinationId: number | null;
  location: string | null;
  coordinatesJson: LatLng | null;
  shortDescription: string | null;
  description: string | null;
  amenities: string[];
  highlights: string[];
  starRating: number | null;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number | null;
  /** US cents. */
  pricePerNight: number | null;
  /** The stay's phone and email, for travellers staying there (their trip wallet, not the public page). */
  contactPhone: string | null;
  contactEmail: string | null;
  featuredImage: string | null;
  imageUrl: string | null;
  translations: Translations;
};

type Parsed<T> = { ok: true; input: T } | { ok: false; fieldErrors: Record<string, string> };

const SHORT = 40;
const LIST_CHARS = (ACCOMMODATION_LIMITS.listItem + 2) * ACCOMMODATION_LIMITS.listItems;

/** The form as typed, each field cut to its length: what the page shows again after a refusal. */
export function readAccommodationValues(form: FormLike): AccommodationFormValues {
  return {
    name: text(form, "name", ACCOMMODATION_LIMITS.name * 2),
    slug: text(form, "slug", 400),
    accommodationType: text(form, "accommodationType", SHORT),
    destinationId: text(form, "destinationId", SHORT),
    location: text(form, "location", ACCOMMODATION_LIMITS.location * 2),
    latitude: text(form, "latitude", SHORT),
    longitude: text(form, "longitude", SHORT),
    shortDescription: text(form, "shortDescription", ACCOMMODATION_LIMITS.shortDescription * 2),
    description: text(form, "description", ACCOMMODATION_LIMITS.description + 1),
    // One more line than allowed is kept, so that "too many" is said rather than cut silently.
    amenities: text(form, "amenities", LIST_CHARS + ACCOMMODATION_LIMITS.listItem + 2),
    highlights: text(form, "highlights", LIST_CHARS + ACCOMMODATION_LIMITS.listItem + 2),
    starRating: text(form, "starRating", SHORT),
    checkInTime: text(form, "checkInTime", SHORT),
    checkOutTime: text(form, "checkOutTime", SHORT),
    maxGuests: text(form, "maxGuests", SHORT),
    pricePerNight: text(form, "pricePerNight", SHORT),
    contactPhone: text(form, "contactPhone", ACCOMMODATION_LIMITS.contactPhone * 2),
    contactEmail: text(form, "contactEmail", ACCOMMODATION_LIMITS.contactEmail * 2),
    featuredImage: text(form, "featuredImage", ACCOMMODATION_LIMITS.imageUrl * 2),
    imageUrl: text(form, "imageUrl", ACCOMMODATION_LIMITS.imageUrl * 2),
    translations: translationsForForm(readTranslations((name) => form.get(name), "accommodations")),
  };
}

/**
 * The two typed coordinates: both empty is "no position"; one without the
 * other, a number that is not one, or one off the globe is refused beside
 * its field.
 */
export function readCoordinates(
  latitude: string,
  longitude: string,
): { ok: true; point: LatLng | null } | { ok: false; errors: Record<string, string> } {
  const lat = latitude.trim();
  const lng = longitude.trim();
  if (lat === "" && lng === "") return { ok: true, point: null };
  const errors: Record<string, string> = {};
  if (lat === "") errors.latitude = msg("coordinatesBoth");
  if (lng === "") errors.longitude = msg("coordinatesBoth");
  const latValue = lat === "" ? null : parseCoordinate(lat);
  const lngValue = lng === "" ? null : parseCoordinate(lng);
  if (lat !== "" && (latValue === null || Math.abs(latValue) > 90)) errors.latitude = msg("latitude");
  if (lng !== "" && (lngValue === null || Math.abs(lngValue) > 180)) errors.longitude = msg("longitude");
  if (Object.keys(errors).length > 0 || latValue === null || lngValue === null) return { ok: false, errors };
  return { ok: true, point: { lat: roundCoordinate(latValue), lng: roundCoordinate(lngValue) } };
}

/** A time of day as HH:MM on the 24-hour clock; "9:30" is read as 09:30. Null when it is not one. */
export function readTime(typed: string): string | null {
  const match = /^([01]?\d|2[0-3])[:.h]([0-5]\d)$/.exec(typed.trim());
  if (!match) return null;
  return `${(match[1] ?? "").padStart(2, "0")}:${match[2]}`;
}

/** A list of one item per line: empty lines dropped; refused (not cut) past its count or an item's length. */
export function readList(value: string): { ok: true; items: string[] } | { ok: false } {
  const items = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (items.length > ACCOMMODATION_LIMITS.listItems) return { ok: false };
  if (items.some((item) => item.length > ACCOMMODATION_LIMITS.listItem)) return { ok: false };
  return { ok: true, items };
}

/** The destination's id as posted: empty is none; anything but a positive whole number is refused. */
function readId(value: string): { ok: true; id: number | null } | { ok: false } {
  const typed = value.trim();
  if (typed === "") return { ok: true, id: null };
  if (!/^\d{1,9}$/.test(typed) || Number(typed) === 0) return { ok: false };
  return { ok: true, id: Number(typed) };
}

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalWhole = (min: number, max: number, key: string) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, { message: msg(key) })
        .transform(Number)
        .refine((value) => value >= min && value <= max, { message: msg(key) })
        .optional(),
    )
    .transform((value) => value ?? null);

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A contact field: trimmed, blank is null; too long or not the right shape is refused with `key`. */
const optionalContact = (max: number, key: string, ok: (value: string) => boolean) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value === "" || (value.length <= max && ok(value)), { message: msg(key) })
    .transform((value) => (value === "" ? null : value));

const scalarSchema = z.object({
  name: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: msg("nameRequired") })
    .refine((value) => value.length <= ACCOMMODATION_LIMITS.name, { message: contentError("tooLong") }),
  accommodationType: z.enum(ACCOMMODATION_TYPES, { message: msg("type") }),
  location: optionalText(ACCOMMODATION_LIMITS.location, "tooLong"),
  shortDescription: optionalText(ACCOMMODATION_LIMITS.shortDescription, "tooLong"),
  starRating: optionalWhole(1, 5, "stars"),
  maxGuests: optionalWhole(1, ACCOMMODATION_LIMITS.maxGuests, "maxGuests"),
  pricePerNight: dollars,
  contactPhone: optionalContact(ACCOMMODATION_LIMITS.contactPhone, "contactPhone", isValidPhone),
  contactEmail: optionalContact(ACCOMMODATION_LIMITS.contactEmail, "contactEmail", (value) =>
    SIMPLE_EMAIL.test(value),
  ),
});

/** What is saved from the typed form, or the message of each refused field. */
export function validateAccommodation(
  values: AccommodationFormValues,
  form: FormLike,
): Parsed<AccommodationInput> {
  const errors: Record<string, string> = {};
  const scalars = scalarSchema.safeParse(values);
  if (!scalars.success) Object.assign(errors, zodErrors(scalars.error));
  const slug = readSlug(values.slug);
  if (!slug.ok) errors.slug = contentError(slug.error === "tooLong" ? "slugTooLong" : "slugInvalid");
  const destination = readId(values.destinationId);
  if (!destination.ok) errors.destinationId = msg("destination");
  const coordinates = readCoordinates(values.latitude, values.longitude);
  if (!coordinates.ok) Object.assign(errors, coordinates.errors);
  if (values.description.length > ACCOMMODATION_LIMITS.description)
    errors.description = contentError("tooLong");
  const lists = { amenities: readList(values.amenities), highlights: readList(values.highlights) };
  for (const [field, list] of Object.entries(lists)) if (!list.ok) errors[field] = msg("list");
  const times = { checkInTime: readTime(values.checkInTime), checkOutTime: readTime(values.checkOutTime) };
  for (const [field, time] of Object.entries(times)) if (time === null) errors[field] = msg("time");
  const urls: Partial<Record<ImageField, string | null>> = {};
  for (const field of IMAGE_FIELDS) {
    const url = readImageUrl(values[field]);
    if (url.ok) urls[field] = url.url;
    else errors[field] = contentError("singleImageUrl");
  }
  if (
    !scalars.success ||
    !slug.ok ||
    !destination.ok ||
    !coordinates.ok ||
    !lists.amenities.ok ||
    !lists.highlights.ok ||
    Object.keys(errors).length > 0
  ) {
    return { ok: false, fieldErrors: errors };
  }
  const description = readText(values.description, "markdown");
  return {
    ok: true,
    input: {
      ...scalars.data,
      slug: slug.slug,
      destinationId: destination.id,
      coordinatesJson: coordinates.point,
      description: description === "" ? null : description,
      amenities: lists.amenities.items,
      highlights: lists.highlights.items,
      checkInTime: times.checkInTime ?? "",
      checkOutTime: times.checkOutTime ?? "",
      featuredImage: urls.featuredImage ?? null,
      imageUrl: urls.imageUrl ?? null,
      translations: readTranslations((name) => form.get(name), "accommodations"),
    },
  };
}

/** A saved accommodation as the form shows it (cents as dollars, lists as lines). */
export function accommodationFormValues(row: {
  name: string;
  slug: string;
  accommodationType: string;
  destinationId: number | null;
  location: string | null;
  coordinatesJson: { lat: number; lng: number } | null;
  shortDescription: string | null;
  description: string | null;
  amenities: string[];
  highlights: string[];
  starRating: number | null;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number | null;
  pricePerNight: number | null;
  contactPhone: string | null;
  contactEmail: string | null;
  featuredImage: string | null;
  imageUrl: string | null;
  translations: Translations;
}): AccommodationFormValues {
  const str = (value: number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  return {
    name: row.name,
    slug: row.slug,
    accommodationType: row.accommodationType,
    destinationId: str(row.destinationId),
    location: row.location ?? "",
    latitude: str(row.coordinatesJson?.lat),
    longitude: str(row.coordinatesJson?.lng),
    shortDescription: row.shortDescription ?? "",
    description: row.description ?? "",
    amenities: row.amenities.join("\n"),
    highlights: row.highlights.join("\n"),
    starRating: str(row.starRating),
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    maxGuests: str(row.maxGuests),
    pricePerNight:
      row.pricePerNight === null
        ? ""
        : (row.pricePerNight / 100).toFixed(row.pricePerNight % 100 === 0 ? 0 : 2),
    contactPhone: row.contactPhone ?? "",
    contactEmail: row.contactEmail ?? "",
    featuredImage: row.featuredImage ?? "",
    imageUrl: row.imageUrl ?? "",
    translations: translationsForForm(row.translations),
  };
}

/**
 * The form posted to the new and edit pages: what was typed, and either a
 * picture chosen in one picture's own picker (put in that field; the form
 * comes back unsaved), or the input to save, or the refused fields.
 */
export function readAccommodationForm(form: FormData) {
  const like: FormLike = { get: (name) => form.get(name), getAll: (name) => form.getAll(name) };
  const values = readAccommodationValues(like);
  const pick = photoPickFor((name) => form.get(name), IMAGE_FIELDS);
  if (pick) {
    return { kind: "picked" as const, values: pick.url ? { ...values, [pick.field]: pick.url } : values };
  }
  const parsed = validateAccommodation(values, like);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}
