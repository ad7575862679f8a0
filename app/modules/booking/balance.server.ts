import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookings, payments, tours } from "#app/db/schema/index";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { balancePayable, outstandingCents, paidCents } from "#app/domain/booking/account";
import { chargedMinor, paymentTerms } from "#app/domain/booking/charge-currency";
import type { PaymentStatus } from "#app/domain/booking/statuses";
import type { Language } from "#app/i18n/config";

export type BalanceRequest = {
  bookingId: number;
  /** The signed-in traveller: the booking must be theirs. */
  userId: string;
  /** The Pay balance form's key: the same key gives the same payment. */
  idempotencyKey: string;
  now: Date;
  /** The payment provider the traveller is sent to (the sandbox unless said). */
  provider?: string;
  /** How they pay (card, mobile_money), kept on the payment. */
  method?: string;
  /** Currencies the provider may charge this payment in (PAYMENT_CURRENCIES it takes); USD unless said. */
  chargeable?: readonly string[];
};

export type BalancePayment = {
  ok: true;
  bookingId: number;
  reference: string;
  tourTitle: string;
  /** The booking's language, for the provider's page. */
  language: Language;
  payment: {
    id: number;
    provider: string;
    amountCents: number;
    providerReference: string | null;
    status: PaymentStatus;
  };
};

export type BalanceResult = BalancePayment | ActionFailure;

const KEY = /^[\x21-\x7e]{8,200}$/;

const REFUSALS = {
  not_payable: "account:bookings.balance.notPayable",
  nothing_due: "account:bookings.balance.nothingDue",
  cancellation_requested: "account:bookings.balance.cancellationRequested",
} as const;

/**
 * Pay balance (the account's button): in ONE transaction, locks the
 * traveller's booking, checks that it is confirmed (its deposit paid) and
 * still owes something, and creates a pending payment of kind `balance` for
 * what is owed (the total less the succeeded payments), keyed by the form's
 * idempotency key. Nothing from the form is an amount.
 *
 * The same key answers the same payment, whatever its status now (a double
 * click, a retry, a second tab: one payment). A new key while a balance
 * payment is pending starts another one (trying again after a declined card
 * or a closed tab), as holdSeats does for the deposit; the webhook takes
 * whichever succeeds first and moves the booking `confirmed → paid`, and a
 * second success finds the booking paid and is flagged for staff to refund.
 * Lock order as everywhere: the booking, then its payments (decision 080).
 */
export async function startBalancePayment(db: Database, request: BalanceRequest): Promise<BalanceResult> {
  if (!KEY.test(request.idempotencyKey))
    return fail(400, "account:bookings.balance.badKey", { reason: "bad_key" });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, tourTitle: tours.title })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(eq(bookings.id, request.bookingId))
      .for("update", { of: bookings });
    if (!row || row.booking.userId !== request.userId)
      return fail(404, "account:bookings.notFound", { reason: "not_found" });
    const { booking } = row;
    const answer = (payment: typeof payments.$inferSelect): BalancePayment => ({
      ok: true,
      bookingId: booking.id,
      reference: booking.reference,
      tourTitle: row.tourTitle,
      language: booking.language,
      payment: {
        id: payment.id,
        provider: payment.provider,
        amountCents: payment.amountCents,
        providerReference: payment.providerReference,
        status: payment.status,
      },
    });

    const own = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
    const [earlier] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, request.userId), eq(payments.idempotencyKey, request.idempotencyKey)));
    if (earlier) {
      if (earlier.bookingId === booking.id && earlier.kind === "balance") return answer(earlier);
      return fail(409, "account:bookings.balance.keyReused", { reason: "key_reused" });
    }

    const owed = outstandingCents(booking.status, booking.totalCents, paidCents(own));
    const payable = balancePayable({
      status: booking.status,
      outstandingCents: owed,
      cancellationRequested: booking.cancellationRequestedAt !== null,
    });
    if (!payable.ok) return fail(409, REFUSALS[payable.reason], { reason: payable.reason });

    // At the rate fixed when the deposit was paid (decision 085), when the provider takes the currency.
    const terms = paymentTerms(
      { currency: booking.chargeCurrency, rate: booking.chargeRate },
      request.chargeable ?? ["USD"],
    );
    const [payment] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        userId: booking.userId,
        provider: request.provider ?? "sandbox",
        method: request.method ?? null,
        amountCents: owed,
        currency: terms.currency,
        chargedMinor: chargedMinor(owed, terms),
        kind: "balance",
        idempotencyKey: request.idempotencyKey,
        createdAt: request.now,
        updatedAt: request.now,
      })
      // The same key sent for another of the traveller's bookings at the same moment.
      .onConflictDoNothing()
      .returning();
    if (!payment) return fail(409, "account:bookings.balance.keyReused", { reason: "key_reused" });
    return answer(payment);
  });
}
