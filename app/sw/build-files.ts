/// <reference lib="webworker" />
import { CACHE_NAMES } from "#app/domain/offline/cache-rules";

/**
 * Puts the build files a kept page names (its scripts, styles, fonts) in the
 * assets cache, fetched without cookies, so the page can start with no
 * connection. Hashed names never change, so one already there is kept.
 */
export async function keepBuildFiles(files: Iterable<string>): Promise<void> {
  const assets = await caches.open(CACHE_NAMES.assets);
  await Promise.all(
    [...new Set(files)].map(async (file) => {
      if (await assets.match(file)) return;
      const response = await fetch(file, { credentials: "omit" });
      if (response.ok) await assets.put(file, response);
    }),
  );
}
