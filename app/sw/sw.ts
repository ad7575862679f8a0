/// <reference lib="webworker" />
/**
 * The service worker at /sw.js, scope / (decision 099). Built by
 * vite-plugin-pwa (inject-manifest) from this file after the client build;
 * which responses it keeps is decided by app/domain/offline/cache-rules.ts.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import {
  assetUrlsIn,
  CACHE_NAMES,
  cacheKindFor,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  isStorableResponse,
  offlineLanguageFor,
  offlinePageUrl,
  PAGE_CACHE_MAX_ENTRIES,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  USER_VISIBLE_CACHES,
} from "#app/domain/offline/cache-rules";
import { LANGUAGES } from "#app/i18n/config";
import "./form-outbox";
import { keepBuildFiles } from "./build-files";
// The trip wallet (decision 100): its route comes before the page routes below.
import { savedTripPictures } from "./trips";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Where the page's language is remembered (a worker's variables die with it). */
const LANGUAGE_KEY = "/__sw/language";

// The icons and the site's own artwork (the build's hashed assets are cached as they are used).
precacheAndRoute(self.__WB_MANIFEST);

/** Stores only what the rule allows (no-store, errors, opaque responses are dropped). */
const storableOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isStorableResponse(response) ? response : null,
};
// The cache keys are addresses; the server's Vary (Cookie, Accept-Language) does not apply inside one browser.
const matchOptions = { ignoreVary: true };
const origin = self.location.origin;

registerRoute(
  ({ url, request }) => cacheKindFor(url, request, origin) === "asset",
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [storableOnly], matchOptions }),
);
registerRoute(
  ({ url, request }) => request.method === "GET" && cacheKindFor(url, request, origin) === "image",
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    matchOptions,
    plugins: [
      storableOnly,
      // Offline, a picture of a trip saved for offline comes from that trip's cache.
      savedTripPictures,
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
/** A page: a navigation, or an address the page asked to keep (CACHE_URLS, sent with Accept: text/html). */
const isPage = (request: Request) =>
  request.mode === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
registerRoute(
  ({ url, request }) =>
    isPage(request) && cacheKindFor(url, { mode: "navigate", destination: "document" }, origin) === "page",
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [
      storableOnly,
      new ExpirationPlugin({ maxEntries: PAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);
// Pages never kept (account, booking, admin...) still get the offline page when the network fails.
registerRoute(({ request, url }) => request.mode === "navigate" && url.origin === origin, new NetworkOnly());

/** What a visitor saw, saved trips included: gone at sign-out. */
function clearUserCaches() {
  return Promise.all(USER_VISIBLE_CACHES.map((name) => caches.delete(name)));
}

// Sign-out's own post (a document form): the caches are emptied even when the page's
// CLEAR_CACHE message never came (no JavaScript, or it did not run before the page left).
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === origin && url.pathname === "/logout",
  async ({ request }) => {
    await clearUserCaches();
    return fetch(request);
  },
  "POST",
);

async function rememberedLanguage(): Promise<string | null> {
  const cache = await caches.open(CACHE_NAMES.offline);
  const stored = await cache.match(LANGUAGE_KEY);
  return stored ? stored.text() : null;
}

/**
 * A navigation neither the network nor the cache could answer: the offline page
 * in the page's language. Another address is sent there (a redirect), so the
 * page starts as /offline (its own route) and can offer the way back (`from`).
 */
setCatchHandler(async ({ request, url }) => {
  if (request.destination !== "document" && request.mode !== "navigate") return Response.error();
  const address = url ?? new URL(request.url);
  const language = offlineLanguageFor(address, await rememberedLanguage(), LANGUAGES);
  if (address.pathname !== "/offline") {
    const from = `${address.pathname}${address.search}`;
    return Response.redirect(`${offlinePageUrl(language)}&from=${encodeURIComponent(from)}`, 302);
  }
  const cache = await caches.open(CACHE_NAMES.offline);
  return (
    (await cache.match(offlinePageUrl(language), matchOptions)) ??
    (await cache.match(offlinePageUrl("en"), matchOptions)) ??
    Response.error()
  );
});

/**
 * The offline page in every language, and the build files it needs to start,
 * fetched without cookies: nobody's session, and no language cookie set by `?lang=`.
 */
async function cacheOfflinePages() {
  const offline = await caches.open(CACHE_NAMES.offline);
  const files = new Set<string>();
  for (const language of LANGUAGES) {
    const url = offlinePageUrl(language);
    const response = await fetch(url, { credentials: "omit", cache: "no-store" });
    if (!response.ok) throw new Error(`offline page ${url}: ${response.status}`);
    for (const file of assetUrlsIn(await response.clone().text())) files.add(file);
    await offline.put(url, response);
  }
  await keepBuildFiles(files);
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheOfflinePages());
});

// The first worker takes the open pages at once; a new one waits for 'Update Now' (SKIP_WAITING).
clientsClaim();

self.addEventListener("activate", (event) => {
  // Caches of earlier cache versions go; ours and the precache stay.
  const ours = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("kilele-") && !ours.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; language?: string } | null;
  if (data?.type === "SKIP_WAITING") {
    void self.skipWaiting();
  } else if (data?.type === "CLEAR_CACHE") {
    // Sign-out: what the visitor saw and the saved trips go; the build files and the offline pages stay.
    event.waitUntil(clearUserCaches());
  } else if (
    data?.type === "LANGUAGE" &&
    data.language &&
    (LANGUAGES as readonly string[]).includes(data.language)
  ) {
    const language = data.language;
    event.waitUntil(
      caches.open(CACHE_NAMES.offline).then((cache) => cache.put(LANGUAGE_KEY, new Response(language))),
    );
  }
});
