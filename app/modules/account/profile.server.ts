import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { db } from "#app/db/client.server";
import { loyaltyLedger, newsletterSubscriptions, sessions, users, wishlistItems } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { officeToday } from "#app/domain/dates";
import { normalizeEmail, type ProfileInput } from "#app/domain/identity-rules";
import { tripsToCome } from "#app/modules/booking/erasure.server";
import { bookingsForExport } from "#app/modules/booking/export.server";
import {
  hasPassword,
  resendVerification,
  signOut,
  verifyCurrentPassword,
} from "#app/modules/identity/accounts.server";
import { logger } from "#app/modules/logging/logger.server";
import { anonymizeAccount } from "./erasure.server";

type Context = Pick<AppLoadContext, "clientIp" | "language">;

/** Success, or a refusal whose message goes beside `field` (`form`: above the form). */
export type AccountResult = ActionResult;

const NO_USER = fail(401, "account:noUserLoggedIn", { field: "form" });

export type Profile = {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  emailVerified: boolean;
  preferredLanguage: string | null;
  preferredCurrency: string | null;
  createdAt: Date;
};

export async function getProfile(userId: string): Promise<Profile | null> {
  const [row] = await db()
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      emailVerified: users.emailVerified,
      preferredLanguage: users.preferredLanguage,
      preferredCurrency: users.preferredCurrency,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Only the full name and the phone change, and only the caller's own row: the
 * id comes from the session, never from the request, and the input type holds
 * no other field (spec section 5: id, is_super_admin, email, created_at stay).
 */
export async function updateProfile(
  userId: string | null | undefined,
  input: ProfileInput,
): Promise<AccountResult> {
  if (!userId) return NO_USER;
  const updated = await db()
    .update(users)
    .set({ fullName: input.fullName, phone: input.phone === "" ? null : input.phone, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0 ? { ok: true } : NO_USER;
}

/** What an account without a password (signed up with Google) hears when it asks to change its email. */
export const EMAIL_CHANGE_NEEDS_PASSWORD = fail(403, "account:emailChange.needsPassword", { field: "form" });

/**
 * A new address after the current password is checked. It is unverified until
 * the link sent to it is followed. An account without a password cannot
 * change it: the session alone is not enough to move the account elsewhere,
 * so the person sets a password first.
 */
export async function changeEmail(
  userId: string,
  input: { email: string; currentPassword: string },
  request: Request,
  context: Context,
): Promise<AccountResult> {
  if (!(await hasPassword(userId))) return EMAIL_CHANGE_NEEDS_PASSWORD;
  if (!(await verifyCurrentPassword(input.currentPassword, request, context))) {
    return fail(400, "errors:invalidCredentials", { field: "currentPassword" });
  }
  const [taken] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email}`, ne(users.id, userId)))
    .limit(1);
  if (taken) return fail(409, "errors:emailAlreadyRegistered", { field: "email" });
  try {
    await db()
      .update(users)
      .set({ email: input.email, emailVerified: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    // Two accounts claiming one address at once: the unique index decides.
    if (isUniqueViolation(error)) {
      return fail(409, "errors:emailAlreadyRegistered", { field: "email" });
    }
    throw error;
  }
  try {
    await resendVerification(input.email, request, context);
  } catch (error) {
    // The address is changed; the person can ask for another link.
    logger.error({ err: error }, "verification mail after an email change failed");
  }
  return { ok: true };
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * How the person confirms a deletion: their password, or, for an account that
 * has none (signed up with Google), their email address typed out.
 */
export type DeleteConfirmation = { currentPassword: string } | { confirmEmail: string };

/**
 * Deletes the caller's account after checking the confirmation: this browser
 * is signed out, then the person is erased (`anonymizeAccount`, erasure.server). Returns the
 * headers that clear this browser's cookie. Which confirmation counts is
 * decided here from the account, never from the form: an account with a
 * password must give the password.
 */
export async function deleteAccount(
  userId: string,
  confirmation: DeleteConfirmation,
  request: Request,
  context: Context,
): Promise<ActionResult<{ headers: Headers }>> {
  if (await hasPassword(userId)) {
    const password = "currentPassword" in confirmation ? confirmation.currentPassword : "";
    if (!password || !(await verifyCurrentPassword(password, request, context))) {
      return fail(400, "errors:invalidCredentials", { field: "currentPassword" });
    }
  } else {
    const profile = await getProfile(userId);
    if (!profile) return NO_USER;
    const typed = "confirmEmail" in confirmation ? normalizeEmail(confirmation.confirmEmail) : "";
    if (typed !== profile.email.toLowerCase()) {
      return fail(400, "account:delete.emailMismatch", { field: "confirmEmail" });
    }
  }
  // A paid trip still to come needs its travellers' details: cancel it, or delete after it.
  const [trip] = await tripsToCome(db(), userId, officeToday());
  if (trip) return fail(409, "account:delete.tripsToCome", { field: "form", values: { reference: trip } });
  const headers = await signOut(request, context);
  await anonymizeAccount(userId);
  return { ok: true, headers };
}

/** Everything the site keeps about the caller, for "download my data". */
export async function exportAccountData(userId: string) {
  const profile = await getProfile(userId);
  if (!profile) return null;
  const [extra] = await db()
    .select({
      referralCode: users.referralCode,
      loyaltyPoints: users.loyaltyPoints,
      loyaltyTier: users.loyaltyTier,
      role: users.role,
      referredById: users.referredById,
    })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await db()
    .select({
      points: loyaltyLedger.points,
      reason: loyaltyLedger.reason,
      reference: loyaltyLedger.reference,
      createdAt: loyaltyLedger.createdAt,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId))
    .orderBy(loyaltyLedger.createdAt, loyaltyLedger.id);
  const wishlist = await db()
    .select({ tourId: wishlistItems.tourId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  const [newsletter] = await db()
    .select({
      status: newsletterSubscriptions.status,
      locale: newsletterSubscriptions.locale,
      subscribedAt: newsletterSubscriptions.createdAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${profile.email})`)
    .limit(1);
  // Never the session tokens: the export may be stored or shared.
  const sessionList = await db()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...profile,
      referralCode: extra?.referralCode ?? null,
      role: extra?.role ?? "customer",
      joinedWithReferral: Boolean(extra?.referredById),
    },
    loyalty: { points: extra?.loyaltyPoints ?? 0, tier: extra?.loyaltyTier ?? "bronze", ledger },
    wishlist,
    newsletter: newsletter ?? null,
    bookings: await bookingsForExport(db(), userId),
    sessions: sessionList,
  };
}
