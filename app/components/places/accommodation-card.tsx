import { useFormatPrice } from "#app/components/preferences/preferences-context";
import type { AccommodationCardData } from "#app/domain/catalogue/places";
import { ratingValue } from "#app/domain/catalogue/places";
import { accommodationPath } from "#app/domain/paths";
import { useTranslation } from "#app/i18n/react";
import { PlaceCard } from "./place-card";

/** Filled stars for a 1-5 star rating, read out as "4 out of 5 stars". */
export function Stars({ count }: { count: number | null }) {
  const { t } = useTranslation("accommodations");
  if (!count || count < 1 || count > 5) return null;
  return (
    <span className="stars">
      <span aria-hidden="true">{"★".repeat(count)}</span>
      <span className="sr-only">{t("starRatingLabel", { value: count })}</span>
    </span>
  );
}

/** The guests' score and the number of reviews. */
export function GuestRating({ rating, reviews }: { rating: number | null; reviews: number }) {
  const { t } = useTranslation("accommodations");
  const value = ratingValue(rating);
  if (value === null) return <span>{t("noReviews")}</span>;
  return (
    <span className="rating-pill">
      <span className="rating-pill__score" aria-hidden="true">
        {value.toFixed(1)}
      </span>
      <span className="sr-only">{t("ratingLabel", { rating: value.toFixed(1) })}</span>
      {reviews > 0 ? <span>{t("reviews", { count: reviews })}</span> : null}
    </span>
  );
}

export function AccommodationCard({ accommodation }: { accommodation: AccommodationCardData }) {
  const { t } = useTranslation(["accommodations", "common"]);
  const formatPrice = useFormatPrice();
  return (
    <PlaceCard
      to={accommodationPath(accommodation)}
      title={accommodation.name}
      image={accommodation.featuredImage ?? accommodation.imageUrl}
      badge={t(`types.${accommodation.accommodationType}`)}
      kicker={
        <>
          <Stars count={accommodation.starRating} />
          {accommodation.destinationName ? <span> · {accommodation.destinationName}</span> : null}
        </>
      }
      summary={accommodation.shortDescription}
      testId="accommodation-card"
      meta={
        <>
          <GuestRating rating={accommodation.rating} reviews={accommodation.totalReviews} />
          {accommodation.pricePerNight ? (
            <span className="place-card__price">
              {t("common:from")} <strong>{formatPrice(accommodation.pricePerNight)}</strong> {t("perNight")}
            </span>
          ) : null}
        </>
      }
    />
  );
}
