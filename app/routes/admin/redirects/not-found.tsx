import "#app/styles/admin-redirects.css";
import { Form, Link } from "react-router";
import { z } from "zod";
import { AdminPageHeader, ListFilters, ListFooter, SortHeader } from "#app/components/admin/list-controls";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { FormStatus } from "#app/components/ui/form";
import { readListQuery } from "#app/domain/admin/list-query";
import { NOT_FOUND_LOG_MAX_PATHS, NOT_FOUND_PATH_MAX } from "#app/domain/admin/redirects-fields";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import {
  clearNotFound,
  listNotFound,
  type NotFoundFilters,
} from "#app/modules/admin/redirects/not-found.server";
import { refuseForm } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/not-found";

const LIST = {
  sorts: ["hits", "last"],
  defaultSort: "hits",
  defaultDir: "desc" as const,
  filters: {} satisfies Record<string, z.ZodType>,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readListQuery<NotFoundFilters>(new URL(request.url).searchParams, LIST);
  const { rows, total } = await listNotFound(query);
  return {
    title: serverT(context.language, "admin-redirects")("notFound.metaTitle"),
    messages: messagesFor(context.language, ["admin-redirects"]),
    query,
    total,
    rows: rows.map((row) => ({
      path: row.path,
      hits: row.hits,
      lastReferrer: row.lastReferrer,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    })),
  };
}

const clearForm = z.object({ intent: z.literal("clear"), path: z.string().min(1).max(NOT_FOUND_PATH_MAX) });

/** Clears a handled path from the log (with its audit row). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const parsed = clearForm.safeParse(Object.fromEntries(await readForm(request, context)));
  if (!parsed.success) {
    return refuseForm(context.language, { notice: null }, { status: 400, message: "admin:form.invalid" });
  }
  const result = await clearNotFound(parsed.data.path, viewer.id);
  if (!result.ok) return refuseForm(context.language, { notice: null }, result);
  const t = serverT(context.language, "admin-redirects");
  return { notice: t("notFound.cleared", { path: parsed.data.path }), formError: null };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function NotFoundLog({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-redirects");
  const { locale } = usePreferences();
  const { query, rows, total } = loaderData;
  const number = new Intl.NumberFormat(locale);
  const when = useOfficeDateTime();
  return (
    <>
      <AdminPageHeader title={t("notFound.title")} />
      <p>{t("notFound.intro")}</p>
      {actionData?.formError ? <FormStatus tone="error">{actionData.formError}</FormStatus> : null}
      {actionData?.notice ? <FormStatus tone="success">{actionData.notice}</FormStatus> : null}
      <ListFilters query={query} label={t("notFound.filtersLabel")} />
      {rows.length === 0 ? (
        <p className="empty-state">{query.q ? t("admin:list.empty") : t("notFound.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="not-found-paths">
            <caption className="sr-only">{t("notFound.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("notFound.path")}</th>
                <SortHeader query={query} column="hits" first="desc">
                  {t("notFound.hits")}
                </SortHeader>
                <SortHeader query={query} column="last" first="desc">
                  {t("notFound.lastSeen")}
                </SortHeader>
                <th scope="col">{t("notFound.firstSeen")}</th>
                <th scope="col">{t("notFound.referrer")}</th>
                <th scope="col">{t("notFound.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.path}>
                  <td data-label={t("notFound.path")}>
                    <code className="admin-redirects__path">{row.path}</code>
                  </td>
                  <td data-label={t("notFound.hits")}>{number.format(row.hits)}</td>
                  <td data-label={t("notFound.lastSeen")}>
                    <time dateTime={row.lastSeenAt}>{when.format(new Date(row.lastSeenAt))}</time>
                  </td>
                  <td data-label={t("notFound.firstSeen")}>
                    <time dateTime={row.firstSeenAt}>{when.format(new Date(row.firstSeenAt))}</time>
                  </td>
                  <td data-label={t("notFound.referrer")}>
                    {row.lastReferrer ? (
                      <span className="admin-redirects__path">{row.lastReferrer}</span>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td data-label={t("notFound.actions")}>
                    <div className="admin-redirects__actions">
                      <Link
                        to={`/admin/redirects/new?from=${encodeURIComponent(row.path)}`}
                        aria-label={t("notFound.createRedirectNamed", { path: row.path })}
                      >
                        {t("notFound.createRedirect")}
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="path" value={row.path} />
                        <button
                          type="submit"
                          name="intent"
                          value="clear"
                          className="admin-redirects__button"
                          aria-label={t("notFound.clearNamed", { path: row.path })}
                        >
                          {t("notFound.clear")}
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListFooter query={query} total={total} />
      <p className="admin-redirects__note">
        {t("notFound.bounded", { max: number.format(NOT_FOUND_LOG_MAX_PATHS) })}
      </p>
    </>
  );
}
