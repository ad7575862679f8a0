import { Outlet, useRouteError } from "react-router";
import { ErrorPageContent } from "#app/components/layout/error-page-content";
import { SiteShell } from "#app/components/layout/site-shell";
import { errorPageMeta, errorStatus, errorTitleKey, shippedMessage } from "#app/components/seo/error-meta";
import type { Route } from "./+types/layout";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * The title of whichever error page the boundary below shows: when a page's
 * loader throws, that page's own `meta` is not asked (its data is missing).
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const key = errorTitleKey(errorStatus(error));
  return errorPageMeta(matches, shippedMessage(matches, "errors", key) ?? key);
};

/** A page failed: the shell stays around the site's error page (the heading is the title's, see `meta`). */
export function ErrorBoundary() {
  return (
    <SiteShell>
      <ErrorPageContent error={useRouteError()} />
    </SiteShell>
  );
}
