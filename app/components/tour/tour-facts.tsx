import type { ReactNode } from "react";
import { usePreferences } from "#app/components/preferences/preferences-context";
import type { TourPageTour } from "#app/domain/catalogue/tour-page";
import { useTranslation } from "#app/i18n/react";
import { Stars } from "./stars";

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <li>
      <span className="tour-facts__label">{label}</span>
      <span className="tour-facts__value">{value}</span>
    </li>
  );
}

/** The tour at a glance: duration, group, difficulty, climb figures, start and end, age, rating. */
export function TourFacts({ tour }: { tour: TourPageTour }) {
  const { t } = useTranslation(["tours", "common"]);
  const { locale } = usePreferences();
  const number = new Intl.NumberFormat(locale);
  return (
    <ul className="tour-facts" aria-label={t("detail.factsLabel")}>
      <Fact label={t("detail.duration")} value={t("common:days", { count: tour.durationDays })} />
      {tour.maxGroupSize ? (
        <Fact label={t("detail.groupSize")} value={t("maxGroup", { count: tour.maxGroupSize })} />
      ) : null}
      {tour.difficulty ? (
        <Fact label={t("detail.difficulty")} value={t(`difficulty.${tour.difficulty}`)} />
      ) : null}
      {tour.maxAltitudeM ? (
        <Fact
          label={t("detail.maxAltitude")}
          value={t("detail.metres", { value: number.format(tour.maxAltitudeM) })}
        />
      ) : null}
      {tour.summitSuccessRate ? (
        <Fact
          label={t("detail.successRate")}
          value={t("detail.percent", { value: tour.summitSuccessRate })}
        />
      ) : null}
      {tour.startLocation ? (
        <Fact
          label={t("detail.startEnd")}
          value={
            tour.endLocation && tour.endLocation !== tour.startLocation
              ? t("detail.fromTo", { start: tour.startLocation, end: tour.endLocation })
              : tour.startLocation
          }
        />
      ) : null}
      {tour.minAge ? (
        <Fact label={t("detail.minAge")} value={t("detail.years", { count: tour.minAge })} />
      ) : null}
      <li>
        <span className="tour-facts__label">{t("detail.rating")}</span>
        <a href="#reviews" className="tour-facts__value tour-facts__rating">
          <Stars rating={tour.rating} />
          <span>{t("detail.ratingValue", { rating: tour.rating.toFixed(1) })}</span>
          {tour.reviewCount > 0 ? (
            <span className="tour-facts__muted">{t("detail.reviewCount", { count: tour.reviewCount })}</span>
          ) : null}
        </a>
      </li>
    </ul>
  );
}
