import { Link } from "react-router";
import { Avatar } from "#app/components/media/avatar";
import { useTranslation } from "#app/i18n/react";
import { RatingStars } from "./rating-stars";

export type TestimonialCardData = {
  id: number;
  content: string;
  clientName: string;
  avatarUrl: string | null;
  country: string | null;
  date: string;
  dateLabel: string;
  rating: number;
  isFeatured: boolean;
  tourName: string | null;
  tourPath: string | null;
  /** The language of the quote (decision 089). */
  textLang?: string;
};

/** One traveller's words: stars (said in words too), the quote, who, where from, which tour, when. */
export function TestimonialCard({
  item,
  headingLevel = 3,
}: {
  item: TestimonialCardData;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("pages");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="testimonial-card" aria-labelledby={`testimonial-${item.id}`}>
      <div className="testimonial-card__top">
        <RatingStars rating={item.rating} label={t("reviews.ratingLabel", { rating: item.rating })} />
        {item.isFeatured ? (
          <span className="testimonial-card__badge">{t("testimonials.featured")}</span>
        ) : null}
      </div>
      <blockquote className="testimonial-card__quote" lang={item.textLang}>
        <p>{item.content}</p>
      </blockquote>
      <footer className="testimonial-card__footer">
        <Avatar name={item.clientName} url={item.avatarUrl} size={48} />
        <div className="testimonial-card__who">
          <Heading id={`testimonial-${item.id}`} className="testimonial-card__name">
            {item.clientName}
          </Heading>
          <p className="testimonial-card__meta">
            {item.country ? <span>{item.country}</span> : null}
            <time dateTime={item.date}>{item.dateLabel}</time>
          </p>
          {item.tourName ? (
            <p className="testimonial-card__tour">
              {item.tourPath ? (
                <Link to={item.tourPath}>{t("testimonials.travelled", { tour: item.tourName })}</Link>
              ) : (
                t("testimonials.travelled", { tour: item.tourName })
              )}
            </p>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
