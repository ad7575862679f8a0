import { absoluteUrl } from "#app/i18n/urls";
/**
 * The account page's names and small helpers, without the validation
 * (account-rules.ts, which re-exports all of this): the page imports from here
 * so that zod stays out of its JavaScript (decision 045).
 */

import type { FormErrors } from "./action-result";

export const ACCOUNT_INTENTS = [
  "profile",
  "email",
  "password",
  "newsletter",
  "preferences",
  "delete",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export function accountIntent(value: unknown): AccountIntent | null {
  return typeof value === "string" && (ACCOUNT_INTENTS as readonly string[]).includes(value)
    ? (value as AccountIntent)
    : null;
}

/** Forms that answer with a redirect (they set cookies) name their success in `?saved=`. */
export const SAVED_AFTER_REDIRECT: Partial<Record<AccountIntent, string>> = {
  preferences: "account:messages.preferencesSaved",
  password: "account:messages.passwordChanged",
};

export function savedNotice(value: string | null): AccountIntent | null {
  const intent = accountIntent(value);
  return intent && SAVED_AFTER_REDIRECT[intent] ? intent : null;
}

/** Share link of a referral code: the sign-up page with the code prefilled. */
export function referralShareLink(siteUrl: string, code: string): string {
  return absoluteUrl(siteUrl, `/register?ref=${encodeURIComponent(code)}`);
}

/** How far a balance has come from its tier's floor to the next tier, 0 to 100. */
export function tierProgress(points: number, floor: number, next: number | null): number {
  if (next === null) return 100;
  const span = next - floor;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((points - floor) / span) * 100)));
}

/** The address an erased account keeps: unique, and never deliverable (.invalid, RFC 2606). */
export function anonymizedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** The fields whose typed value a refused account form gets back (never a password), and their lengths. */
export const ACCOUNT_KEPT_FIELDS = { fullName: 500, phone: 500, email: 500, language: 500, currency: 500 };

/** What a form of the account page gets back: translated messages, and what was typed. */
export type AccountActionData = FormErrors & {
  intent: AccountIntent | null;
  values: Partial<Record<keyof typeof ACCOUNT_KEPT_FIELDS, string>>;
  /** The message key of a saved form. */
  success?: string;
  /** Changes on every answer, so a successful form can start empty again. */
  at: number;
};
