import { APIError } from "better-auth/api";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { db } from "#app/db/client.server";
import { accounts, sessions, users } from "#app/db/schema/index";
import { type ActionFailure, type ActionResult, fail } from "#app/domain/action-result";
import type { SignInInput, SignUpInput } from "#app/domain/identity-rules";
import { countSecurityEvent } from "#app/modules/analytics/security-counts.server";
import { logger } from "#app/modules/logging/logger.server";
import { auth, inLanguage } from "./auth.server";
import { newPasswordProblem, type PasswordOwner } from "./password-policy.server";
import { recordSecurityEvent } from "./security-events.server";
import { authHeaders, getViewer } from "./session.server";
import {
  beginSignIn,
  clearSignInFailures,
  forgetSignInAttempt,
  signInVerdict,
} from "./sign-in-throttle.server";

type Context = Pick<AppLoadContext, "clientIp" | "language">;

/** Success with the cookies to set, or a refusal for the form to show (next to `field` when it names one). */
export type AuthResult = ActionResult<{ headers: Headers }>;

/** Only the Set-Cookie lines of Better Auth's answer travel on to the browser. */
function cookieHeaders(from: Headers | null | undefined): Headers {
  const headers = new Headers();
  for (const cookie of from?.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  return headers;
}

/** A new password the policy refuses, as a failure of the password field; null when it may be used. */
function weakPassword(password: string, owner: PasswordOwner): ActionFailure | null {
  const problem = newPasswordProblem(password, owner);
  return problem ? fail(400, problem, { field: "password" }) : null;
}

/** A sign-up's success also says whether the referral code given named an account. */
export async function signUp(
  input: SignUpInput,
  request: Request,
  context: Context,
): Promise<ActionResult<{ headers: Headers; referred: boolean }>> {
  const weak = weakPassword(input.password, { name: input.fullName, email: input.email });
  if (weak) return weak;
  const [existing] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) {
    // Hash anyway, so an address that exists answers as slowly as a new one.
    await (await auth().$context).password.hash(input.password);
    return fail(409, "errors:emailAlreadyRegistered");
  }
  const referrer = input.referralCode
    ? (
        await db()
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.referralCode, input.referralCode), isNull(users.deletedAt)))
          .limit(1)
      )[0]
    : undefined;
  try {
    const { headers, response } = await inLanguage(context.language, () =>
      auth().api.signUpEmail({
        body: { email: input.email, password: input.password, name: input.fullName },
        headers: authHeaders(request, context),
        returnHeaders: true,
      }),
    );
    if (referrer) {
      await db().update(users).set({ referredById: referrer.id }).where(eq(users.id, response.user.id));
    }
    return { ok: true, headers: cookieHeaders(headers), referred: Boolean(referrer) };
  } catch (error) {
    // Two sign-ups of one address at once: the unique email decides, the loser hears why.
    if (error instanceof APIError && error.status === "UNPROCESSABLE_ENTITY") {
      return fail(409, "errors:emailAlreadyRegistered");
    }
    logger.error({ err: error }, "sign-up failed");
    return fail(500, "errors:authenticationFailed");
  }
}

export async function signIn(input: SignInInput, request: Request, context: Context): Promise<AuthResult> {
  const ip = context.clientIp || "unknown";
  // Counted before the password is checked, so attempts sent together cannot pass the limit.
  const attempt = await beginSignIn(input.email, ip);
  // Refused by the brute-force limits before any password check: counted for the analytics report.
  if (attempt.kind !== "allowed") countSecurityEvent("sign_in_throttled");
  if (attempt.kind === "locked")
    return fail(423, "errors:accountLocked", { values: { minutes: attempt.minutes } });
  if (attempt.kind === "throttled") {
    return fail(429, "errors:tooManyAttempts", {
      values: { seconds: attempt.retryAfterSeconds },
      headers: { "Retry-After": String(attempt.retryAfterSeconds) },
    });
  }
  const previous = await getViewer(request, context);
  try {
    const { headers } = await auth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    await clearSignInFailures(input.email);
    // A fresh session at every sign-in: the cookie this browser had before is dead.
    if (previous) await db().delete(sessions).where(eq(sessions.id, previous.sessionId));
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    if (error instanceof APIError && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST")) {
      countSecurityEvent("sign_in_failed");
      const next = await signInVerdict(input.email, ip);
      if (next.kind === "locked") {
        // One event per lock: from the attempt whose failure reached the threshold.
        if (attempt.locksOnFailure) {
          await recordSecurityEvent({ kind: "account_locked", email: input.email, request, clientIp: ip });
        }
        return fail(423, "errors:accountLocked", { values: { minutes: next.minutes } });
      }
      return fail(401, "errors:invalidCredentials");
    }
    await forgetSignInAttempt(attempt.id);
    logger.error({ err: error }, "sign-in failed");
    return fail(500, "errors:authenticationFailed");
  }
}

