import type { ActionFailure } from "../action-result";

/**
 * A booking's and a payment's statuses, and which status may follow which
 * (issue 13, item 4; decision 070). The database enums are built from these
 * lists (app/db/schema/enums.ts), so the two cannot drift apart. Every move
 * the server makes goes through `moveBooking` / `movePayment`; a move the
 * table does not list is refused with 409 and changes nothing.
 */
export const BOOKING_STATUSES = [
  "draft",
  "requested",
  "pending_payment",
  "confirmed",
  "paid",
  "completed",
  "cancelled",
  "expired",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

type TransitionTable<S extends string> = { readonly [From in S]: readonly S[] };

/*
 * Why these moves and no others:
 * - draft: the wizard's booking. Pay takes a hold (pending_payment); a
 *   private date becomes a request staff confirm (requested); the traveller
 *   may discard it (cancelled).
 * - requested: staff confirm the date and the traveller pays
 *   (pending_payment, with its hold), or staff decline / the traveller
 *   withdraws (cancelled). It holds no seat, so nothing else can follow.
 * - pending_payment (seats held): a succeeded payment of the deposit
 *   (confirmed) or of everything (paid); the hold runs out (expired); the
 *   traveller or staff cancel (cancelled). A payment cancelled at the
 *   provider does NOT move the booking: the hold lasts so the traveller can
 *   try again from /booking/cancel. Going back to change the booking
 *   (party, extras) releases the hold and returns it to draft, so the price
 *   is worked out again at the next Pay.
 * - expired (hold released): a payment that arrives late takes the seats
 *   again when they are still free (confirmed or paid); when they are not,
 *   the booking stays expired and is flagged for staff, who refund the
 *   payment. The traveller coming back to it reopens it as a draft.
 * - confirmed (deposit paid): the balance is paid (paid), the trip takes
 *   place with the balance settled otherwise (completed), or it is
 *   cancelled under the cancellation policy.
 * - paid: the trip takes place (completed) or is cancelled.
 * - completed and cancelled are final: a refund after either is a payment
 *   move, not a booking move.
 * A move to the same status is not a move: a webhook delivered twice is
 * refused the second time ("same_status"), so it changes nothing.
 */
export const BOOKING_TRANSITIONS: TransitionTable<BookingStatus> = {
  draft: ["pending_payment", "requested", "cancelled"],
  requested: ["pending_payment", "cancelled"],
  pending_payment: ["confirmed", "paid", "expired", "cancelled", "draft"],
  expired: ["confirmed", "paid", "draft"],
  confirmed: ["paid", "completed", "cancelled"],
  paid: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/*
 * A payment is one attempt: pending until the provider answers, then
 * succeeded or failed. A failed attempt stays failed (trying again is a new
 * payment row). So a late `failed` after `succeeded` is refused and changes
 * nothing. Money given back is a row of its own, of kind `refund`
 * (modules/payments/refunds, decision 085): pending until its provider
 * confirms, then `refunded` (or `failed`); the paid row it comes from stays
 * succeeded, so a payment can be refunded in parts.
 */
export const PAYMENT_TRANSITIONS: TransitionTable<PaymentStatus> = {
  pending: ["succeeded", "failed"],
  succeeded: ["refunded"],
  failed: [],
  refunded: [],
};

/**
 * What a booking in each status does to its departure's seats: a hold while
 * the payment runs, taken once paid (in part or in full), none otherwise.
 * An expired hold counts for nothing, even before the worker releases it.
 */
export const BOOKING_SEATS: { readonly [S in BookingStatus]: "none" | "held" | "taken" } = {
  draft: "none",
  requested: "none",
  pending_payment: "held",
  confirmed: "taken",
  paid: "taken",
  completed: "taken",
  cancelled: "none",
  expired: "none",
};

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** Why a move is refused: it is no move at all, or the table does not list it. */
export type TransitionRefusalReason = "same_status" | "not_allowed";

/** A refused move, as the server answers it: 409 with the message key, the reason and both statuses. */
export type TransitionRefusal = ActionFailure & {
  status: 409;
  reason: TransitionRefusalReason;
  values: { from: string; to: string };
};

export type TransitionResult<S extends string> = { ok: true; from: S; to: S } | TransitionRefusal;

function move<S extends string>(
  table: TransitionTable<S>,
  message: string,
  from: S,
  to: S,
): TransitionResult<S> {
  if (table[from].includes(to)) return { ok: true, from, to };
  const reason: TransitionRefusalReason = from === to ? "same_status" : "not_allowed";
  return { ok: false, status: 409, message, reason, values: { from, to } };
}

/** The booking's move from `from` to `to`, or its refusal (409, `booking:status.refused`). */
export function moveBooking(from: BookingStatus, to: BookingStatus): TransitionResult<BookingStatus> {
  return move(BOOKING_TRANSITIONS, "booking:status.refused", from, to);
}

/** The payment's move from `from` to `to`, or its refusal (409, `booking:payment.refused`). */
export function movePayment(from: PaymentStatus, to: PaymentStatus): TransitionResult<PaymentStatus> {
  return move(PAYMENT_TRANSITIONS, "booking:payment.refused", from, to);
}
