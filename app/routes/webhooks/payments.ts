import { data } from "react-router";
import { db } from "#app/db/client.server";
import { recordPaymentFailed, recordPaymentSucceeded } from "#app/modules/booking/payment-events.server";
import { methodNotAllowed, notFound } from "#app/modules/http/responses.server";
import { paymentProviders } from "#app/modules/payments/providers.server";
import type { Route } from "./+types/payments";

/**
 * A payment provider's callback: POST /webhooks/payments/<provider>. Nothing
 * is acted on before the provider's `verifyEvent` proves the sender (a bad
 * signature, a stale or malformed event: 400, nothing changed). Each event
 * is recorded once by (provider, event id), so a provider that delivers it
 * again gets 200 and changes nothing.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const provider = paymentProviders().get(params.provider);
  if (!provider) notFound();
  const now = new Date();
  const check = await provider.verifyEvent({ headers: request.headers, body: await request.text(), now });
  if (!check.ok) throw data({ error: check.reason }, { status: 400 });
  const { event } = check;
  const common = {
    provider: event.provider,
    eventId: event.eventId,
    paymentId: event.paymentId,
    now,
    payload: event.payload,
  };
  const result =
    event.result === "succeeded"
      ? await recordPaymentSucceeded(db(), { ...common, amount: event.amount })
      : await recordPaymentFailed(db(), common);
  return { received: true, outcome: result.outcome };
}

export function loader() {
  methodNotAllowed("POST");
}
