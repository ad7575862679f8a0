import "#app/styles/tours.css";
import { Link, useLocation, useNavigation } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { TourCard } from "#app/components/tour/tour-card";
import { RESET, SortSelect, TourFiltersForm, useFilterSubmit } from "#app/components/tour/tour-filters";
import { Pagination, paginationLabels } from "#app/components/ui/pagination";
import { db } from "#app/db/client.server";
import { titleByFilters } from "#app/domain/catalogue/list-title";
import { tourPath } from "#app/domain/catalogue/tour";
import {
  activeFilterCount,
  inCurrency,
  isIndexable,
  parseTourFilters,
  priceBoundsInUsdCents,
  serializeTourFilters,
  TOURS_PER_PAGE,
  type TourFilters,
  tourListHref,
} from "#app/domain/catalogue/tour-filters";
import { convertFromUsdCents, type RateMap } from "#app/domain/currency";
import { sceneUrl } from "#app/domain/media/images";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { absoluteUrl } from "#app/i18n/urls";
import { getCardDesign } from "#app/modules/catalogue/card-designs.server";
import { findDestinationOption, listTourFacets, searchTours } from "#app/modules/catalogue/tour-list.server";
import { env } from "#app/modules/config/env.server";
import { getRates } from "#app/modules/rates/rates.server";
import { savedTourIdsFor } from "#app/modules/wishlist/wishlist.server";
import type { Route } from "./+types/index";

/** The list's heading by the filters set: category and destination, one of them, or none. */
const HEADINGS = {
  both: "list.headingBoth",
  first: "list.headingCategory",
  second: "list.headingDestination",
  none: "list.heading",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const t = serverT(context.language, "tours");
  const [facets, tourCardDesign, ratesResult, savedTourIds] = await Promise.all([
    listTourFacets(),
    getCardDesign(),
    getRates(db()),
    savedTourIdsFor(request, context),
  ]);
  const rates = ratesResult.rates as RateMap;
  const requested = parseTourFilters(url.searchParams, { currency: context.currency });
  // An unknown destination is dropped like any other value that makes no sense.
  const destination = findDestinationOption(facets.destinations, requested.destination);
  const filters: TourFilters = { ...requested, destination: destination ? requested.destination : null };
  const bounds = priceBoundsInUsdCents(
    { min: filters.minPrice, max: filters.maxPrice },
    filters.priceCurrency,
    rates,
  );
  const result = await searchTours({
    destinationIds: destination?.ids ?? null,
    category: filters.category,
    duration: filters.duration,
    minCents: bounds.minCents,
    maxCents: bounds.maxCents,
    group: filters.group,
    sort: filters.sort,
    page: filters.page,
    language: context.language,
  });
  const shown: TourFilters = { ...filters, page: result.page };

  // Only the clean form of an indexable list is indexed; odd spellings,
  // dropped values and pages past the end are not pages of their own.
  const incoming = new URLSearchParams(url.search);
  incoming.delete("lang");
  const clean = serializeTourFilters(shown).toString() === incoming.toString();

  const categoryName = filters.category ? t(`categories.${filters.category}`) : null;
  const destinationName = destination?.option.name ?? null;
  const heading = t(titleByFilters(categoryName, destinationName, HEADINGS), {
    category: categoryName,
    destination: destinationName,
  });
  const baseTitle = categoryName || destinationName ? heading : t("list.metaTitle");
  const visitorCurrency = context.currency;
  const whole = (cents: number) => Math.round(convertFromUsdCents(cents, visitorCurrency, rates));

  return {
    tours: result.tours,
    total: result.total,
    page: result.page,
    pages: result.pages,
    filters: shown,
    formFilters: inCurrency(shown, visitorCurrency, rates),
    activeCount: activeFilterCount(shown),
    heading,
    landing: Boolean(categoryName || destinationName),
    options: {
      destinations: facets.destinations.map((d) => ({
        slug: d.slug,
        name: d.name,
        tourCount: d.tourCount,
        children: d.children.map((c) => ({ slug: c.slug, name: c.name, tourCount: c.tourCount })),
      })),
      categories: facets.categories,
      maxGroupSize: facets.maxGroupSize,
      priceHint: {
        min: Math.floor(whole(facets.priceRange.min) / 100) * 100,
        max: Math.ceil(whole(facets.priceRange.max) / 100) * 100,
      },
    },
    tourCardDesign,
    savedTourIds,
    siteUrl: env().siteUrl,
    messages: messagesFor(context.language, ["tours", "wishlist"]),
    seo: {
      title: result.page > 1 ? t("list.metaPaged", { title: baseTitle, page: result.page }) : baseTitle,
      description:
        categoryName || destinationName
          ? t("list.metaDescriptionFiltered", { title: heading })
          : t("list.metaDescription"),
      image: result.tours[0]?.imageUrl ?? sceneUrl("savannah", 4),
      noindex: !clean || !isIndexable(shown),
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tours");
  const { tours, total, page, pages, filters, formFilters, activeCount, options, heading, landing } =
    loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useFilterSubmit(formFilters.priceCurrency);
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const first = total === 0 ? 0 : (page - 1) * TOURS_PER_PAGE + 1;
  const last = Math.min(total, page * TOURS_PER_PAGE);
  const crumbs = [{ label: t("list.breadcrumb"), to: "/tours" }];
  if (landing) crumbs.push({ label: heading, to: tourListHref({ ...filters, page: 1 }) });

  return (
    <>
      <PageHeader title={heading} eyebrow={t("list.eyebrow")} lead={t("list.lead")} crumbs={crumbs} />
      <div className="container tours-layout">
        <aside className="tours-layout__filters">
          <TourFiltersForm
            filters={formFilters}
            options={options}
            activeCount={activeCount}
            submit={submit}
          />
        </aside>

        <section className="tours-layout__results" aria-labelledby="results-title" aria-busy={loading}>
          <div className="tours-toolbar">
            <h2 id="results-title" className="tours-toolbar__count" aria-live="polite">
              {t("list.count", { count: total })}
              {total > TOURS_PER_PAGE ? (
                <span className="tours-toolbar__range"> {t("list.showing", { first, last, total })}</span>
              ) : null}
            </h2>
            <SortSelect sort={filters.sort} onChange={(select) => select.form && submit(select.form)} />
          </div>

          {tours.length === 0 ? (
            <div className="empty-state tours-empty" data-testid="tours-empty">
              <p className="tours-empty__title">{t("list.emptyTitle")}</p>
              <p>{t("list.emptyText")}</p>
              <div className="tours-empty__actions">
                <Link
                  to={tourListHref({ ...filters, ...RESET })}
                  className="btn btn-primary"
                  preventScrollReset
                >
                  {t("filters.reset")}
                </Link>
                <Link to="/contact" className="btn btn-ghost">
                  {t("list.emptyContact")}
                </Link>
              </div>
            </div>
          ) : (
            <ul className={loading ? "tours-grid is-loading" : "tours-grid"} data-testid="tour-results">
              {tours.map((tour, index) => (
                <li key={tour.id}>
                  <TourCard tour={tour} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}

          <Pagination
            page={page}
            pages={pages}
            href={(p) => tourListHref(filters, { page: p })}
            labels={paginationLabels(t, "list", "pagination")}
          />
        </section>
      </div>
      {tours.length > 0 ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "ItemList",
            name: heading,
            numberOfItems: total,
            itemListElement: tours.map((tour, index) => ({
              "@type": "ListItem",
              position: first + index,
              url: absoluteUrl(loaderData.siteUrl, tourPath(tour)),
              name: tour.title,
            })),
          }}
        />
      ) : null}
    </>
  );
}
