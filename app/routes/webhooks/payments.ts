import { db } from "#app/db/client.server";
import { methodNotAllowed } from "#app/modules/http/responses.server";
import { answerPaymentWebhook } from "#app/modules/payments/webhook.server";
import type { Route } from "./+types/payments";

/** A payment provider's callback: POST /webhooks/payments/<provider> (modules/payments/webhook.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return answerPaymentWebhook(db(), params.provider, request);
}

export function loader() {
  methodNotAllowed("POST");
}
