import { and, desc, eq, isNotNull, TransactionRollbackError } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookings, paymentEvents, payments, promoRedemptions } from "#app/db/schema/index";
import { seatsFor } from "#app/domain/booking/party";
import { statusAfterPayment } from "#app/domain/booking/payment-terms";
import { movePayment } from "#app/domain/booking/statuses";
import { officeToday } from "#app/domain/dates";
import type { Money } from "#app/domain/money";
import type { BookingRow } from "./drafts.server";
import { claimExpiredHolds, expireClaimedHolds } from "./expiry.server";
import { flagForStaff, moveBookingTo } from "./history.server";
import { notifyPaymentOutcome } from "./notifications.server";
import { applyPromoChanges, type PromoChange } from "./promo-codes.server";
import { rewardPayment } from "./rewards.server";
import { heldSeatsTaken, takeSeats } from "./seats.server";

export type PaymentEvent = {
  provider: string;
  /** The provider's id of this event: the same id delivered again changes nothing. */
  eventId: string;
  /** Our payment the event is about (the reference we gave the provider). */
  paymentId: number;
  now: Date;
  /** The event as received, kept for disputes. */
  payload?: Record<string, unknown>;
};

/** Why a paid booking needs staff: they refund, or sort it out with the traveller. */
export type FlagReason =
  /** Paid after the hold expired, and the seats had gone to others: no overbooking, a refund. */
  | "seats_gone"
  /** The provider took another amount than the payment asked for. */
  | "amount_differs"
  /** The provider reports success for a payment already recorded as failed. */
  | "succeeded_after_failure"
  /** Paid while the booking could not take it (cancelled, already paid...). */
  | "not_payable"
  /** The payer's bank disputes the charge (a chargeback): staff answer the provider. */
  | "disputed"
  /** Money given back at the provider (its dashboard), not through our refunds: staff record it. */
  | "refunded_at_provider";

type About = { bookingId: number; reference: string; paymentId: number };

/**
 * What an event did. Its mails are already queued in its transaction
 * (notifications.server.ts): `confirmed` / `paid` (the confirmation and
 * receipt, the office's notice), `flagged` (staff, and the traveller is
 * told); none for `failed`, `duplicate` (this event was recorded before),
 * `ignored` (the payment had already moved: a late `failed` after
 * `succeeded`) and `unknown_payment`.
 */
export type PaymentOutcome =
  | { outcome: "duplicate" }
  | { outcome: "unknown_payment" }
  | ({ outcome: "confirmed" | "paid"; retaken: boolean } & About)
  | ({ outcome: "flagged"; reason: FlagReason } & About)
  | ({ outcome: "failed" } & About)
  /** A refund's row the provider confirmed: the traveller gets the refund mail. */
  | ({ outcome: "refunded" } & About)
  | ({ outcome: "ignored" } & About);

/**
 * A provider says the payment succeeded. Idempotent by (provider, event
 * id): the event is stored first, and only the delivery that stored it acts,
 * in the same transaction; the others answer `duplicate`. The first
 * delivery moves the payment to succeeded and the booking to `confirmed`
 * (a deposit) or `paid` (in full, or the balance), its held seats becoming
 * taken. A payment that arrives after the hold expired takes the seats again
 * when they are still free; when they are not, the booking stays expired and
 * is flagged for staff: never an overbooked departure.
 */
