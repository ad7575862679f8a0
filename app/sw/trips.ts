/// <reference lib="webworker" />
/**
 * The trip wallet's part of the service worker (decision 100). The only pages
 * rendered for a signed-in person the worker ever keeps: a traveller's own
 * trip pages, fetched with their session when they press "Save for offline"
 * (SAVE_TRIP), filed under an opaque owner key, and shown only when the
 * network cannot answer. They go at sign-out (sw.ts), when someone else is
 * seen signed in (TRIP_OWNER), and when the server refuses the page (the
 * session ended, or the booking is not this person's).
 */
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import { registerRoute } from "workbox-routing";
import {
  assetUrlsIn,
  CACHE_NAMES,
  imagesOnlyIn,
  imageUrlsIn,
  isSavedTrip,
  isWalletRefusal,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  type SavedTrip,
  TRIP_OWNER_KEY,
  TRIP_RECORD_PREFIX,
  tripRecordKey,
  tripsOfOthers,
  walletPageOf,
  walletPaths,
} from "#app/domain/offline/cache-rules";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/i18n/config";
import { keepBuildFiles } from "./build-files";

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;
const OWNER = /^[0-9a-f]{32}$/;
const RECORDS = `${TRIP_RECORD_PREFIX}trip/`;

/** The trips cache, or null when nothing was ever saved (so a signed-in visit creates none). */
async function existingTrips(): Promise<Cache | null> {
  return (await caches.has(CACHE_NAMES.trips)) ? caches.open(CACHE_NAMES.trips) : null;
}

async function recordOf(cache: Cache, reference: string): Promise<SavedTrip | null> {
  const stored = await cache.match(tripRecordKey(reference));
  const record: unknown = await stored?.json().catch(() => null);
  return isSavedTrip(record) ? record : null;
}

async function allTrips(cache: Cache): Promise<SavedTrip[]> {
  const trips: SavedTrip[] = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!path.startsWith(RECORDS)) continue;
    const trip = await recordOf(cache, path.slice(RECORDS.length));
    if (trip) trips.push(trip);
  }
  return trips;
}

/** Deletes trips' pages and records, and the pictures no remaining trip shows. */
async function dropTrips(cache: Cache, dropped: readonly SavedTrip[], kept: readonly SavedTrip[]) {
  for (const trip of dropped) {
    await Promise.all(trip.pages.map((page) => cache.delete(page)));
    await cache.delete(tripRecordKey(trip.reference));
  }
  await Promise.all(imagesOnlyIn(dropped, kept).map((image) => cache.delete(image)));
}

/** Someone is signed in on this device: only their saved trips stay. */
async function noteOwner(owner: string, cache: Cache | null) {
  if (!cache) return;
  const trips = await allTrips(cache);
  const others = tripsOfOthers(trips, owner);
  if (others.length > 0)
    await dropTrips(
      cache,
      others,
      trips.filter((trip) => trip.owner === owner),
    );
  await cache.put(TRIP_OWNER_KEY, new Response(owner));
}

/** A trip the server no longer shows this browser (or its owner's "Remove"): it goes. */
async function forgetTrip(reference: string, owner?: string) {
  const cache = await existingTrips();
  const trip = cache ? await recordOf(cache, reference) : null;
  if (!cache || !trip || (owner !== undefined && trip.owner !== owner)) return;
  const others = (await allTrips(cache)).filter((other) => other.reference !== reference);
  await dropTrips(cache, [trip], others);
}

/**
 * Fetches every page of the trip with the traveller's session, in their
 * language, then keeps them with the pictures they show and the build files
 * they need. All pages first: a trip is saved whole or not at all. The
 * server decides what the session may see; a refusal (redirect, 404) fails
 * the save and keeps nothing.
 */
async function saveTrip(reference: string, owner: string, language: string): Promise<SavedTrip> {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const paths = walletPaths(reference);
  const pages: Array<{ path: string; html: string; type: string }> = [];
  for (const path of paths) {
    const response = await fetch(`${path}?lang=${lang}`, { credentials: "same-origin", cache: "no-store" });
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || response.redirected || !type.startsWith("text/html"))
      throw new Error(`${path}: ${response.status}`);
    pages.push({ path, html: await response.text(), type });
  }
  const cache = await caches.open(CACHE_NAMES.trips);
  // Someone else's trips go before this person's are written.
  await noteOwner(owner, cache);
  const earlier = await recordOf(cache, reference);
  const others = (await allTrips(cache)).filter((trip) => trip.reference !== reference);
  if (earlier) await dropTrips(cache, [earlier], others);
  const savedAt = new Date().toISOString();
  for (const page of pages) {
    await cache.put(page.path, new Response(page.html, { headers: { "Content-Type": page.type } }));
  }
  const images: string[] = [];
  for (const image of new Set(pages.flatMap((page) => imageUrlsIn(page.html, origin)))) {
    // A picture that cannot be fetched now is left out; the page shows its default picture offline.
    const response = await fetch(image, { credentials: "same-origin" }).catch(() => null);
    if (!response?.ok) continue;
    await cache.put(image, response);
    images.push(image);
  }
  await keepBuildFiles(pages.flatMap((page) => assetUrlsIn(page.html)));
  const trip: SavedTrip = { reference, owner, savedAt, language: lang, pages: paths, images };
  await cache.put(
    tripRecordKey(reference),
    new Response(JSON.stringify(trip), { headers: { "Content-Type": "application/json" } }),
  );
  return trip;
}

