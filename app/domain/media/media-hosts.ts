/**
 * Which outside hosts may serve pictures and video. The Content-Security-Policy
 * allows exactly these (img-src, media-src), and everything that shows a
 * picture asks the same list, so an outside picture is either allowed and
 * loads, or is never put on the page: never shown broken (decision 033).
 */

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type OriginList = { origins: string[] } | { error: string };

/**
 * A comma-separated list of origins (`https://images.unsplash.com`): https
 * only, no path, query or credentials; http only for a loopback host when
 * `allowLoopbackHttp` (tests' stand-in hosts). Origins come back normalised.
 */
export function parseOriginList(value: string, options: { allowLoopbackHttp: boolean }): OriginList {
  const origins: string[] = [];
  for (const item of value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return { error: `"${item}" is not an origin like https://images.example.com` };
    }
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    if (!bare || !/^https?:\/\/[^/]+\/?$/i.test(item)) {
      return {
        error: `"${item}" must be an origin only (scheme, host and port), like https://images.example.com`,
      };
    }
    const loopbackHttp =
      url.protocol === "http:" && options.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== "https:" && !loopbackHttp) return { error: `"${item}" must use https` };
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return { origins };
}

/**
 * Whether a picture's address may be shown: a path on this site, or an
 * http(s) URL on one of `origins`. Protocol-relative, `data:`, `javascript:`
 * and unparsable addresses may not.
 */
export function isAllowedMediaUrl(src: string, origins: readonly string[]): boolean {
  const url = src.trim();
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}
