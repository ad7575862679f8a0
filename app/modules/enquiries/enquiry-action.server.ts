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
import { translateFieldErrors, translateMessage } from "#app/modules/http/form-errors.server";
import { takeHit } from "#app/modules/http/rate-limit.server";
import { tooManyRequests } from "#app/modules/http/too-many-requests.server";
import { logger } from "#app/modules/logging/logger.server";
import { createEnquiry } from "./enquiries.server";

/** The answer, its HTTP status and headers (Retry-After on 429). */
export type EnquiryAnswer = (
  | (Extract<EnquiryResult, { ok: true }> & { status: 200 })
  | (Extract<EnquiryResult, { ok: false }> & { status: 400 | 429 | 503 })
) & { headers?: Record<string, string> };

/** Every enquiry form posts here: validate, limit per client address, store, email. */
export async function handleEnquiry(
  form: FormData,
  context: { clientIp: string; language: Language },
  now: Date = new Date(),
): Promise<EnquiryAnswer> {
  const posted = formObject(form);
  const type = enquiryType(posted.type);
  const lang = context.language;
  const failed = (status: 400 | 429 | 503, message: string, errors: Record<string, string> = {}) =>
    ({ ok: false, type, message, fieldErrors: errors, values: keptValues(posted), status }) as const;

  const parsed = parseEnquiry(type, posted, officeToday(now));
  if (!parsed.success) {
    const errors = translateFieldErrors(lang, fieldErrors(parsed.error));
    const count = Object.keys(errors).length;
    return failed(400, translateMessage(lang, "validation:fixErrors", { count }), errors);
  }
  const config = env();
  const verdict = await takeHit("enquiry-address", context.clientIp || "unknown", {
    limit: config.ENQUIRY_MAX_PER_ADDRESS,
    windowMs: config.ENQUIRY_WINDOW_MS,
  });
  if (!verdict.allowed) {
    const limited = tooManyRequests(lang, verdict, "enquiries:status.limited");
    return { ...failed(limited.status, limited.message), headers: limited.headers };
  }
  const success = {
    ok: true,
    type,
    message: translateMessage(lang, "enquiries:status.sent"),
    status: 200,
  } as const;
  if (parsed.data.data.website.trim() !== "") {
    logger.info({ clientIp: context.clientIp }, "enquiry honeypot filled");
    return success;
  }
  try {
    const created = await createEnquiry(parsed.data, lang);
    if (!created) {
      return failed(400, translateMessage(lang, "errors:contactFailed"), {
        tourId: translateMessage(lang, "validation:required"),
      });
    }
    return success;
  } catch (error) {
    logger.error({ err: error }, "enquiry failed");
    return failed(503, translateMessage(lang, "errors:contactFailed"));
  }
}
