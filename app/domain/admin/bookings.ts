import { z } from "zod";
import { BOOKING_STATUSES } from "../booking/statuses";
import {
  BALANCE_STATES,
  type BookingActionName,
  type BookingListFilters,
  OFFLINE_METHODS,
} from "./bookings-fields";

/**
 * The staff's bookings list and its actions (issue 15, item 3): the list's
 * filter schemas and the forms' schemas, which only the server runs. What the
 * pages show (balance states, methods, which action a booking offers) is in
 * bookings-fields.ts.
 */

export const BOOKING_LIST = {
  sorts: ["created", "departure", "total"],
  defaultSort: "created",
  defaultDir: "desc" as const,
  filters: {
    status: z.enum(BOOKING_STATUSES),
    tour: z.coerce.number().int().positive(),
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    balance: z.enum(BALANCE_STATES),
    source: z.string().regex(/^[a-z0-9_-]{1,40}$/),
    promo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .transform((code) => code.toUpperCase()),
    flagged: z.enum(["yes", "no"]),
  } satisfies { [K in keyof BookingListFilters]: z.ZodType<BookingListFilters[K]> },
};

const reason = z.string().trim().min(1, "admin-bookings:form.reasonRequired").max(500);
/** Dollars as typed ("1,250.50" or "1250.5"), in cents. */
const dollars = z
  .string()
  .trim()
  .transform((value) => value.replace(/[,\s]/g, ""))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, "admin-bookings:form.amountInvalid"))
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(z.number().int().positive("admin-bookings:form.amountInvalid"));

export const ACTION_SCHEMAS = {
  confirmRequest: z.object({}),
  declineRequest: z.object({ reason }),
  offlinePayment: z.object({
    method: z.enum(OFFLINE_METHODS, "admin-bookings:form.methodInvalid"),
    reference: z
      .string()
      .trim()
      .min(1, "admin-bookings:form.referenceRequired")
      .max(100, "admin-bookings:form.referenceRequired"),
    amount: dollars,
  }),
  refund: z.object({
    /** Empty: what the cancellation scale gives back today. */
    amount: z.union([z.literal("").transform(() => null), dollars]),
    reason,
    key: z.string().regex(/^[\x21-\x7e]{8,180}$/, "admin-bookings:form.stale"),
  }),
  cancel: z.object({ reason }),
  move: z.object({
    departure: z.coerce.number("admin-bookings:form.departureRequired").int().positive(),
    reason,
  }),
  complete: z.object({}),
} satisfies Record<BookingActionName, z.ZodType>;

export const NOTE_SCHEMA = z.object({
  body: z
    .string()
    .trim()
    .min(1, "admin-bookings:form.noteRequired")
    .max(4000, "admin-bookings:form.noteTooLong"),
});

export const RESEND_SCHEMA = z.object({ mail: z.coerce.number().int().positive() });

/** Field name → message key of a failed parse (the first message of each field). */
export function schemaErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    errors[field] = issue.message.includes(":") ? issue.message : "admin:form.invalid";
  }
  return errors;
}
