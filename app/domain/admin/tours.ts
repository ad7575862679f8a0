import { z } from "zod";
import { TOUR_DIFFICULTIES, type TourDifficulty } from "#app/domain/catalogue/tour";
import { TOUR_CATEGORIES, type TourCategory } from "#app/domain/catalogue/tour-filters";
import { splitHighlight, TITLE_FONT_SIZES, type TitleFontSize } from "#app/domain/content/banners";
import { cleanMarkdown, isDangerousUrl } from "#app/domain/content/clean-markdown";
import { readSlug } from "#app/domain/content/slugs";
import { TRANSLATED_LANGUAGES, type Translations } from "#app/domain/content/translations";
import {
  type FormReader,
  readLines,
  readTranslations,
  translatedFieldSpecs,
  translationInputName,
  translationsForForm,
} from "./content-translations";
import { type DayFormValues, MEALS, type Meal, TOUR_LIMITS, type TourFormValues } from "./tours-fields";

/**
 * The tour editor's form (issue 16, item 1): what was typed (`readTourValues`,
 * to fill the form again) and what is saved (`validateTour`), with a message
 * key beside each refused field (`admin-content:errors.*`). Prices are typed
 * in US dollars and kept in cents; lists are one item per line; the
 * description is Markdown, cleaned on save (clean-markdown.ts).
 */

const msg = (key: string) => `admin-content:errors.${key}`;

export type TourImageInput = { url: string; alt: string };

export type DayInput = {
  title: string;
  description: string;
  places: string[];
  accommodation: string | null;
  /** One of our accommodations (checked to exist on save), or null. */
  accommodationId: number | null;
  meals: Meal[];
  altitudeM: number | null;
  distanceKm: number | null;
  walkingHours: number | null;
  translations: Translations;
};

export type TourInput = {
  title: string;
  /** Null: make one from the title. */
  slug: string | null;
  category: TourCategory;
  difficulty: TourDifficulty | null;
  shortDescription: string | null;
  description: string | null;
  priceFrom: number | null;
  childPricePercent: number;
  infantPricePercent: number;
  durationDays: number | null;
  maxGroupSize: number | null;
  minAge: number | null;
  maxAltitudeM: number | null;
  distanceKm: number | null;
  summitSuccessRate: number | null;
  startLocation: string | null;
  endLocation: string | null;
  highlights: string[];
  included: string[];
  excluded: string[];
  bestMonths: number[];
  isFeatured: boolean;
  displayOrder: number;
  titleHighlightText: string | null;
  titleHighlightColor: string | null;
  titleFontSize: TitleFontSize;
  destinationIds: number[];
  images: TourImageInput[];
  translations: Translations;
  days: DayInput[];
};

/** What a form reader needs: one value, or every value of a repeated name (checkboxes). */
export type FormLike = { get: FormReader; getAll: (name: string) => FormDataEntryValue[] };

