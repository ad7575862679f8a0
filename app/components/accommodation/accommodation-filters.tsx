import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import {
  ACCOMMODATION_TYPES,
  accommodationSearch,
  type AccommodationFilters as Filters,
  parseAccommodationFilters,
} from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";

/** A country with the parks that have somewhere to stay: one location choice and its sub-choices. */
export type LocationChoice = { slug: string; name: string; children: { slug: string; name: string }[] };

/** The accommodation list's filters: the type of stay and the location. */
export function AccommodationFilters({
  filters,
  locations,
}: {
  filters: Filters;
  locations: LocationChoice[];
}) {
  const { t } = useTranslation("accommodations");
  const navigate = useNavigate();
  const filtered = Boolean(filters.type || filters.location);
  return (
    // A plain GET form: it works without JavaScript; with it, the URL stays free of empty fields.
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
      <FilterSelect name="type" label={t("filters.type")} any={t("filters.anyType")} value={filters.type}>
        {ACCOMMODATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        name="location"
        label={t("filters.location")}
        any={t("filters.anyLocation")}
        value={filters.location}
      >
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
      </FilterSelect>
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
  );
}

/** One labelled filter: "any" first, then the choices. */
function FilterSelect({
  name,
  label,
  any,
  value,
  children,
}: {
  name: string;
  label: string;
  any: string;
  value: string | null;
  children: ReactNode;
}) {
  const id = `filter-${name}`;
  return (
    <div className="filter-bar__field">
      <label htmlFor={id} className="filter-bar__label">
        {label}
      </label>
      {/* Keyed by the value so that a new URL shows its own choice (the select is uncontrolled). */}
      <select
        id={id}
        name={name}
        className="filter-bar__select"
        defaultValue={value ?? ""}
        key={`${name}-${value ?? ""}`}
      >
        <option value="">{any}</option>
        {children}
      </select>
    </div>
  );
}
