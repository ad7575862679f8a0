import { PHOTO_URL_MAX } from "./single-photo";
import type { TranslationFormValues } from "./tours-fields";

/**
 * The testimonials editor's limits and choices (issue 16, item 1), without
 * the validation (testimonials.ts), so that zod stays out of the page's
 * JavaScript (decision 045). A testimonial is plain text: the home carousel,
 * /reviews and /testimonials print it as a paragraph.
 */

export const TESTIMONIAL_LIMITS = {
  content: 2000,
  clientName: 120,
  country: 80,
  tourName: 200,
  avatarUrl: PHOTO_URL_MAX,
} as const;

/** Stars, best first (the table's check: 1 to 5). */
export const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * What the list can show. Only staff add testimonials today (visitors have
 * no form to submit one), so a testimonial is either on the site or hidden;
 * there is no queue of submissions waiting for approval.
 */
export const TESTIMONIAL_STATES = ["visible", "hidden"] as const;
export type TestimonialState = (typeof TESTIMONIAL_STATES)[number];

export type TestimonialFormValues = {
  clientName: string;
  country: string;
  content: string;
  /** "1"… "5" as typed. */
  rating: string;
  /** YYYY-MM-DD, or empty (the site then shows the day it was added). */
  date: string;
  /** The tour's id as text, or empty. */
  tourId: string;
  tourName: string;
  avatarUrl: string;
  isActive: boolean;
  isFeatured: boolean;
  translations: TranslationFormValues;
};

export const EMPTY_TESTIMONIAL: TestimonialFormValues = {
  clientName: "",
  country: "",
  content: "",
  rating: "5",
  date: "",
  tourId: "",
  tourName: "",
  avatarUrl: "",
  isActive: true,
  isFeatured: false,
  translations: {},
};
