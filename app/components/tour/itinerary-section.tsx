import { useTranslation } from "#app/i18n/react";
import { Itinerary, type ItineraryDay } from "./itinerary";
import { TourSection } from "./tour-section";

/** The day-by-day programme, or a note that it is still to come. */
export function ItinerarySection({
  days,
  climb,
  lang,
}: {
  days: ItineraryDay[];
  climb: boolean;
  /** The language of the days' titles and descriptions. */
  lang: string;
}) {
  const { t } = useTranslation("tours");
  return (
    <TourSection id="itinerary" title={t("detail.itinerary")}>
      {days.length > 0 ? (
        <Itinerary days={days} climb={climb} lang={lang} />
      ) : (
        <p className="empty-state">{t("detail.itineraryEmpty")}</p>
      )}
    </TourSection>
  );
}
