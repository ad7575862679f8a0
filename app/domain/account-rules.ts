import { z } from "zod";
import { LANGUAGES } from "#app/i18n/config";
import { CURRENCY_CODES, type CurrencyCode } from "./currency";

/**
 * The account page's smaller forms. Profile, email and password rules live in
 * identity-rules.ts; these are the preference and deletion forms. Messages are
 * translation keys, as there. The page takes its names from account-fields.ts,
 * re-exported here, so that zod never reaches the browser (decision 045).
 */

export * from "./account-fields";

const text = (v: unknown) => (typeof v === "string" ? v : "");

export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES, { error: "validation:required" }),
  currency: z.preprocess(
    (v) => (typeof v === "string" ? v.toUpperCase() : ""),
    z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], { error: "validation:required" }),
  ),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** A checkbox: present ("on") means subscribed, absent means not. */
export const newsletterSchema = z.object({
  subscribed: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});

export const deleteAccountSchema = z.object({
  currentPassword: z.preprocess(text, z.string().min(1, { error: "validation:required" })),
  confirm: z.preprocess(
    (v) => v === "on" || v === "true",
    z.literal(true, { error: "account:delete.confirmRequired" }),
  ),
});
