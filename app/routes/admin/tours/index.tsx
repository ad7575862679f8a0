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
import { TOUR_CATEGORIES } from "#app/domain/catalogue/tour-filters";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { listTours, type TourFilters } from "#app/modules/admin/tours/tours.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["title", "category", "price", "duration", "order", "updated"],
  defaultSort: "order",
  defaultDir: "asc" as const,
  filters: {
    category: z.enum(TOUR_CATEGORIES),
    published: z.enum(["yes", "no"]),
  } satisfies { [K in keyof TourFilters]: z.ZodType<TourFilters[K]> },
};

const NOTICES = ["created", "saved", "deleted", "publishedNotice", "unpublishedNotice"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<TourFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-content");
  const { rows, total } = await listTours(query);
  // After a save or a delete (Post/Redirect/Get), what happened, in words.
  const done = url.searchParams.get("done");
  const title = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done)
    ? [t(`tours.${done}`, { title }), url.searchParams.get("redirected") === "1" ? t("tours.redirected") : ""]
        .filter(Boolean)
        .join(" ")
    : null;
  return {
    title: t("tours.metaTitle"),
    messages: messagesFor(context.language, ["admin-content", "tours"]),
    query,
    total,
    notice,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      category: row.category,
      priceFrom: row.priceFrom,
      durationDays: row.durationDays,
      isActive: row.isActive,
      gaps: row.gaps,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Tours({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { t: tt } = useTranslation("tours");
  const { locale } = usePreferences();
  const { query, rows, total, notice } = loaderData;
  const when = useOfficeDateTime();
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const filtered = Boolean(query.q || query.filters.category || query.filters.published);
  return (
    <>
      <AdminPageHeader title={t("tours.title")}>
        <Link to="/admin/tours/new" className="btn btn-primary">
          {t("tours.add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <ListFilters query={query} label={t("tours.filtersLabel")}>
        <FilterSelect
          name="category"
          label={t("tours.category")}
          value={query.filters.category}
          options={TOUR_CATEGORIES.map((value) => ({ value, label: tt(`categories.${value}`) }))}
        />
        <FilterSelect
          name="published"
          label={t("tours.state")}
          value={query.filters.published}
          options={[
            { value: "yes", label: t("tours.published") },
            { value: "no", label: t("tours.draft") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !filtered ? t("tours.empty") : t("admin:list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="tours">
            <caption className="sr-only">{t("tours.caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="title">
                  {t("tours.form.title")}
                </SortHeader>
                <SortHeader query={query} column="category">
                  {t("tours.category")}
                </SortHeader>
                <SortHeader query={query} column="price">
                  {t("tours.price")}
                </SortHeader>
                <SortHeader query={query} column="duration">
                  {t("tours.duration")}
                </SortHeader>
                <th scope="col">{t("tours.state")}</th>
                <th scope="col">{t("tours.translations")}</th>
                <SortHeader query={query} column="updated" first="desc">
                  {t("tours.updated")}
                </SortHeader>
                <th scope="col">{t("tours.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("tours.form.title")}>
                    <Link to={`/admin/tours/${row.id}`}>{row.title}</Link>
                  </td>
                  <td data-label={t("tours.category")}>{tt(`categories.${row.category}`)}</td>
                  <td data-label={t("tours.price")}>
                    {row.priceFrom === null ? "—" : usd.format(row.priceFrom / 100)}
                  </td>
                  <td data-label={t("tours.duration")}>
                    {row.durationDays === null ? "—" : t("tours.days", { count: row.durationDays })}
                  </td>
                  <td data-label={t("tours.state")}>
                    <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                      {row.isActive ? t("tours.published") : t("tours.draft")}
                    </span>
                  </td>
                  <td data-label={t("tours.translations")}>
                    <TranslationBadges gaps={row.gaps} />
                  </td>
                  <td data-label={t("tours.updated")}>
                    <time dateTime={row.updatedAt}>{when.format(new Date(row.updatedAt))}</time>
                  </td>
                  <td data-label={t("tours.actions")}>
                    <div className="admin-content__actions">
                      <Link
                        to={`/admin/tours/${row.id}`}
                        aria-label={t("tours.editNamed", { title: row.title })}
                      >
                        {t("tours.edit")}
                      </Link>
                      <Link
                        to={`/admin/tours/${row.id}/delete`}
                        aria-label={t("tours.deleteNamed", { title: row.title })}
                      >
                        {t("tours.deleteAction")}
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
