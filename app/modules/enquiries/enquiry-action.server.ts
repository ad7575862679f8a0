import { type ActionResult, fail } from "#app/domain/action-result";
import {
  type EnquiryResult,
  enquiryType,
  formObject,
  keptValues,
  parseEnquiry,
} from "#app/domain/conversation-rules";
import { officeToday } from "#app/domain/dates";
import { fieldErrors } from "#app/domain/identity-rules";
import type { Language } from "#app/i18n/config";
import { env } from "#app/modules/config/env.server";
import { translateFailure, translateMessage } from "#app/modules/http/form-errors.server";
import { takeHit } from "#app/modules/http/rate-limit.server";
import { limitedFailure } from "#app/modules/http/too-many-requests.server";
import { logger } from "#app/modules/logging/logger.server";
import {
  RepeatedSubmission,
  submissionKeyOf,
  submissionReceived,
} from "#app/modules/offline/submission-keys.server";
import { createEnquiry } from "./enquiries.server";

/** A sent enquiry (`message`: the key of what the visitor reads), or a refusal. */
export type EnquiryOutcome = ActionResult<{ message: string }>;

/**
 * Every enquiry form posts here: validate, limit per client address, store,
 * email. A form queued offline carries a key (decision 101): once it has
 * acted, the same key again is a success that does nothing and counts
 * against no limit.
 */
export async function handleEnquiry(
  form: FormData,
  context: { clientIp: string; language: Language },
  now: Date = new Date(),
): Promise<EnquiryOutcome> {
  const posted = formObject(form);
  const type = enquiryType(posted.type);
  const lang = context.language;

  const submissionKey = submissionKeyOf(form);
  if (submissionKey === false) return fail(400, "errors:invalidInput");
  const parsed = parseEnquiry(type, posted, officeToday(now));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const count = Object.keys(errors).length;
    return fail(400, "validation:fixErrors", { values: { count }, fieldErrors: errors });
  }
  const success = { ok: true, message: "enquiries:status.sent" } as const;
  if (await submissionReceived(submissionKey)) return success;
  const config = env();
  const verdict = await takeHit("enquiry-address", context.clientIp || "unknown", {
    limit: config.ENQUIRY_MAX_PER_ADDRESS,
    windowMs: config.ENQUIRY_WINDOW_MS,
  });
  if (!verdict.allowed) return limitedFailure(lang, verdict, "enquiries:status.limited");
  if (parsed.data.data.website.trim() !== "") {
    logger.info({ clientIp: context.clientIp }, "enquiry honeypot filled");
    return success;
  }
  try {
    const created = await createEnquiry(parsed.data, lang, submissionKey);
    if (!created) {
      return fail(400, "errors:contactFailed", { fieldErrors: { tourId: "validation:required" } });
    }
    return success;
  } catch (error) {
    if (error instanceof RepeatedSubmission) return success;
    logger.error({ err: error }, "enquiry failed");
    return fail(503, "errors:contactFailed");
  }
}

/**
 * What the /enquiry action answers, to a fetcher or to its own page: the
 * result the forms read (translated; what was typed when refused), its HTTP
 * status and headers (Retry-After on 429).
 */
export function enquiryReply(
  language: Language,
  form: FormData,
  outcome: EnquiryOutcome,
): { result: EnquiryResult; status: number; headers?: Record<string, string> } {
  const posted = formObject(form);
  const type = enquiryType(posted.type);
  if (outcome.ok) {
    return { result: { ok: true, type, message: translateMessage(language, outcome.message) }, status: 200 };
  }
  const { message, fieldErrors } = translateFailure(language, outcome);
  return {
    result: { ok: false, type, message, fieldErrors, values: keptValues(posted) },
    status: outcome.status,
    headers: outcome.headers,
  };
}
