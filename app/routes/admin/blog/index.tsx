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
import { BLOG_STATES, blogState } from "#app/domain/admin/blog-fields";
import { readListQuery } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { type BlogFilters, blogCategories, listBlogPosts } from "#app/modules/admin/blog/blog.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["title", "category", "published", "updated"],
  defaultSort: "updated",
  defaultDir: "desc" as const,
  filters: {
    category: z.string().trim().min(1).max(80),
    state: z.enum(BLOG_STATES),
  } satisfies { [K in keyof BlogFilters]: z.ZodType<BlogFilters[K]> },
};

const NOTICES = [
  "created",
  "saved",
  "deleted",
  "publishedNotice",
  "scheduledNotice",
  "unpublishedNotice",
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<BlogFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-content");
  const now = new Date();
  const [{ rows, total }, categories] = await Promise.all([listBlogPosts(query, now), blogCategories()]);
  const done = url.searchParams.get("done");
  const title = url.searchParams.get("title")?.slice(0, 200) ?? "";
  const notice = NOTICES.find((key) => key === done)
    ? [t(`blog.${done}`, { title }), url.searchParams.get("redirected") === "1" ? t("blog.redirected") : ""]
        .filter(Boolean)
        .join(" ")
    : null;
  return {
    title: t("blog.metaTitle"),
    messages: messagesFor(context.language, ["admin-content"]),
    query,
    total,
    notice,
    categories,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      category: row.category,
      authorName: row.authorName,
      state: blogState(row, now),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      gaps: row.gaps,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

const BADGE = {
  draft: "admin-badge",
  scheduled: "admin-badge admin-badge--warn",
  published: "admin-badge admin-badge--ok",
};

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { query, rows, total, notice, categories } = loaderData;
  const when = useOfficeDateTime();
  const filtered = Boolean(query.q || query.filters.category || query.filters.state);
  return (
    <>
      <AdminPageHeader title={t("blog.title")}>
        <Link to="/admin/blog/new" className="btn btn-primary">
          {t("blog.add")}
        </Link>
      </AdminPageHeader>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <ListFilters query={query} label={t("blog.filtersLabel")}>
        <FilterSelect
          name="category"
          label={t("blog.category")}
          value={query.filters.category}
          options={categories.map((value) => ({ value, label: value }))}
        />
        <FilterSelect
          name="state"
          label={t("blog.state")}
          value={query.filters.state}
          options={BLOG_STATES.map((value) => ({ value, label: t(`blog.states.${value}`) }))}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !filtered ? t("blog.empty") : t("admin:list.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="blog-posts">
            <caption className="sr-only">{t("blog.caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="title">
                  {t("blog.form.title")}
                </SortHeader>
                <SortHeader query={query} column="category">
                  {t("blog.category")}
                </SortHeader>
                <th scope="col">{t("blog.state")}</th>
                <SortHeader query={query} column="published" first="desc">
                  {t("blog.publishedAt")}
                </SortHeader>
                <th scope="col">{t("blog.translations")}</th>
                <SortHeader query={query} column="updated" first="desc">
                  {t("blog.updated")}
                </SortHeader>
                <th scope="col">{t("blog.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("blog.form.title")}>
                    <Link to={`/admin/blog/${row.id}`}>{row.title}</Link>
                  </td>
                  <td data-label={t("blog.category")}>{row.category}</td>
                  <td data-label={t("blog.state")}>
                    <span className={BADGE[row.state]}>{t(`blog.states.${row.state}`)}</span>
                  </td>
                  <td data-label={t("blog.publishedAt")}>
                    {row.publishedAt ? (
                      <time dateTime={row.publishedAt}>{when.format(new Date(row.publishedAt))}</time>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td data-label={t("blog.translations")}>
                    <TranslationBadges gaps={row.gaps} />
                  </td>
                  <td data-label={t("blog.updated")}>
                    <time dateTime={row.updatedAt}>{when.format(new Date(row.updatedAt))}</time>
                  </td>
                  <td data-label={t("blog.actions")}>
                    <div className="admin-content__actions">
                      <Link
                        to={`/admin/blog/${row.id}`}
                        aria-label={t("blog.editNamed", { title: row.title })}
                      >
                        {t("blog.edit")}
                      </Link>
                      <Link
                        to={`/admin/blog/${row.id}/delete`}
                        aria-label={t("blog.deleteNamed", { title: row.title })}
                      >
                        {t("blog.deleteAction")}
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