/** Ends the session on the server and returns the headers that clear the cookie. */
export async function signOut(request: Request, context: Context): Promise<Headers> {
  try {
    const { headers } = await auth().api.signOut({
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return cookieHeaders(headers);
  } catch (error) {
    // No session (already signed out, expired): there is nothing to end.
    logger.debug({ err: error }, "sign-out without a session");
    return new Headers();
  }
}

/** Sends the reset link if the address has an account; answers the same either way. */
export async function requestPasswordReset(email: string, request: Request, context: Context): Promise<void> {
  countSecurityEvent("password_reset_requested");
  try {
    await inLanguage(context.language, () =>
      auth().api.requestPasswordReset({
        body: { email, redirectTo: "/reset-password" },
        headers: authHeaders(request, context),
      }),
    );
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
  }
}

/** The user an emailed reset token was made for, if it is still valid. */
async function resetTokenOwner(token: string): Promise<PasswordOwner | null> {
  const { internalAdapter } = await auth().$context;
  // Better Auth's own identifier for reset tokens (api/routes/password).
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const user = await internalAdapter.findUserById(verification.value);
  return user ? { name: user.name, email: user.email } : null;
}

/** A refused reset: the link is unknown, used or expired. */
const INVALID_RESET_LINK: ActionFailure = fail(400, "auth:reset.invalidLink");

/**
 * Sets a new password from an emailed token (also how an account made with
 * Google gets its first password); every session of the user ends.
 */
export async function resetPassword(token: string, password: string): Promise<AuthResult> {
  const owner = await resetTokenOwner(token);
  if (!owner) return INVALID_RESET_LINK;
  const weak = weakPassword(password, owner);
  if (weak) return weak;
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password } });
    return { ok: true, headers: new Headers() };
  } catch (error) {
    if (error instanceof APIError) return INVALID_RESET_LINK;
    throw error;
  }
}

/** Marks the address verified from an emailed token. */
export async function verifyEmail(token: string): Promise<boolean> {
  try {
    await auth().api.verifyEmail({ query: { token } });
  } catch (error) {
    if (error instanceof APIError) return false;
    throw error;
  }
  return true;
}

/** Sends a new verification link to the signed-in user. */
export async function resendVerification(email: string, request: Request, context: Context): Promise<void> {
  await inLanguage(context.language, () =>
    auth().api.sendVerificationEmail({ body: { email }, headers: authHeaders(request, context) }),
  );
}

/**
 * Changes the password after checking the current one; the other sessions of
 * the user end and this browser gets a new session.
 */
export async function changePassword(
  input: { currentPassword: string; password: string },
  owner: PasswordOwner,
  request: Request,
  context: Context,
): Promise<AuthResult> {
  const weak = weakPassword(input.password, owner);
  if (weak) return weak;
  try {
    const { headers } = await auth().api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.password,
        revokeOtherSessions: true,
      },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(headers) };
  } catch (error) {
    if (error instanceof APIError && error.status === "BAD_REQUEST")
      return fail(400, "errors:invalidCredentials");
    throw error;
  }
}

/**
 * Whether the user has a password. Someone who signed up with Google has none
 * until they set one through the emailed reset link (Better Auth then adds the
 * password as a second way to sign in).
 */
export async function hasPassword(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), isNotNull(accounts.password)),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether `password` is the signed-in user's current password. */
export async function verifyCurrentPassword(password: string, request: Request, context: Context) {
  try {
    await auth().api.verifyPassword({ body: { password }, headers: authHeaders(request, context) });
    return true;
  } catch (error) {
    if (error instanceof APIError) return false;
    throw error;
  }
}
