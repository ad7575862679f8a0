import type { HeadersFunction } from "react-router";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { retryWhen } from "#app/domain/http/retry-after";
import type { Language } from "#app/i18n/config";
import { refuseForm, translateMessage } from "./form-errors.server";
import type { RateVerdict } from "./rate-limit.server";

/** A hit `takeHit` refused, with how long to wait. */
export type RateRefusal = Extract<RateVerdict, { allowed: false }>;

/** The general message; a form may say it its own way, with the same {{when}}. */
const RATE_LIMITED_MESSAGE = "errors:rateLimited";

/**
 * Everything a 429 answer needs from a refusal, in one place: the status, the
 * Retry-After header, and the message saying in the visitor's language when
 * to try again ("Please try again in 12 minutes").
 */
export function tooManyRequests(language: Language, refusal: RateRefusal, messageKey = RATE_LIMITED_MESSAGE) {
  return {
    status: 429 as const,
    headers: retryAfterHeader(refusal),
    message: translateMessage(language, messageKey, waitValues(language, refusal)),
  };
}

function retryAfterHeader(refusal: RateRefusal): Record<string, string> {
  return { "Retry-After": String(refusal.retryAfterSeconds) };
}

function waitValues(language: Language, refusal: RateRefusal) {
  return { when: retryWhen(language, refusal.retryAfterSeconds) };
}

/** A refusal because of a limit, as a module answers it: 429, Retry-After, the message key and its {{when}}. */
export function limitedFailure(
  language: Language,
  refusal: RateRefusal,
  messageKey = RATE_LIMITED_MESSAGE,
): ActionFailure {
  return fail(429, messageKey, {
    values: waitValues(language, refusal),
    headers: retryAfterHeader(refusal),
    reason: "limited",
  });
}

/** A form refused as a whole because of a limit: its reply, the message above the form, 429 and Retry-After. */
export function refuseLimited<R extends object>(
  language: Language,
  reply: R,
  refusal: RateRefusal,
  messageKey = RATE_LIMITED_MESSAGE,
) {
  return refuseForm(language, reply, limitedFailure(language, refusal, messageKey));
}

/**
 * A route's `headers` export for pages whose action may be limited: the
 * action's Retry-After reaches the page's response (React Router keeps an
 * action's headers to itself otherwise).
 */
export const passRetryAfter: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
