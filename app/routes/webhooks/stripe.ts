import { db } from "#app/db/client.server";
import { methodNotAllowed } from "#app/modules/http/responses.server";
import { answerPaymentWebhook } from "#app/modules/payments/webhook.server";
import type { Route } from "./+types/stripe";

/**
 * Stripe's webhook endpoint, POST /webhooks/stripe: the URL the operator
 * registers in Stripe's dashboard (.env.example). The same path as every
 * provider's callback; the event is verified by the Stripe adapter.
 */
export async function action({ request }: Route.ActionArgs) {
  return answerPaymentWebhook(db(), "stripe", request);
}

export function loader() {
  methodNotAllowed("POST");
}
