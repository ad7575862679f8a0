import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { NotFoundContent } from "#app/components/layout/not-found-content";
import { SiteShell } from "#app/components/layout/site-shell";
import { useTranslation } from "#app/i18n/react";
import type { RootData } from "#app/root";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * A page failed: the shell stays, a 404 shows the not-found page and anything
 * else the spec's 'Oops! Something went wrong' with Try Again and Go Home.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    );
  }
  return (
    <SiteShell>
      <PageError />
    </SiteShell>
  );
}

function PageError() {
  const { t } = useTranslation("errors");
  const data = useRouteLoaderData<RootData>("root");
  return (
    <section className="container page-message" aria-labelledby="error-title">
      <h1 id="error-title">{t("oopsTitle")}</h1>
      <p>{t("oopsText")}</p>
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
