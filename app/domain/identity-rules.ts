import { z } from "zod";
import {
  EMAIL_MAX,
  FULL_NAME,
  normalizeEmail,
  normalizePhone,
  normalizeReferralCode,
  SIGN_IN_PASSWORD,
  SIGN_UP_PASSWORD,
  stripTags,
} from "./identity-fields";

/**
 * Sign-in, sign-up and profile rules of spec section 5. Messages are
 * translation keys ("namespace:key"); the route translates them into the
 * visitor's language. The server actions validate with these schemas; the
 * forms take their limits from identity-fields.ts, re-exported here, so that
 * zod never reaches the browser (decision 045).
 */

export * from "./identity-fields";

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.preprocess(
  normalizeEmail,
  z
    .string()
    .max(EMAIL_MAX, { error: "validation:invalidEmailFormat" })
    .regex(SIMPLE_EMAIL, { error: "validation:invalidEmailFormat" }),
);

const fullNameField = z.preprocess(
  (v) => (typeof v === "string" ? stripTags(v) : ""),
  z
    .string()
    .min(FULL_NAME.min, { error: "validation:fullNameLength" })
    .max(FULL_NAME.max, { error: "validation:fullNameLength" }),
);

const text = (v: unknown) => (typeof v === "string" ? v : "");

export const signInSchema = z.object({
  email: emailField,
  password: z.preprocess(
    text,
    z
      .string()
      .min(SIGN_IN_PASSWORD.min, { error: "validation:invalidPassword" })
      .max(SIGN_IN_PASSWORD.max, { error: "validation:invalidPassword" }),
  ),
});
export type SignInInput = z.infer<typeof signInSchema>;

const newPassword = z.preprocess(
  text,
  z
    .string()
    .min(SIGN_UP_PASSWORD.min, { error: "validation:passwordMinLength" })
    .max(SIGN_UP_PASSWORD.max, { error: "validation:passwordMaxLength" }),
);

export const signUpSchema = z
  .object({
    email: emailField,
    fullName: fullNameField,
    password: newPassword,
    confirmPassword: z.preprocess(text, z.string()),
    referralCode: z.preprocess(normalizeReferralCode, z.string().nullable()),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation:passwordsMustMatch",
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.preprocess(text, z.string()) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation:passwordsMustMatch",
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.preprocess(text, z.string().min(1, { error: "validation:required" })),
    password: newPassword,
    confirmPassword: z.preprocess(text, z.string()),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: "validation:passwordsMustMatch",
  });

const PHONE_PATTERN = /^\+?[\d\s-]{6,20}$/;

/**
 * The fields a profile update may change. Anything else in the request (id,
 * is_super_admin, email, created_at, role, points) is not in the schema, so it
 * never reaches the database.
 */
export const profileSchema = z.object({
  fullName: fullNameField,
  phone: z.preprocess(
    (v) => (typeof v === "string" ? normalizePhone(v) : ""),
    z.union([z.literal(""), z.string().regex(PHONE_PATTERN, { error: "validation:phone" })]),
  ),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const changeEmailSchema = z.object({
  email: emailField,
  currentPassword: z.preprocess(text, z.string().min(1, { error: "validation:required" })),
});

/**
 * Deleting an account that has no password (signed up with Google): the person
 * types the account's email address instead, and ticks the confirmation.
 * Whether it is the right address is checked on the server against the account.
 */
export const deleteByEmailSchema = z.object({
  confirmEmail: z.preprocess(normalizeEmail, z.string().min(1, { error: "validation:required" })),
  confirm: z.preprocess(
    (v) => v === "on" || v === "true",
    z.literal(true, { error: "account:delete.confirmRequired" }),
  ),
});

/** Field name → message key of the first problem with each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