function text(form: FormLike, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

function ints(form: FormLike, name: string, max: number): number[] {
  const values = form
    .getAll(name)
    .map((value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN))
    .filter((value) => Number.isSafeInteger(value) && value > 0);
  return [...new Set(values)].slice(0, max);
}

/** Translations as typed, for the form (`translations.<lang>.<field>` after `prefix`). */
function typedTranslations(form: FormLike, entity: "tours" | "tourItineraryDays", prefix = "") {
  return translationsForForm(readTranslations((name) => form.get(name), entity, prefix));
}

const SHORT = 40;

/** The whole form as typed, each field cut to its length: what the page shows again after a refusal. */
export function readTourValues(form: FormLike): TourFormValues {
  const count = Math.min(Number.parseInt(text(form, "dayCount", 4), 10) || 0, TOUR_LIMITS.days);
  const days: DayFormValues[] = [];
  for (let index = 0; index < count; index++) {
    const p = `days.${index}.`;
    days.push({
      title: text(form, `${p}title`, TOUR_LIMITS.dayTitle),
      description: text(form, `${p}description`, TOUR_LIMITS.dayDescription),
      places: text(form, `${p}places`, TOUR_LIMITS.listItem * TOUR_LIMITS.listItems),
      accommodation: text(form, `${p}accommodation`, TOUR_LIMITS.accommodation),
      accommodationId: text(form, `${p}accommodationId`, SHORT),
      meals: form.getAll(`${p}meals`).filter((meal): meal is Meal => MEALS.includes(meal as Meal)),
      altitudeM: text(form, `${p}altitudeM`, SHORT),
      distanceKm: text(form, `${p}distanceKm`, SHORT),
      walkingHours: text(form, `${p}walkingHours`, SHORT),
      translations: typedTranslations(form, "tourItineraryDays", p),
    });
  }
  const lines = TOUR_LIMITS.listItem * TOUR_LIMITS.listItems;
  return {
    title: text(form, "title", TOUR_LIMITS.title * 2),
    slug: text(form, "slug", 400),
    category: text(form, "category", SHORT),
    difficulty: text(form, "difficulty", SHORT),
    shortDescription: text(form, "shortDescription", TOUR_LIMITS.shortDescription * 2),
    description: text(form, "description", TOUR_LIMITS.description),
    priceFrom: text(form, "priceFrom", SHORT),
    childPricePercent: text(form, "childPricePercent", SHORT),
    infantPricePercent: text(form, "infantPricePercent", SHORT),
    durationDays: text(form, "durationDays", SHORT),
    maxGroupSize: text(form, "maxGroupSize", SHORT),
    minAge: text(form, "minAge", SHORT),
    maxAltitudeM: text(form, "maxAltitudeM", SHORT),
    distanceKm: text(form, "distanceKm", SHORT),
    summitSuccessRate: text(form, "summitSuccessRate", SHORT),
    startLocation: text(form, "startLocation", TOUR_LIMITS.location * 2),
    endLocation: text(form, "endLocation", TOUR_LIMITS.location * 2),
    highlights: text(form, "highlights", lines),
    included: text(form, "included", lines),
    excluded: text(form, "excluded", lines),
    bestMonths: ints(form, "bestMonths", 12).filter((month) => month <= 12),
    isFeatured: form.get("isFeatured") === "on",
    displayOrder: text(form, "displayOrder", SHORT),
    titleHighlightText: text(form, "titleHighlightText", TOUR_LIMITS.highlightText * 2),
    titleHighlightColor: text(form, "titleHighlightColor", SHORT),
    titleFontSize: text(form, "titleFontSize", SHORT),
    destinationIds: ints(form, "destinationIds", TOUR_LIMITS.destinations),
    images: text(form, "images", (TOUR_LIMITS.imageUrl + TOUR_LIMITS.imageAlt) * TOUR_LIMITS.images),
    translations: typedTranslations(form, "tours"),
    days,
  };
}

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const whole = (min: number, max: number, key: string) =>
  z.coerce
    .number({ message: msg(key) })
    .int({ message: msg(key) })
    .min(min, { message: msg(key) })
    .max(max, {
      message: msg(key),
    });
const optionalWhole = (min: number, max: number, key: string) =>
  z.preprocess(blank, whole(min, max, key).optional()).transform((value) => value ?? null);
const optionalDecimal = (max: number, key: string) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\d{1,5}(\.\d)?$/, { message: msg(key) })
        .transform(Number)
        .refine((value) => value <= max, { message: msg(key) })
        .optional(),
    )
    .transform((value) => value ?? null);
const optionalText = (max: number, key: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length <= max, { message: msg(key) })
    .transform((value) => (value === "" ? null : value));

/** US dollars with at most two decimals, as cents; blank is no price. */
const dollars = z
  .preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: msg("price") })
      .transform((value) => Math.round(Number(value) * 100))
      .optional(),
  )
  .transform((value) => value ?? null);

const scalarSchema = z.object({
  title: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: msg("titleRequired") })
    .refine((value) => value.length <= TOUR_LIMITS.title, { message: msg("tooLong") }),
  category: z.enum(TOUR_CATEGORIES, { message: msg("category") }),
  difficulty: z.preprocess(blank, z.enum(TOUR_DIFFICULTIES, { message: msg("difficulty") }).optional()),
  shortDescription: optionalText(TOUR_LIMITS.shortDescription, "tooLong"),
  priceFrom: dollars,
  childPricePercent: whole(0, 100, "percent"),
  infantPricePercent: whole(0, 100, "percent"),
  durationDays: optionalWhole(1, 365, "durationDays"),
  maxGroupSize: optionalWhole(1, 500, "groupSize"),
  minAge: optionalWhole(0, 99, "minAge"),
  maxAltitudeM: optionalWhole(0, 6000, "altitude"),
  distanceKm: optionalWhole(0, 100_000, "distance"),
  summitSuccessRate: optionalWhole(0, 100, "percent"),
  startLocation: optionalText(TOUR_LIMITS.location, "tooLong"),
  endLocation: optionalText(TOUR_LIMITS.location, "tooLong"),
  displayOrder: z.preprocess((value) => blank(value) ?? "0", whole(-100_000, 100_000, "displayOrder")),
  titleHighlightText: optionalText(TOUR_LIMITS.highlightText, "tooLong"),
  titleHighlightColor: z
    .string()
    .trim()
    .refine((value) => value === "" || /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value), { message: msg("color") })
    .transform((value) => (value === "" ? null : value.toLowerCase())),
  titleFontSize: z.enum(TITLE_FONT_SIZES, { message: msg("fontSize") }),
});

