import type Stripe from "stripe";
import { isCurrencyCode } from "#app/domain/currency";
import { money } from "#app/domain/money";
import type { VerifiedEvent } from "../provider.server";
import { idOf, metadataId } from "./client.server";

type Reading = Omit<VerifiedEvent, "provider" | "eventId" | "occurredAt" | "payload">;

/**
 * A verified Stripe event in our terms, or null when there is nothing for
 * us to do: an event type we do not handle, a Checkout that is not paid yet
 * (an async method: its own event follows), an object that is not ours
 * (no payment id of ours in its metadata: the account may sell elsewhere
 * too), in a currency we do not charge in. Some events need one more read of
 * the API (a dispute's payment, a charge's refunds): those reads are of
 * objects the signed event names, so what we act on is still Stripe's word.
 */
export async function readStripeEvent(stripe: Stripe, event: Stripe.Event): Promise<VerifiedEvent | null> {
  const reading = await read(stripe, event);
  if (!reading) return null;
  return {
    provider: "stripe",
    eventId: event.id,
    occurredAt: new Date(event.created * 1000),
    payload: event as unknown as Record<string, unknown>,
    ...reading,
  };
}

async function read(stripe: Stripe, event: Stripe.Event): Promise<Reading | null> {
  switch (event.type) {
    case "checkout.session.completed":
      // "unpaid": an async method (a bank debit) still on its way; async_payment_* says how it ended.
      if (event.data.object.payment_status !== "paid") return null;
      return fromSession(event.data.object, "succeeded");
    case "checkout.session.async_payment_succeeded":
      return fromSession(event.data.object, "succeeded");
    case "checkout.session.async_payment_failed":
      return fromSession(event.data.object, "failed");
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return about(
        metadataId(intent.metadata, "paymentId"),
        "succeeded",
        intent.amount_received,
        intent.currency,
        intent.id,
      );
    }
    // payment_intent.payment_failed is not acted on: in Checkout a declined card is
    // tried again in the same session, on the same payment intent, so the decline
    // is not the payment's end. Recording it as failed would flag the success that
    // usually follows (succeeded_after_failure). An async method's real failure
    // comes as checkout.session.async_payment_failed.
    case "charge.refunded":
      return refundOfCharge(stripe, event.data.object, event.created);
    case "charge.refund.updated":
      return ourRefund(event.data.object);
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const intentId = idOf(dispute.payment_intent);
      const paymentId =
        metadataId(dispute.metadata, "paymentId") ?? (await paymentOfIntent(stripe, intentId));
      return about(paymentId, "disputed", dispute.amount, dispute.currency, intentId);
    }
    default:
      return null;
  }
}

function fromSession(session: Stripe.Checkout.Session, result: "succeeded" | "failed"): Reading | null {
  return about(
    metadataId(session.metadata, "paymentId"),
    result,
    session.amount_total ?? 0,
    session.currency ?? "",
    idOf(session.payment_intent),
  );
}

function about(
  paymentId: number | null,
  result: VerifiedEvent["result"],
  amountMinor: number,
  currency: string,
  transactionId: string | null,
): Reading | null {
  const code = currency.toUpperCase();
  if (paymentId === null || !isCurrencyCode(code)) return null;
  return { paymentId, result, amount: money(amountMinor, code), ...(transactionId ? { transactionId } : {}) };
}

/**
 * charge.refunded: the refund that made it. Since API version 2022-11-15 a
 * charge no longer carries its refunds, so they are listed (newest first);
 * the event's refund is the newest made by the time of the event. One we
 * made (its metadata names our refund row) is confirmed once it has
 * succeeded (a pending one is confirmed by charge.refund.updated). One made
 * in Stripe's dashboard names the paid payment, and the booking module flags
 * the booking for staff to record it.
 */
async function refundOfCharge(stripe: Stripe, charge: Stripe.Charge, at: number): Promise<Reading | null> {
  const refunds = charge.refunds?.data ?? (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data;
  const refund = refunds
    .filter((candidate) => candidate.created <= at)
    .sort((a, b) => b.created - a.created)[0];
  if (!refund) return null;
  if (metadataId(refund.metadata, "refundPaymentId") !== null) return ourRefund(refund);
  const paymentId =
    metadataId(charge.metadata, "paymentId") ?? (await paymentOfIntent(stripe, idOf(charge.payment_intent)));
  return about(paymentId, "refunded", refund.amount, refund.currency, idOf(charge.payment_intent));
}

/** A refund we asked for (its metadata names our refund row), once Stripe says it has succeeded. */
function ourRefund(refund: Stripe.Refund): Reading | null {
  if (refund.status !== "succeeded") return null;
  return about(
    metadataId(refund.metadata, "refundPaymentId"),
    "refunded",
    refund.amount,
    refund.currency,
    idOf(refund.payment_intent),
  );
}

/** Our payment id from the payment intent's metadata (Checkout copies it there from payment_intent_data). */
async function paymentOfIntent(stripe: Stripe, intentId: string | null): Promise<number | null> {
  if (!intentId) return null;
  const intent = await stripe.paymentIntents.retrieve(intentId);
  return metadataId(intent.metadata, "paymentId");
}
