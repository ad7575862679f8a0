import { and, count, eq, exists, inArray, ne, or } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookings, payments } from "#app/db/schema/index";
import { pointsForPayment } from "#app/domain/loyalty";
import { awardPoints, awardReferralOnFirstPaidTrip } from "#app/modules/account/loyalty.server";
import { env } from "#app/modules/config/env.server";

/**
 * Loyalty for a payment that went through (a deposit, the full amount or
 * the balance), in the payment event's transaction (decision 081):
 *  - the payer earns LOYALTY_POINTS_PER_USD per whole dollar received, one
 *    ledger row per payment (reference `<booking reference>/<payment id>`,
 *    so a repeat adds nothing), the tier recomputed by awardPoints;
 *  - the person who referred the payer earns REFERRAL_REWARD_POINTS when
 *    this is the payer's first paid booking: once, whatever the races,
 *    since the ledger row is keyed by the referred person.
 * A flagged payment (seats gone, another amount...) earns nothing: staff
 * refund or settle it first.
 */
export async function rewardPayment(
  tx: Executor,
  paid: { paymentId: number; bookingId: number; reference: string },
): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paid.paymentId));
  if (payment?.status !== "succeeded") return;
  const points = pointsForPayment(payment.receivedCents ?? payment.amountCents, env().LOYALTY_POINTS_PER_USD);
  if (points > 0) await awardPoints(tx, payment.userId, points, "booking", loyaltyReference(paid));
  await awardReferralOnFirstPaidTrip(
    tx,
    payment.userId,
    await paidTripsBefore(tx, payment.userId, paid.bookingId),
  );
}

/** The ledger row's reference for a payment's points. */
export function loyaltyReference(paid: { reference: string; paymentId: number }): string {
  return `${paid.reference}/${paid.paymentId}`;
}

/**
 * The customer's other bookings that were paid: confirmed, paid or
 * completed, or cancelled after a payment went through. A payment that found
 * no seat (an expired booking, flagged) does not make a trip paid.
 */
async function paidTripsBefore(tx: Executor, userId: string, bookingId: number): Promise<number> {
  const paidFor = exists(
    tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, bookings.id), inArray(payments.status, ["succeeded", "refunded"]))),
  );
  const [row] = await tx
    .select({ trips: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        ne(bookings.id, bookingId),
        or(
          inArray(bookings.status, ["confirmed", "paid", "completed"]),
          and(eq(bookings.status, "cancelled"), paidFor),
        ),
      ),
    );
  return Number(row?.trips ?? 0);
}
