import { z } from "zod";
import { EXPERIENCE_CATEGORIES, type ExperienceCategory } from "#app/domain/catalogue/places";
import { isDangerousUrl } from "#app/domain/content/clean-markdown";
import { readSlug } from "#app/domain/content/slugs";
import type { Translations } from "#app/domain/content/translations";
import { readLines, readText, readTranslations, translationsForForm } from "./content-translations";
import {
  DESTINATION_PICTURES,
  type DestinationFormValues,
  EXPERIENCE_PICTURES,
  type ExperienceFormValues,
  PLACE_LIMITS,
} from "./places-fields";
import { photoPickFor } from "./single-photo";
import {
  blank,
  dollars,
  type FormLike,
  formInts,
  contentError as msg,
  optionalDecimal,
  optionalText,
  formText as text,
  whole,
  zodErrors,
} from "./tours";

/**
 * The destination and experience editors' forms (issue 16, item 1): what was
 * typed (`read…Values`, to fill the form again) and what is saved
 * (`validate…`), with a message key beside each refused field. Built on the
 * tour editor's helpers and the kit: slugs (`readSlug`), lists one item per
 * line (`readLines`), Markdown cleaned on save (`readText(…, "markdown")`),
 * the translation tabs (`readTranslations`).
 */

export type DestinationInput = {
  name: string;
  /** Null: make one from the name. */
  slug: string | null;
  country: string;
  parentId: number | null;
  shortDescription: string | null;
  description: string | null;
  highlights: string[];
  wildlife: string[];
  bestMonths: number[];
  bestTimeNote: string | null;
  featuredImage: string | null;
  imageUrl: string | null;
  isFeatured: boolean;
  displayOrder: number;
  translations: Translations;
};

export type ExperienceInput = {
  title: string;
  slug: string | null;
  parentId: number | null;
  category: ExperienceCategory;
  shortDescription: string | null;
  description: string | null;
  highlights: string[];
  durationHours: number | null;
  /** US cents. */
  priceFrom: number | null;
  imageUrl: string | null;
  displayOrder: number;
  translations: Translations;
};

type Parsed<T> = { ok: true; input: T } | { ok: false; fieldErrors: Record<string, string> };

const SHORT = 40;
const LINES = PLACE_LIMITS.listItem * PLACE_LIMITS.listItems;

function typedTranslations(form: FormLike, entity: "destinations" | "experiences") {
  return translationsForForm(readTranslations((name) => form.get(name), entity));
}

/** A picture's address: a path on this site or an http(s) address, nothing else; empty is none. */
export function readImageUrl(value: string): { ok: true; url: string | null } | { ok: false } {
  const url = value.trim();
  if (url === "") return { ok: true, url: null };
  const local = url.startsWith("/") && !url.startsWith("//");
  if (!(local || /^https?:\/\/[^\s/]+/i.test(url)) || /\s/.test(url) || isDangerousUrl(url)) {
    return { ok: false };
  }
  if (url.length > PLACE_LIMITS.imageUrl) return { ok: false };
  return { ok: true, url };
}

/** The parent's id as posted: empty is none; anything but a positive whole number is refused. */
function readParentId(value: string): { ok: true; id: number | null } | { ok: false } {
  const typed = value.trim();
  if (typed === "") return { ok: true, id: null };
  if (!/^\d{1,9}$/.test(typed) || Number(typed) === 0) return { ok: false };
  return { ok: true, id: Number(typed) };
}

const requiredText = (max: number, requiredKey: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: msg(requiredKey) })
    .refine((value) => value.length <= max, { message: msg("tooLong") });

const displayOrder = z.preprocess((value) => blank(value) ?? "0", whole(-100_000, 100_000, "displayOrder"));

/** The parts every nested content form shares: slug, parent, pictures, Markdown; refused fields named. */
function commonParts(
  values: { slug: string; parentId: string; description: string },
  images: Record<string, string>,
  errors: Record<string, string>,
) {
  const slug = readSlug(values.slug);
  if (!slug.ok) errors.slug = msg(slug.error === "tooLong" ? "slugTooLong" : "slugInvalid");
  const parent = readParentId(values.parentId);
  if (!parent.ok) errors.parentId = msg("parent");
  if (values.description.length > PLACE_LIMITS.description) errors.description = msg("tooLong");
  const urls: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(images)) {
    const url = readImageUrl(value);
    if (url.ok) urls[field] = url.url;
    else errors[field] = msg("singleImageUrl");
  }
  const description = readText(values.description, "markdown");
  return {
    slug: slug.ok ? slug.slug : null,
    parentId: parent.ok ? parent.id : null,
    urls,
    description: description === "" ? null : description,
  };
}

