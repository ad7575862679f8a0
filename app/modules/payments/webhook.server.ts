import { data } from "react-router";
import type { Database } from "#app/db/client.server";
import { notFound } from "#app/modules/http/responses.server";
import { logger } from "#app/modules/logging/logger.server";
import { receivePaymentCallback } from "./callbacks.server";

/**
 * A payment provider's webhook request, answered: the raw body, exactly as
 * received, goes to the provider's check (a signature is over those bytes,
 * so nothing parses it first). A bad signature, a stale or malformed event:
 * 400, nothing changed; a provider not switched on: 404; the provider's
 * API or our database failing: 503 (the provider retries). An event delivered
 * again gets 200 and changes nothing (callbacks.server.ts).
 */
export async function answerPaymentWebhook(db: Database, providerName: string, request: Request) {
  const callback = {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: await request.text(),
    now: new Date(),
  };
  let answer: Awaited<ReturnType<typeof receivePaymentCallback>>;
  try {
    answer = await receivePaymentCallback(db, providerName, callback);
  } catch (error) {
    // The provider's API (Pesapal's status check) or our database failed: nothing was recorded,
    // and a 503 makes the provider deliver the notification again later.
    logger.error({ err: error, provider: providerName }, "payment notification not processed");
    throw data({ error: "provider_unavailable" }, { status: 503, headers: { "Retry-After": "60" } });
  }
  if (answer.status === 404) notFound();
  if (answer.status === 400) throw data({ error: answer.error }, { status: 400 });
  // A provider that expects its own answer (Pesapal) gets it; the others get ours.
  return answer.body ?? { received: true, outcome: answer.outcome };
}
