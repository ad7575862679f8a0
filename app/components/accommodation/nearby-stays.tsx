import { AccommodationCard } from "#app/components/places/accommodation-card";
import { ListSection } from "#app/components/places/list-section";
import { PlaceGrid } from "#app/components/places/place-grid";
import type { AccommodationCardData, PlaceLink } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";

/** Other places to stay in the same destination, on a sand band below the page; nothing when there are none. */
export function NearbyStays({
  stays,
  destination,
}: {
  stays: AccommodationCardData[];
  destination: PlaceLink | null;
}) {
  const { t } = useTranslation("accommodations");
  if (stays.length === 0 || !destination) return null;
  return (
    <ListSection id="nearby-title" title={t("nearby", { name: destination.name })} band>
      <PlaceGrid items={stays} card={(stay) => <AccommodationCard accommodation={stay} />} />
    </ListSection>
  );
}
