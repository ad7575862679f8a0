import "#app/styles/pages.css";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { RatingStars } from "#app/components/pages/rating-stars";
import { TestimonialCard } from "#app/components/pages/testimonial-card";
import { pageMeta } from "#app/components/seo/page-meta";
import { Pagination, paginationLabels } from "#app/components/ui/pagination";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { SectionHeader, SectionTitle } from "#app/components/ui/section";
import { pageCount, parsePage } from "#app/domain/content/pagination";
import { formatLongDate } from "#app/domain/dates";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listTestimonialPage, loadRatings } from "#app/modules/content/pages.server";
import { notFound } from "#app/modules/http/responses.server";
import type { Route } from "./+types/reviews";

const REVIEWS_PER_PAGE = 6;

function reviewsHref(page: number): string {
  return page > 1 ? `/reviews?page=${page}` : "/reviews";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.language, "pages");
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const [{ items, total }, ratings] = await Promise.all([
    listTestimonialPage(page, REVIEWS_PER_PAGE, context.language),
    loadRatings(),
  ]);
  const pages = pageCount(total, REVIEWS_PER_PAGE);
  if (page > pages) notFound();
  const title = t("reviews.metaTitle");
  return {
    page,
    pages,
    total,
    items: items.map((item) => ({ ...item, dateLabel: formatLongDate(item.date, context.language) })),
    summary: ratings.summary,
    // The tour table is long; it belongs to the first page only.
    tours: page === 1 ? ratings.tours : [],
    messages: messagesFor(context.language, ["pages"]),
    seo: {
      title: page > 1 ? t("reviews.paged", { title, page }) : title,
      description: t("reviews.metaDescription"),
      image: sceneUrl("giraffes", 2),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("pages");
  const { summary, tours, items, page, pages } = loaderData;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(i18n.language);
  const maxStars = Math.max(1, ...Object.values(summary.testimonials.byStars));
  return (
    <>
      <PageHeader
        title={t("reviews.title")}
        eyebrow={t("reviews.eyebrow")}
        lead={t("reviews.lead")}
        crumbs={[{ label: t("breadcrumbs.reviews"), to: "/reviews" }]}
      />
      <div className="container reviews">
        <section className="reviews-summary" aria-labelledby="reviews-summary-title">
          <div className="reviews-summary__score">
            <h2 id="reviews-summary-title" className="reviews-summary__title">
              {t("reviews.overall")}
            </h2>
            {summary.average !== null ? (
              <>
                <p className="reviews-summary__average" data-testid="average-rating">
                  <span className="reviews-summary__number">{number.format(summary.average)}</span>
                  <span className="reviews-summary__outof">{t("reviews.outOf")}</span>
                </p>
                <RatingStars
                  rating={summary.average}
                  label={t("reviews.ratingLabel", { rating: number.format(summary.average) })}
                  size={26}
                />
                <p className="reviews-summary__count" data-testid="rating-count">
                  {t("reviews.basedOn", { count: summary.count, formatted: integer.format(summary.count) })}
                </p>
              </>
            ) : (
              <p>{t("reviews.noRatings")}</p>
            )}
          </div>
          {summary.testimonials.count > 0 ? (
            <div className="reviews-summary__breakdown">
              <h3 className="reviews-summary__subtitle">{t("reviews.breakdownTitle")}</h3>
              <ul className="reviews-bars">
                {([5, 4, 3, 2, 1] as const).map((stars) => {
                  const total = summary.testimonials.byStars[stars];
                  return (
                    <li key={stars} className="reviews-bars__row">
                      <span className="reviews-bars__label">{t("reviews.stars", { count: stars })}</span>
                      <span className="reviews-bars__track" aria-hidden="true">
                        <span
                          className="reviews-bars__fill"
                          style={{ width: `${Math.round((total / maxStars) * 100)}%` }}
                        />
                      </span>
                      <span className="reviews-bars__count">
                        {t("reviews.testimonialCount", { count: total, formatted: integer.format(total) })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </section>

        {tours.length > 0 ? (
          <section className="reviews-tours" aria-labelledby="reviews-tours-title">
            <SectionTitle id="reviews-tours-title" title={t("reviews.tourRatingsTitle")} />
            <ScrollRegion className="reviews-tours__scroll" label={t("reviews.tourRatingsCaption")}>
              <table className="reviews-tours__table">
                <caption className="sr-only">{t("reviews.tourRatingsCaption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("reviews.tourColumn")}</th>
                    <th scope="col">{t("reviews.ratingColumn")}</th>
                    <th scope="col">{t("reviews.reviewsColumn")}</th>
                  </tr>
                </thead>
                <tbody>
                  {tours.map((tour) => (
                    <tr key={tour.id}>
                      <th scope="row">
                        <Link to={tour.path}>{tour.title}</Link>
                      </th>
                      <td>
                        <span className="reviews-tours__rating">
                          <RatingStars
                            rating={tour.rating}
                            label={t("reviews.ratingLabel", { rating: number.format(tour.rating) })}
                            size={16}
                          />
                          <span aria-hidden="true">{number.format(tour.rating)}</span>
                        </span>
                      </td>
                      <td>{integer.format(tour.reviewCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        ) : null}

        <section className="reviews-list" aria-labelledby="reviews-list-title">
          <SectionHeader
            id="reviews-list-title"
            title={t("reviews.listTitle")}
            link={{ to: "/testimonials", label: t("reviews.allTestimonials"), plain: true }}
          />
          {items.length === 0 ? (
            <p className="empty-state">{t("reviews.empty")}</p>
          ) : (
            <ul className="testimonial-grid">
              {items.map((item) => (
                <li key={item.id}>
                  <TestimonialCard item={item} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pages={pages}
            href={reviewsHref}
            labels={paginationLabels(t)}
            variant="ring"
          />
        </section>
      </div>
    </>
  );
}
