import "#app/styles/places.css";
import { Link } from "react-router";
import { InEnglishNote } from "#app/components/content/in-english-note";
import { PreviewBanner } from "#app/components/content/preview-banner";
import { PageHeader } from "#app/components/layout/page-header";
import { AccommodationCard } from "#app/components/places/accommodation-card";
import { DestinationCard } from "#app/components/places/destination-card";
import { ListSection } from "#app/components/places/list-section";
import { MonthView, useMonthSummary } from "#app/components/places/month-view";
import { PlaceGrid } from "#app/components/places/place-grid";
import { PlacePage, PlaceSection } from "#app/components/places/place-page";
import { PlanCallout } from "#app/components/places/plan-callout";
import { TourCard } from "#app/components/tour/tour-card";
import { useTranslation } from "#app/i18n/react";
import type { DestinationLoaderData } from "./destination.server";

const TOURS_SHOWN = 6;

/** A destination's page, shared by /destinations/{slug} and /destinations/{parent}/{child}. */
export function DestinationPage({ data }: { data: DestinationLoaderData }) {
  const { t } = useTranslation(["destinations", "common"]);
  const monthSummary = useMonthSummary();
  const { destination, children, tours, accommodations } = data;
  const crumbs = [
    { label: t("title"), to: "/destinations" },
    ...(destination.parent ? [{ label: destination.parent.name, to: destination.parent.path }] : []),
    { label: destination.name, to: destination.path },
  ];
  const bestTime = monthSummary(destination.bestMonths);
  return (
    <>
      <PreviewBanner text={data.previewBanner} />
      <PageHeader
        title={destination.name}
        crumbs={crumbs}
        eyebrow={destination.parent ? t("partOf", { name: destination.parent.name }) : destination.country}
        lead={destination.shortDescription}
        lang={destination.textLang}
      >
        <InEnglishNote show={destination.inEnglish} />
        <ul className="place-facts-inline">
          {tours.length > 0 ? <li>{t("tours", { count: tours.length })}</li> : null}
          {children.length > 0 ? <li>{t("parks", { count: children.length })}</li> : null}
          {bestTime ? <li>{t("bestMonthsSummary", { months: bestTime })}</li> : null}
        </ul>
      </PageHeader>

      <PlacePage
        image={destination.image}
        overview={{ title: t("overview"), html: destination.descriptionHtml }}
        highlights={{ title: t("highlights"), items: destination.highlights }}
        lang={destination.textLang}
        facts={{
          title: t("atAGlance"),
          content: (
            <>
              <dl className="facts-card__list">
                <div className="facts-card__row">
                  <dt>{t("country")}</dt>
                  <dd>{destination.country}</dd>
                </div>
                {destination.parent ? (
                  <div className="facts-card__row">
                    <dt>{t("region")}</dt>
                    <dd>
                      <Link to={destination.parent.path}>{destination.parent.name}</Link>
                    </dd>
                  </div>
                ) : null}
                {bestTime ? (
                  <div className="facts-card__row">
                    <dt>{t("bestTime")}</dt>
                    <dd>{bestTime}</dd>
                  </div>
                ) : null}
                {children.length > 0 ? (
                  <div className="facts-card__row">
                    <dt>{t("childDestinations", { name: destination.name })}</dt>
                    <dd>{children.length}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="facts-card__actions">
                {tours.length > 0 ? (
                  <a href="#tours-title" className="btn btn-primary">
                    {t("tours", { count: tours.length })}
                  </a>
                ) : null}
                <Link to="/contact" className="btn btn-ghost">
                  {t("contactUs")}
                </Link>
              </div>
            </>
          ),
        }}
      >
        <PlaceSection id="best-time-title" title={t("bestTime")}>
          <MonthView
            bestMonths={destination.bestMonths}
            note={destination.bestTimeNote}
            noteLang={destination.textLang}
          />
        </PlaceSection>

        {destination.wildlife.length > 0 ? (
          <PlaceSection id="wildlife-title" title={t("wildlife")}>
            <ul className="chip-list" lang={destination.textLang}>
              {destination.wildlife.map((animal) => (
                <li key={animal} className="chip chip--static">
                  {animal}
                </li>
              ))}
            </ul>
          </PlaceSection>
        ) : null}
      </PlacePage>

      {children.length > 0 ? (
        <ListSection id="children-title" title={t("childDestinations", { name: destination.name })} band>
          <PlaceGrid items={children} card={(child) => <DestinationCard destination={child} />} />
        </ListSection>
      ) : null}

      <ListSection
        id="tours-title"
        title={t("toursHere", { name: destination.name })}
        tools={
          tours.length > TOURS_SHOWN ? (
            <Link to={`/tours?destination=${destination.slug}`} className="section__link">
              {t("seeAllTours")}
            </Link>
          ) : null
        }
      >
        {tours.length === 0 ? (
          <p className="empty-state">
            {t("noTours")} <Link to="/contact">{t("contactUs")}</Link>
          </p>
        ) : (
          <ul className="card-grid">
            {tours.slice(0, TOURS_SHOWN).map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        )}
      </ListSection>

      {accommodations.length > 0 ? (
        <ListSection id="stays-title" title={t("accommodationsHere", { name: destination.name })}>
          <PlaceGrid items={accommodations} card={(stay) => <AccommodationCard accommodation={stay} />} />
        </ListSection>
      ) : null}

      <PlanCallout
        title={t("planTitle", { name: destination.name })}
        text={t("planText")}
        action={t("contactUs")}
      />
    </>
  );
}
