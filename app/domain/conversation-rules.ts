import { z } from "zod";
import { EMAIL_MAX, normalizePhone, stripTags } from "#app/domain/identity-fields";

/**
 * The newsletter form and the enquiry forms (contact, accommodation inquiry,
 * tour enquiry, tailor-made request): spec sections 3 and 5. Messages are
 * translation keys; the action translates them. Shared by forms and actions.
 */

export * from "./conversation-fields";

import {
  BUDGETS,
  CONTACT_SUBJECTS,
  type EnquiryType,
  INTERESTS,
  KEPT_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  NOTE_MAX,
  nightsBetween,
  positiveId,
  ROOM_TYPES,
  TRAVELLERS,
} from "./conversation-fields";

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const text = (v: unknown) => (typeof v === "string" ? v : "");
/** A one-line value as typed, with markup and line breaks removed. */
export const cleanLine = (v: unknown) => stripTags(text(v));
/** A multi-line value: markup removed, line breaks kept, trimmed. */
export function cleanText(v: unknown): string {
  return text(v)
    .replace(/<[^>]*>?/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A phone number is valid with 7 to 15 digits, an optional leading plus, spaces and hyphens. */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const requiredEmail = z.preprocess(
  (v) => text(v).trim().toLowerCase(),
  z
    .string()
    .min(1, { error: "validation:emailRequired" })
    .max(EMAIL_MAX, { error: "validation:email" })
    .regex(SIMPLE_EMAIL, { error: "validation:email" }),
);

const requiredName = z.preprocess(
  cleanLine,
  z
    .string()
    .min(1, { error: "validation:required" })
    .max(NAME_MAX, { error: "enquiries:errors.nameTooLong" }),
);

const optionalLine = (max: number) =>
  z.preprocess(cleanLine, z.string().max(max, { error: "enquiries:errors.tooLong" }));

const optionalPhone = z.preprocess(
  (v) => text(v).trim(),
  z.string().refine((v) => v === "" || isValidPhone(normalizePhone(v)), { error: "validation:phone" }),
);

const consent = z.preprocess(
  (v) => v === "on" || v === "true" || v === true,
  z.literal(true, { error: "validation:consentRequired" }),
);

const count = (range: { min: number; max: number }, key: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? range.min : Number(v)),
    z
      .number({ error: key })
      .int({ error: key })
      .min(range.min, { error: key })
      .max(range.max, { error: key }),
  );

const optionalId = z.preprocess(positiveId, z.number().int().positive().nullable());

const honeypot = z.preprocess(text, z.string());

export const newsletterSchema = z.object({
  email: requiredEmail,
  firstName: optionalLine(NAME_MAX),
  /** Left empty by people; bots fill it. */
  website: honeypot,
});

export const contactSchema = z.object({
  fullName: requiredName,
  email: requiredEmail,
  phone: optionalPhone,
  subject: z.preprocess(text, z.enum(CONTACT_SUBJECTS, { error: "enquiries:errors.subject" })),
  message: z.preprocess(
    cleanText,
    z
      .string()
      .min(1, { error: "validation:required" })
      .max(MESSAGE_MAX, { error: "enquiries:errors.tooLong" }),
  ),
  consent,
  website: honeypot,
});
export type ContactInput = z.infer<typeof contactSchema>;

/** Date rules need today's date, so the schema is built per request. */
export function accommodationInquirySchema(today: string) {
  return z
    .object({
      firstName: requiredName,
      lastName: requiredName,
      email: requiredEmail,
      phone: optionalPhone,
      accommodationId: optionalId,
      accommodationName: requiredName,
      checkIn: z.preprocess(
        (v) => text(v).trim(),
        z
          .string()
          .min(1, { error: "validation:required" })
          .refine(isRealDate, { error: "enquiries:errors.date" })
          .refine((v) => v >= today, { error: "validation:dateInPast" }),
      ),
      checkOut: z.preprocess(
        (v) => text(v).trim(),
        z
          .string()
          .min(1, { error: "validation:required" })
          .refine(isRealDate, { error: "enquiries:errors.date" }),
      ),
      adults: count(TRAVELLERS.adults, "enquiries:errors.adults"),
      children: count(TRAVELLERS.children, "enquiries:errors.children"),
      roomType: z.preprocess(
        text,
        z.union([z.literal(""), z.enum(ROOM_TYPES)], { error: "enquiries:errors.roomType" }),
      ),
      nationality: optionalLine(NAME_MAX),
      specialRequests: z.preprocess(
        cleanText,
        z.string().max(NOTE_MAX, { error: "enquiries:errors.tooLong" }),
      ),
      dietaryRequirements: z.preprocess(
        cleanText,
        z.string().max(NOTE_MAX, { error: "enquiries:errors.tooLong" }),
      ),
      consent,
      website: honeypot,
    })
    .superRefine((value, ctx) => {
      if (value.checkOut <= value.checkIn) {
        ctx.addIssue({ code: "custom", path: ["checkOut"], message: "validation:checkOutAfterCheckIn" });
      }
    })
    .transform((value) => ({ ...value, nights: nightsBetween(value.checkIn, value.checkOut) }));
}
export type AccommodationInquiryInput = z.infer<ReturnType<typeof accommodationInquirySchema>>;

/** A tour enquiry (with a tour) or a tailor-made request (without): dates or a month, travellers, wishes. */
export function tripRequestSchema(today: string) {
  const optionalDate = z.preprocess(
    (v) => text(v).trim(),
    z
      .string()
      .refine((v) => v === "" || isRealDate(v), { error: "enquiries:errors.date" })
      .refine((v) => v === "" || v >= today, { error: "validation:dateInPast" }),
  );
  return z
    .object({
      type: z.preprocess(text, z.enum(["tour", "tailor_made"], { error: "enquiries:errors.type" })),
      fullName: requiredName,
      email: requiredEmail,
      phone: optionalPhone,
      tourId: optionalId,
      tourTitle: optionalLine(200),
      startDate: optionalDate,
      endDate: optionalDate,
      travelMonth: z.preprocess(
        (v) => text(v).trim(),
        z
          .string()
          .refine((v) => v === "" || ISO_MONTH.test(v), { error: "enquiries:errors.month" })
          .refine((v) => v === "" || v >= today.slice(0, 7), { error: "validation:dateInPast" }),
      ),
      adults: count(TRAVELLERS.adults, "enquiries:errors.adults"),
      children: count(TRAVELLERS.children, "enquiries:errors.children"),
      infants: count(TRAVELLERS.infants, "enquiries:errors.infants"),
      budget: z.preprocess(
        text,
        z.union([z.literal(""), z.enum(BUDGETS)], { error: "enquiries:errors.budget" }),
      ),
      interests: z.preprocess(
        (v) =>
          (Array.isArray(v) ? v : v ? [v] : []).filter((i) => (INTERESTS as readonly unknown[]).includes(i)),
        z.array(z.enum(INTERESTS)),
      ),
      message: z.preprocess(cleanText, z.string().max(MESSAGE_MAX, { error: "enquiries:errors.tooLong" })),
      consent,
      website: honeypot,
    })
    .superRefine((value, ctx) => {
      if (value.type === "tour" && value.tourId === null) {
        ctx.addIssue({ code: "custom", path: ["tourId"], message: "validation:required" });
      }
      if (!value.startDate && !value.travelMonth) {
        ctx.addIssue({ code: "custom", path: ["startDate"], message: "enquiries:errors.travelDates" });
      }
      if (value.startDate && value.endDate && value.endDate <= value.startDate) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: "enquiries:errors.endAfterStart" });
      }
    });
}
export type TripRequestInput = z.infer<ReturnType<typeof tripRequestSchema>>;

