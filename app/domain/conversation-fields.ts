/**
 * The names, limits and result shapes of the newsletter and enquiry forms,
 * without the validation (conversation-rules.ts, which re-exports all of
 * this): the forms import from here so that zod stays out of every page's
 * JavaScript.
 */

export const CONTACT_SUBJECTS = ["general", "booking", "support", "feedback", "partnership"] as const;

export const ENQUIRY_TYPES = ["contact", "accommodation", "tour", "tailor_made"] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** The posted `type`; anything unknown is a contact message. */
export function enquiryType(value: unknown): EnquiryType {
  return (ENQUIRY_TYPES as readonly unknown[]).includes(value) ? (value as EnquiryType) : "contact";
}

/**
 * What the /enquiry action answers, to a fetcher or to its own page without
 * JavaScript. `unreachable`: the browser got no answer from the server at all
 * (set in the browser; the form then says 'Failed to send message').
 */
export type EnquiryResult =
  | { ok: true; type: EnquiryType; message: string }
  | {
      ok: false;
      type: EnquiryType;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, unknown>;
      unreachable?: true;
    };

/**
 * The form data as an object; repeated names (interests) become arrays. Here
 * rather than with the rules: a form in the browser reads its own fields too.
 */
export function formObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = key === "interests" ? values : values[0];
  }
  return out;
}

/** Where a newsletter form sits; a plain post is sent back to `#newsletter-<variant>`. */
export const NEWSLETTER_VARIANTS = ["footer", "home", "modal"] as const;
export type NewsletterVariant = (typeof NEWSLETTER_VARIANTS)[number];

export function newsletterVariant(value: unknown): NewsletterVariant {
  return (NEWSLETTER_VARIANTS as readonly unknown[]).includes(value)
    ? (value as NewsletterVariant)
    : "footer";
}

/** The outcome of a sign-up, as the forms (and the no-JavaScript redirect's `?newsletter=`) name it. */
export const NEWSLETTER_STATUSES = ["subscribed", "already", "invalid", "limited", "failed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export function isNewsletterStatus(value: unknown): value is NewsletterStatus {
  return (NEWSLETTER_STATUSES as readonly unknown[]).includes(value);
}

export const isNewsletterSuccess = (status: NewsletterStatus) =>
  status === "subscribed" || status === "already";

/** What the newsletter action answers a fetcher. */
export type NewsletterResult =
  | { state: "success"; message: string }
  | {
      state: "error";
      message: string;
      fieldErrors?: Record<string, string>;
      email?: string;
      firstName?: string;
    };

export const ROOM_TYPES = ["double", "twin", "single", "triple", "family", "suite"] as const;
export const BUDGETS = ["under3000", "3000to5000", "5000to8000", "over8000", "flexible"] as const;
export const INTERESTS = [
  "wildlife",
  "migration",
  "kilimanjaro",
  "beach",
  "culture",
  "birding",
  "photography",
  "honeymoon",
  "family",
] as const;

/** Spec section 9: adults 18+, children 5-17, infants 0-4. Upper bounds are ours. */
export const TRAVELLERS = {
  adults: { min: 1, max: 30 },
  children: { min: 0, max: 20 },
  infants: { min: 0, max: 10 },
} as const;
export const NAME_MAX = 100;
export const MESSAGE_MAX = 5000;
export const NOTE_MAX = 2000;
/** Ids are PostgreSQL integers: a larger one names nothing (and must not reach a query). */
export const ID_MAX = 2_147_483_647;

/** A catalogue id as posted, or null when it cannot be one. */
export function positiveId(value: unknown): number | null {
  const n = typeof value === "string" || typeof value === "number" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= ID_MAX ? n : null;
}
/** Typed values sent back with an error are cut here: enough for any person, not for a flood. */
export const KEPT_MAX = 2 * MESSAGE_MAX;

/** Nights between two YYYY-MM-DD dates (check-out minus check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}
