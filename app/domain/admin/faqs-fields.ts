import { FAQ_CATEGORY_ORDER } from "#app/domain/content/faq-groups";
import type { TranslationFormValues } from "./tours-fields";

/**
 * The FAQ editor's limits and choices (issue 16, item 1), without the
 * validation (faqs.ts), so that zod stays out of the page's JavaScript.
 * The general categories are the FAQ page's (faq-groups.ts, the seed's
 * FAQ_CATEGORIES); a tour's own questions have the category "tour" and the tour.
 */

export const FAQ_LIMITS = { question: 300, answer: 2000 } as const;

/** The general FAQ page's categories, in the page's order. */
export const FAQ_GENERAL_CATEGORIES = FAQ_CATEGORY_ORDER as readonly string[];
/** The category of the questions of one tour (the seed's TOUR_FAQ_CATEGORY). */
export const FAQ_TOUR_CATEGORY = "tour";
export const FAQ_CATEGORIES_ALL = [...FAQ_GENERAL_CATEGORIES, FAQ_TOUR_CATEGORY] as readonly string[];

export type FaqFormValues = {
  category: string;
  /** The tour's id as text when the category is "tour". */
  tourId: string;
  question: string;
  answer: string;
  isActive: boolean;
  displayOrder: string;
  translations: TranslationFormValues;
};

export const EMPTY_FAQ: FaqFormValues = {
  category: FAQ_GENERAL_CATEGORIES[0] ?? "booking",
  tourId: "",
  question: "",
  answer: "",
  isActive: true,
  displayOrder: "",
  translations: {},
};
