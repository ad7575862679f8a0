import type { DestinationSummary } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";
import { PlaceCard } from "./place-card";

/** A park or area (or a country) as a card; uses the `destinations` namespace. */
export function DestinationCard({
  destination,
  kicker,
}: {
  destination: Pick<
    DestinationSummary,
    "slug" | "name" | "shortDescription" | "imageUrl" | "featuredImage" | "tourCount"
  > & { path: string };
  kicker?: string;
}) {
  const { t } = useTranslation("destinations");
  return (
    <PlaceCard
      to={destination.path}
      title={destination.name}
      image={destination.featuredImage ?? destination.imageUrl}
      kicker={kicker}
      summary={destination.shortDescription}
      testId="destination-card"
      meta={
        destination.tourCount > 0 ? (
          <span>{t("tours", { count: destination.tourCount })}</span>
        ) : (
          <span>{t("explore", { name: destination.name })}</span>
        )
      }
    />
  );
}
