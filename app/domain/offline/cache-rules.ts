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
 * The one exception is the trip wallet (decision 100): a traveller's own trip
 * pages, kept in their own cache only when they press "Save for offline",
 * under an opaque owner key, and dropped at sign-out or when another person
 * signs in on the device.
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
  /** Trips saved for offline by their traveller (the wallet's pages, pictures and records). */
  trips: "kilele-trips-v1",
} as const;

/** The caches that may hold what a visitor saw: emptied at sign-out (CLEAR_CACHE, or the sign-out post). */
export const USER_VISIBLE_CACHES: readonly string[] = [
  CACHE_NAMES.pages,
  CACHE_NAMES.images,
  CACHE_NAMES.trips,
];

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

// -- The trip wallet (decision 100) -----------------------------------------

/** The wallet's pages after /account/trips/{reference}: the itinerary (""), then the others. */
export const WALLET_PAGES = ["", "voucher", "contacts", "packing"] as const;
export type WalletPage = (typeof WALLET_PAGES)[number];

const WALLET_PATH = /^\/account\/trips\/([A-Z0-9]{4,40})(?:\/(voucher|contacts|packing))?\/?$/;

/** The trip and page of a wallet address (`/account/trips/EA…/voucher`), or null for any other. */
export function walletPageOf(pathname: string): { reference: string; page: WalletPage } | null {
  const match = WALLET_PATH.exec(pathname);
  if (!match?.[1]) return null;
  return { reference: match[1], page: (match[2] ?? "") as WalletPage };
}

/** Every page of one trip's wallet: what "Save for offline" keeps, and nothing else. */
export function walletPaths(reference: string): string[] {
  return WALLET_PAGES.map((page) => `/account/trips/${reference}${page ? `/${page}` : ""}`);
}

/** Where the worker keeps its own notes in the trips cache (never an address the site serves). */
export const TRIP_RECORD_PREFIX = "/__sw/trips/";
/** The owner key of the person last seen signed in on this device. */
export const TRIP_OWNER_KEY = `${TRIP_RECORD_PREFIX}owner`;

export function tripRecordKey(reference: string): string {
  return `${TRIP_RECORD_PREFIX}trip/${reference}`;
}

/** What the worker records of a saved trip, beside its pages and pictures. */
export type SavedTrip = {
  reference: string;
  /** The opaque key of the traveller who saved it (ownerKeyFor). */
  owner: string;
  /** ISO timestamp. */
  savedAt: string;
  language: string;
  pages: string[];
  images: string[];
};

/** Whether `value` is a trip record as the worker wrote it (anything else in the cache is ignored). */
export function isSavedTrip(value: unknown): value is SavedTrip {
  const trip = value as Partial<SavedTrip> | null;
  return (
    typeof trip === "object" &&
    trip !== null &&
    typeof trip.reference === "string" &&
    typeof trip.owner === "string" &&
    typeof trip.savedAt === "string" &&
    Array.isArray(trip.pages) &&
    Array.isArray(trip.images)
  );
}

/**
 * The saved trips to drop when `owner` is seen signed in: everyone else's.
 * A shared device never shows one traveller's trip to the next, even when the
 * first one's session ran out without a sign-out.
 */
export function tripsOfOthers(trips: readonly SavedTrip[], owner: string): SavedTrip[] {
  return trips.filter((trip) => trip.owner !== owner);
}

/** The pictures of `dropped` that no trip in `kept` still shows (safe to delete). */
export function imagesOnlyIn(dropped: readonly SavedTrip[], kept: readonly SavedTrip[]): string[] {
  const stillUsed = new Set(kept.flatMap((trip) => trip.images));
  return [...new Set(dropped.flatMap((trip) => trip.images))].filter((url) => !stillUsed.has(url));
}

/**
 * Whether the server's answer to a wallet page says this browser may no
 * longer see the trip: a redirect (to sign-in: the session is gone), or
 * 401/403/404/410. The saved copy then goes too.
 */
export function isWalletRefusal(response: { status: number; type?: string }): boolean {
  if (response.type === "opaqueredirect") return true;
  return [401, 403, 404, 410].includes(response.status) || (response.status >= 300 && response.status < 400);
}

/** Our own picture addresses a page shows in `<img src>` (paths, entities decoded), for saving with it. */
export function imageUrlsIn(html: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)) {
    const raw = (match[1] ?? "").replace(/&amp;/g, "&");
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) continue;
    urls.add(`${url.pathname}${url.search}`);
  }
  return [...urls];
}

/**
 * The opaque key a traveller's saved trips are filed under: a SHA-256 of the
 * signed-in address with this site's own prefix, so the worker can tell two
 * people apart without keeping who they are. `digest` is crypto.subtle's.
 */
export async function ownerKeyFor(
  email: string,
  digest: (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>,
): Promise<string> {
  const bytes = new TextEncoder().encode(`kilele-trip-owner:${email.trim().toLowerCase()}`);
  const hash = new Uint8Array(await digest(bytes));
  return [...hash.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
