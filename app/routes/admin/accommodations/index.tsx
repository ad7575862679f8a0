import "#app/styles/admin-content.css";
import { Link } from "react-router";
import { z } from "zod";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { TranslationBadges } from "#app/components/admin/translation-badges";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { FormStatus } from "#app/components/ui/form";
import { readListQuery } from "#app/domain/admin/list-query";
import { parentOptions } from "#app/domain/admin/places-fields";
import { ACCOMMODATION_TYPES } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  type AccommodationFilters,
  listAccommodations,
} from "#app/modules/admin/accommodations/accommodations.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { destinationChoices } from "#app/modules/admin/tours/tours.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["name", "type", "destination", "stars", "price", "updated"],
  defaultSort: "name",
  defaultDir: "asc" as const,
  filters: {
    type: z.enum(ACCOMMODATION_TYPES),
    destination: z.coerce.number().int().min(1).max(2_147_483_647),
    active: z.enum(["yes", "no"]),
  } satisfies { [K in keyof AccommodationFilters]: z.ZodType<AccommodationFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "activatedNotice", "deactivatedNotice"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<AccommodationFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-accommodations");
  const [{ rows, total }, destinations] = await Promise.all([
    listAccommodations(query),
    destinationChoices(),
  ]);
  // After a save or a delete (Post/Redirect/Get), what happened, in words.
  const done = url.searchParams.get("done");
  const title = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done)
    ? [t(done as string, { title }), url.searchParams.get("redirected") === "1" ? t("redirected") : ""]
        .filter(Boolean)
        .join(" ")
    : null;
  return {
    title: t("metaTitle"),
    messages: messagesFor(context.language, ["admin-accommodations", "admin-content", "accommodations"]),
    query,
    total,
    notice,
    destinations: parentOptions(destinations),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.accommodationType,
      destinationName: row.destinationName,
      starRating: row.starRating,
      pricePerNight: row.pricePerNight,
      isActive: row.isActive,
      gaps: row.gaps,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Accommodations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-accommodations");
  const { t: ta } = useTranslation("accommodations");
  const { locale } = usePreferences();
  const { query, rows, total, notice } = loaderData;
  const when = useOfficeDateTime();
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const filtered = Boolean(
    query.q || query.filters.type || query.filters.destination || query.filters.active,
  );
  return (
    <>
      <AdminPageHeader title={t("title")}>
        <Link to="/admin/accommodations/new" className="btn btn-primary">
          {t("add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <ListFilters query={query} label={t("filtersLabel")}>
        <FilterSelect
          name="type"
          label={t("form.type")}
          value={query.filters.type}
          options={ACCOMMODATION_TYPES.map((value) => ({ value, label: ta(`types.${value}`) }))}
        />
        <FilterSelect
          name="destination"
          label={t("form.destination")}
          value={query.filters.destination}
          options={loaderData.destinations.map((option) => ({
            value: String(option.id),
            label: `${"— ".repeat(option.depth)}${option.name}`,
          }))}
        />
        <FilterSelect
          name="active"
          label={t("state")}
          value={query.filters.active}
          options={[
            { value: "yes", label: t("active") },
            { value: "no", label: t("inactive") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !filtered ? t("empty") : t("admin:list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="accommodations">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="name">
                  {t("form.name")}
                </SortHeader>
                <SortHeader query={query} column="type">
                  {t("form.type")}
                </SortHeader>
                <SortHeader query={query} column="destination">
                  {t("form.destination")}
                </SortHeader>
                <SortHeader query={query} column="stars" first="desc">
                  {t("stars")}
                </SortHeader>
                <SortHeader query={query} column="price">
                  {t("price")}
                </SortHeader>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("translations")}</th>
                <SortHeader query={query} column="updated" first="desc">
                  {t("updated")}
                </SortHeader>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("form.name")}>
                    <Link to={`/admin/accommodations/${row.id}`}>{row.name}</Link>
                  </td>
                  <td data-label={t("form.type")}>{ta(`types.${row.type}`)}</td>
                  <td data-label={t("form.destination")}>{row.destinationName ?? "—"}</td>
                  <td data-label={t("stars")}>
                    {row.starRating === null ? "—" : t("form.starOption", { count: row.starRating })}
                  </td>
                  <td data-label={t("price")}>
                    {row.pricePerNight === null ? "—" : usd.format(row.pricePerNight / 100)}
                  </td>
                  <td data-label={t("state")}>
                    <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                      {row.isActive ? t("active") : t("inactive")}
                    </span>
                  </td>
                  <td data-label={t("translations")}>
                    <TranslationBadges gaps={row.gaps} />
                  </td>
                  <td data-label={t("updated")}>
                    <time dateTime={row.updatedAt}>{when.format(new Date(row.updatedAt))}</time>
                  </td>
                  <td data-label={t("actions")}>
                    <div className="admin-content__actions">
                      <Link
                        to={`/admin/accommodations/${row.id}`}
                        aria-label={t("editNamed", { title: row.name })}
                      >
                        {t("edit")}
                      </Link>
                      <Link
                        to={`/admin/accommodations/${row.id}/delete`}
                        aria-label={t("deleteNamed", { title: row.name })}
                      >
                        {t("deleteAction")}
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListFooter query={query} total={total} />
    </>
  );
}
