import { Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AccessDeniedContent } from "#app/components/layout/access-denied-content";
import { clientMistake } from "#app/components/layout/error-reason";
import { NotFoundContent } from "#app/components/layout/not-found-content";
import { SiteShell } from "#app/components/layout/site-shell";
import { errorPageMeta, errorStatus, errorTitleKey, shippedMessage } from "#app/components/seo/error-meta";
import { useTranslation } from "#app/i18n/react";
import type { RootData } from "#app/root";
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

/**
 * A page failed: the shell stays, a 404 shows the not-found page, a 403 the
 * access-denied page and anything else the spec's 'Oops! Something went
 * wrong' with Try Again and Go Home. The heading is the title's (see `meta`).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = errorStatus(error);
  return (
    <SiteShell>
      {status === 404 ? (
        <NotFoundContent />
      ) : status === 403 ? (
        <AccessDeniedContent />
      ) : (
        <PageError reason={clientMistake(error)} />
      )}
    </SiteShell>
  );
}

function PageError({ reason }: { reason: string | null }) {
  const { t } = useTranslation("errors");
  const data = useRouteLoaderData<RootData>("root");
  return (
    <section className="container page-message" aria-labelledby="error-title">
      <h1 id="error-title">{t("oopsTitle")}</h1>
      <p>{reason ?? t("oopsText")}</p>
      <div className="page-message__actions">
        {/* Reloading the same address retries the loaders, with or without scripts. */}
        <a
          href="."
          className="btn btn-primary"
          onClick={(e) => {
            e.preventDefault();
            window.location.reload();
          }}
        >
          {t("tryAgain")}
        </a>
        <Link to="/" className="btn btn-ghost">
          {t("goHome")}
        </Link>
      </div>
      {data ? (
        <p className="page-message__support">
          {t("supportContact", { email: data.contact.email, phone: data.contact.phonePrimary })}
        </p>
      ) : null}
    </section>
  );
}
