import { Section } from "#app/components/ui/section";
import { useTranslation } from "#app/i18n/react";
import { Icon } from "./icons";

const REASONS = [
  { key: "local", icon: "compass" },
  { key: "licensed", icon: "shield" },
  { key: "tailored", icon: "route" },
  { key: "responsible", icon: "leaf" },
] as const;

/** Section 6: four reasons to choose the operator. */
export function Reasons() {
  const { t } = useTranslation("home");
  return (
    <Section
      heading={{ id: "reasons-title", title: t("reasons.title"), subtitle: t("reasons.subtitle") }}
      header="row"
      width="inner"
      className="home-reasons"
    >
      <ul className="home-reasons__grid">
        {REASONS.map(({ key, icon }) => (
          <li key={key} className="home-reason">
            <span className="home-reason__icon">
              <Icon name={icon} size={28} />
            </span>
            <h3 className="home-reason__title">{t(`reasons.${key}.title`)}</h3>
            <p className="home-reason__text">{t(`reasons.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
