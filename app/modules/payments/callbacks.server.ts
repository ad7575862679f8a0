import type { Database } from "#app/db/client.server";
import {
  type PaymentOutcome,
  recordPaymentFailed,
  recordPaymentSucceeded,
} from "#app/modules/booking/payment-events.server";
import type { ProviderCallback } from "./provider.server";
import { paymentProviders } from "./providers.server";

export type CallbackAnswer =
  | { status: 200; outcome: PaymentOutcome["outcome"] }
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
  const common = {
    provider: event.provider,
    eventId: event.eventId,
    paymentId: event.paymentId,
    now: callback.now,
    payload: event.payload,
  };
  const result =
    event.result === "succeeded"
      ? await recordPaymentSucceeded(db, { ...common, amount: event.amount })
      : await recordPaymentFailed(db, common);
  return { status: 200, outcome: result.outcome };
}
