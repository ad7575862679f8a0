import "#app/styles/places.css";
import { Link } from "react-router";
import { EnquiryContactLinks } from "#app/components/conversations/contact-links";
import { AccommodationInquiryForm } from "#app/components/conversations/enquiry-forms";
import { PageHeader } from "#app/components/layout/page-header";
import { AccommodationCard, GuestRating, Stars } from "#app/components/places/accommodation-card";
import { PlacePage, PlaceSection } from "#app/components/places/place-page";
import { RegionMap } from "#app/components/places/region-map";
import { useFormatPrice } from "#app/components/preferences/preferences-context";
import { JsonLd } from "#app/components/seo/json-ld";
import { pageMeta } from "#app/components/seo/page-meta";
import { isSlug } from "#app/domain/catalogue/nesting";
import { stayTimes } from "#app/domain/catalogue/places";
import {
  formatCoordinates,
  isOnMap,
  openStreetMapUrl,
  parseCoordinates,
} from "#app/domain/catalogue/region-map";
import { accommodationPath, destinationPath } from "#app/domain/paths";
import { lodgingBusinessJsonLd } from "#app/domain/seo/lodging";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { findAccommodation, listNearbyAccommodations } from "#app/modules/catalogue/accommodations.server";
import { env } from "#app/modules/config/env.server";
import { markdownToText, renderMarkdown } from "#app/modules/content/markdown.server";
import { notFound } from "#app/modules/http/responses.server";
import type { Route } from "./+types/detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isSlug(params.slug)) notFound();
  const row = await findAccommodation(params.slug);
  if (!row?.accommodation.isActive) notFound();
  const stay = row.accommodation;
  // The destination is linked only when the public can open it (it and its parent active).
  const place = row.destination?.id != null ? row.destination : null;
  const parent = row.parent?.slug != null ? row.parent : null;
  const destination =
    place?.isActive && (!parent || parent.isActive)
      ? { name: place.name, path: destinationPath({ slug: place.slug, parentSlug: parent?.slug }) }
      : null;
  const nearby = stay.destinationId ? await listNearbyAccommodations(stay.destinationId, stay.id, 3) : [];
  const coordinates = parseCoordinates(stay.coordinatesJson);
  const description = stay.description ?? "";
  const path = accommodationPath(stay);
  const image = stay.featuredImage ?? stay.imageUrl;
  const t = serverT(context.language, "accommodations");
  return {
    accommodation: {
      id: stay.id,
      name: stay.name,
      path,
      type: stay.accommodationType,
      shortDescription: stay.shortDescription,
      descriptionHtml: renderMarkdown(description),
      image,
      location: stay.location,
      coordinates,
      starRating: stay.starRating,
      rating: stay.rating,
      totalReviews: stay.totalReviews,
      amenities: stay.amenities ?? [],
      highlights: stay.highlights ?? [],
      ...stayTimes(stay),
      maxGuests: stay.maxGuests,
      pricePerNight: stay.pricePerNight,
    },
    destination,
    nearby,
    jsonLd: lodgingBusinessJsonLd(
      {
        name: stay.name,
        path,
        description: stay.shortDescription ?? (markdownToText(description).slice(0, 300) || null),
        image,
        location: stay.location,
        country: place?.country ?? null,
        coordinates,
        starRating: stay.starRating,
        rating: stay.rating,
        totalReviews: stay.totalReviews,
        amenities: stay.amenities ?? [],
        checkInTime: stay.checkInTime,
        checkOutTime: stay.checkOutTime,
        pricePerNight: stay.pricePerNight,
      },
      env().siteUrl,
    ),
    messages: messagesFor(context.language, ["accommodations", "enquiries", "validation"]),
    seo: {
      title: t("detailTitle", { name: stay.name, type: t(`types.${stay.accommodationType}`) }),
      description: stay.shortDescription ?? markdownToText(description).slice(0, 160),
      image: image ?? undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.12" />
      <path
        d="M6 10.5l2.7 2.6L14 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function AccommodationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["accommodations", "common"]);
  const formatPrice = useFormatPrice();
  const { accommodation: stay, destination, nearby, jsonLd } = loaderData;
  const typeName = t(`types.${stay.type}`);
  const onMap = stay.coordinates && isOnMap(stay.coordinates) ? stay.coordinates : null;
  return (
    <>
      <PageHeader
        title={stay.name}
        crumbs={[
          { label: t("title"), to: "/accommodations" },
          { label: stay.name, to: stay.path },
        ]}
        eyebrow={typeName}
        lead={stay.shortDescription}
      >
        <ul className="place-facts-inline">
          {stay.starRating ? (
            <li>
              <Stars count={stay.starRating} />
            </li>
          ) : null}
          <li>
            <GuestRating rating={stay.rating} reviews={stay.totalReviews} />
          </li>
          {stay.location ? <li>{stay.location}</li> : null}
        </ul>
      </PageHeader>

      <PlacePage
        image={stay.image}
        overview={{ title: t("overview"), html: stay.descriptionHtml }}
        highlights={{ title: t("highlights"), items: stay.highlights }}
        facts={{
          title: t("atAGlance"),
          content: (
            <>
              <dl className="facts-card__list">
                <div className="facts-card__row">
                  <dt>{t("type")}</dt>
                  <dd>{typeName}</dd>
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
                <p className="facts-card__price">
                  {t("common:from")}
                  <strong data-testid="price-per-night">{formatPrice(stay.pricePerNight)}</strong>
                  {t("perNight")}
                </p>
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
          ),
        }}
      >
        {stay.amenities.length > 0 ? (
          <PlaceSection id="amenities-title" title={t("amenities")}>
            <ul className="amenity-list" data-testid="amenities">
              {stay.amenities.map((item) => (
                <li key={item}>
                  <CheckIcon />
                  {item}
                </li>
              ))}
            </ul>
          </PlaceSection>
        ) : null}

        <PlaceSection id="times-title" title={t("stayTimes")}>
          <dl className="stay-times">
            <div className="stay-times__item">
              <dt className="stay-times__label">{t("checkIn")}</dt>
              <dd>
                <time className="stay-times__time" data-testid="check-in">
                  {stay.checkIn}
                </time>
              </dd>
            </div>
            <div className="stay-times__item">
              <dt className="stay-times__label">{t("checkOut")}</dt>
              <dd>
                <time className="stay-times__time" data-testid="check-out">
                  {stay.checkOut}
                </time>
              </dd>
            </div>
          </dl>
        </PlaceSection>

        <PlaceSection id="location-title" title={t("location")}>
          <div className="map-card">
            <figure className="map-card__figure">
              <RegionMap
                markers={onMap ? [{ point: onMap, label: stay.name }] : []}
                title={t("mapTitle", { name: stay.name })}
                description={
                  onMap
                    ? t("mapDescription", {
                        name: stay.name,
                        location: stay.location ?? typeName,
                        latitude: onMap.lat,
                        longitude: onMap.lng,
                      })
                    : undefined
                }
              />
            </figure>
            <div className="map-card__details">
              {stay.location ? <p className="map-card__place">{stay.location}</p> : null}
              {destination ? (
                <p>
                  {t("destination")}: <Link to={destination.path}>{destination.name}</Link>
                </p>
              ) : null}
              {stay.coordinates ? (
                <>
                  <p className="map-card__coords">
                    {t("coordinates")}: {formatCoordinates(stay.coordinates)}
                  </p>
                  <p>
                    <a
                      href={openStreetMapUrl(stay.coordinates)}
                      className="map-card__link"
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t("openMap")}
                      <span aria-hidden="true">↗</span>
                    </a>
                  </p>
                  <p className="facts-card__note">{t("openMapNote")}</p>
                </>
              ) : null}
              {onMap ? null : <p className="facts-card__note">{t("mapUnavailable")}</p>}
            </div>
          </div>
        </PlaceSection>

        <section className="enquiry-section" id="enquire" aria-labelledby="enquire-title">
          <h2 id="enquire-title">{t("enquiries:accommodationTitle")}</h2>
          <EnquiryContactLinks />
          <AccommodationInquiryForm accommodationId={stay.id} accommodationName={stay.name} />
        </section>
      </PlacePage>

      {nearby.length > 0 && destination ? (
        <section className="section section--sand" aria-labelledby="nearby-title">
          <div className="container">
            <div className="section__header">
              <h2 id="nearby-title" className="section__title">
                {t("nearby", { name: destination.name })}
              </h2>
            </div>
            <ul className="place-grid">
              {nearby.map((item) => (
                <li key={item.id}>
                  <AccommodationCard accommodation={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <JsonLd data={jsonLd} />
    </>
  );
}