const daySchema = z.object({
  title: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: msg("dayTitleRequired") })
    .refine((value) => value.length <= TOUR_LIMITS.dayTitle, { message: msg("tooLong") }),
  accommodation: optionalText(TOUR_LIMITS.accommodation, "tooLong"),
  accommodationId: z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,9}$/.test(value) && Number(value) > 0), {
      message: msg("stay"),
    })
    .transform((value) => (value === "" ? null : Number(value))),
  altitudeM: optionalWhole(-500, 6000, "altitude"),
  distanceKm: optionalDecimal(9999.9, "dayDistance"),
  walkingHours: optionalDecimal(99.9, "walkingHours"),
});

/** Images typed one a line as "url | alt text": a path on this site or an http(s) address, and alt text. */
export function readImages(
  lines: string,
): { ok: true; images: TourImageInput[] } | { ok: false; error: string; line: number } {
  const images: TourImageInput[] = [];
  const rows = lines.split(/\r?\n/).map((line) => line.trim());
  for (const [index, row] of rows.entries()) {
    if (row === "") continue;
    const bar = row.indexOf("|");
    const url = (bar === -1 ? row : row.slice(0, bar)).trim();
    const alt = (bar === -1 ? "" : row.slice(bar + 1)).trim();
    const local = url.startsWith("/") && !url.startsWith("//");
    if (!(local || /^https?:\/\/[^\s/]+/i.test(url)) || /\s/.test(url) || isDangerousUrl(url)) {
      return { ok: false, error: msg("imageUrl"), line: index + 1 };
    }
    if (url.length > TOUR_LIMITS.imageUrl) return { ok: false, error: msg("imageUrl"), line: index + 1 };
    if (alt === "") return { ok: false, error: msg("imageAlt"), line: index + 1 };
    images.push({ url, alt: alt.slice(0, TOUR_LIMITS.imageAlt) });
  }
  if (images.length > TOUR_LIMITS.images) return { ok: false, error: msg("tooManyImages"), line: 0 };
  return { ok: true, images };
}

/** A Markdown field as stored: trimmed, capped, cleaned; empty is null. */
function markdown(value: string, max: number): string | null {
  const cleaned = cleanMarkdown(value.replace(/\r\n/g, "\n").trim().slice(0, max));
  return cleaned === "" ? null : cleaned;
}

