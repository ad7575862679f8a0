import { CallToAction } from "#app/components/ui/call-to-action";
import { telLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";

/** Section 11: the final call to action. */
export function FinalCta({ phone }: { phone: string | null }) {
  const { t } = useTranslation("home");
  return (
    <CallToAction
      id="cta-title"
      className="home-cta"
      title={t("cta.title")}
      text={t("cta.text")}
      links={[{ to: "/contact", label: t("cta.button") }]}
    >
      {phone ? (
        <a href={telLink(phone)} className="cta__call">
          {t("cta.call", { phone })}
        </a>
      ) : null}
    </CallToAction>
  );
}
