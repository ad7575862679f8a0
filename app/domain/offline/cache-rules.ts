/**
 * What the service worker may keep for offline use (decision 099). Pure, so
 * the worker (app/sw/sw.ts) and the tests share one rule.
 *
 * The rule: a response is kept only when it is the same for every visitor.
 * - Never by address: the staff area, the API, payment callbacks, the account
 *   area, booking and payment pages, sign-in and sign-out, the site's feeds and
 *   health checks, and React Router's data requests (`.data`).
 * - Never by header: `Cache-Control: no-store` (the server sends it on every
 *   page rendered for a signed-in visitor, and on anything personal), or a
 *   response that is not a plain 200 from our own origin.
 */

export const CACHE_NAMES = {
  /** Hashed build files: never change under the same name. */
  assets: "kilele-assets-v1",
  /** Pages visited while signed out, network first. */
  pages: "kilele-pages-v1",
  /** Pictures, stale-while-revalidate, limited in number. */
  images: "kilele-images-v1",
  /** The offline page in each language, fetched when the worker installs. */
  offline: "kilele-offline-v1",
} as const;

/** The caches that may hold what a visitor saw: emptied at sign-out (CLEAR_CACHE). */
export const USER_VISIBLE_CACHES: readonly string[] = [CACHE_NAMES.pages, CACHE_NAMES.images];

export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;
export const IMAGE_CACHE_MAX_ENTRIES = 60;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 3600;
export const PAGE_CACHE_MAX_ENTRIES = 50;

/** Path prefixes whose responses are never stored, whatever their headers say. */
export const NEVER_CACHED_PREFIXES: readonly string[] = [
  "/admin",
  "/api",
  "/webhooks",
  "/account",
  "/booking",
  "/mock-payment",
  "/logout",
  "/login",
  "/register",
  "/reset-password",
  "/verify-email",
  "/auth",
  "/unsubscribe",
  "/wishlist",
  "/compare",
  "/enquiry",
  "/newsletter",
  "/healthz",
  "/readyz",
  "/sw.js",
  "/manifest.webmanifest",
];

/** True for a path at `prefix` or below it (`/admin`, `/admin/x`, not `/administer`). */
function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`);
}

/** Whether a same-origin address may never be stored by the worker. */
export function isNeverCached(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (path.endsWith(".data")) return true;
  return NEVER_CACHED_PREFIXES.some((prefix) => under(path, prefix));
}

export type CacheKind = "asset" | "image" | "page" | "none";

const IMAGE_FILE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i;

/**
 * Which strategy a same-origin GET takes: hashed assets, pictures, pages
 * (document requests), or none (the network only).
 */
export function cacheKindFor(
  url: URL,
  request: { mode?: string; destination?: string },
  origin: string,
): CacheKind {
  if (url.origin !== origin) return "none";
  if (isNeverCached(url.pathname)) return "none";
  if (url.pathname.startsWith("/assets/")) return "asset";
  if (request.destination === "image" || url.pathname.startsWith("/media/") || IMAGE_FILE.test(url.pathname))
    return "image";
  if (request.mode === "navigate" || request.destination === "document") return "page";
  return "none";
}

/** Whether a response may be stored (see the rule above). */
export function isStorableResponse(response: {
  status: number;
  type?: string;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200) return false;
  if (response.type && response.type !== "basic" && response.type !== "default") return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  if (/(^|[\s,])no-store($|[\s,])/.test(cacheControl)) return false;
  return true;
}

/** Offline page addresses, one per language: what the worker fetches at install. */
export function offlinePageUrl(language: string): string {
  return `/offline?lang=${language}`;
}

/**
 * The language of the offline page for a failed navigation: the address's own
 * `?lang=`, else the language the page last told the worker, else English.
 */
export function offlineLanguageFor(
  url: URL,
  remembered: string | null,
  languages: readonly string[],
): string {
  const query = url.searchParams.get("lang");
  if (query && languages.includes(query)) return query;
  if (remembered && languages.includes(remembered)) return remembered;
  return languages[0] ?? "en";
}

/** Build-file addresses named in a page's HTML (its scripts, modules, stylesheets). */
export function assetUrlsIn(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2?)/g) ?? [])];
}
