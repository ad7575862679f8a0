import { z } from "zod";
import type { Translations } from "#app/domain/content/translations";
import { isCalendarDate, officeToday } from "#app/domain/dates";
import { type FormReader, readTranslations, translationsForForm } from "./content-translations";
import { readImageUrl } from "./places";
import { isPhotoPick, pickedPhotoUrl } from "./single-photo";
import { TESTIMONIAL_LIMITS, type TestimonialFormValues } from "./testimonials-fields";
import { optionalText } from "./tours";

/**
 * The testimonials editor's form (issue 16, item 1): who wrote it, where
 * from, the text (plain, as the public pages print it), the stars, the day,
 * the tour, the avatar, whether it shows and whether it is featured on the
 * home page, and the text's translations.
 */

const msg = (key: string) => `admin-testimonials:errors.${key}`;
const TOO_LONG = "admin-content:errors.tooLong";

/** The earliest day a testimonial may carry (older ones are typos). */
const FIRST_DAY = "1990-01-01";

export type TestimonialInput = {
  clientName: string;
  country: string | null;
  content: string;
  rating: number;
  date: string | null;
  tourId: number | null;
  tourName: string | null;
  avatarUrl: string | null;
  isActive: boolean;
  isFeatured: boolean;
  translations: Translations;
};

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/**
 * The translations of the text. The kit reads a field called `content` as
 * Markdown (blog posts) with Markdown's size; a testimonial is plain text,
 * so each language is cut to the English text's limit (the tab's textarea
 * stops there too). Cleaning it as Markdown leaves plain text as it is.
 */
function readContentTranslations(read: FormReader): Translations {
  const translations = readTranslations(read, "testimonials");
  for (const fields of Object.values(translations)) {
    if (typeof fields.content === "string") {
      fields.content = fields.content.slice(0, TESTIMONIAL_LIMITS.content).trim();
    }
  }
  return translations;
}

/** The form as typed, each field cut to its length: what the page shows again after a refusal. */
export function readTestimonialValues(read: FormReader): TestimonialFormValues {
  return {
    clientName: text(read, "clientName", TESTIMONIAL_LIMITS.clientName * 2),
    country: text(read, "country", TESTIMONIAL_LIMITS.country * 2),
    content: text(read, "content", TESTIMONIAL_LIMITS.content * 2),
    rating: text(read, "rating", 8),
    date: text(read, "date", 20),
    tourId: text(read, "tourId", 12),
    tourName: text(read, "tourName", TESTIMONIAL_LIMITS.tourName * 2),
    avatarUrl: text(read, "avatarUrl", TESTIMONIAL_LIMITS.avatarUrl * 2),
    isActive: read("isActive") === "on",
    isFeatured: read("isFeatured") === "on",
    translations: translationsForForm(readContentTranslations(read)),
  };
}

const schema = z.object({
  clientName: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length > 0, { message: msg("clientNameRequired") })
    .refine((value) => value.length <= TESTIMONIAL_LIMITS.clientName, { message: TOO_LONG }),
  country: optionalText(TESTIMONIAL_LIMITS.country, "tooLong"),
  content: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length > 0, { message: msg("contentRequired") })
    .refine((value) => value.length <= TESTIMONIAL_LIMITS.content, { message: TOO_LONG }),
  rating: z
    .string()
    .trim()
    .regex(/^[1-5]$/, { message: msg("rating") })
    .transform(Number),
  tourName: optionalText(TESTIMONIAL_LIMITS.tourName, "tooLong"),
});

/** The day as typed: empty is none; otherwise a real day, not before 1990 nor after today. */
function readDate(value: string, today: string): { ok: true; date: string | null } | { ok: false } {
  const day = value.trim();
  if (day === "") return { ok: true, date: null };
  if (!isCalendarDate(day) || day < FIRST_DAY || day > today) return { ok: false };
  return { ok: true, date: day };
}

/**
 * What is saved from the typed form, or the message of each refused field.
 * `today` is the office's day (a testimonial cannot be dated in the future).
 */
export function validateTestimonial(
  values: TestimonialFormValues,
  read: FormReader,
  today: string = officeToday(),
): { ok: true; input: TestimonialInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  const date = readDate(values.date, today);
  if (!date.ok) errors.date = msg("date");
  const typedTour = values.tourId.trim();
  const tourId = /^\d{1,9}$/.test(typedTour) && Number(typedTour) > 0 ? Number(typedTour) : null;
  if (typedTour !== "" && tourId === null) errors.tourId = msg("tour");
  const avatar = readImageUrl(values.avatarUrl);
  if (!avatar.ok) errors.avatarUrl = "admin-content:errors.singleImageUrl";
  if (!parsed.success || !date.ok || !avatar.ok || Object.keys(errors).length > 0) {
    return { ok: false, fieldErrors: errors };
  }
  return {
    ok: true,
    input: {
      ...parsed.data,
      date: date.date,
      tourId,
      avatarUrl: avatar.url,
      isActive: values.isActive,
      isFeatured: values.isFeatured,
      translations: readContentTranslations(read),
    },
  };
}

/**
 * The posted form: the picker's choice (the form comes back with the avatar
 * set, nothing saved), or the input to save, or the refused fields.
 */
export function readTestimonialForm(read: FormReader, today?: string) {
  const values = readTestimonialValues(read);
  if (isPhotoPick(read("intent"))) {
    const picked = pickedPhotoUrl(read("pickImage"));
    return { kind: "picked" as const, values: picked ? { ...values, avatarUrl: picked } : values };
  }
  const parsed = validateTestimonial(values, read, today);
  return parsed.ok
    ? { kind: "save" as const, values, input: parsed.input }
    : { kind: "refused" as const, values, fieldErrors: parsed.fieldErrors };
}

/** A stored testimonial as the form shows it. */
export function testimonialFormValues(row: {
  clientName: string;
  country: string | null;
  content: string;
  rating: number;
  date: string | null;
  tourId: number | null;
  tourName: string | null;
  avatarUrl: string | null;
  isActive: boolean;
  isFeatured: boolean;
  translations: Translations;
}): TestimonialFormValues {
  return {
    clientName: row.clientName,
    country: row.country ?? "",
    content: row.content,
    rating: String(row.rating),
    date: row.date ?? "",
    tourId: row.tourId === null ? "" : String(row.tourId),
    tourName: row.tourName ?? "",
    avatarUrl: row.avatarUrl ?? "",
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    translations: translationsForForm(row.translations),
  };
}
