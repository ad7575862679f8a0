import { expect, type Page } from "@playwright/test";

// Reading the service worker's state from a page (decisions 099, 100), for the
// specs that allow service workers (`test.use({ serviceWorkers: "allow" })`).

/** The paths (with queries) a cache holds, read in the page; none when the cache does not exist. */
export function cachedPaths(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [] as string[];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, cacheName);
}

/** Every cache of the origin with the paths it holds. */
export function allCachedPaths(page: Page) {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      all[name] = keys.map((request) => {
        const url = new URL(request.url);
        return `${url.pathname}${url.search}`;
      });
    }
    return all;
  });
}

/** Waits until /sw.js is active and controls the page. */
export async function waitForWorker(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/");
        return registration?.active && navigator.serviceWorker.controller
          ? registration.active.scriptURL
          : "";
      }),
    )
    .toMatch(/\/sw\.js$/);
}
