import "#app/styles/tours.css";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { CompareToggle } from "#app/components/compare/compare-toggle";
import { EnquiryContactLinks } from "#app/components/conversations/contact-links";
import { TripRequestForm } from "#app/components/conversations/enquiry-forms";
import { NewsletterDialog } from "#app/components/conversations/newsletter-dialog";
import { useRootData } from "#app/components/layout/root-data";
import { Avatar } from "#app/components/media/avatar";
import { useFormatPrice, usePreferences } from "#app/components/preferences/preferences-context";
import { Breadcrumbs } from "#app/components/seo/breadcrumbs";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { AvailabilityBadge } from "#app/components/tour/availability-badge";
import { DepartureList } from "#app/components/tour/departure-list";
import { Itinerary } from "#app/components/tour/itinerary";
import { PriceTable } from "#app/components/tour/price-table";
import { TourCard } from "#app/components/tour/tour-card";
import { TourGallery } from "#app/components/tour/tour-gallery";
import { WishlistButton } from "#app/components/tour/wishlist-button";
import { whatsappLink } from "#app/domain/whatsapp";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { savedTourIdsFor } from "#app/modules/wishlist/wishlist.server";
import type { Route } from "./+types/detail";
import { loadTourPage, type TourPageData } from "./tour.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, savedTourIds] = await Promise.all([
    loadTourPage({ segment: params.tour, request, language: context.language }),
    savedTourIdsFor(request, context),
  ]);
  return {
    ...page,
    savedTourIds,
    messages: { ...page.messages, ...messagesFor(context.language, ["wishlist", "enquiries", "validation"]) },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

function Title({ tour }: { tour: TourPageData["tour"] }) {
  const { highlight } = tour;
  const className = `tour-hero__title tour-hero__title--${tour.titleFontSize}`;
  if (!highlight)
    return (
      <h1 id="tour-title" className={className}>
        {tour.title}
      </h1>
    );
  const at = tour.title.indexOf(highlight.text);
  const style = highlight.color ? ({ "--highlight": highlight.color } as CSSProperties) : undefined;
  return (
    <h1 id="tour-title" className={className}>
      {tour.title.slice(0, at)}
      <span className="tour-hero__highlight" style={style}>
        {highlight.text}
      </span>
      {tour.title.slice(at + highlight.text.length)}
    </h1>
  );
}

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="stars" aria-hidden="true">
      {"★".repeat(full)}
      <span className="stars__empty">{"★".repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["tours", "common"]);
  const formatPrice = useFormatPrice();
  const { locale } = usePreferences();
  const root = useRootData();
  const { tour, images, places, itinerary, prices, departures, availability, reviews, faqs, related, climb } =
    loaderData;
  const number = new Intl.NumberFormat(locale);
  const categoryName = t(`categories.${tour.category}`);
  const crumbs = [
    { label: t("list.breadcrumb"), to: "/tours" },
    { label: categoryName, to: `/tours?category=${tour.category}` },
    { label: tour.title, to: tour.path },
  ];
  const sections = [
    { id: "overview", label: t("detail.nav.overview") },
    { id: "itinerary", label: t("detail.nav.itinerary") },
    { id: "prices", label: t("detail.nav.prices") },
    { id: "dates", label: t("detail.nav.dates") },
    { id: "reviews", label: t("detail.nav.reviews") },
    ...(faqs.length > 0 ? [{ id: "faqs", label: t("detail.nav.faqs") }] : []),
  ];
  const whatsapp = root
    ? whatsappLink(root.contact.whatsappNumber, t("detail.whatsappMessage", { title: tour.title }))
    : null;

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <article className="tour-page" aria-labelledby="tour-title">
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
            <Title tour={tour} />
            <div className="tour-hero__toggles">
              <CompareToggle tourId={tour.id} title={tour.title} className="compare-toggle--page" />
              <WishlistButton
                tourId={tour.id}
                title={tour.title}
                saved={loaderData.savedTourIds.includes(tour.id)}
                className="wishlist-toggle--page"
              />
            </div>
          </div>
          {tour.shortDescription ? <p className="tour-hero__lead">{tour.shortDescription}</p> : null}
          <ul className="tour-facts" aria-label={t("detail.factsLabel")}>
            <li>
              <span className="tour-facts__label">{t("detail.duration")}</span>
              <span className="tour-facts__value">{t("common:days", { count: tour.durationDays })}</span>
            </li>
            {tour.maxGroupSize ? (
              <li>
                <span className="tour-facts__label">{t("detail.groupSize")}</span>
                <span className="tour-facts__value">{t("maxGroup", { count: tour.maxGroupSize })}</span>
              </li>
            ) : null}
            {tour.difficulty ? (
              <li>
                <span className="tour-facts__label">{t("detail.difficulty")}</span>
                <span className="tour-facts__value">{t(`difficulty.${tour.difficulty}`)}</span>
              </li>
            ) : null}
            {tour.maxAltitudeM ? (
              <li>
                <span className="tour-facts__label">{t("detail.maxAltitude")}</span>
                <span className="tour-facts__value">
                  {t("detail.metres", { value: number.format(tour.maxAltitudeM) })}
                </span>
              </li>
            ) : null}
            {tour.summitSuccessRate ? (
              <li>
                <span className="tour-facts__label">{t("detail.successRate")}</span>
                <span className="tour-facts__value">
                  {t("detail.percent", { value: tour.summitSuccessRate })}
                </span>
              </li>
            ) : null}
            {tour.startLocation ? (
              <li>
                <span className="tour-facts__label">{t("detail.startEnd")}</span>
                <span className="tour-facts__value">
                  {tour.endLocation && tour.endLocation !== tour.startLocation
                    ? t("detail.fromTo", { start: tour.startLocation, end: tour.endLocation })
                    : tour.startLocation}
                </span>
              </li>
            ) : null}
            {tour.minAge ? (
              <li>
                <span className="tour-facts__label">{t("detail.minAge")}</span>
                <span className="tour-facts__value">{t("detail.years", { count: tour.minAge })}</span>
              </li>
            ) : null}
            <li>
              <span className="tour-facts__label">{t("detail.rating")}</span>
              <a href="#reviews" className="tour-facts__value tour-facts__rating">
                <Stars rating={tour.rating} />
                <span>{t("detail.ratingValue", { rating: tour.rating.toFixed(1) })}</span>
                {tour.reviewCount > 0 ? (
                  <span className="tour-facts__muted">
                    {t("detail.reviewCount", { count: tour.reviewCount })}
                  </span>
                ) : null}
              </a>
            </li>
          </ul>
        </header>

        <div className="container">
          <TourGallery images={images} title={tour.title} />
        </div>

        <nav className="tour-sections" aria-label={t("detail.nav.label")}>
          <ul className="container">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="container tour-layout">
          <aside className="tour-layout__aside" aria-labelledby="booking-title">
            <div className="booking-card" data-testid="booking-card">
              <h2 id="booking-title" className="sr-only">
                {t("detail.bookingTitle")}
              </h2>
              <p className="booking-card__price">
                <span className="booking-card__from">{t("common:from")}</span>{" "}
                <strong data-testid="tour-from-price">{formatPrice(prices.fromPrice)}</strong>{" "}
                <span className="booking-card__per">{t("common:perPerson")}</span>
              </p>
              <p className="booking-card__availability">
                <AvailabilityBadge label={availability} />
              </p>
              <div className="booking-card__actions">
                <Link to={tour.bookingHref} className="btn btn-accent btn-lg" data-testid="book-now">
                  {t("detail.bookNow")}
                </Link>
                <Link to={tour.enquiryHref} className="btn btn-ghost">
                  {t("detail.enquire")}
                </Link>
                {whatsapp ? (
                  <a
                    href={whatsapp}
                    className="btn booking-card__whatsapp"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <svg aria-hidden="true" viewBox="0 0 32 32" width="20" height="20" fill="currentColor">
                      <path d="M16 3a13 13 0 00-11.2 19.6L3 29l6.6-1.7A13 13 0 1016 3zm0 23.7a10.7 10.7 0 01-5.5-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.7 10.7 0 1116 26.7z" />
                    </svg>
                    {t("detail.whatsapp")}
                  </a>
                ) : null}
              </div>
              <ul className="booking-card__notes">
                <li>{t("detail.promiseReply")}</li>
                <li>{t("detail.promiseTailor")}</li>
                <li>{t("detail.promiseLicensed")}</li>
              </ul>
              <div className="booking-card__newsletter">
                <NewsletterDialog />
              </div>
            </div>
          </aside>
          <div className="tour-layout__main">
            <section id="overview" className="tour-section" aria-labelledby="overview-title">
              <h2 id="overview-title" className="tour-section__title">
                {t("detail.overview")}
              </h2>
              <div
                className="tour-prose"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown on the server
                dangerouslySetInnerHTML={{ __html: tour.descriptionHtml }}
              />
              {tour.highlights.length > 0 ? (
                <>
                  <h3 className="tour-section__subtitle">{t("detail.highlights")}</h3>
                  <ul className="tour-highlights">
                    {tour.highlights.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
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
            </section>

            <section id="itinerary" className="tour-section" aria-labelledby="itinerary-title">
              <h2 id="itinerary-title" className="tour-section__title">
                {t("detail.itinerary")}
              </h2>
              {itinerary.length > 0 ? (
                <Itinerary days={itinerary} climb={climb} />
              ) : (
                <p className="empty-state">{t("detail.itineraryEmpty")}</p>
              )}
            </section>

            {tour.included.length > 0 || tour.excluded.length > 0 ? (
              <section className="tour-section tour-inclusions" aria-labelledby="included-title">
                <h2 id="included-title" className="sr-only">
                  {t("detail.inclusions")}
                </h2>
                {tour.included.length > 0 ? (
                  <div className="tour-inclusions__column">
                    <h3 className="tour-section__subtitle">{t("detail.included")}</h3>
                    <ul className="check-list check-list--yes">
                      {tour.included.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {tour.excluded.length > 0 ? (
                  <div className="tour-inclusions__column">
                    <h3 className="tour-section__subtitle">{t("detail.excluded")}</h3>
                    <ul className="check-list check-list--no">
                      {tour.excluded.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </section>
            ) : null}

            <section id="prices" className="tour-section" aria-labelledby="prices-title">
              <h2 id="prices-title" className="tour-section__title">
                {t("detail.prices.title")}
              </h2>
              <p className="tour-section__lead">{t("detail.prices.lead")}</p>
              <PriceTable prices={prices} />
            </section>

            <section id="dates" className="tour-section" aria-labelledby="dates-title">
              <h2 id="dates-title" className="tour-section__title">
                {t("detail.departures")}
              </h2>
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
            </section>

            <section id="enquire" className="tour-section enquiry-section" aria-labelledby="enquire-title">
              <h2 id="enquire-title" className="tour-section__title">
                {t("enquiries:tourTitle")}
              </h2>
              <EnquiryContactLinks />
              <TripRequestForm tour={{ id: tour.id, title: tour.title }} />
            </section>

            <section id="reviews" className="tour-section" aria-labelledby="reviews-title">
              <h2 id="reviews-title" className="tour-section__title">
                {t("detail.reviews")}
              </h2>
              <p className="tour-rating">
                <span className="tour-rating__score">{tour.rating.toFixed(1)}</span>
                <Stars rating={tour.rating} />
                <span>
                  {tour.reviewCount > 0
                    ? t("detail.ratingSummary", { rating: tour.rating.toFixed(1), count: tour.reviewCount })
                    : t("detail.ratingValue", { rating: tour.rating.toFixed(1) })}
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
            </section>

            {faqs.length > 0 ? (
              <section id="faqs" className="tour-section" aria-labelledby="faqs-title">
                <h2 id="faqs-title" className="tour-section__title">
                  {t("detail.faqs")}
                </h2>
                <div className="tour-faqs">
                  {faqs.map((item) => (
                    <details key={item.id} className="tour-faq">
                      <summary>{item.question}</summary>
                      <p>{item.answer}</p>
                    </details>
                  ))}
                </div>
              </section>
            ) : null}
          </div>
        </div>

        {related.length > 0 ? (
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
              {related.map((item) => (
                <li key={item.id}>
                  <TourCard tour={item} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <JsonLd data={loaderData.jsonLd} />
    </>
  );
}