/** A valid enquiry of any type, with the data of its form. */
export type EnquiryInput =
  | { type: "contact"; data: ContactInput }
  | { type: "accommodation"; data: AccommodationInquiryInput }
  | { type: "tour" | "tailor_made"; data: TripRequestInput };

/** Validates the form of an enquiry `type` against its schema; `today` is YYYY-MM-DD. */
export function parseEnquiry(
  type: EnquiryType,
  values: Record<string, unknown>,
  today: string,
): { success: true; data: EnquiryInput } | { success: false; error: z.ZodError } {
  switch (type) {
    case "contact": {
      const r = contactSchema.safeParse(values);
      return r.success ? { success: true, data: { type, data: r.data } } : r;
    }
    case "accommodation": {
      const r = accommodationInquirySchema(today).safeParse(values);
      return r.success ? { success: true, data: { type, data: r.data } } : r;
    }
    default: {
      const r = tripRequestSchema(today).safeParse({ ...values, type });
      return r.success ? { success: true, data: { type: r.data.type, data: r.data } } : r;
    }
  }
}

/**
 * What was typed, to fill the form again after an error: the honeypot left
 * out, each text cut at KEPT_MAX and lists at 20 entries.
 */
export function keptValues(values: Record<string, unknown>): Record<string, unknown> {
  const cut = (v: unknown) => (typeof v === "string" ? v.slice(0, KEPT_MAX) : undefined);
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === "website") continue;
    kept[key] = Array.isArray(value) ? value.slice(0, 20).map(cut) : cut(value);
  }
  return kept;
}
