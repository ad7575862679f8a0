import { Link } from "react-router";
import { PlaceSection } from "#app/components/places/place-page";
import { RegionMap } from "#app/components/places/region-map";
import type { AccommodationView, PlaceLink } from "#app/domain/catalogue/places";
import { formatCoordinates, isOnMap, openStreetMapUrl } from "#app/domain/catalogue/region-map";
import { useTranslation } from "#app/i18n/react";

/** Where a stay is: the region map with its marker, its place and destination, its coordinates. */
export function StayLocationSection({
  stay,
  destination,
}: {
  stay: AccommodationView;
  destination: PlaceLink | null;
}) {
  const { t } = useTranslation("accommodations");
  // Coordinates outside the map's region are still given, with no marker.
  const onMap = stay.coordinates && isOnMap(stay.coordinates) ? stay.coordinates : null;
  return (
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
                    location: stay.location ?? t(`types.${stay.type}`),
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
  );
}
