/**
 * The page's side of the service worker (decision 099): messages it sends.
 * Kept apart from the prompts so the sign-out form can use it without them.
 */

/** Sign-out: the worker forgets what the visitor saw (pages and pictures). */
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
