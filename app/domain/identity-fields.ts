/**
 * The limits and normalizers of the sign-in, sign-up and profile forms (spec
 * section 5), without the validation (identity-rules.ts, which re-exports all
 * of this): the forms and pages import from here so that zod stays out of
 * every page's JavaScript (decision 045).
 */

export const EMAIL_MAX = 320;
export const SIGN_IN_PASSWORD = { min: 6, max: 100 } as const;
/** The registration text's reading of the two (spec section 5). */
export const SIGN_UP_PASSWORD = { min: 8, max: 100 } as const;
export const FULL_NAME = { min: 2, max: 100 } as const;
export const REFERRAL_CODE_MAX = 20;

export function normalizeEmail(value: unknown): string {
  return typeof value === "string" ? value.trim().toLowerCase() : "";
}

/** Removes HTML tags (and what is left of a broken one) and collapses whitespace. */
export function stripTags(value: string): string {
  return value
    .replace(/<[^>]*>?/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Keeps digits, plus, hyphen and whitespace (spec: profile update). */
export function normalizePhone(value: string): string {
  return value.replace(/[^\d+\-\s]/g, "").trim();
}

/**
 * A referral code as typed: used only when 20 characters or fewer, then
 * upper-cased and stripped to letters and digits. Null when unusable.
 */
export function normalizeReferralCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const raw = value.trim();
  if (raw.length === 0 || raw.length > REFERRAL_CODE_MAX) return null;
  const code = raw.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return code.length > 0 ? code : null;
}