/** The saved copy of a wallet page, only for the person last seen signed in here (its owner). */
async function savedPage(url: URL): Promise<Response | undefined> {
  const wallet = walletPageOf(url.pathname);
  const cache = await existingTrips();
  if (!wallet || !cache) return undefined;
  const trip = await recordOf(cache, wallet.reference);
  const owner = await (await cache.match(TRIP_OWNER_KEY))?.text();
  if (!trip || trip.owner !== owner) return undefined;
  // Any ?lang= is ignored: the copy is in the language it was saved in.
  return cache.match(url.pathname, { ignoreSearch: true, ignoreVary: true });
}

const wait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * A wallet page: the server's answer whenever it comes; the saved copy when
 * the network fails, or after a few seconds of a network too slow to answer.
 * A refusal from the server also removes the saved copy.
 */
async function walletNavigation({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  const wallet = walletPageOf(url.pathname);
  const network = fetch(request).then(async (response) => {
    if (wallet && isWalletRefusal(response)) await forgetTrip(wallet.reference);
    return response;
  });
  const saved = await savedPage(url);
  // No copy: the network's answer, or its failure (the offline page, sw.ts).
  if (!saved) return network;
  network.catch(() => undefined);
  return Promise.race([network, wait(PAGE_NETWORK_TIMEOUT_SECONDS).then(() => saved)]).catch(() => saved);
}

// Before sw.ts's own routes: a wallet address is otherwise "never cached" (cache-rules.ts).
registerRoute(
  ({ url, request }) =>
    request.mode === "navigate" && url.origin === origin && walletPageOf(url.pathname) !== null,
  walletNavigation,
);

/** For the pictures route: a saved trip's picture when the network and the picture cache have none. */
export const savedTripPictures = {
  handlerDidError: async ({ request }: { request: Request }) =>
    (await (await existingTrips())?.match(request, { ignoreVary: true })) ?? undefined,
};

type TripMessage = { type?: string; reference?: unknown; owner?: unknown; language?: unknown };

function validTrip(data: TripMessage): { reference: string; owner: string } | null {
  const reference = typeof data.reference === "string" ? data.reference : "";
  const owner = typeof data.owner === "string" ? data.owner : "";
  if (!walletPageOf(`/account/trips/${reference}`) || !OWNER.test(owner)) return null;
  return { reference, owner };
}

/** The answer a page waits for on its own channel (service-worker-client.ts). */
function reply(event: ExtendableMessageEvent, work: Promise<unknown>) {
  const port = event.ports[0];
  event.waitUntil(
    work.then(
      (answer) => port?.postMessage(answer ?? null),
      () => port?.postMessage({ ok: false }),
    ),
  );
}

self.addEventListener("message", (event) => {
  const data = (event.data ?? {}) as TripMessage;
  if (data.type === "TRIP_OWNER") {
    const owner = typeof data.owner === "string" && OWNER.test(data.owner) ? data.owner : null;
    if (owner) event.waitUntil(existingTrips().then((cache) => noteOwner(owner, cache)));
    return;
  }
  if (data.type !== "SAVE_TRIP" && data.type !== "TRIP_STATUS" && data.type !== "REMOVE_TRIP") return;
  const trip = validTrip(data);
  if (!trip) {
    reply(event, Promise.resolve({ ok: false }));
    return;
  }
  if (data.type === "SAVE_TRIP") {
    const language = typeof data.language === "string" ? data.language : DEFAULT_LANGUAGE;
    reply(
      event,
      saveTrip(trip.reference, trip.owner, language).then((saved) => ({ ok: true, savedAt: saved.savedAt })),
    );
  } else if (data.type === "TRIP_STATUS") {
    reply(
      event,
      existingTrips().then(async (cache) => {
        const saved = cache ? await recordOf(cache, trip.reference) : null;
        return { ok: true, savedAt: saved && saved.owner === trip.owner ? saved.savedAt : null };
      }),
    );
  } else {
    reply(
      event,
      forgetTrip(trip.reference, trip.owner).then(() => ({ ok: true, savedAt: null })),
    );
  }
});