export async function recordPaymentSucceeded(
  db: Database,
  event: PaymentEvent & { amount: Money; transactionId?: string },
): Promise<PaymentOutcome> {
  return onEvent(db, event, "succeeded", async (tx, booking, payment) => {
    const about = { bookingId: booking.id, reference: booking.reference, paymentId: payment.id };
    const move = movePayment(payment.status, "succeeded");
    if (!move.ok) {
      if (payment.status !== "failed") return { outcome: "ignored", ...about };
      return flagged(tx, about, "succeeded_after_failure", event.now);
    }
    // Compared in the currency charged (decision 085): chargedMinor, or the US cents of a USD charge.
    const sameAmount =
      event.amount.currency === payment.currency &&
      event.amount.amountMinor === (payment.chargedMinor ?? payment.amountCents);
    await tx
      .update(payments)
      .set({
        status: "succeeded",
        succeededAt: event.now,
        receivedCents: event.amount.amountMinor,
        // What the provider knows the money movement by: a refund names it (decision 085).
        ...(event.transactionId ? { providerTransactionId: event.transactionId } : {}),
      })
      .where(eq(payments.id, payment.id));
    if (!sameAmount) return flagged(tx, about, "amount_differs", event.now);

    const to = statusAfterPayment(payment.kind);
    const context = { now: event.now, actorUserId: null, reason: `payment ${payment.id} succeeded` };
    if (booking.status === "pending_payment" && booking.departureId !== null && payment.kind !== "balance") {
      await heldSeatsTaken(tx, booking.departureId, booking.seatCount);
      await moveBookingTo(tx, booking, to, context, { holdExpiresAt: null });
      return { outcome: to, retaken: false, ...about };
    }
    if (booking.status === "expired" && booking.departureId !== null && payment.kind !== "balance") {
      if (!(await retakeSeats(tx, booking, event.now))) return flagged(tx, about, "seats_gone", event.now);
      await moveBookingTo(tx, booking, to, context, { seatCount: seatsFor(booking), holdExpiresAt: null });
      return { outcome: to, retaken: true, ...about };
    }
    if (booking.status === "confirmed" && payment.kind === "balance") {
      await moveBookingTo(tx, booking, "paid", context);
      return { outcome: "paid", retaken: false, ...about };
    }
    return flagged(tx, about, "not_payable", event.now);
  });
}

/**
 * A provider says the payment failed (a declined card). Idempotent by
 * (provider, event id) as above. A pending payment becomes failed; the
 * booking does not move, so its hold lasts and the traveller may try again.
 * A `failed` after `succeeded` changes nothing (`ignored`).
 */
export async function recordPaymentFailed(
  db: Database,
  event: PaymentEvent & { reason?: string },
): Promise<PaymentOutcome> {
  return onEvent(db, event, "failed", async (tx, booking, payment) => {
    const about = { bookingId: booking.id, reference: booking.reference, paymentId: payment.id };
    if (!movePayment(payment.status, "failed").ok) return { outcome: "ignored", ...about };
    await tx
      .update(payments)
      .set({ status: "failed", failedAt: event.now, failureReason: event.reason ?? null })
      .where(eq(payments.id, payment.id));
    return { outcome: "failed", ...about };
  });
}

/**
 * A provider says the payer's bank disputes a payment (a chargeback).
 * Idempotent by (provider, event id). Nothing moves: the booking is flagged
 * for staff, who answer the provider with the booking's documents; the
 * office is told, the traveller is not (their bank already knows).
 */
export async function recordPaymentDisputed(db: Database, event: PaymentEvent): Promise<PaymentOutcome> {
  return onEvent(db, event, "disputed", async (tx, booking, payment) =>
    flagged(
      tx,
      { bookingId: booking.id, reference: booking.reference, paymentId: payment.id },
      "disputed",
      event.now,
    ),
  );
}

/**
 * A provider confirms money given back. Idempotent by (provider, event id).
 * For a refund's own row (modules/payments/refunds started it, the provider
 * answered `pending`): the row becomes refunded, and the traveller gets the
 * refund mail. For a payment that was refunded at the provider itself (its
 * dashboard), with no refund row of ours: the booking is flagged for staff
 * to record it, since only they know why.
 */
