import { z } from "zod";
import { BOOKING_STATUSES, type BookingStatus, canMoveBooking } from "../booking/statuses";
import { addMonths, type IsoDate } from "../dates";

/**
 * The staff's bookings list and its actions (issue 15, item 3): the list's
 * filters, the forms' schemas (shared by the server and the page), and the
 * rules of which action a booking offers.
 */

export const BALANCE_STATES = ["due", "overdue", "none"] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

export type BookingListFilters = {
  status: BookingStatus;
  tour: number;
  /** The departure's (or requested date's) month, "YYYY-MM". */
  month: string;
  balance: BalanceState;
  source: string;
  promo: string;
  flagged: "yes" | "no";
};

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

/** The first day of a "YYYY-MM" month and the first day of the next: a half-open range for SQL. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, 1) };
}

/**
 * Where a booking's balance stands: only a confirmed booking (its deposit
 * paid) owes one; overdue once its due date has passed (office days).
 */
export function balanceState(
  booking: { status: BookingStatus; balanceCents: number; balanceDueDate: IsoDate | null },
  today: IsoDate,
): BalanceState {
  if (booking.status !== "confirmed" || booking.balanceCents <= 0) return "none";
  if (booking.balanceDueDate !== null && booking.balanceDueDate < today) return "overdue";
  return "due";
}

/** The actions the detail page offers, by status; the server checks each again when it is posted. */
export type BookingActionName =
  | "confirmRequest"
  | "declineRequest"
  | "offlinePayment"
  | "refund"
  | "cancel"
  | "move"
  | "complete";

export function availableActions(
  booking: {
    status: BookingStatus;
    requestAccepted: boolean;
    paidCents: number;
    refundedCents: number;
    endDate: IsoDate | null;
  },
  today: IsoDate,
): BookingActionName[] {
  const actions: BookingActionName[] = [];
  const { status } = booking;
  if (status === "requested" && !booking.requestAccepted) actions.push("confirmRequest", "declineRequest");
  if (OFFLINE_PAYABLE.includes(status)) actions.push("offlinePayment");
  if (booking.paidCents - booking.refundedCents > 0) actions.push("refund");
  if (canMoveBooking(status, "cancelled") && status !== "requested") actions.push("cancel");
  if (MOVABLE.includes(status)) actions.push("move");
  if (canMoveBooking(status, "completed") && booking.endDate !== null && booking.endDate < today)
    actions.push("complete");
  return actions;
}

/**
 * The statuses in which staff record money received outside the site: a
 * running hold (the deposit or the whole, as the traveller chose), an
 * expired one (the seats are taken again when free), or a deposit paid (the balance).
 */
export const OFFLINE_PAYABLE: readonly BookingStatus[] = ["pending_payment", "expired", "confirmed"];

/** The statuses in which a booking may move to another departure of its tour. */
export const MOVABLE: readonly BookingStatus[] = ["requested", "pending_payment", "confirmed", "paid"];

export const OFFLINE_METHODS = ["bank_transfer", "cash"] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

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
