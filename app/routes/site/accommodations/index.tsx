import "#app/styles/places.css";
import { AccommodationFilters } from "#app/components/accommodation/accommodation-filters";
import { PageHeader } from "#app/components/layout/page-header";
import { AccommodationCard } from "#app/components/places/accommodation-card";
import { PlaceGrid } from "#app/components/places/place-grid";
import { pageMeta } from "#app/components/seo/page-meta";
import { titleByFilters } from "#app/domain/catalogue/list-title";
import { parseAccommodationFilters } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  listAccommodationLocations,
  listAccommodations,
  locationIds,
} from "#app/modules/catalogue/accommodations.server";
import { listDestinationTree } from "#app/modules/catalogue/destinations.server";
import type { Route } from "./+types/index";

/** The page's title by the filters set: type and location, one of them, or none. */
const TITLES = {
  both: "meta.typeLocationTitle",
  first: "meta.typeTitle",
  second: "meta.locationTitle",
  none: "meta.title",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseAccommodationFilters(new URL(request.url).searchParams);
  const locations = await listAccommodationLocations(await listDestinationTree());
  const ids = locationIds(locations, parsed.location);
  // A location that is not a choice (unknown, hidden, nothing to stay in) is ignored like any bad input.
  const filters = { type: parsed.type, location: ids ? parsed.location : null };
  const accommodations = await listAccommodations({ type: filters.type, destinationIds: ids });

  const t = serverT(context.language, "accommodations");
  const locationName = filters.location
    ? locations.flatMap((g) => [g, ...g.children]).find((l) => l.slug === filters.location)?.name
    : undefined;
  const typeName = filters.type ? t(`types.${filters.type}`) : undefined;
  const title = t(titleByFilters(typeName, locationName, TITLES), { type: typeName, location: locationName });
  return {
    filters,
    accommodations,
    locations: locations.map((g) => ({
      slug: g.slug,
      name: g.name,
      children: g.children.map((c) => ({ slug: c.slug, name: c.name })),
    })),
    messages: messagesFor(context.language, ["accommodations"]),
    seo: { title, description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(matches, data?.seo);

export default function Accommodations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("accommodations");
  const { filters, accommodations, locations } = loaderData;
  return (
    <>
      <PageHeader
        title={t("title")}
        crumbs={[{ label: t("title"), to: "/accommodations" }]}
        lead={t("lead")}
      />
      <div className="container section--tight">
        <AccommodationFilters filters={filters} locations={locations} />

        <p className="results-line" role="status" data-testid="results-count">
          {t("results", { count: accommodations.length })}
        </p>
        {accommodations.length === 0 ? (
          <p className="empty-state">{t("empty")}</p>
        ) : (
          <PlaceGrid items={accommodations} card={(stay) => <AccommodationCard accommodation={stay} />} />
        )}
      </div>
    </>
  );
}
