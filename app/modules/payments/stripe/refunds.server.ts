import type Stripe from "stripe";
import type { RefundRequest, RefundStart } from "../provider.server";
import { idOf } from "./client.server";

/**
 * Gives money back from a paid payment's payment intent. The intent is the
 * payment row's transaction id; a row paid before that id was kept has only
 * its Checkout session, whose intent is read. Succeeded (cards, usually at
 * once): refunded; otherwise pending, confirmed by a charge.refund.updated
 * event that names our refund row. The idempotency key is the refund row, so
 * a retried request never refunds twice.
 */
export async function refundPayment(stripe: Stripe, request: RefundRequest): Promise<RefundStart> {
  const paymentIntent =
    request.providerTransactionId ?? (await intentOfSession(stripe, request.providerReference));
  if (!paymentIntent) throw new Error(`Payment ${request.paymentId} has no Stripe payment intent to refund`);
  const refund = await stripe.refunds.create(
    {
      payment_intent: paymentIntent,
      amount: request.amount.amountMinor,
      metadata: { paymentId: String(request.paymentId), refundPaymentId: String(request.refundPaymentId) },
      reason: "requested_by_customer",
    },
    { idempotencyKey: `kilele-refund-${request.refundPaymentId}` },
  );
  return { status: refund.status === "succeeded" ? "refunded" : "pending", providerReference: refund.id };
}

async function intentOfSession(stripe: Stripe, sessionId: string | null): Promise<string | null> {
  if (!sessionId?.startsWith("cs_")) return null;
  return idOf((await stripe.checkout.sessions.retrieve(sessionId)).payment_intent);
}
