import type { Database } from "#app/db/client.server";
import {
  type PaymentOutcome,
  recordPaymentDisputed,
  recordPaymentFailed,
  recordPaymentSucceeded,
  recordRefundConfirmed,
} from "#app/modules/booking/payment-events.server";
import type { ProviderCallback, VerifiedEvent } from "./provider.server";
import { paymentProviders } from "./providers.server";

export type CallbackAnswer =
  | { status: 200; outcome: PaymentOutcome["outcome"] | "not_handled"; body?: Record<string, unknown> }
  | { status: 400; error: "bad_signature" | "stale" | "malformed" }
  | { status: 404; error: "unknown_provider" };

/**
 * A payment provider's callback, whoever delivers it: the webhook endpoint
 * (/webhooks/payments/<provider>) for every provider, and the sandbox's
 * /mock-payment page for its own signed events. Nothing is acted on before
 * the provider's `verifyEvent` proves the sender; each event is recorded
 * once by (provider, event id), so a repeat changes nothing.
 */
export async function receivePaymentCallback(
  db: Database,
  providerName: string,
  callback: ProviderCallback,
): Promise<CallbackAnswer> {
  const provider = paymentProviders().get(providerName);
  if (!provider) return { status: 404, error: "unknown_provider" };
  const check = await provider.verifyEvent(callback);
  if (!check.ok) return { status: 400, error: check.reason };
  const { event } = check;
  const body = provider.acknowledge?.(event, callback);
  if (!event) return { status: 200, outcome: "not_handled", ...(body ? { body } : {}) };
  const result = await record(db, event, callback.now);
  return { status: 200, outcome: result.outcome, ...(body ? { body } : {}) };
}

/** The verified event, to the booking module's idempotent handler of its kind. */
function record(db: Database, event: VerifiedEvent, now: Date): Promise<PaymentOutcome> {
  const common = {
    provider: event.provider,
    eventId: event.eventId,
    paymentId: event.paymentId,
    now,
    payload: event.payload,
  };
  switch (event.result) {
    case "succeeded":
      return recordPaymentSucceeded(db, {
        ...common,
        amount: event.amount,
        ...(event.transactionId ? { transactionId: event.transactionId } : {}),
      });
    case "failed":
      return recordPaymentFailed(db, common);
    case "refunded":
      return recordRefundConfirmed(db, { ...common, amount: event.amount });
    case "disputed":
      return recordPaymentDisputed(db, common);
  }
}
