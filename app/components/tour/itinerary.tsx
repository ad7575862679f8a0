import { usePreferences } from "#app/components/preferences/preferences-context";
import { useTranslation } from "#app/i18n/react";

export type ItineraryDay = {
  dayNumber: number;
  title: string;
  description: string;
  places: string[];
  accommodation: string | null;
  meals: Array<"breakfast" | "lunch" | "dinner">;
  altitudeM: number | null;
  distanceKm: number | null;
  walkingHours: number | null;
};

/**
 * The day-by-day programme: each day opens in place (no script needed); the
 * first is open. Places, the night's stay, meals, and for climbs the camp's
 * altitude, the distance and the walking time.
 */
export function Itinerary({ days, climb, lang }: { days: ItineraryDay[]; climb: boolean; lang?: string }) {
  const { t } = useTranslation("tours");
  const { locale } = usePreferences();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <ol className="itinerary" data-testid="itinerary">
      {days.map((day, index) => (
        <li key={day.dayNumber} className="itinerary__day">
          <details open={index === 0}>
            <summary className="itinerary__summary">
              <span className="itinerary__number">{t("detail.day", { day: day.dayNumber })}</span>
              <span className="itinerary__title" lang={lang}>
                {day.title}
              </span>
              {climb && day.altitudeM !== null ? (
                <span className="itinerary__altitude">
                  {t("detail.metres", { value: number.format(day.altitudeM) })}
                </span>
              ) : null}
            </summary>
            <div className="itinerary__body">
              <p lang={lang}>{day.description}</p>
              <dl className="itinerary__facts">
                {day.places.length > 0 ? (
                  <div>
                    <dt>{t("detail.places")}</dt>
                    <dd>{day.places.join(" · ")}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t("detail.overnight")}</dt>
                  <dd>{day.accommodation ?? t("detail.noOvernight")}</dd>
                </div>
                <div>
                  <dt>{t("detail.meals")}</dt>
                  <dd>
                    {day.meals.length > 0
                      ? day.meals.map((meal) => t(`meals.${meal}`)).join(", ")
                      : t("meals.none")}
                  </dd>
                </div>
                {day.altitudeM !== null ? (
                  <div>
                    <dt>{t("detail.altitude")}</dt>
                    <dd>{t("detail.metres", { value: number.format(day.altitudeM) })}</dd>
                  </div>
                ) : null}
                {day.distanceKm !== null ? (
                  <div>
                    <dt>{t("detail.distance")}</dt>
                    <dd>{t("detail.kilometres", { value: number.format(day.distanceKm) })}</dd>
                  </div>
                ) : null}
                {day.walkingHours !== null ? (
                  <div>
                    <dt>{t("detail.walking")}</dt>
                    <dd>{t("detail.hours", { value: number.format(day.walkingHours) })}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
