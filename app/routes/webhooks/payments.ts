import { data } from "react-router";
import { db } from "#app/db/client.server";
import { methodNotAllowed, notFound } from "#app/modules/http/responses.server";
import { receivePaymentCallback } from "#app/modules/payments/callbacks.server";
import type { Route } from "./+types/payments";

/**
 * A payment provider's callback: POST /webhooks/payments/<provider>. A bad
 * signature, a stale or malformed event: 400, nothing changed; a provider
 * not switched on: 404. An event delivered again gets 200 and changes
 * nothing (modules/payments/callbacks.server.ts).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const answer = await receivePaymentCallback(db(), params.provider, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: await request.text(),
    now: new Date(),
  });
  if (answer.status === 404) notFound();
  if (answer.status === 400) throw data({ error: answer.error }, { status: 400 });
  // A provider that expects its own answer (Pesapal) gets it; the others get ours.
  return answer.body ?? { received: true, outcome: answer.outcome };
}

export function loader() {
  methodNotAllowed("POST");
}
