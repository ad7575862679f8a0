import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react";

/** The spec's 'Access Denied' page (403): /unauthorized, and any page whose loader refuses the visitor. */
export function AccessDeniedContent() {
  const { t } = useTranslation("errors");
  return (
    <section className="container page-message" aria-labelledby="denied-title">
      <p className="page-message__code" aria-hidden="true">
        403
      </p>
      <h1 id="denied-title">{t("accessDeniedTitle")}</h1>
      <p>{t("accessDeniedText")}</p>
      <div className="page-message__actions">
        <Link to="/" className="btn btn-primary">
          {t("goHome")}
        </Link>
      </div>
    </section>
  );
}
