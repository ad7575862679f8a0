import { normalizeEmail } from "#app/domain/identity-rules";
import { env } from "#app/modules/config/env.server";
import { type RateLimit, type RateVerdict, takeHit } from "#app/modules/http/rate-limit.server";

/** Forms that send a mail: each has its own counters, so one cannot use up another's. */
export type MailForm = "sign-up" | "password-reset" | "verification-mail";

/**
 * Takes one hit per (bucket, key) in order and stops at the first refusal,
 * so that a refused address does not also count against the email.
 */
async function takeHits(hits: Array<[bucket: string, key: string, rule: RateLimit]>): Promise<RateVerdict> {
  for (const [bucket, key, rule] of hits) {
    const verdict = await takeHit(bucket, key, rule);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}

/**
 * Counts a post of a form that sends mail, per client address and per email
 * address, before the mail is asked for: a script can neither flood one inbox
 * nor send from one address to many. The count does not depend on whether the
 * address has an account, so a refusal says nothing about it.
 */
export function limitMailForm(
  form: MailForm,
  who: { clientIp: string; email: string },
): Promise<RateVerdict> {
  const config = env();
  const windowMs = config.MAIL_FORM_WINDOW_MS;
  return takeHits([
    [`${form}-address`, who.clientIp || "unknown", { limit: config.MAIL_FORM_MAX_PER_ADDRESS, windowMs }],
    [`${form}-email`, normalizeEmail(who.email), { limit: config.MAIL_FORM_MAX_PER_EMAIL, windowMs }],
  ]);
}

/**
 * Counts a check of the signed-in person's current password (changing the
 * email or the password, deleting the account), per client address and per
 * account, before the check runs: a stolen session cannot guess the password
 * at leisure. The forms share one count, as they check the same password.
 */
export function limitPasswordCheck(who: { clientIp: string; userId: string }): Promise<RateVerdict> {
  const config = env();
  const windowMs = config.PASSWORD_CHECK_WINDOW_MS;
  return takeHits([
    [
      "password-check-address",
      who.clientIp || "unknown",
      { limit: config.PASSWORD_CHECK_MAX_PER_ADDRESS, windowMs },
    ],
    ["password-check-account", who.userId, { limit: config.PASSWORD_CHECK_MAX_PER_ACCOUNT, windowMs }],
  ]);
}
