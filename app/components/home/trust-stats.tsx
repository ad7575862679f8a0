import { Section } from "#app/components/ui/section";
import { useTranslation } from "#app/i18n/react";
import { Icon } from "./icons";

const STATS = [
  { key: "rating", icon: "star" },
  { key: "subscribers", icon: "mail" },
  { key: "reply", icon: "clock" },
  { key: "licence", icon: "badge" },
] as const;

/** Section 10: figures that say we can be trusted, the licence among them. */
export function TrustStats({ licence }: { licence: string }) {
  const { t } = useTranslation("home");
  return (
    <Section
      heading={{ id: "trust-title", title: t("trust.title") }}
      titleClassName="home-trust__title"
      width="inner"
      className="home-trust"
    >
      <dl className="home-trust__grid">
        {STATS.map(({ key, icon }) => (
          <div key={key} className="home-trust__item">
            <dt className="home-trust__label">{t(`trust.${key}.label`, { licence })}</dt>
            <dd className="home-trust__value">
              <Icon name={icon} size={26} className="home-trust__icon" />
              {t(`trust.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
