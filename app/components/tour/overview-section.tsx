import { Link } from "react-router";
import type { TourPagePlace, TourPageTour } from "#app/domain/catalogue/tour-page";
import { useTranslation } from "#app/i18n/react";
import { ItemList } from "./item-list";
import { TourSection } from "./tour-section";

/** The description, the highlights and links to the places the tour visits. */
export function OverviewSection({ tour, places }: { tour: TourPageTour; places: TourPagePlace[] }) {
  const { t } = useTranslation("tours");
  return (
    <TourSection id="overview" title={t("detail.overview")}>
      <div
        className="tour-prose"
        lang={tour.textLang}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server
        dangerouslySetInnerHTML={{ __html: tour.descriptionHtml }}
      />
      {tour.highlights.length > 0 ? (
        <>
          <h3 className="tour-section__subtitle">{t("detail.highlights")}</h3>
          <ItemList items={tour.highlights} className="tour-highlights" lang={tour.textLang} />
        </>
      ) : null}
      {places.length > 0 ? (
        <p className="tour-places">
          <span className="tour-places__label">{t("detail.destinations")}</span>{" "}
          {places.map((place, index) => (
            <span key={place.path}>
              {index > 0 ? ", " : null}
              <Link to={place.path}>{place.name}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </TourSection>
  );
}