// -- destinations --

/** The destination form as typed, each field cut to its length. */
export function readDestinationValues(form: FormLike): DestinationFormValues {
  return {
    name: text(form, "name", PLACE_LIMITS.name * 2),
    slug: text(form, "slug", 400),
    country: text(form, "country", PLACE_LIMITS.country * 2),
    parentId: text(form, "parentId", SHORT),
    shortDescription: text(form, "shortDescription", PLACE_LIMITS.shortDescription * 2),
    description: text(form, "description", PLACE_LIMITS.description + 1),
    highlights: text(form, "highlights", LINES),
    wildlife: text(form, "wildlife", LINES),
    bestMonths: formInts(form, "bestMonths", 12).filter((month) => month <= 12),
    bestTimeNote: text(form, "bestTimeNote", PLACE_LIMITS.bestTimeNote * 2),
    featuredImage: text(form, "featuredImage", PLACE_LIMITS.imageUrl * 2),
    imageUrl: text(form, "imageUrl", PLACE_LIMITS.imageUrl * 2),
    isFeatured: form.get("isFeatured") === "on",
    displayOrder: text(form, "displayOrder", SHORT),
    translations: typedTranslations(form, "destinations"),
  };
}

const destinationSchema = z.object({
  name: requiredText(PLACE_LIMITS.name, "nameRequired"),
  country: requiredText(PLACE_LIMITS.country, "countryRequired"),
  shortDescription: optionalText(PLACE_LIMITS.shortDescription, "tooLong"),
  bestTimeNote: optionalText(PLACE_LIMITS.bestTimeNote, "tooLong"),
  displayOrder,
});

/** What is saved from the typed destination form, or the message of each refused field. */
export function validateDestination(values: DestinationFormValues, form: FormLike): Parsed<DestinationInput> {
  const errors: Record<string, string> = {};
  const scalars = destinationSchema.safeParse(values);
  if (!scalars.success) Object.assign(errors, zodErrors(scalars.error));
  const common = commonParts(
    values,
    { featuredImage: values.featuredImage, imageUrl: values.imageUrl },
    errors,
  );
  if (!scalars.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    input: {
      ...scalars.data,
      slug: common.slug,
      parentId: common.parentId,
      description: common.description,
      highlights: readLines(values.highlights),
      wildlife: readLines(values.wildlife),
      bestMonths: [...values.bestMonths].sort((a, b) => a - b),
      featuredImage: common.urls.featuredImage ?? null,
      imageUrl: common.urls.imageUrl ?? null,
      isFeatured: values.isFeatured,
      translations: readTranslations((name) => form.get(name), "destinations"),
    },
  };
}

/** A saved destination as the form shows it. */
export function destinationFormValues(row: {
  name: string;
  slug: string;
  country: string;
  parentId: number | null;
  shortDescription: string | null;
  description: string | null;
  highlights: string[];
  wildlife: string[];
  bestMonths: number[];
  bestTimeNote: string | null;
  featuredImage: string | null;
  imageUrl: string | null;
  isFeatured: boolean;
  displayOrder: number;
  translations: Translations;
}): DestinationFormValues {
  return {
    name: row.name,
    slug: row.slug,
    country: row.country,
    parentId: row.parentId === null ? "" : String(row.parentId),
    shortDescription: row.shortDescription ?? "",
    description: row.description ?? "",
    highlights: row.highlights.join("\n"),
    wildlife: row.wildlife.join("\n"),
    bestMonths: row.bestMonths,
    bestTimeNote: row.bestTimeNote ?? "",
    featuredImage: row.featuredImage ?? "",
    imageUrl: row.imageUrl ?? "",
    isFeatured: row.isFeatured,
    displayOrder: String(row.displayOrder),
    translations: translationsForForm(row.translations),
  };
}

// -- experiences --

