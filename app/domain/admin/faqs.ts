import { z } from "zod";
import type { Translations } from "#app/domain/content/translations";
import { type FormReader, readTranslations, translationsForForm } from "./content-translations";
import { FAQ_CATEGORIES_ALL, FAQ_LIMITS, FAQ_TOUR_CATEGORY, type FaqFormValues } from "./faqs-fields";

/**
 * The FAQ editor's form (issue 16, item 1): a general question in one of the
 * FAQ page's categories, or a question about one tour; plain text (the pages
 * print it as text), with its translations.
 */

const msg = (key: string) => `admin-content:errors.${key}`;

export type FaqInput = {
  category: string;
  tourId: number | null;
  question: string;
  answer: string;
  isActive: boolean;
  /** Null: after the last of its group. */
  displayOrder: number | null;
  translations: Translations;
};

function text(read: FormReader, name: string, max: number): string {
  const value = read(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export function readFaqValues(read: FormReader): FaqFormValues {
  return {
    category: text(read, "category", 40),
    tourId: text(read, "tourId", 12),
    question: text(read, "question", FAQ_LIMITS.question * 2),
    answer: text(read, "answer", FAQ_LIMITS.answer * 2),
    isActive: read("isActive") === "on",
    displayOrder: text(read, "displayOrder", 12),
    translations: translationsForForm(readTranslations(read, "faqs")),
  };
}

const schema = z.object({
  category: z.string().refine((value) => FAQ_CATEGORIES_ALL.includes(value), { message: msg("faqCategory") }),
  question: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .refine((value) => value.length > 0, { message: msg("questionRequired") })
    .refine((value) => value.length <= FAQ_LIMITS.question, { message: msg("tooLong") }),
  answer: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length > 0, { message: msg("answerRequired") })
    .refine((value) => value.length <= FAQ_LIMITS.answer, { message: msg("tooLong") }),
  displayOrder: z
    .string()
    .trim()
    .refine((value) => value === "" || /^-?\d{1,6}$/.test(value), { message: msg("displayOrder") })
    .transform((value) => (value === "" ? null : Number(value))),
});

export function validateFaq(
  values: FaqFormValues,
  read: FormReader,
): { ok: true; input: FaqInput } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  let tourId: number | null = null;
  if (values.category === FAQ_TOUR_CATEGORY) {
    tourId = /^\d{1,9}$/.test(values.tourId.trim()) ? Number(values.tourId.trim()) : null;
    if (!tourId) errors.tourId = msg("faqTour");
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    input: {
      ...parsed.data,
      tourId,
      isActive: values.isActive,
      translations: readTranslations(read, "faqs"),
    },
  };
}

export function faqFormValues(faq: {
  category: string;
  tourId: number | null;
  question: string;
  answer: string;
  isActive: boolean;
  displayOrder: number;
  translations: Translations;
}): FaqFormValues {
  return {
    category: faq.category,
    tourId: faq.tourId === null ? "" : String(faq.tourId),
    question: faq.question,
    answer: faq.answer,
    isActive: faq.isActive,
    displayOrder: String(faq.displayOrder),
    translations: translationsForForm(faq.translations),
  };
}

/** The list's up/down buttons (shared with the team editor: move-intent.ts). */
export { readMoveIntent } from "./move-intent";
