import { data } from "react-router";

/**
 * Ends a loader with 404: the site layout's error boundary renders the
 * not-found page inside the shell. Used for unknown slugs and for content the
 * public may not see (inactive, unpublished), which must look the same.
 */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Ends a loader or action reached with a method the route does not take (a
 * GET of a POST-only address): 405 with Allow, the client's mistake, never logged as an error.
 */
export function methodNotAllowed(allow: string): never {
  throw data(null, { status: 405, headers: { Allow: allow } });
}

/** A positive integer from a route or query parameter, or null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
