import { Link } from "react-router";
import { clientMistake } from "#app/components/layout/error-reason";
import { useRootData } from "#app/components/layout/root-data";
import { StatusPage } from "#app/components/layout/status-page";
import { errorStatus } from "#app/components/seo/error-meta";
import { useTranslation } from "#app/i18n/react";

/**
 * The site's error page for any error a route raised: a 404 shows the
 * not-found page, a 403 the access-denied page, and anything else the spec's
 * 'Oops! Something went wrong' with Try Again and Go Home, saying the client's
 * own mistake (a body that is not a form) when that was the cause. Used inside
 * the site shell, and without it where the admin frame cannot be drawn.
 */
export function ErrorPageContent({ error }: { error: unknown }) {
  const status = errorStatus(error);
  if (status === 404 || status === 403) return <StatusPage code={status} />;
  return <PageError reason={clientMistake(error)} />;
}

function PageError({ reason }: { reason: string | null }) {
  const { t } = useTranslation("errors");
  const data = useRootData();
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
