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
import { FormStatus } from "#app/components/ui/form";
import { readListQuery } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  type DestinationFilters,
  listDestinations,
} from "#app/modules/admin/destinations/destinations.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["name", "country", "tours", "order", "updated"],
  defaultSort: "order",
  defaultDir: "asc" as const,
  filters: {
    active: z.enum(["yes", "no"]),
  } satisfies { [K in keyof DestinationFilters]: z.ZodType<DestinationFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "activatedNotice", "deactivatedNotice"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<DestinationFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-content");
  const { rows, total } = await listDestinations(query);
  // After a save or a delete (Post/Redirect/Get), what happened, in words.
  const done = url.searchParams.get("done");
  const title = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done)
    ? [
        t(`destinations.${done}`, { title }),
        url.searchParams.get("redirected") === "1" ? t("destinations.redirected") : "",
      ]
        .filter(Boolean)
        .join(" ")
    : null;
  return {
    title: t("destinations.metaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    query,
    total,
    notice,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      country: row.country,
      parentName: row.parentName,
      tourCount: row.tourCount,
      isActive: row.isActive,
      gaps: row.gaps,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { query, rows, total, notice } = loaderData;
  const when = useOfficeDateTime();
  const filtered = Boolean(query.q || query.filters.active);
  const d = (key: string) => t(`destinations.${key}`);
  return (
    <>
      <AdminPageHeader title={d("title")}>
        <Link to="/admin/destinations/new" className="btn btn-primary">
          {d("add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <ListFilters query={query} label={d("filtersLabel")}>
        <FilterSelect
          name="active"
          label={d("state")}
          value={query.filters.active}
          options={[
            { value: "yes", label: d("active") },
            { value: "no", label: d("inactive") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !filtered ? d("empty") : t("admin:list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="destinations">
            <caption className="sr-only">{d("caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="name">
                  {d("form.name")}
                </SortHeader>
                <SortHeader query={query} column="country">
                  {d("form.country")}
                </SortHeader>
                <th scope="col">{d("form.parent")}</th>
                <SortHeader query={query} column="tours">
                  {d("tours")}
                </SortHeader>
                <th scope="col">{d("state")}</th>
                <th scope="col">{d("translations")}</th>
                <SortHeader query={query} column="updated" first="desc">
                  {d("updated")}
                </SortHeader>
                <th scope="col">{d("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={d("form.name")}>
                    <Link to={`/admin/destinations/${row.id}`}>{row.name}</Link>
                  </td>
                  <td data-label={d("form.country")}>{row.country}</td>
                  <td data-label={d("form.parent")}>{row.parentName ?? "—"}</td>
                  <td data-label={d("tours")}>{row.tourCount}</td>
                  <td data-label={d("state")}>
                    <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                      {row.isActive ? d("active") : d("inactive")}
                    </span>
                  </td>
                  <td data-label={d("translations")}>
                    <TranslationBadges gaps={row.gaps} />
                  </td>
                  <td data-label={d("updated")}>
                    <time dateTime={row.updatedAt}>{when.format(new Date(row.updatedAt))}</time>
                  </td>
                  <td data-label={d("actions")}>
                    <div className="admin-content__actions">
                      <Link
                        to={`/admin/destinations/${row.id}`}
                        aria-label={t("destinations.editNamed", { title: row.name })}
                      >
                        {d("edit")}
                      </Link>
                      <Link
                        to={`/admin/destinations/${row.id}/delete`}
                        aria-label={t("destinations.deleteNamed", { title: row.name })}
                      >
                        {d("deleteAction")}
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
