import { Link } from "react-router";
import { Avatar } from "#app/components/media/avatar";
import type { TourPageReview, TourPageTour } from "#app/domain/catalogue/tour-page";
import { useTranslation } from "#app/i18n/react";
import { Stars } from "./stars";
import { TourSection } from "./tour-section";

/** The tour's rating and its latest reviews, with a link to all reviews. */
export function ReviewsSection({
  tour,
  reviews,
}: {
  tour: Pick<TourPageTour, "rating" | "reviewCount">;
  reviews: TourPageReview[];
}) {
  const { rating, reviewCount } = tour;
  const { t } = useTranslation(["tours", "common"]);
  return (
    <TourSection id="reviews" title={t("detail.reviews")}>
      <p className="tour-rating">
        <span className="tour-rating__score">{rating.toFixed(1)}</span>
        <Stars rating={rating} />
        <span>
          {reviewCount > 0
            ? t("detail.ratingSummary", { rating: rating.toFixed(1), count: reviewCount })
            : t("detail.ratingValue", { rating: rating.toFixed(1) })}
        </span>
      </p>
      {reviews.length > 0 ? (
        <ul className="tour-reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <figure className="tour-review">
                <p className="tour-review__stars">
                  <Stars rating={review.rating} />
                  <span className="sr-only">{t("common:rating", { rating: review.rating })}</span>
                </p>
                <blockquote className="tour-review__text">
                  <p>{review.content}</p>
                </blockquote>
                <figcaption className="tour-review__by">
                  <Avatar name={review.name} url={review.avatarUrl} size={40} />
                  <span>
                    <span className="tour-review__name">{review.name}</span>
                    {review.country || review.dateText ? (
                      <span className="tour-review__meta">
                        {review.country}
                        {review.country && review.dateText ? " · " : null}
                        {review.dateText && review.date ? (
                          <time dateTime={review.date}>{review.dateText}</time>
                        ) : null}
                      </span>
                    ) : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t("detail.noReviews")}</p>
      )}
      <p>
        <Link to="/reviews" className="section__link">
          {t("detail.allReviews")}
        </Link>
      </p>
    </TourSection>
  );
}
