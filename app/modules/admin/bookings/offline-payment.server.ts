import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { payments } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { OFFLINE_PAYABLE, type OfflineMethod } from "#app/domain/admin/bookings-fields";
import { paidCents } from "#app/domain/booking/account";
import type { PaymentKind } from "#app/domain/booking/payment-terms";
import { usd } from "#app/domain/money";
import { recordAudit } from "#app/modules/admin/audit.server";
import type { BookingRow } from "#app/modules/booking/drafts.server";
import { recordPaymentSucceeded } from "#app/modules/booking/payment-events.server";
import { OFFLINE_PROVIDER } from "#app/modules/payments/offline.server";
import {
  auditView,
  isFailure,
  lockAtVersion,
  refusedOnThrow,
  type StaffAct,
  StaffActionRefused,
  type Versioned,
} from "./locked.server";

export type OfflinePayment = StaffAct &
  Versioned & {
    method: OfflineMethod;
    /** The bank's reference of the transfer, or the receipt number: one payment per reference. */
    reference: string;
    amountCents: number;
  };

/**
 * What is due from a booking in this status: the balance of a confirmed one,
 * else what Pay would charge (the deposit, or the whole when the traveller
 * chose to pay in full).
 */
function dueNow(booking: BookingRow, paid: number): { kind: PaymentKind; cents: number } {
  if (booking.status === "confirmed") return { kind: "balance", cents: booking.totalCents - paid };
  return { kind: booking.paymentChoice === "full" ? "full" : "deposit", cents: booking.depositCents };
}

/**
 * Staff record money received outside the site: a succeeded payment of the
 * deposit (or the whole) or of the balance, recorded as a provider's event
 * would be (recordPaymentSucceeded, inside this transaction): the booking
 * moves as for an online payment, its seats are taken, the points, the
 * receipt and the office's notice follow. The amount must be what is due:
 * anything else is for staff to sort out before recording it. The same
 * reference twice is refused (the unique provider reference).
 */
export async function recordOfflinePayment(db: Database, order: OfflinePayment): Promise<ActionResult> {
  const reference = order.reference.trim();
  return refusedOnThrow(() =>
    db.transaction(async (tx) => {
      const booking = await lockAtVersion(tx, order.bookingId, order.version);
      if (isFailure(booking)) return booking;
      if (!OFFLINE_PAYABLE.includes(booking.status) || booking.departureId === null)
        return fail(409, "admin-bookings:refused.notPayable", { reason: "not_payable" });
      const own = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
      const due = dueNow(booking, paidCents(own.filter((p) => p.kind !== "refund")));
      if (due.cents <= 0) return fail(409, "admin-bookings:refused.nothingDue", { reason: "nothing_due" });
      if (order.amountCents !== due.cents)
        return fail(400, "admin-bookings:form.amountNotDue", {
          field: "amount",
          reason: "amount_not_due",
          values: { due: (due.cents / 100).toFixed(2) },
        });
      const [seen] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, OFFLINE_PROVIDER), eq(payments.providerReference, reference)));
      if (seen)
        return fail(409, "admin-bookings:form.referenceUsed", {
          field: "reference",
          reason: "reference_used",
        });

      const [payment] = await tx
        .insert(payments)
        .values({
          bookingId: booking.id,
          userId: booking.userId,
          provider: OFFLINE_PROVIDER,
          providerReference: reference,
          kind: due.kind,
          status: "pending",
          amountCents: due.cents,
          currency: "USD",
          chargedMinor: due.cents,
          method: order.method,
          actorUserId: order.actorUserId,
          reason: `${order.method} ${reference}`,
          idempotencyKey: `offline-${randomUUID()}`,
          createdAt: order.now,
          updatedAt: order.now,
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error("The offline payment was not inserted");
      // The provider's path, in a savepoint of this transaction: one way a payment moves a booking.
      const outcome = await recordPaymentSucceeded(tx, {
        provider: OFFLINE_PROVIDER,
        eventId: `offline-${payment.id}`,
        paymentId: payment.id,
        amount: usd(due.cents),
        transactionId: reference,
        now: order.now,
        payload: { method: order.method, reference, recordedBy: order.actorUserId },
      });
      if (outcome.outcome !== "confirmed" && outcome.outcome !== "paid")
        throw new StaffActionRefused(
          fail(409, "admin-bookings:refused.paymentNotApplied", {
            reason: "payment_not_applied",
            values: { outcome: outcome.outcome },
          }),
        );
      await recordAudit(tx, {
        actorUserId: order.actorUserId,
        action: "booking.offline_payment",
        entityType: "booking",
        entityId: booking.id,
        before: { ...auditView(booking), paymentId: null },
        after: {
          ...auditView(booking),
          status: outcome.outcome,
          paymentId: payment.id,
          kind: due.kind,
          amountCents: due.cents,
          method: order.method,
          reference,
        },
      });
      return { ok: true };
    }),
  );
}
