import "#app/styles/places.css";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { AccommodationCard } from "#app/components/places/accommodation-card";
import { pageMeta } from "#app/components/seo/page-meta";
import {
  ACCOMMODATION_TYPES,
  accommodationSearch,
  parseAccommodationFilters,
} from "#app/domain/catalogue/places";
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
  const title =
    typeName && locationName
      ? t("meta.typeLocationTitle", { type: typeName, location: locationName })
      : typeName
        ? t("meta.typeTitle", { type: typeName })
        : locationName
          ? t("meta.locationTitle", { location: locationName })
          : t("meta.title");
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
  const navigate = useNavigate();
  const { filters, accommodations, locations } = loaderData;
  const filtered = Boolean(filters.type || filters.location);
  return (
    <>
      <PageHeader
        title={t("title")}
        crumbs={[{ label: t("title"), to: "/accommodations" }]}
        lead={t("lead")}
      />
      <div className="container section--tight">
        {/* A plain GET form: it works without JavaScript; with it, the URL stays free of empty fields. */}
        <form
          method="get"
          action="/accommodations"
          className="filter-bar"
          aria-labelledby="filters-title"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const search = accommodationSearch(
              parseAccommodationFilters(
                new URLSearchParams({
                  type: String(form.get("type") ?? ""),
                  location: String(form.get("location") ?? ""),
                }),
              ),
            );
            navigate(`/accommodations${search}`, { preventScrollReset: true });
          }}
        >
          <h2 id="filters-title" className="sr-only">
            {t("filters.title")}
          </h2>
          <div className="filter-bar__field">
            <label htmlFor="filter-type" className="filter-bar__label">
              {t("filters.type")}
            </label>
            <select
              id="filter-type"
              name="type"
              className="filter-bar__select"
              defaultValue={filters.type ?? ""}
              key={`type-${filters.type ?? ""}`}
            >
              <option value="">{t("filters.anyType")}</option>
              {ACCOMMODATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="filter-bar__field">
            <label htmlFor="filter-location" className="filter-bar__label">
              {t("filters.location")}
            </label>
            <select
              id="filter-location"
              name="location"
              className="filter-bar__select"
              defaultValue={filters.location ?? ""}
              key={`location-${filters.location ?? ""}`}
            >
              <option value="">{t("filters.anyLocation")}</option>
              {locations.map((group) =>
                group.children.length > 0 ? (
                  <optgroup key={group.slug} label={group.name}>
                    <option value={group.slug}>{t("filters.allOf", { name: group.name })}</option>
                    {group.children.map((child) => (
                      <option key={child.slug} value={child.slug}>
                        {child.name}
                      </option>
                    ))}
                  </optgroup>
                ) : (
                  <option key={group.slug} value={group.slug}>
                    {group.name}
                  </option>
                ),
              )}
            </select>
          </div>
          <div className="filter-bar__actions">
            <button type="submit" className="btn btn-primary">
              {t("filters.apply")}
            </button>
            {filtered ? (
              <Link to="/accommodations" className="filter-bar__clear" preventScrollReset>
                {t("filters.clear")}
              </Link>
            ) : null}
          </div>
        </form>

        <p className="results-line" role="status" data-testid="results-count">
          {t("results", { count: accommodations.length })}
        </p>
        {accommodations.length === 0 ? (
          <p className="empty-state">{t("empty")}</p>
        ) : (
          <ul className="place-grid">
            {accommodations.map((stay) => (
              <li key={stay.id}>
                <AccommodationCard accommodation={stay} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
