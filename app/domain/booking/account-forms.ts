import { z } from "zod";
import { CANCELLATION_NOTE_MAX, DATE_INPUT_MAX, PASSPORT_NUMBER_INPUT_MAX } from "./account";

/**
 * The forms of a booking's account page (decision 082). Messages are
 * translation keys. Only the shape and the size are checked here; the
 * booking's rules (cut-off, passport validity) are the module's, from
 * domain/booking/account.ts. Imported by the route's action only, so zod
 * never reaches the browser (decision 045).
 */

/** The form's intent: one action, three forms. */
export const BOOKING_INTENTS = ["pay-balance", "passport", "cancel-request"] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];

export function bookingIntent(value: unknown): BookingIntent | null {
  return BOOKING_INTENTS.find((intent) => intent === value) ?? null;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The Pay form's idempotency key: printable, 8-200 characters (the payments table's check). */
export const payBalanceSchema = z.object({
  idempotencyKey: z.preprocess(
    text,
    z.string().regex(/^[\x21-\x7e]{8,200}$/, { error: "account:bookings.balance.badKey" }),
  ),
});

export const passportSchema = z.object({
  travellerId: z.preprocess(
    text,
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, { error: "errors:invalidInput" })
      .transform(Number),
  ),
  passportNumber: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, { error: "validation:required" })
      .max(PASSPORT_NUMBER_INPUT_MAX, { error: "account:bookings.passport.numberInvalid" }),
  ),
  passportExpiry: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, { error: "validation:required" })
      .max(DATE_INPUT_MAX, { error: "account:bookings.passport.expiryInvalid" }),
  ),
});
export type PassportInput = z.infer<typeof passportSchema>;

export const cancellationRequestSchema = z.object({
  note: z.preprocess(
    text,
    z.string().trim().max(CANCELLATION_NOTE_MAX, { error: "account:bookings.cancel.noteTooLong" }),
  ),
  confirm: z.preprocess(
    (v) => v === "on" || v === "true",
    z.literal(true, { error: "account:bookings.cancel.confirmRequired" }),
  ),
});
export type CancellationRequestInput = z.infer<typeof cancellationRequestSchema>;

/** What a refused form gets back to fill in again: each field cut to its size. */
export const BOOKING_KEPT_FIELDS = {
  passportNumber: PASSPORT_NUMBER_INPUT_MAX,
  passportExpiry: DATE_INPUT_MAX,
  note: CANCELLATION_NOTE_MAX,
  /** A way to pay's name (card, mobile_money). */
  paymentMethod: 20,
} as const;
