import { type BookingStatus, canMoveBooking } from "../booking/statuses";
import { addMonths, type IsoDate } from "../dates";

/**
 * The staff's bookings list and its actions without the validation
 * (bookings.ts): the balance states, the list's filters, the offline payment
 * methods and the rules of which action a booking offers. The pages import
 * from here so that zod stays out of their JavaScript (decision 045).
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
