import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react";

/**
 * A page that says why there is nothing to show: the not-found page (404) and
 * the spec's 'Access Denied' page (403: /unauthorized, and any page whose
 * loader refuses the visitor). Its code, what happened, and the ways on.
 * Written out plainly: every page's first script holds it (the root's error
 * boundary), so it stays small.
 */
export function StatusPage({ code }: { code: 404 | 403 }) {
  const { t } = useTranslation("errors");
  const notFound = code === 404;
  const id = notFound ? "not-found-title" : "denied-title";
  return (
    <section className="container page-message" aria-labelledby={id}>
      <p className="page-message__code" aria-hidden="true">
        {code}
      </p>
      <h1 id={id}>{t(notFound ? "notFoundTitle" : "accessDeniedTitle")}</h1>
      <p>{t(notFound ? "notFoundText" : "accessDeniedText")}</p>
      <div className="page-message__actions">
        <Link to="/" className="btn btn-primary">
          {t("goHome")}
        </Link>
        {notFound ? (
          <Link to="/tours" className="btn btn-ghost">
            {t("browseTours")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
