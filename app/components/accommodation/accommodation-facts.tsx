import { Link } from "react-router";
import { GuestRating, Stars } from "#app/components/places/accommodation-card";
import { FactsPrice } from "#app/components/places/facts-price";
import type { AccommodationView, PlaceLink } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";

/** The "at a glance" card's content on an accommodation's page: the facts, the price a night, the actions. */
export function AccommodationFacts({
  stay,
  destination,
}: {
  stay: AccommodationView;
  destination: PlaceLink | null;
}) {
  const { t } = useTranslation("accommodations");
  return (
    <>
      <dl className="facts-card__list">
        <div className="facts-card__row">
          <dt>{t("type")}</dt>
          <dd>{t(`types.${stay.type}`)}</dd>
        </div>
        {stay.starRating ? (
          <div className="facts-card__row">
            <dt>{t("starRating")}</dt>
            <dd>
              <Stars count={stay.starRating} />
            </dd>
          </div>
        ) : null}
        <div className="facts-card__row">
          <dt>{t("guestRating")}</dt>
          <dd>
            <GuestRating rating={stay.rating} reviews={stay.totalReviews} />
          </dd>
        </div>
        <div className="facts-card__row">
          <dt>{t("checkIn")}</dt>
          <dd>{t("checkInFrom", { time: stay.checkIn })}</dd>
        </div>
        <div className="facts-card__row">
          <dt>{t("checkOut")}</dt>
          <dd>{t("checkOutUntil", { time: stay.checkOut })}</dd>
        </div>
        {stay.maxGuests ? (
          <div className="facts-card__row">
            <dt>{t("guests")}</dt>
            <dd>{t("maxGuests", { count: stay.maxGuests })}</dd>
          </div>
        ) : null}
      </dl>
      {stay.pricePerNight ? (
        <FactsPrice cents={stay.pricePerNight} unit={t("perNight")} testId="price-per-night" />
      ) : null}
      <div className="facts-card__actions">
        <a href="#enquire" className="btn btn-primary">
          {t("enquire")}
        </a>
        {destination ? (
          <Link to={destination.path} className="btn btn-ghost">
            {t("exploreDestination", { name: destination.name })}
          </Link>
        ) : null}
      </div>
      <p className="facts-card__note">{t("enquireNote")}</p>
    </>
  );
}
