import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins";
import { db } from "#app/db/client.server";
import { accounts, sessions, users, verifications } from "#app/db/schema/index";
import { newReferralCode } from "#app/domain/referral-code";
import type { Language } from "#app/i18n/config";
import { absoluteUrl } from "#app/i18n/urls";
import { type Env, env } from "#app/modules/config/env.server";
import { enqueueEmail } from "#app/modules/email/outbox.server";
import { logFromLibrary } from "#app/modules/logging/logger.server";
import { grantConfiguredSuperAdmin } from "./super-admins.server";

/** Better Auth reads the client address from this header, which only our server sets. */
export const CLIENT_IP_HEADER = "x-kilele-client-ip";
/** The spec's return point for Google; Better Auth's own callback is never exposed. */
const GOOGLE_CALLBACK_PATH = "/auth/callback";
export const GOOGLE_PROVIDER_ID = "google";
const DAY_S = 24 * 60 * 60;
/** Spec section 9: the reset link is valid for 24 hours. */
const RESET_LINK_TTL_S = DAY_S;
const VERIFY_LINK_TTL_S = 3 * DAY_S;

/** Secrets already resolved, one per configuration (tests swap configurations). */
const resolvedSecrets = new WeakMap<Env, string>();

/**
 * The secret that signs session cookies and our own links. Production must
 * set AUTH_SECRET (the config check enforces it and its length). A local demo
 * gets one generated into DATA_DIR, so sessions survive restarts without any
 * set-up; the file is read once per process, not on every signature.
 */
export function signingSecret(config: Env = env()): string {
  let secret = resolvedSecrets.get(config);
  if (secret === undefined) {
    secret = config.AUTH_SECRET ?? localSecret(config.DATA_DIR);
    resolvedSecrets.set(config, secret);
  }
  return secret;
}

function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function googleEnabled(config: Env = env()): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

// Better Auth calls the mail senders without the request when it is used
// through `auth.api`, so the visitor's language travels in this scope instead.
const visitorLanguage = new AsyncLocalStorage<Language>();

/** Runs `fn` (a call into Better Auth) so that its mails and new users take `language`. */
export function inLanguage<T>(language: Language, fn: () => Promise<T>): Promise<T> {
  return visitorLanguage.run(language, fn);
}

/** The language a mail goes out in: the one the visitor was using when it was asked for. */
function mailLanguage(): Language {
  return visitorLanguage.getStore() ?? "en";
}

function createAuth() {
  const config = env();
  return betterAuth({
    appName: "Kilele Safaris",
    baseURL: config.siteUrl,
    // Better Auth's HTTP handler is not mounted; routes call `auth.api` directly
    // after their own validation. Only the Google callback is forwarded to it.
    basePath: "/api/auth",
    secret: signingSecret(config),
    trustedOrigins: [config.siteUrl],
    telemetry: { enabled: false },
    // Its lines join ours, as JSON with tokens and addresses removed, instead of console text.
    logger: { log: (level, message, ...args) => logFromLibrary("better-auth", level, message, args) },
    // Our own limits (sign-in-throttle.server.ts) count per account and per address.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: { users, sessions, accounts, verifications },
    }),
    user: {
      modelName: "users",
      fields: { name: "fullName", image: "avatarUrl" },
      additionalFields: {
        referralCode: { type: "string", required: false, input: false },
        preferredLanguage: { type: "string", required: false, input: false },
        // Read back with every session (never written by Better Auth), so the
        // viewer needs no second query: see session.server.ts.
        role: { type: "string", required: false, input: false, returned: true },
        isSuperAdmin: { type: "boolean", required: false, input: false, returned: true },
        deletedAt: { type: "date", required: false, input: false, returned: true },
      },
    },
    session: { modelName: "sessions", expiresIn: 30 * DAY_S, updateAge: DAY_S },
    account: {
      modelName: "accounts",
      // A Google identity joins an existing password account only when that
      // account's email was verified (someone may have registered another's address).
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      // Our schemas apply the spec's rules (6 to sign in, 8 to register); these are the outer bounds.
      minPasswordLength: 6,
      maxPasswordLength: 100,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await enqueueEmail(db(), {
          template: "password-reset",
          locale: mailLanguage(),
          to: user.email,
          props: { resetUrl: absoluteUrl(config.siteUrl, `/reset-password?token=${token}`), name: user.name },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      async afterEmailVerification(user) {
        await grantConfiguredSuperAdmin(user.id);
      },
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_TTL_S,
      async sendVerificationEmail({ user, token }) {
        await enqueueEmail(db(), {
          template: "verify-email",
          locale: mailLanguage(),
          to: user.email,
          props: { verifyUrl: absoluteUrl(config.siteUrl, `/verify-email?token=${token}`), name: user.name },
        });
      },
    },
    databaseHooks: {
      // Every sign-in (password or Google) creates a session: the moment to apply SUPER_ADMIN_EMAILS.
      session: {
        create: {
          async after(session) {
            await grantConfiguredSuperAdmin(session.userId);
          },
        },
      },
      user: {
        create: {
          // Every user gets a referral code at sign-up, whichever way they sign up.
          async before(user) {
            return {
              data: {
                ...user,
                email: user.email.toLowerCase(),
                referralCode: newReferralCode(),
                preferredLanguage: visitorLanguage.getStore() ?? null,
              },
            };
          },
        },
      },
    },
    advanced: {
      cookiePrefix: "kilele",
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: googleEnabled(config)
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                clientId: config.GOOGLE_CLIENT_ID as string,
                clientSecret: config.GOOGLE_CLIENT_SECRET as string,
                authorizationUrl: config.GOOGLE_AUTHORIZATION_URL,
                tokenUrl: config.GOOGLE_TOKEN_URL,
                userInfoUrl: config.GOOGLE_USERINFO_URL,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                accessType: "offline",
                prompt: "consent",
                redirectURI: absoluteUrl(config.siteUrl, GOOGLE_CALLBACK_PATH),
                // Google's userinfo names the stable account id `sub` (OpenID Connect).
                accountSubject: ({ profile }) => String((profile as { sub?: unknown }).sub ?? ""),
                mapProfileToUser: (profile) => ({
                  email: String(profile.email ?? "").toLowerCase(),
                  emailVerified: profile.email_verified === true || profile.email_verified === "true",
                  name: typeof profile.name === "string" ? profile.name : undefined,
                  image: typeof profile.picture === "string" ? profile.picture : undefined,
                }),
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: { auth: Auth; database: unknown } | undefined;

/** The Better Auth instance for the current database (tests reopen databases). */
export function auth(): Auth {
  const database = db();
  if (!instance || instance.database !== database) instance = { auth: createAuth(), database };
  return instance.auth;
}
