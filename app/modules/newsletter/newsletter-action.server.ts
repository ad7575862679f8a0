import { type ActionResult, fail } from "#app/domain/action-result";
import {
  KEPT_MAX,
  type NewsletterResult,
  type NewsletterStatus,
  newsletterSchema,
} from "#app/domain/conversation-rules";
import { fieldErrors } from "#app/domain/identity-rules";
import type { Language } from "#app/i18n/config";
import { env } from "#app/modules/config/env.server";
import { translateFailure, translateMessage, typedValues } from "#app/modules/http/form-errors.server";
import { takeHit } from "#app/modules/http/rate-limit.server";
import { limitedFailure } from "#app/modules/http/too-many-requests.server";
import { logger } from "#app/modules/logging/logger.server";
import {
  RepeatedSubmission,
  submissionKeyOf,
  submissionReceived,
} from "#app/modules/offline/submission-keys.server";
import { subscribe } from "./subscriptions.server";

/**
 * A sign-up that went through (`subscribed`, or `already` on the list), or a
 * refusal whose `reason` is the status the forms name (`invalid`, `limited`, `failed`).
 */
export type NewsletterOutcome = ActionResult<{ outcome: "subscribed" | "already" }>;

/** The newsletter status an outcome is named by (the no-JavaScript redirect's `?newsletter=`). */
export function newsletterStatus(outcome: NewsletterOutcome): NewsletterStatus {
  return outcome.ok ? outcome.outcome : (outcome.reason as NewsletterStatus);
}

/**
 * Validates, applies the limits (per client address and per email), ignores
 * bots that filled the honeypot (they see a success), then subscribes. A form
 * queued offline carries a key (decision 101): once it has acted, the same
 * key again is a success that does nothing and counts against no limit.
 */
export async function handleNewsletterSignUp(
  form: FormData,
  context: { clientIp: string; language: Language },
): Promise<NewsletterOutcome> {
  const submissionKey = submissionKeyOf(form);
  if (submissionKey === false) return fail(400, "errors:invalidInput", { reason: "invalid" });
  const parsed = newsletterSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return fail(400, "newsletter:status.invalid", {
      fieldErrors: fieldErrors(parsed.error),
      reason: "invalid",
    });
  }
  if (await submissionReceived(submissionKey)) return { ok: true, outcome: "subscribed" };
  const config = env();
  const windowMs = config.NEWSLETTER_WINDOW_MS;
  const byAddress = await takeHit("newsletter-address", context.clientIp || "unknown", {
    limit: config.NEWSLETTER_MAX_PER_ADDRESS,
    windowMs,
  });
  if (!byAddress.allowed) return limitedFailure(context.language, byAddress);
  if (parsed.data.website.trim() !== "") {
    logger.info({ clientIp: context.clientIp }, "newsletter honeypot filled");
    return { ok: true, outcome: "subscribed" };
  }
  const byEmail = await takeHit("newsletter-email", parsed.data.email, {
    limit: config.NEWSLETTER_MAX_PER_EMAIL,
    windowMs,
  });
  if (!byEmail.allowed) return limitedFailure(context.language, byEmail);
  try {
    const outcome = await subscribe({
      email: parsed.data.email,
      firstName: parsed.data.firstName || null,
      language: context.language,
      submissionKey,
    });
    return { ok: true, outcome: outcome.status === "already" ? "already" : "subscribed" };
  } catch (error) {
    if (error instanceof RepeatedSubmission) return { ok: true, outcome: "subscribed" };
    logger.error({ err: error }, "newsletter subscription failed");
    return fail(503, "newsletter:status.failed", { reason: "failed" });
  }
}

/**
 * What a fetcher is answered: the state to show, in the visitor's language
 * (with what was typed when refused), the HTTP status and headers.
 */
export function newsletterReply(
  language: Language,
  form: FormData,
  outcome: NewsletterOutcome,
): { result: NewsletterResult; status: number; headers?: Record<string, string> } {
  if (outcome.ok) {
    return {
      result: {
        state: "success",
        message: translateMessage(language, `newsletter:status.${outcome.outcome}`),
      },
      status: 200,
    };
  }
  const { email, firstName } = typedValues(form, { email: KEPT_MAX, firstName: KEPT_MAX });
  const { message, fieldErrors } = translateFailure(language, outcome);
  return {
    result: {
      state: "error",
      message,
      fieldErrors: outcome.fieldErrors ? fieldErrors : undefined,
      email,
      firstName,
    },
    status: outcome.status,
    headers: outcome.headers,
  };
}
