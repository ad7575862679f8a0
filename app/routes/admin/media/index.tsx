import "#app/styles/admin-media.css";
import { Link } from "react-router";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { MediaUploadForm } from "#app/components/admin/media-upload";
import { MediaUsages } from "#app/components/admin/media-usages";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { FormStatus } from "#app/components/ui/form";
import { readListQuery } from "#app/domain/admin/list-query";
import { isUsableAlt, missingAltLanguages } from "#app/domain/media/alt-text";
import { libraryImageUrl } from "#app/domain/media/upload";
import { LANGUAGE_NAMES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { env } from "#app/modules/config/env.server";
import { requireStaff } from "#app/modules/identity/session.server";
import { listAssets, MEDIA_LIST, type MediaFilters } from "#app/modules/media/library/assets.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<MediaFilters>(url.searchParams, MEDIA_LIST);
  const t = serverT(context.language, "admin-media");
  const deleted = url.searchParams.get("deleted")?.slice(0, 200);
  const { rows, total } = await listAssets(query);
  return {
    title: t("metaTitle"),
    messages: messagesFor(context.language, ["admin-media"]),
    maxBytes: env().MEDIA_MAX_BYTES,
    query,
    total,
    notice: deleted ? t("deleted", { name: deleted }) : null,
    rows: rows.map((row) => ({
      id: row.id,
      key: row.key,
      originalName: row.originalName,
      width: row.width,
      height: row.height,
      bytes: row.bytes,
      // The smallest variant is the thumbnail: every picture has it.
      thumbnail: libraryImageUrl(row.key, Math.min(...row.widths), "webp"),
      thumbnailWidth: Math.min(...row.widths),
      usable: isUsableAlt(row.alt),
      missing: missingAltLanguages(row.alt),
      usages: row.usages,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

// Uploads post to /admin/media/upload (its own body cap); this page has nothing to post.
export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-media");
  const { locale } = usePreferences();
  const { query, rows, total, notice, maxBytes } = loaderData;
  const when = useOfficeDateTime();
  const size = new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
  return (
    <>
      <AdminPageHeader title={t("title")} />
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <MediaUploadForm maxBytes={maxBytes} />
      <ListFilters query={query} label={t("filtersLabel")}>
        <FilterSelect
          name="usable"
          label={t("usable")}
          value={query.filters.usable}
          options={[
            { value: "yes", label: t("usableYes") },
            { value: "no", label: t("usableNo") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">
          {total === 0 && !query.q && !query.filters.usable ? t("empty") : t("admin:list.empty")}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="media">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("image")}</th>
                <SortHeader query={query} column="name">
                  {t("name")}
                </SortHeader>
                <SortHeader query={query} column="size" first="desc">
                  {t("size")}
                </SortHeader>
                <th scope="col">{t("altStatus")}</th>
                <th scope="col">{t("usedIn")}</th>
                <SortHeader query={query} column="created" first="desc">
                  {t("uploaded")}
                </SortHeader>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("image")}>
                    {/* The name beside it says what it is: the thumbnail itself is decorative here. */}
                    <img
                      className="media-thumb"
                      src={row.thumbnail}
                      width={row.thumbnailWidth}
                      height={Math.round((row.thumbnailWidth * row.height) / row.width)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  </td>
                  <td data-label={t("name")}>
                    <Link to={`/admin/media/${row.id}`} className="media-name">
                      {row.originalName}
                    </Link>
                  </td>
                  <td data-label={t("size")}>
                    <div>
                      {t("dimensions", { width: row.width, height: row.height })}
                      <br />
                      {size.format(row.bytes / 1000)}
                    </div>
                  </td>
                  <td data-label={t("altStatus")}>
                    <div>
                      <span
                        className={
                          row.usable ? "admin-badge admin-badge--ok" : "admin-badge admin-badge--warn"
                        }
                      >
                        {row.usable ? t("ready") : t("needsAlt")}
                      </span>
                      {row.usable && row.missing.length > 0 ? (
                        <span className="media-missing">
                          {t("missing", {
                            languages: row.missing.map((language) => LANGUAGE_NAMES[language]).join(", "),
                          })}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={t("usedIn")}>
                    <MediaUsages usages={row.usages} empty={t("notUsed")} />
                  </td>
                  <td data-label={t("uploaded")}>
                    <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
                  </td>
                  <td data-label={t("actions")}>
                    <div className="media-actions">
                      <Link
                        to={`/admin/media/${row.id}`}
                        aria-label={t("editNamed", { name: row.originalName })}
                      >
                        {t("edit")}
                      </Link>
                      <Link
                        to={`/admin/media/${row.id}/delete`}
                        aria-label={t("deleteNamed", { name: row.originalName })}
                      >
                        {t("delete")}
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
