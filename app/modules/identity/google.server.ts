import type { AppLoadContext } from "react-router";
import { safeRedirectPath } from "#app/domain/http/safe-redirect";
import { env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";
import { auth, GOOGLE_PROVIDER_ID, inLanguage } from "./auth.server";
import { authHeaders } from "./session.server";

type Context = Pick<AppLoadContext, "clientIp" | "language">;

const FAILED = "/login?error=google";

function setCookies(from: Headers | null | undefined): Headers {
  const headers = new Headers();
  for (const cookie of from?.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  return headers;
}

/**
 * Asks Better Auth for Google's authorization URL (offline access, consent
 * prompt, state and PKCE; see auth.server.ts). Null when it cannot start.
 */
export async function startGoogleSignIn(
  redirectTo: string,
  request: Request,
  context: Context,
): Promise<{ url: string; headers: Headers } | null> {
  try {
    const { headers, response } = await auth().api.signInSocial({
      body: {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: redirectTo,
        errorCallbackURL: FAILED,
        disableRedirect: true,
      },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    if (!response?.url) return null;
    return { url: response.url, headers: setCookies(headers) };
  } catch (error) {
    logger.error({ err: error }, "Google sign-in could not start");
    return null;
  }
}

/**
 * Hands Google's answer (code and state in the query) to Better Auth's
 * callback, which checks the state and PKCE, exchanges the code, finds or
 * creates the user (linking only to a verified local account) and opens a
 * session. Returns where to send the browser, the cookies to set, and
 * whether the person is now signed in.
 */
export async function finishGoogleSignIn(
  request: Request,
  context: Context,
): Promise<{ location: string; headers: Headers; signedIn: boolean }> {
  const { search } = new URL(request.url);
  const siteUrl = env().siteUrl;
  const forwarded = new Request(`${siteUrl}/api/auth/callback/${GOOGLE_PROVIDER_ID}${search}`, {
    method: "GET",
    headers: authHeaders(request, context),
  });
  try {
    const response = await inLanguage(context.language, () => auth().handler(forwarded));
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      logger.warn({ status: response.status }, "Google callback did not redirect");
      return { location: FAILED, headers: setCookies(response.headers), signedIn: false };
    }
    const target = new URL(location, siteUrl);
    const failed = target.origin !== new URL(siteUrl).origin || target.searchParams.has("error");
    return {
      location: failed ? FAILED : safeRedirectPath(`${target.pathname}${target.search}`),
      headers: setCookies(response.headers),
      signedIn: !failed,
    };
  } catch (error) {
    logger.error({ err: error }, "Google callback failed");
    return { location: FAILED, headers: new Headers(), signedIn: false };
  }
}
