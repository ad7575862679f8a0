import { useFormatPrice, usePreferences } from "#app/components/preferences/preferences-context";
import type { ExperienceCardData } from "#app/domain/catalogue/places";
import { experiencePath } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";
import { PlaceCard } from "./place-card";

/** Hours as the page language writes them: "2.5" in English, "2,5" in German. */
export function useFormatHours() {
  const { locale } = usePreferences();
  const { t } = useTranslation("experiences");
  return (hours: number) =>
    t("hours", {
      count: hours,
      value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(hours),
    });
}

export function ExperienceCard({ experience }: { experience: ExperienceCardData }) {
  const { t } = useTranslation(["experiences", "common"]);
  const formatPrice = useFormatPrice();
  const formatHours = useFormatHours();
  return (
    <PlaceCard
      to={experiencePath(experience)}
      title={experience.title}
      image={experience.imageUrl}
      badge={t(`categories.${experience.category}`)}
      kicker={experience.parentTitle ? t("partOf", { title: experience.parentTitle }) : undefined}
      summary={experience.shortDescription}
      testId="experience-card"
      meta={
        <>
          {experience.durationHours ? <span>{formatHours(experience.durationHours)}</span> : null}
          {experience.priceFrom ? (
            <span className="place-card__price">
              {t("common:from")} <strong>{formatPrice(experience.priceFrom)}</strong> {t("common:perPerson")}
            </span>
          ) : null}
        </>
      }
    />
  );
}
