import { Link } from "react-router";
import type { DepartureItem } from "#app/domain/catalogue/availability";
import type { TourPageTour } from "#app/domain/catalogue/tour-page";
import { useTranslation } from "#app/i18n/react";
import { DepartureList } from "./departure-list";
import { TourSection } from "./tour-section";

/** The next departures, or, when none is planned, a way to ask for dates. */
export function DatesSection({
  tour,
  departures,
}: {
  tour: Pick<TourPageTour, "id" | "enquiryHref">;
  departures: DepartureItem[];
}) {
  const { t } = useTranslation("tours");
  return (
    <TourSection id="dates" title={t("detail.departures")}>
      {departures.length > 0 ? (
        <>
          <p className="tour-section__lead">{t("detail.departuresLead")}</p>
          <DepartureList departures={departures} tourId={tour.id} />
        </>
      ) : (
        <div className="empty-state">
          <p>{t("detail.noDepartures")}</p>
          <Link to={tour.enquiryHref} className="btn btn-primary tour-empty__button">
            {t("detail.enquire")}
          </Link>
        </div>
      )}
    </TourSection>
  );
}
