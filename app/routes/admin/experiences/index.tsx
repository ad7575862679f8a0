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
import { EXPERIENCE_CATEGORIES } from "#app/domain/catalogue/places";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { type ExperienceFilters, listExperiences } from "#app/modules/admin/experiences/experiences.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["title", "category", "price", "duration", "order", "updated"],
  defaultSort: "order",
  defaultDir: "asc" as const,
  filters: {
    category: z.enum(EXPERIENCE_CATEGORIES),
    active: z.enum(["yes", "no"]),
  } satisfies { [K in keyof ExperienceFilters]: z.ZodType<ExperienceFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "activatedNotice", "deactivatedNotice"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<ExperienceFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-content");
  const { rows, total } = await listExperiences(query);
  // After a save or a delete (Post/Redirect/Get), what happened, in words.
  const done = url.searchParams.get("done");
  const title = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done)
    ? [
        t(`experiences.${done}`, { title }),
        url.searchParams.get("redirected") === "1" ? t("experiences.redirected") : "",
      ]
        .filter(Boolean)
        .join(" ")
    : null;
  return {
    title: t("experiences.metaTitle"),
    messages: messagesFor(context.language, ["admin-content", "experiences"]),
    query,
    total,
    notice,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      parentTitle: row.parentTitle,
      priceFrom: row.priceFrom,
      durationHours: row.durationHours,
      isActive: row.isActive,
      gaps: row.gaps,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { t: te } = useTranslation("experiences");
  const { locale } = usePreferences();
  const { query, rows, total, notice } = loaderData;
  const when = useOfficeDateTime();
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const filtered = Boolean(query.q || query.filters.category || query.filters.active);
  const e = (key: string) => t(`experiences.${key}`);
  return (
    <>
      <AdminPageHeader title={e("title")}>
        <Link to="/admin/experiences/new" className="btn btn-primary">
          {e("add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <ListFilters query={query} label={e("filtersLabel")}>
        <FilterSelect
          name="category"
          label={e("form.category")}
          value={query.filters.category}
          options={EXPERIENCE_CATEGORIES.map((value) => ({ value, label: te(`categories.${value}`) }))}
        />
        <FilterSelect
          name="active"
          label={e("state")}
          value={query.filters.active}
          options={[
            { value: "yes", label: e("active") },
            { value: "no", label: e("inactive") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !filtered ? e("empty") : t("admin:list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="experiences">
            <caption className="sr-only">{e("caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="title">
                  {e("form.title")}
                </SortHeader>
                <SortHeader query={query} column="category">
                  {e("form.category")}
                </SortHeader>
                <th scope="col">{e("form.parent")}</th>
                <SortHeader query={query} column="price">
                  {e("price")}
                </SortHeader>
                <SortHeader query={query} column="duration">
                  {e("duration")}
                </SortHeader>
                <th scope="col">{e("state")}</th>
                <th scope="col">{e("translations")}</th>
                <SortHeader query={query} column="updated" first="desc">
                  {e("updated")}
                </SortHeader>
                <th scope="col">{e("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={e("form.title")}>
                    <Link to={`/admin/experiences/${row.id}`}>{row.title}</Link>
                  </td>
                  <td data-label={e("form.category")}>{te(`categories.${row.category}`)}</td>
                  <td data-label={e("form.parent")}>{row.parentTitle ?? "—"}</td>
                  <td data-label={e("price")}>
                    {row.priceFrom === null ? "—" : usd.format(row.priceFrom / 100)}
                  </td>
                  <td data-label={e("duration")}>
                    {row.durationHours === null ? "—" : t("experiences.hours", { count: row.durationHours })}
                  </td>
                  <td data-label={e("state")}>
                    <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                      {row.isActive ? e("active") : e("inactive")}
                    </span>
                  </td>
                  <td data-label={e("translations")}>
                    <TranslationBadges gaps={row.gaps} />
                  </td>
                  <td data-label={e("updated")}>
                    <time dateTime={row.updatedAt}>{when.format(new Date(row.updatedAt))}</time>
                  </td>
                  <td data-label={e("actions")}>
                    <div className="admin-content__actions">
                      <Link
                        to={`/admin/experiences/${row.id}`}
                        aria-label={t("experiences.editNamed", { title: row.title })}
                      >
                        {e("edit")}
                      </Link>
                      <Link
                        to={`/admin/experiences/${row.id}/delete`}
                        aria-label={t("experiences.deleteNamed", { title: row.title })}
                      >
                        {e("deleteAction")}
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
