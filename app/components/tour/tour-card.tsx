import "#app/styles/tour-card.css";
import { Link, useMatches } from "react-router";
import { CompareToggle } from "#app/components/compare/compare-toggle";
import { ResponsiveImage } from "#app/components/media/responsive-image";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { type CardDesign, cardDesignAttributes } from "#app/domain/catalogue/card-design";
import { TOUR_CARD_FALLBACKS, type TourCardData, tourPath } from "#app/domain/catalogue/tour";
import { useTranslation } from "#app/i18n/react";
import { useSavedTourIds, WishlistButton } from "./wishlist-button";

/**
 * The card design a page's loader chose, returned as `tourCardDesign` (see
 * `getCardDesign` in modules/catalogue/card-designs.server). The deepest route
 * that has one wins; no route with one means the site's own look.
 */
export function useTourCardDesign(): CardDesign | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { tourCardDesign?: CardDesign | null } | undefined;
    if (data && typeof data === "object" && "tourCardDesign" in data) return data.tourCardDesign ?? null;
  }
  return null;
}

/**
 * A tour in a list: picture, category, title (its link makes the whole card
 * clickable), summary, facts and the from-price in the visitor's currency.
 * Missing values show the fallbacks of spec section 9. `design` overrides the
 * page's card design; leave it out to use the one the page loaded.
 */
export function TourCard({
  tour,
  headingLevel = 3,
  design,
  priority = false,
}: {
  tour: TourCardData;
  headingLevel?: 2 | 3;
  design?: CardDesign | null;
  /** The first card of a list page is its largest picture on a phone: load it first. */
  priority?: boolean;
}) {
  const { t } = useTranslation(["tours", "common"]);
  const formatPrice = useFormatPrice();
  const pageDesign = useTourCardDesign();
  const applied = design === undefined ? pageDesign : design;
  const Heading = `h${headingLevel}` as const;
  const days = tour.durationDays ?? TOUR_CARD_FALLBACKS.durationDays;
  const rating = tour.rating ?? TOUR_CARD_FALLBACKS.rating;
  const price = tour.priceFrom ?? TOUR_CARD_FALLBACKS.priceFrom;
  const category = tour.category || TOUR_CARD_FALLBACKS.category;
  const horizontal = applied?.layout === "horizontal";
  // Pages that load the viewer's saved tours show the heart; others leave it out.
  const savedTourIds = useSavedTourIds();
  return (
    <article className="tour-card" data-testid="tour-card" {...cardDesignAttributes(applied)}>
      <div className="tour-card__media">
        <ResponsiveImage
          src={tour.imageUrl}
          alt=""
          width={800}
          height={500}
          sizes={
            horizontal
              ? "(min-width: 640px) 320px, 100vw"
              : "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          }
          className="tour-card__image"
          priority={priority}
        />
        <span className="tour-card__category">{t(`categories.${category}`)}</span>
        <CompareToggle tourId={tour.id} title={tour.title} className="compare-toggle--card" />
        {savedTourIds ? (
          <WishlistButton
            tourId={tour.id}
            title={tour.title}
            saved={savedTourIds.includes(tour.id)}
            className="wishlist-toggle--card"
          />
        ) : null}
      </div>
      <div className="tour-card__body">
        <Heading className="tour-card__title" lang={tour.textLang}>
          <Link to={tourPath(tour)} className="tour-card__link">
            {tour.title}
          </Link>
        </Heading>
        {tour.shortDescription ? (
          <p className="tour-card__summary" lang={tour.textLang}>
            {tour.shortDescription}
          </p>
        ) : null}
        <ul className="tour-card__facts">
          <li>{t("common:days", { count: days })}</li>
          {tour.maxGroupSize ? <li>{t("maxGroup", { count: tour.maxGroupSize })}</li> : null}
          <li>
            <span aria-hidden="true" className="tour-card__star">
              ★{" "}
            </span>
            <span className="sr-only">{t("common:rating", { rating: rating.toFixed(1) })}</span>
            <span aria-hidden="true">{rating.toFixed(1)}</span>
          </li>
        </ul>
        <p className="tour-card__price">
          <span className="tour-card__from">{t("common:from")}</span>{" "}
          <strong data-testid="tour-price">{formatPrice(price)}</strong>{" "}
          <span className="tour-card__per">{t("common:perPerson")}</span>
        </p>
      </div>
    </article>
  );
}
