/** Where a signed-in user lands when no (acceptable) redirect was asked for. */
export const DEFAULT_AFTER_SIGN_IN = "/account";

// Characters a same-site path and query may hold; anything else is dropped before
// the path goes into ?redirect= (spec section 5: "stripped of unusual characters").
const UNUSUAL = /[^A-Za-z0-9\-._~/?&=%+,:;@!$()*[\]]/g;

/** The original path and query of a protected page, cleaned for the login redirect parameter. */
export function redirectTarget(pathname: string, search = ""): string {
  return `${pathname}${search}`.replace(UNUSUAL, "").slice(0, 1000);
}

/**
 * `value` when it is a path on this site, else the fallback. Refuses what a
 * browser would take for another origin: `//host`, `/\host`, schemes such as
 * `https:`, `javascript:` and `data:`, and control characters that browsers strip.
 */
export function safeRedirectPath(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // Any backslash or control character may be normalised by a browser into "//".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return fallback;
  try {
    const url = new URL(path, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login URL that brings the visitor back to `pathname` + `search` afterwards. */
export function loginUrlFor(pathname: string, search = ""): string {
  return `/login?redirect=${encodeURIComponent(redirectTarget(pathname, search))}`;
}

/**
 * A link staff typed (a banner's or a deal's): a path on this site, as
 * `safeRedirectPath` takes it, or an http(s) address; null for anything else
 * (`//host`, `/\\host`, `javascript:`, a backslash or space anywhere).
 */
export function safeLinkHref(value: string | null | undefined): string | null {
  const link = value?.trim();
  if (!link) return null;
  if (link.startsWith("/")) return safeRedirectPath(link, "") || null;
  if (!/^https?:\/\/[^\s\\]+$/i.test(link)) return null;
  try {
    new URL(link);
    return link;
  } catch {
    return null;
  }
}
