import "#app/styles/admin-content.css";
import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { TranslationBadges } from "#app/components/admin/translation-badges";
import { FormStatus } from "#app/components/ui/form";
import { contentPageLabelKey, contentPagePath } from "#app/domain/admin/content-pages-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { listContentPages } from "#app/modules/admin/content-pages/content-pages.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const t = serverT(context.language, "admin-pages");
  const url = new URL(request.url);
  const title = url.searchParams.get("title")?.slice(0, 300) ?? "";
  return {
    title: t("metaTitle"),
    // `pages`: each page's name as the site's sitemap gives it.
    messages: messagesFor(context.language, ["admin-pages", "admin-content", "pages"]),
    notice: url.searchParams.get("done") === "saved" ? t("saved", { title }) : null,
    pages: (await listContentPages()).map(({ slug, page }) => ({
      slug,
      path: contentPagePath(slug),
      labelKey: contentPageLabelKey(slug),
      page: page && { title: page.title, updatedAt: page.updatedAt.toISOString(), gaps: page.gaps },
    })),
  };
}

/** Nothing to post here (decision 086): the guard answers first. */
export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function ContentPages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-pages", "pages"]);
  const when = useOfficeDateTime();
  const { pages, notice } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("title")} />
      <p className="admin-content__note">{t("fixed")}</p>
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--cards" data-testid="content-pages">
          <caption className="sr-only">{t("title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("columns.page")}</th>
              <th scope="col">{t("columns.title")}</th>
              <th scope="col">{t("columns.updated")}</th>
              <th scope="col">{t("columns.translations")}</th>
              <th scope="col">{t("columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((row) => {
              const name = t(`pages:sitemap.pages.${row.labelKey}`);
              return (
                <tr key={row.slug} id={`page-${row.slug}`}>
                  <td data-label={t("columns.page")}>
                    <Link to={`/admin/pages/${row.slug}`}>{name}</Link>{" "}
                    <span className="admin-content__note">{row.path}</span>
                  </td>
                  <td data-label={t("columns.title")}>{row.page ? row.page.title : t("notWritten")}</td>
                  <td data-label={t("columns.updated")}>
                    {row.page ? (
                      <time dateTime={row.page.updatedAt}>{when.format(new Date(row.page.updatedAt))}</time>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td data-label={t("columns.translations")}>
                    {row.page ? <TranslationBadges gaps={row.page.gaps} /> : "—"}
                  </td>
                  <td data-label={t("columns.actions")}>
                    <div className="admin-content__actions">
                      <Link to={`/admin/pages/${row.slug}`} aria-label={t("editNamed", { name })}>
                        {row.page ? t("edit") : t("write")}
                      </Link>
                      {row.page ? (
                        <a
                          href={row.path}
                          target="_blank"
                          rel="noopener"
                          aria-label={t("viewNamed", { name })}
                        >
                          {t("view")}
                        </a>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
