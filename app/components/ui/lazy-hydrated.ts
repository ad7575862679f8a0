import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * A component the browser loads from a chunk of its own, after the page's
 * first scripts (decision 103): React keeps the server's HTML of it and
 * hydrates it once the chunk has come.
 *
 * On the server its module is loaded as soon as this is called and then handed
 * to React synchronously (a thenable that answers at once), so the server never
 * suspends on it: the section is rendered where it belongs in the page, for a
 * visitor without JavaScript too, instead of being streamed after the rest
 * (which React does for a plain `lazy` on the first request after a start).
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: Loaded<P> | undefined;
  const fetchModule = () =>
    load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  if (typeof window === "undefined") fetchModule().catch(() => {});
  return lazy(() => (loaded ? answeredAtOnce(loaded) : fetchModule()));
}

/** A thenable whose `then` calls back at once: React's lazy then reads the module without suspending. */
function answeredAtOnce<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point, React's lazy reads it.
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}