/** The experience form as typed, each field cut to its length. */
export function readExperienceValues(form: FormLike): ExperienceFormValues {
  return {
    title: text(form, "title", PLACE_LIMITS.name * 2),
    slug: text(form, "slug", 400),
    parentId: text(form, "parentId", SHORT),
    category: text(form, "category", SHORT),
    shortDescription: text(form, "shortDescription", PLACE_LIMITS.shortDescription * 2),
    description: text(form, "description", PLACE_LIMITS.description + 1),
    highlights: text(form, "highlights", LINES),
    durationHours: text(form, "durationHours", SHORT),
    priceFrom: text(form, "priceFrom", SHORT),
    imageUrl: text(form, "imageUrl", PLACE_LIMITS.imageUrl * 2),
    displayOrder: text(form, "displayOrder", SHORT),
    translations: typedTranslations(form, "experiences"),
  };
}

const experienceSchema = z.object({
  title: requiredText(PLACE_LIMITS.name, "titleRequired"),
  category: z.enum(EXPERIENCE_CATEGORIES, { message: msg("category") }),
  shortDescription: optionalText(PLACE_LIMITS.shortDescription, "tooLong"),
  // numeric(4,1): up to 999.9 hours, one decimal.
  durationHours: optionalDecimal(999.9, "durationHours").refine((value) => value === null || value > 0, {
    message: msg("durationHours"),
  }),
  priceFrom: dollars,
  displayOrder,
});

/** What is saved from the typed experience form, or the message of each refused field. */
export function validateExperience(values: ExperienceFormValues, form: FormLike): Parsed<ExperienceInput> {
  const errors: Record<string, string> = {};
  const scalars = experienceSchema.safeParse(values);
  if (!scalars.success) Object.assign(errors, zodErrors(scalars.error));
  const common = commonParts(values, { imageUrl: values.imageUrl }, errors);
  if (!scalars.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    input: {
      ...scalars.data,
      slug: common.slug,
      parentId: common.parentId,
      description: common.description,
      highlights: readLines(values.highlights),
      imageUrl: common.urls.imageUrl ?? null,
      translations: readTranslations((name) => form.get(name), "experiences"),
    },
  };
}

/** A saved experience as the form shows it (cents as dollars). */
export function experienceFormValues(row: {
  title: string;
  slug: string;
  parentId: number | null;
  category: string;
  shortDescription: string | null;
  description: string | null;
  highlights: string[];
  durationHours: number | null;
  priceFrom: number | null;
  imageUrl: string | null;
  displayOrder: number;
  translations: Translations;
}): ExperienceFormValues {
  return {
    title: row.title,
    slug: row.slug,
    parentId: row.parentId === null ? "" : String(row.parentId),
    category: row.category,
    shortDescription: row.shortDescription ?? "",
    description: row.description ?? "",
    highlights: row.highlights.join("\n"),
    durationHours: row.durationHours === null ? "" : String(row.durationHours),
    priceFrom: row.priceFrom === null ? "" : (row.priceFrom / 100).toFixed(row.priceFrom % 100 === 0 ? 0 : 2),
    imageUrl: row.imageUrl ?? "",
    displayOrder: String(row.displayOrder),
    translations: translationsForForm(row.translations),
  };
}

/**
 * A posted place form: a picker's choice (the form comes back with the picture
 * in its field, nothing saved, no JavaScript needed), or what was typed with
 * the input to save or the refused fields.
 */
function readPlaceForm<Values extends object, Input>(
  form: FormData,
  readValues: (form: FormLike) => Values,
  validate: (values: Values, form: FormLike) => Parsed<Input>,
  pictures: readonly (keyof Values & string)[],
) {
  const like: FormLike = { get: (name) => form.get(name), getAll: (name) => form.getAll(name) };
  const values = readValues(like);
  const pick = photoPickFor((name) => form.get(name), pictures);
  if (pick) {
    return { kind: "picked" as const, values: pick.url ? { ...values, [pick.field]: pick.url } : values };
  }
  const parsed = validate(values, like);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}

/** The form posted to a destination page (`readPlaceForm`). */
export function readDestinationForm(form: FormData) {
  return readPlaceForm(form, readDestinationValues, validateDestination, DESTINATION_PICTURES);
}

/** The form posted to an experience page (`readPlaceForm`). */
export function readExperienceForm(form: FormData) {
  return readPlaceForm(form, readExperienceValues, validateExperience, EXPERIENCE_PICTURES);
}

export type PlaceFormRead = ReturnType<typeof readDestinationForm> | ReturnType<typeof readExperienceForm>;
