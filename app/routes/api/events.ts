import { parseAnalyticsBatch } from "#app/domain/analytics/batch";
import { analyticsAllowed } from "#app/modules/analytics/consent.server";
import { storeAnalyticsBatch } from "#app/modules/analytics/events.server";
import { forwardStoredBatch } from "#app/modules/analytics/forward.server";
import { env } from "#app/modules/config/env.server";
import { takeHit } from "#app/modules/http/rate-limit.server";
import { methodNotAllowed } from "#app/modules/http/responses.server";
import { tooManyRequests } from "#app/modules/http/too-many-requests.server";
import type { Route } from "./+types/events";

/** What sendBeacon sends for a string (text/plain) and what a script may send (application/json). */
const BATCH_TYPE = /^\s*(text\/plain|application\/json)\s*(;|$)/i;

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * `POST /api/events`: a batch of first-party analytics events (decision 098).
 * A browser asking not to be tracked (Sec-GPC or DNT) and a visitor without
 * the consent cookie get 204 and nothing is stored, so the answer tells a
 * script nothing. Otherwise: 415 for a body that is not text or JSON, 413 for
 * more than MAX_BATCH_BYTES, 400 for anything but a valid batch, 429 with
 * Retry-After past ANALYTICS_MAX_PER_ADDRESS batches per window, 204 once stored
 * (and then forwarded to GA4 or Plausible when configured).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") methodNotAllowed("POST");
  const headers = request.headers;
  if (!analyticsAllowed(request)) return noContent();
  if (!BATCH_TYPE.test(headers.get("content-type") ?? "")) return refuse(415, "unsupported-body");
  const verdict = parseAnalyticsBatch(await request.text());
  if (!verdict.ok) return refuse(verdict.status, verdict.status === 413 ? "too-large" : "invalid-batch");
  const config = env();
  const hit = await takeHit("analytics-events", context.clientIp, {
    limit: config.ANALYTICS_MAX_PER_ADDRESS,
    windowMs: config.ANALYTICS_WINDOW_MS,
  });
  if (!hit.allowed) {
    const limited = tooManyRequests(context.language, hit);
    return Response.json(
      { error: "rate-limited", message: limited.message },
      { status: 429, headers: { "Cache-Control": "no-store", ...limited.headers } },
    );
  }
  await storeAnalyticsBatch(verdict.batch);
  // Only what was stored is forwarded, and the answer does not wait for it (decision 102).
  void forwardStoredBatch(verdict.batch, { userAgent: headers.get("user-agent"), ip: context.clientIp });
  return noContent();
}

export function loader() {
  methodNotAllowed("POST");
}
