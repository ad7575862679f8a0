import { Link } from "react-router";
import type { TourCardData } from "#app/domain/catalogue/tour";
import type { TourPageTour } from "#app/domain/catalogue/tour-page";
import { useTranslation } from "#app/i18n/react";
import { TourCard } from "./tour-card";

/** Other tours of the category, with a link to all of them; nothing when there are none. */
export function RelatedTours({
  tour,
  tours,
  categoryName,
}: {
  tour: Pick<TourPageTour, "category">;
  tours: TourCardData[];
  categoryName: string;
}) {
  const { t } = useTranslation("tours");
  if (tours.length === 0) return null;
  return (
    <section className="section container tour-related" aria-labelledby="related-title">
      <div className="section__header">
        <h2 id="related-title" className="section__title">
          {t("detail.related")}
        </h2>
        <Link to={`/tours?category=${tour.category}`} className="section__link">
          {t("detail.moreIn", { category: categoryName })}
        </Link>
      </div>
      <ul className="card-grid">
        {tours.map((item) => (
          <li key={item.id}>
            <TourCard tour={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
