import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { pageMeta } from "./page-meta";

type Match = { id: string; data?: unknown } | undefined;

/** The HTTP status an error page answers with: a thrown response's own, else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The key (in the `errors` namespace) of the heading the site's error page shows for `status`. */
export function errorTitleKey(status: number): "notFoundTitle" | "accessDeniedTitle" | "oopsTitle" {
  if (status === 404) return "notFoundTitle";
  if (status === 403) return "accessDeniedTitle";
  return "oopsTitle";
}

/**
 * The message `key` of `namespace` as the page's loaders shipped it (the
 * root ships the shell's namespaces, a layout its own), in the page's language.
 */
export function shippedMessage(
  matches: readonly Match[],
  namespace: string,
  key: string,
): string | undefined {
  for (const match of matches) {
    const messages = (
      match?.data as { messages?: Record<string, Record<string, unknown> | undefined> } | undefined
    )?.messages;
    const value = messages?.[namespace]?.[key];
    if (typeof value === "string") return value;
  }
  return undefined;
}

/**
 * The head of an error page: '{heading} | {site name}' like every page, kept
 * out of search engines. A route's own `meta` is never asked when its loader
 * threw (React Router stops at the boundary that renders the error, whose
 * loader data is all there is), so the layouts with a boundary call this.
 */
export function errorPageMeta(matches: readonly Match[], title: string): MetaDescriptor[] {
  return [...pageMeta(matches, { title }), { name: "robots", content: "noindex" }];
}