export async function recordRefundConfirmed(
  db: Database,
  event: PaymentEvent & { amount: Money },
): Promise<PaymentOutcome> {
  return onEvent(db, event, "refunded", async (tx, booking, payment) => {
    const about = { bookingId: booking.id, reference: booking.reference, paymentId: payment.id };
    if (payment.kind !== "refund") return flagged(tx, about, "refunded_at_provider", event.now);
    if (payment.status !== "pending") return { outcome: "ignored", ...about };
    await tx
      .update(payments)
      .set({ status: "refunded", succeededAt: event.now, updatedAt: event.now })
      .where(eq(payments.id, payment.id));
    return { outcome: "refunded", ...about };
  });
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * The event's transaction: stores the event (the unique (provider, event
 * id) answers a repeat with `duplicate`, a parallel repeat waiting for the
 * first to commit), locks the booking then the payment (the order every
 * booking change takes), acts, awards the loyalty points of a payment that
 * went through (rewards.server.ts: the payer's and then the referrer's user
 * rows are locked last), queues the outcome's mails
 * (notifications.server.ts: confirmation, receipt, the office's notice, the
 * traveller's notice of a flagged payment) and records what it did on the
 * event: all of it commits together, or none of it does.
 */
async function onEvent(
  db: Database,
  event: PaymentEvent,
  type: "succeeded" | "failed" | "disputed" | "refunded",
  act: (tx: Executor, booking: BookingRow, payment: PaymentRow) => Promise<PaymentOutcome>,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentEvents)
      .values({
        provider: event.provider,
        eventId: event.eventId,
        type,
        payload: event.payload ?? null,
        receivedAt: event.now,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!stored) return { outcome: "duplicate" };

    const outcome = await lockedAndActed(tx, event, act);
    // Points and mails in the same transaction: a payment recorded without them, or they
    // without it, can never be seen; a repeat of the event stored nothing, so adds nothing.
    if (outcome.outcome === "confirmed" || outcome.outcome === "paid") await rewardPayment(tx, outcome);
    await notifyPaymentOutcome(tx, outcome, event.now);
    await tx
      .update(paymentEvents)
      .set({
        processedAt: event.now,
        outcome: outcome.outcome,
        paymentId: outcome.outcome === "unknown_payment" ? null : event.paymentId,
      })
      .where(eq(paymentEvents.id, stored.id));
    return outcome;
  });
}

async function lockedAndActed(
  tx: Executor,
  event: PaymentEvent,
  act: (tx: Executor, booking: BookingRow, payment: PaymentRow) => Promise<PaymentOutcome>,
): Promise<PaymentOutcome> {
  const [unlocked] = await tx
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.id, event.paymentId), eq(payments.provider, event.provider)));
  if (!unlocked) return { outcome: "unknown_payment" };
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, unlocked.bookingId)).for("update");
  const [payment] = await tx.select().from(payments).where(eq(payments.id, event.paymentId)).for("update");
  if (!booking || !payment) return { outcome: "unknown_payment" };
  return act(tx, booking, payment);
}

async function flagged(tx: Executor, about: About, reason: FlagReason, now: Date): Promise<PaymentOutcome> {
  await flagForStaff(tx, about.bookingId, reason, now);
  return { outcome: "flagged", reason, ...about };
}

/**
 * A late payment's seats: taken again with the same conditional update as a
 * hold (after releasing the departure's expired holds), so they are only
 * taken when free. The promo code's use the expired hold gave back is taken
 * again when it is still free; when it is not, the traveller keeps the price
 * they paid and staff are told.
 */
async function retakeSeats(tx: Executor, booking: BookingRow, now: Date): Promise<boolean> {
  if (booking.departureId === null) return false;
  const expired = await claimExpiredHolds(tx, { now, limit: 500, departureId: booking.departureId });
  const releases = await expireClaimedHolds(tx, expired, now);
  const taken = await takeSeats(tx, {
    departureId: booking.departureId,
    seats: seatsFor(booking),
    as: "taken",
    today: officeToday(now),
    allowOnRequest: booking.requestAcceptedAt !== null,
  });
  await applyPromoChanges(tx, releases, now);
  if (!taken.ok) return false;
  const take = await lastReleasedUse(tx, booking);
  if (take) {
    // A savepoint: a use that is gone now is not taken, and the rest of the payment stands.
    const retaken = await tx
      .transaction(async (savepoint) => {
        if (!(await applyPromoChanges(savepoint, [take], now)).ok) savepoint.rollback();
      })
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        },
      );
    if (!retaken) await flagForStaff(tx, booking.id, "promo code no longer free", now);
  }
  return true;
}

/** The promo code use the booking held last, if it gave it back (its hold expired). */
async function lastReleasedUse(tx: Executor, booking: BookingRow): Promise<PromoChange | null> {
  if (!booking.promoCode) return null;
  const [use] = await tx
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.bookingId, booking.id), isNotNull(promoRedemptions.releasedAt)))
    .orderBy(desc(promoRedemptions.releasedAt))
    .limit(1);
  if (!use) return null;
  return {
    kind: "take",
    promoCodeId: use.promoCodeId,
    bookingId: booking.id,
    userId: use.userId,
    oncePerCustomer: use.oncePerCustomer,
    discountCents: use.discountCents,
  };
}
