/**
 * Caches an async result in memory for `ttlMs`. Used for data every page needs
 * (branding, footer lists) that staff change rarely; each instance refreshes on
 * its own, so nothing here needs to be shared between instances.
 */
export function memoize<T>(ttlMs: number, load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: { at: number; promise: Promise<T> } | undefined;
  return {
    get() {
      const now = Date.now();
      if (!value || now - value.at > ttlMs) {
        const promise = load();
        value = { at: now, promise };
        // A failure is not cached: the next caller tries again.
        promise.catch(() => {
          if (value?.promise === promise) value = undefined;
        });
      }
      return value.promise;
    },
    clear() {
      value = undefined;
    },
  };
}
