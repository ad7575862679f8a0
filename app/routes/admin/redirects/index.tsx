import "#app/styles/admin-redirects.css";
import { Form, Link } from "react-router";
import { z } from "zod";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { FormStatus } from "#app/components/ui/form";
import { readListQuery } from "#app/domain/admin/list-query";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { siteOrigin } from "#app/modules/admin/redirects/form.server";
import {
  findRedirect,
  listRedirects,
  type RedirectFilters,
  setRedirectActive,
} from "#app/modules/admin/redirects/redirects.server";
import { versionField } from "#app/modules/admin/versions.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

const LIST = {
  sorts: ["hits", "from", "created"],
  defaultSort: "hits",
  defaultDir: "desc" as const,
  filters: {
    active: z.enum(["yes", "no"]),
    status: z.enum(["301", "302"]),
  } satisfies { [K in keyof RedirectFilters]: z.ZodType<RedirectFilters[K]> },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<RedirectFilters>(url.searchParams, LIST);
  const t = serverT(context.language, "admin-redirects");
  const savedId = positiveInt(url.searchParams.get("saved"));
  const deleted = url.searchParams.get("deleted")?.slice(0, 500);
  const [{ rows, total }, saved] = await Promise.all([
    listRedirects(query),
    savedId ? findRedirect(savedId) : undefined,
  ]);
  // After a save or a delete (Post/Redirect/Get), what happened, in words.
  const notice = saved
    ? t(saved.isActive ? "saved" : "savedInactive", { from: saved.fromPath, to: saved.toTarget })
    : deleted
      ? t("deleted", { from: deleted })
      : null;
  return {
    title: t("metaTitle"),
    messages: messagesFor(context.language, ["admin-redirects"]),
    query,
    total,
    notice,
    rows: rows.map((row) => ({
      id: row.id,
      version: row.version,
      fromPath: row.fromPath,
      toTarget: row.toTarget,
      statusCode: row.statusCode,
      isActive: row.isActive,
      hitCount: row.hitCount,
      lastHitAt: row.lastHitAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Activate or deactivate from the list (the same chain and loop checks as the form). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(form.get("id")?.toString());
  const version = versionField.safeParse(form.get("version"));
  const intent = form.get("intent");
  if (!id || !version.success || (intent !== "activate" && intent !== "deactivate")) {
    return refuseForm(context.language, { notice: null }, { status: 400, message: "admin:form.invalid" });
  }
  const isActive = intent === "activate";
  const result = await setRedirectActive(id, version.data, isActive, viewer.id, siteOrigin());
  if (!result.ok) return refuseForm(context.language, { notice: null }, result);
  const row = await findRedirect(id);
  const t = serverT(context.language, "admin-redirects");
  return {
    notice: t(isActive ? "activated" : "deactivated", { from: row?.fromPath ?? "" }),
    formError: null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-redirects");
  const { locale } = usePreferences();
  const { query, rows, total } = loaderData;
  const notice = actionData?.notice ?? loaderData.notice;
  const number = new Intl.NumberFormat(locale);
  const when = useOfficeDateTime();
  return (
    <>
      <AdminPageHeader title={t("title")}>
        <Link to="/admin/redirects/new" className="btn btn-primary">
          {t("add")}
        </Link>
      </AdminPageHeader>
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      {notice ? <FormStatus tone="success">{notice}</FormStatus> : null}
      <ListFilters query={query} label={t("filtersLabel")}>
        <FilterSelect
          name="active"
          label={t("active")}
          value={query.filters.active}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
        />
        <FilterSelect
          name="status"
          label={t("status")}
          value={query.filters.status}
          options={[
            { value: "301", label: t("permanent") },
            { value: "302", label: t("temporary") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">
          {total === 0 && !query.q && !query.filters.active && !query.filters.status
            ? t("empty")
            : t("admin:list.empty")}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="redirects">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="from">
                  {t("from")}
                </SortHeader>
                <th scope="col">{t("to")}</th>
                <th scope="col">{t("status")}</th>
                <th scope="col">{t("active")}</th>
                <SortHeader query={query} column="hits" first="desc">
                  {t("hits")}
                </SortHeader>
                <th scope="col">{t("lastHit")}</th>
                <SortHeader query={query} column="created" first="desc">
                  {t("created")}
                </SortHeader>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("from")}>
                    <code className="admin-redirects__path">{row.fromPath}</code>
                  </td>
                  <td data-label={t("to")}>
                    <code className="admin-redirects__path">{row.toTarget}</code>
                  </td>
                  <td data-label={t("status")}>{row.statusCode}</td>
                  <td data-label={t("active")}>
                    <span className={row.isActive ? "admin-badge admin-badge--ok" : "admin-badge"}>
                      {row.isActive ? t("yes") : t("no")}
                    </span>
                  </td>
                  <td data-label={t("hits")}>{number.format(row.hitCount)}</td>
                  <td data-label={t("lastHit")}>
                    {row.lastHitAt ? (
                      <time dateTime={row.lastHitAt}>{when.format(new Date(row.lastHitAt))}</time>
                    ) : (
                      t("never")
                    )}
                  </td>
                  <td data-label={t("created")}>
                    <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
                  </td>
                  <td data-label={t("actions")}>
                    <div className="admin-redirects__actions">
                      <Link
                        to={`/admin/redirects/${row.id}`}
                        aria-label={t("editNamed", { path: row.fromPath })}
                      >
                        {t("edit")}
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="id" value={row.id} />
                        <input type="hidden" name="version" value={row.version} />
                        <button
                          type="submit"
                          name="intent"
                          value={row.isActive ? "deactivate" : "activate"}
                          className="admin-redirects__button"
                          aria-label={t(row.isActive ? "deactivateNamed" : "activateNamed", {
                            path: row.fromPath,
                          })}
                        >
                          {row.isActive ? t("deactivate") : t("activate")}
                        </button>
                      </Form>
                      <Link
                        to={`/admin/redirects/${row.id}/delete`}
                        aria-label={t("deleteNamed", { path: row.fromPath })}
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
