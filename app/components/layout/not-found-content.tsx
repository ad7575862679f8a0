import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react";

export function NotFoundContent() {
  const { t } = useTranslation("errors");
  return (
    <section className="container page-message" aria-labelledby="not-found-title">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
      <div className="page-message__actions">
        <Link to="/" className="btn btn-primary">
          {t("goHome")}
        </Link>
        <Link to="/tours" className="btn btn-ghost">
          {t("browseTours")}
        </Link>
      </div>
    </section>
  );
}
