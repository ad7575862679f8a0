import { ownerKeyFor } from "#app/domain/offline/cache-rules";

/**
 * The page's side of the service worker (decisions 099 and 100): messages it
 * sends. Kept apart from the prompts so the sign-out form and the trip
 * wallet's button can use it without them.
 */

/** Sign-out: the worker forgets what the visitor saw (pages, pictures, saved trips). */
export function clearOfflineCaches() {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: "CLEAR_CACHE" });
  } catch {
    // No worker (or not allowed): nothing is cached to clear.
  }
}

/** Asks the worker to keep this page and the build files and pictures it loaded (through its own rules). */
export function keepPageOffline(worker: ServiceWorker, href: string) {
  const origin = window.location.origin;
  const files = performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/assets/`) || name.startsWith(`${origin}/media/`));
  worker.postMessage({
    type: "CACHE_URLS",
    payload: { urlsToCache: [[href, { headers: { Accept: "text/html" } }], ...new Set(files)] },
  });
}

// -- The trip wallet (decision 100) -----------------------------------------

/** The opaque key the worker files the signed-in person's trips under (never their address). */
export function tripOwnerKey(email: string): Promise<string> {
  return ownerKeyFor(email, (data) => crypto.subtle.digest("SHA-256", data));
}

/**
 * Tells the worker who is signed in on this page: another person's saved
 * trips are dropped at once (a shared device, a session that ran out).
 */
export async function announceTripOwner(email: string) {
  try {
    const worker = navigator.serviceWorker?.controller;
    if (!worker || !crypto.subtle) return;
    worker.postMessage({ type: "TRIP_OWNER", owner: await tripOwnerKey(email) });
  } catch {
    // No worker, or not allowed: nothing was saved on this device.
  }
}
