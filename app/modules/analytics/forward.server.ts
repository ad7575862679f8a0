import { type AnalyticsBatch, occurredAt } from "#app/domain/analytics/batch";
import { type ForwardRequest, ga4Requests, plausibleRequests } from "#app/domain/analytics/forward";
import { type AnalyticsForward, env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";

/** Batches being forwarded at once; past this a batch is not forwarded (never queued behind a slow service). */
const MAX_IN_FLIGHT = 16;
let inFlight = 0;

/**
 * Forwards a batch POST /api/events has just stored (so one with consent and
 * without GPC/DNT) to GA4 or Plausible when ANALYTICS_FORWARD says so
 * (decision 102). It starts after the visitor's answer is on its way and
 * never throws: each request has ANALYTICS_FORWARD_TIMEOUT_MS, the first
 * failure drops the rest of the batch, and a busy or failing service costs
 * at most that one time-out per batch. Logs name the provider and status,
 * never the request's address (GA4's holds the API secret).
 */
export function forwardStoredBatch(
  batch: AnalyticsBatch,
  visitor: { userAgent: string | null; ip: string },
  receivedAt = Date.now(),
): Promise<void> {
  const config = env();
  const target = config.analyticsForward;
  if (!target) return Promise.resolve();
  if (inFlight >= MAX_IN_FLIGHT) {
    logger.warn({ provider: target.provider }, "analytics forward skipped: too many in flight");
    return Promise.resolve();
  }
  inFlight += 1;
  return new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => send(requestsFor(target, config.siteUrl, batch, visitor, receivedAt), target))
    .catch((error: unknown) => {
      logger.warn({ provider: target.provider, error: errorName(error) }, "analytics forward failed");
    })
    .finally(() => {
      inFlight -= 1;
    });
}

function requestsFor(
  target: AnalyticsForward,
  siteUrl: string,
  batch: AnalyticsBatch,
  visitor: { userAgent: string | null; ip: string },
  receivedAt: number,
): ForwardRequest[] {
  if (target.provider === "ga4") {
    return ga4Requests(target, siteUrl, batch, (event) => occurredAt(event.at, receivedAt));
  }
  return plausibleRequests(target, siteUrl, batch, { userAgent: visitor.userAgent ?? "", ip: visitor.ip });
}

async function send(requests: ForwardRequest[], target: AnalyticsForward): Promise<void> {
  for (const request of requests) {
    const response = await fetch(request.url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      redirect: "error",
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      logger.warn({ provider: target.provider, status: response.status }, "analytics forward refused");
      return;
    }
  }
}

/** An error's name only ("TimeoutError", "TypeError"): its message may quote the address. */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "unknown";
}
