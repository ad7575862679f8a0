import "#app/styles/tours.css";
// The related tours' cards are hydrated from a chunk of their own (below); their styles come with the page.
import "#app/styles/tour-card.css";
import { Suspense } from "react";
import { useTrackOnce } from "#app/components/analytics/use-track";
import { Breadcrumbs } from "#app/components/seo/breadcrumbs";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { BookingCard } from "#app/components/tour/booking-card";
import { DatesSection } from "#app/components/tour/dates-section";
import { EnquirySection } from "#app/components/tour/enquiry-section";
import { ItinerarySection } from "#app/components/tour/itinerary-section";
import { OverviewSection } from "#app/components/tour/overview-section";
import { TourGallery } from "#app/components/tour/tour-gallery";
import { TourHero } from "#app/components/tour/tour-hero";
import { TourSectionNav } from "#app/components/tour/tour-section-nav";
import { lazyHydrated } from "#app/components/ui/lazy-hydrated";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { staffPreview } from "#app/modules/identity/staff-preview.server";
import { savedTourIdsFor } from "#app/modules/wishlist/wishlist.server";
import type { Route } from "./+types/detail";
import { loadTourPage } from "./tour.server";

// The sections below the first screen (what the price covers, the price table)
// and at the foot of the page: rendered by the server like the rest,
// hydrated from chunks of their own, so a tour page's first scripts stay small
// (decision 045).
const InclusionsSection = lazyHydrated(() =>
  import("#app/components/tour/inclusions-section").then((module) => module.InclusionsSection),
);
const PricesSection = lazyHydrated(() =>
  import("#app/components/tour/prices-section").then((module) => module.PricesSection),
);
const ReviewsSection = lazyHydrated(() =>
  import("#app/components/tour/reviews-section").then((module) => module.ReviewsSection),
);
const FaqsSection = lazyHydrated(() =>
  import("#app/components/tour/faqs-section").then((module) => module.FaqsSection),
);
const RelatedTours = lazyHydrated(() =>
  import("#app/components/tour/related-tours").then((module) => module.RelatedTours),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [page, savedTourIds] = await Promise.all([
    loadTourPage({
      segment: params.tour,
      request,
      language: context.language,
      staffPreview: staffPreview(request, context),
    }),
    savedTourIdsFor(request, context),
  ]);
  return {
    ...page,
    savedTourIds,
    messages: { ...page.messages, ...messagesFor(context.language, ["wishlist", "enquiries", "validation"]) },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tours");
  const { tour, images, places, itinerary, prices, departures, availability, reviews, faqs, related, climb } =
    loaderData;
  useTrackOnce("view_item", loaderData.preview ? null : tour.id, { tour: tour.path });
  const categoryName = t(`categories.${tour.category}`);
  const crumbs = [
    { label: t("list.breadcrumb"), to: "/tours" },
    { label: categoryName, to: `/tours?category=${tour.category}` },
    { label: tour.title, to: tour.path },
  ];

  return (
    <>
      {loaderData.preview ? (
        <p className="container tour-preview-banner" role="status">
          {t("detail.previewBanner")}
        </p>
      ) : null}
      <Breadcrumbs items={crumbs} />
      <article className="tour-page" aria-labelledby="tour-title">
        <TourHero
          tour={tour}
          categoryName={categoryName}
          places={places}
          saved={loaderData.savedTourIds.includes(tour.id)}
        />
        <div className="container">
          <TourGallery images={images} title={tour.title} />
        </div>
        <TourSectionNav faqs={faqs.length > 0} />
        <div className="container tour-layout">
          <BookingCard tour={tour} fromPrice={prices.fromPrice} availability={availability} />
          <div className="tour-layout__main">
            <OverviewSection tour={tour} places={places} />
            <ItinerarySection days={itinerary} climb={climb} lang={tour.textLang} />
            <Suspense fallback={null}>
              <InclusionsSection tour={tour} />
              <PricesSection prices={prices} />
            </Suspense>
            <DatesSection tour={tour} departures={departures} />
            <EnquirySection tour={tour} />
            <Suspense fallback={null}>
              <ReviewsSection tour={tour} reviews={reviews} />
              <FaqsSection faqs={faqs} />
            </Suspense>
          </div>
        </div>
        <Suspense fallback={null}>
          <RelatedTours tour={tour} tours={related} categoryName={categoryName} />
        </Suspense>
      </article>
      <JsonLd data={loaderData.jsonLd} />
    </>
  );
}
