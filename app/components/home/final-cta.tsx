import { Link } from "react-router";
import { telLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";

/** Section 11: the final call to action. */
export function FinalCta({ phone }: { phone: string | null }) {
  const { t } = useTranslation("home");
  return (
    <section className="cta home-cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <h2 id="cta-title" className="cta__title">
          {t("cta.title")}
        </h2>
        <p className="cta__text">{t("cta.text")}</p>
        <div className="cta__actions">
          <Link to="/contact" className="btn btn-accent btn-lg">
            {t("cta.button")}
          </Link>
          {phone ? (
            <a href={telLink(phone)} className="cta__call">
              {t("cta.call", { phone })}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