function zodErrors(error: z.ZodError, prefix = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = `${prefix}${issue.path.join(".")}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * What is saved from the typed form, or the message of each refused field
 * (days' fields as `days.<i>.<field>`). The translations come from the form
 * as read (`form`), cleaned and capped by content-translations.ts.
 */
export function validateTour(
  values: TourFormValues,
  form: FormLike,
): { ok: true; input: TourInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const scalars = scalarSchema.safeParse(values);
  if (!scalars.success) Object.assign(errors, zodErrors(scalars.error));
  const slug = readSlug(values.slug);
  if (!slug.ok) errors.slug = msg(slug.error === "tooLong" ? "slugTooLong" : "slugInvalid");
  if (values.description.length > TOUR_LIMITS.description) errors.description = msg("tooLong");
  const images = readImages(values.images);
  if (!images.ok) errors.images = images.error;
  if (scalars.success && scalars.data.titleHighlightText) {
    if (!splitHighlight(scalars.data.title, scalars.data.titleHighlightText)) {
      errors.titleHighlightText = msg("highlightNotInTitle");
    }
  }
  const days: DayInput[] = [];
  for (const [index, day] of values.days.entries()) {
    const parsed = daySchema.safeParse(day);
    if (!parsed.success) {
      Object.assign(errors, zodErrors(parsed.error, `days.${index}.`));
      continue;
    }
    days.push({
      ...parsed.data,
      description: markdown(day.description, TOUR_LIMITS.dayDescription) ?? "",
      places: readLines(day.places),
      meals: MEALS.filter((meal) => day.meals.includes(meal)),
      translations: readTranslations((name) => form.get(name), "tourItineraryDays", `days.${index}.`),
    });
  }
  if (!scalars.success || !slug.ok || !images.ok || Object.keys(errors).length > 0) {
    return { ok: false, fieldErrors: errors };
  }
  const data = scalars.data;
  return {
    ok: true,
    input: {
      ...data,
      difficulty: data.difficulty ?? null,
      slug: slug.slug,
      description: markdown(values.description, TOUR_LIMITS.description),
      highlights: readLines(values.highlights),
      included: readLines(values.included),
      excluded: readLines(values.excluded),
      bestMonths: [...values.bestMonths].sort((a, b) => a - b),
      isFeatured: values.isFeatured,
      destinationIds: values.destinationIds,
      images: images.images,
      translations: readTranslations((name) => form.get(name), "tours"),
      days,
    },
  };
}

/** Every input name the translation tabs post for one record (for tests and forms built by hand). */
export function translationInputNames(entity: "tours" | "tourItineraryDays", prefix = ""): string[] {
  return TRANSLATED_LANGUAGES.flatMap((language) =>
    translatedFieldSpecs(entity).map(({ field }) => translationInputName(language, field, prefix)),
  );
}

/** A saved tour as the form shows it (numbers as text, lists as lines, cents as dollars). */
export function tourFormValues(tour: {
  title: string;
  slug: string | null;
  category: string;
  difficulty: string | null;
  shortDescription: string | null;
  description: string | null;
  priceFrom: number | null;
  childPricePercent: number;
  infantPricePercent: number;
  durationDays: number | null;
  maxGroupSize: number | null;
  minAge: number | null;
  maxAltitudeM: number | null;
  distanceKm: number | null;
  summitSuccessRate: number | null;
  startLocation: string | null;
  endLocation: string | null;
  highlights: string[];
  included: string[];
  excluded: string[];
  bestMonths: number[];
  isFeatured: boolean;
  displayOrder: number;
  titleHighlightText: string | null;
  titleHighlightColor: string | null;
  titleFontSize: string;
  translations: Translations;
  destinationIds: number[];
  images: Array<{ url: string; alt: string }>;
  days: Array<{
    title: string;
    description: string;
    places: string[];
    accommodation: string | null;
    accommodationId: number | null;
    meals: string[];
    altitudeM: number | null;
    distanceKm: number | null;
    walkingHours: number | null;
    translations: Translations;
  }>;
}): TourFormValues {
  const str = (value: number | null) => (value === null ? "" : String(value));
  return {
    title: tour.title,
    slug: tour.slug ?? "",
    category: tour.category,
    difficulty: tour.difficulty ?? "",
    shortDescription: tour.shortDescription ?? "",
    description: tour.description ?? "",
    priceFrom:
      tour.priceFrom === null ? "" : (tour.priceFrom / 100).toFixed(tour.priceFrom % 100 === 0 ? 0 : 2),
    childPricePercent: String(tour.childPricePercent),
    infantPricePercent: String(tour.infantPricePercent),
    durationDays: str(tour.durationDays),
    maxGroupSize: str(tour.maxGroupSize),
    minAge: str(tour.minAge),
    maxAltitudeM: str(tour.maxAltitudeM),
    distanceKm: str(tour.distanceKm),
    summitSuccessRate: str(tour.summitSuccessRate),
    startLocation: tour.startLocation ?? "",
    endLocation: tour.endLocation ?? "",
    highlights: tour.highlights.join("\n"),
    included: tour.included.join("\n"),
    excluded: tour.excluded.join("\n"),
    bestMonths: tour.bestMonths,
    isFeatured: tour.isFeatured,
    displayOrder: String(tour.displayOrder),
    titleHighlightText: tour.titleHighlightText ?? "",
    titleHighlightColor: tour.titleHighlightColor ?? "",
    titleFontSize: tour.titleFontSize,
    destinationIds: tour.destinationIds,
    images: tour.images.map((image) => `${image.url} | ${image.alt}`).join("\n"),
    translations: translationsForForm(tour.translations),
    days: tour.days.map((day) => ({
      title: day.title,
      description: day.description,
      places: day.places.join("\n"),
      accommodation: day.accommodation ?? "",
      accommodationId: str(day.accommodationId),
      meals: day.meals,
      altitudeM: str(day.altitudeM),
      distanceKm: str(day.distanceKm),
      walkingHours: str(day.walkingHours),
      translations: translationsForForm(day.translations),
    })),
  };
}

/** The form helpers the other content editors share with this one (decision 091). */
export {
  blank,
  dollars,
  ints as formInts,
  msg as contentError,
  optionalDecimal,
  optionalText,
  optionalWhole,
  text as formText,
  whole,
  zodErrors,
};
