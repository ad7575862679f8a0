import type { CurrencyCode } from "../currency";
import type { IsoDate } from "../dates";
import { checkPassportExpiry } from "./party";
import type { PaymentKind } from "./payment-terms";
import { passportDetailsDueBy } from "./reminders";
import type { BookingStatus, PaymentStatus } from "./statuses";
import { isPassportNumber, normalizePassportNumber } from "./travellers";

/**
 * What a traveller may do with a booking from the account (issue 13,
 * section 6; decision 082): which list it is shown in, when the balance can
 * be paid, until when passports can be completed, when a cancellation can be
 * asked for. Pure: the module loads the rows and asks these.
 */

/** The lists of the account page, in the order shown. */
export const BOOKING_GROUPS = ["open", "upcoming", "past", "cancelled"] as const;
export type BookingGroup = (typeof BOOKING_GROUPS)[number];

/**
 * Bookings not yet paid for are to be continued (a draft, a request, a hold,
 * a hold that ran out, which the wizard reopens); paid ones are upcoming
 * until their last day has passed, then past; cancelled ones stand apart.
 */
export function bookingGroup(status: BookingStatus, endDate: IsoDate | null, today: IsoDate): BookingGroup {
  switch (status) {
    case "draft":
    case "requested":
    case "pending_payment":
    case "expired":
      return "open";
    case "cancelled":
      return "cancelled";
    case "completed":
      return "past";
    case "confirmed":
    case "paid":
      return endDate !== null && endDate < today ? "past" : "upcoming";
  }
}

/** What the traveller has paid: the succeeded payments (a refunded one no longer counts). */
export function paidCents(
  payments: readonly { status: PaymentStatus; amountCents: number; receivedCents: number | null }[],
): number {
  return payments
    .filter((p) => p.status === "succeeded")
    .reduce((sum, p) => sum + (p.receivedCents ?? p.amountCents), 0);
}

/** What is still owed on a booking that was paid for in part; 0 for any other. */
export function outstandingCents(status: BookingStatus, totalCents: number, paid: number): number {
  if (status !== "confirmed" && status !== "paid" && status !== "completed") return 0;
  return Math.max(0, totalCents - paid);
}

export type BalanceRefusal = "not_payable" | "nothing_due" | "cancellation_requested";

/**
 * Pay balance is offered for a confirmed booking (its deposit paid) that
 * still owes something and whose traveller has not asked to cancel it
 * (the office would refund it again).
 */
export function balancePayable(booking: {
  status: BookingStatus;
  outstandingCents: number;
  cancellationRequested: boolean;
}): { ok: true } | { ok: false; reason: BalanceRefusal } {
  if (booking.status !== "confirmed") return { ok: false, reason: "not_payable" };
  if (booking.outstandingCents <= 0) return { ok: false, reason: "nothing_due" };
  if (booking.cancellationRequested) return { ok: false, reason: "cancellation_requested" };
  return { ok: true };
}

/** The statuses of a booking whose travellers' passports may be completed: asked for or paid, not over. */
const PASSPORT_STATUSES: readonly BookingStatus[] = ["requested", "confirmed", "paid"];

/** Whether passport details can still be completed online today. */
export function passportsOpen(status: BookingStatus, startDate: IsoDate | null, today: IsoDate): boolean {
  return PASSPORT_STATUSES.includes(status) && startDate !== null && today <= passportDetailsDueBy(startDate);
}

export type PassportCompletion =
  | { ok: true; passportNumber: string; passportExpiry: IsoDate }
  | { ok: false; field: null; reason: "not_editable" }
  | { ok: false; field: null; reason: "too_late"; lastDay: IsoDate }
  | { ok: false; field: "passportNumber"; reason: "invalid_number" }
  | { ok: false; field: "passportExpiry"; reason: "invalid_date" }
  | { ok: false; field: "passportExpiry"; reason: "expires_too_soon"; mustBeValidUntil: IsoDate };

/**
 * A traveller's passport as completed from the account: allowed for a
 * booking asked for or paid, until 30 days before departure (the office
 * then sends the park and lodge lists); the number is letters and digits;
 * the passport must be valid 6 months after the return date (Tanzania's
 * entry rule, `checkPassportExpiry`).
 */
export function checkPassportCompletion(input: {
  status: BookingStatus;
  startDate: IsoDate | null;
  returnDate: IsoDate | null;
  today: IsoDate;
  passportNumber: string;
  passportExpiry: string;
}): PassportCompletion {
  if (!PASSPORT_STATUSES.includes(input.status) || !input.startDate || !input.returnDate)
    return { ok: false, field: null, reason: "not_editable" };
  if (!passportsOpen(input.status, input.startDate, input.today))
    return { ok: false, field: null, reason: "too_late", lastDay: passportDetailsDueBy(input.startDate) };
  const passportNumber = normalizePassportNumber(input.passportNumber);
  if (!isPassportNumber(passportNumber))
    return { ok: false, field: "passportNumber", reason: "invalid_number" };
  const expiry = checkPassportExpiry(input.passportExpiry.trim(), input.returnDate);
  if (!expiry.ok)
    return expiry.reason === "invalid_date"
      ? { ok: false, field: "passportExpiry", reason: "invalid_date" }
      : {
          ok: false,
          field: "passportExpiry",
          reason: "expires_too_soon",
          mustBeValidUntil: expiry.mustBeValidUntil,
        };
  return { ok: true, passportNumber, passportExpiry: input.passportExpiry.trim() };
}

/** A passport number as the account shows it: the last three characters, the rest hidden. */
export function maskPassportNumber(number: string | null): string | null {
  if (!number) return null;
  return `${"•".repeat(Math.max(0, number.length - 3))}${number.slice(-3)}`;
}

export type CancellationRefusal = "not_cancellable" | "trip_started";

/**
 * A cancellation can be asked for a booking that was paid for (in part or in
 * full) until the day before departure. Drafts and requests are given up in
 * the wizard; a hold runs out on its own.
 */
export function cancellationRequestable(
  status: BookingStatus,
  startDate: IsoDate | null,
  today: IsoDate,
): { ok: true } | { ok: false; reason: CancellationRefusal } {
  if (status !== "confirmed" && status !== "paid") return { ok: false, reason: "not_cancellable" };
  if (!startDate || today >= startDate) return { ok: false, reason: "trip_started" };
  return { ok: true };
}

/** The longest note a cancellation request takes. */
export const CANCELLATION_NOTE_MAX = 1000;

/** Passport number and expiry as typed: no more is read. */
export const PASSPORT_NUMBER_INPUT_MAX = 30;
export const DATE_INPUT_MAX = 10;

/** A payment row as the account lists it. */
export type AccountPayment = {
  id: number;
  /** When it was started (ISO timestamp). */
  createdAt: string;
  /** When it succeeded (ISO timestamp), if it did. */
  succeededAt: string | null;
  kind: PaymentKind;
  /** In US cents (the booking's accounts). */
  amountCents: number;
  /** What was charged, when not in US dollars: the card statement's amount (decision 085). */
  charged: { minor: number; currency: CurrencyCode } | null;
  status: PaymentStatus;
};
