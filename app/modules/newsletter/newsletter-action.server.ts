import {
  isNewsletterSuccess,
  KEPT_MAX,
  type NewsletterResult,
  type NewsletterStatus,
  newsletterSchema,
} from "#app/domain/conversation-rules";
import { fieldErrors } from "#app/domain/identity-rules";
import type { Language } from "#app/i18n/config";
import { env } from "#app/modules/config/env.server";
import { translateFieldErrors, translateMessage, typedValues } from "#app/modules/http/form-errors.server";
import { takeHit } from "#app/modules/http/rate-limit.server";
import { type RateRefusal, tooManyRequests } from "#app/modules/http/too-many-requests.server";
import { logger } from "#app/modules/logging/logger.server";
import { subscribe } from "./subscriptions.server";

export type NewsletterAnswer = {
  status: NewsletterStatus;
  fieldErrors?: Record<string, string>;
  values?: { email?: string; firstName?: string };
  /** Why and for how long it is "limited". */
  refusal?: RateRefusal;
};

/**
 * Validates, applies the limits (per client address and per email), ignores
 * bots that filled the honeypot (they see a success), then subscribes.
 */
export async function handleNewsletterSignUp(
  form: FormData,
  context: { clientIp: string; language: Language },
): Promise<NewsletterAnswer> {
  const values = typedValues(form, { email: KEPT_MAX, firstName: KEPT_MAX });
  const parsed = newsletterSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return {
      status: "invalid",
      fieldErrors: translateFieldErrors(context.language, fieldErrors(parsed.error)),
      values,
    };
  }
  const config = env();
  const windowMs = config.NEWSLETTER_WINDOW_MS;
  const byAddress = await takeHit("newsletter-address", context.clientIp || "unknown", {
    limit: config.NEWSLETTER_MAX_PER_ADDRESS,
    windowMs,
  });
  if (!byAddress.allowed) return { status: "limited", values, refusal: byAddress };
  if (parsed.data.website.trim() !== "") {
    logger.info({ clientIp: context.clientIp }, "newsletter honeypot filled");
    return { status: "subscribed" };
  }
  const byEmail = await takeHit("newsletter-email", parsed.data.email, {
    limit: config.NEWSLETTER_MAX_PER_EMAIL,
    windowMs,
  });
  if (!byEmail.allowed) return { status: "limited", values, refusal: byEmail };
  try {
    const outcome = await subscribe({
      email: parsed.data.email,
      firstName: parsed.data.firstName || null,
      language: context.language,
    });
    return { status: outcome.status === "already" ? "already" : "subscribed" };
  } catch (error) {
    logger.error({ err: error }, "newsletter subscription failed");
    return { status: "failed", values };
  }
}

const HTTP_STATUS: Record<NewsletterStatus, number> = {
  subscribed: 200,
  already: 200,
  invalid: 400,
  limited: 429,
  failed: 503,
};

/** What a fetcher is answered: the state to show, in the visitor's language, the HTTP status and headers. */
export function newsletterReply(
  language: Language,
  answer: NewsletterAnswer,
): { result: NewsletterResult; status: number; headers?: Record<string, string> } {
  if (answer.refusal) {
    const { status, headers, message } = tooManyRequests(language, answer.refusal);
    const { email, firstName } = answer.values ?? {};
    return { result: { state: "error", message, email, firstName }, status, headers };
  }
  const message = translateMessage(language, `newsletter:status.${answer.status}`);
  const status = HTTP_STATUS[answer.status];
  if (isNewsletterSuccess(answer.status)) return { result: { state: "success", message }, status };
  return {
    result: {
      state: "error",
      message,
      fieldErrors: answer.fieldErrors,
      email: answer.values?.email,
      firstName: answer.values?.firstName,
    },
    status,
  };
}
