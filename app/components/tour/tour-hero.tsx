import type { CSSProperties } from "react";
import { CompareToggle } from "#app/components/compare/compare-toggle";
import { InEnglishNote } from "#app/components/content/in-english-note";
import type { TourPagePlace, TourPageTour } from "#app/domain/catalogue/tour-page";
import { TourFacts } from "./tour-facts";
import { WishlistButton } from "./wishlist-button";

/** The title, with the highlighted part in its colour when the tour has one. */
function TourTitle({ tour }: { tour: TourPageTour }) {
  const { highlight } = tour;
  const className = `tour-hero__title tour-hero__title--${tour.titleFontSize}`;
  if (!highlight)
    return (
      <h1 id="tour-title" className={className} lang={tour.textLang}>
        {tour.title}
      </h1>
    );
  const at = tour.title.indexOf(highlight.text);
  const style = highlight.color ? ({ "--highlight": highlight.color } as CSSProperties) : undefined;
  return (
    <h1 id="tour-title" className={className} lang={tour.textLang}>
      {tour.title.slice(0, at)}
      <span className="tour-hero__highlight" style={style}>
        {highlight.text}
      </span>
      {tour.title.slice(at + highlight.text.length)}
    </h1>
  );
}

/**
 * The head of a tour's page: category and first places, the title with the
 * compare and wishlist toggles, the short description and the facts.
 */
export function TourHero({
  tour,
  categoryName,
  places,
  saved,
}: {
  tour: TourPageTour;
  categoryName: string;
  places: TourPagePlace[];
  /** Whether the tour is on the visitor's wishlist. */
  saved: boolean;
}) {
  return (
    <header className="container tour-hero">
      <p className="tour-hero__eyebrow">
        <span>{categoryName}</span>
        {places.length > 0 ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>
              {places
                .slice(0, 3)
                .map((p) => p.name)
                .join(", ")}
              {places.length > 3 ? " …" : null}
            </span>
          </>
        ) : null}
      </p>
      <div className="tour-hero__heading">
        <TourTitle tour={tour} />
        <div className="tour-hero__toggles">
          <CompareToggle tourId={tour.id} title={tour.title} className="compare-toggle--page" />
          <WishlistButton
            tourId={tour.id}
            title={tour.title}
            saved={saved}
            className="wishlist-toggle--page"
          />
        </div>
      </div>
      <InEnglishNote show={tour.inEnglish} />
      {tour.shortDescription ? (
        <p className="tour-hero__lead" lang={tour.textLang}>
          {tour.shortDescription}
        </p>
      ) : null}
      <TourFacts tour={tour} />
    </header>
  );
}
