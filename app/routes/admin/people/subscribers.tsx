import "#app/styles/admin-people.css";
import { data, Form, Link } from "react-router";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { FormStatus } from "#app/components/ui/form";
import { listSearch, readListQuery } from "#app/domain/admin/list-query";
import { isErasedAddress } from "#app/domain/admin/people-fields";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { sendCsvTo } from "#app/modules/admin/csv.server";
import {
  listSubscribers,
  SUBSCRIBER_LIST,
  type SubscriberFilters,
  unsubscribeByStaff,
} from "#app/modules/admin/people/subscribers.server";
import { translateMessage } from "#app/modules/http/form-errors.server";
import { readForm } from "#app/modules/http/request-body.server";
import { positiveInt } from "#app/modules/http/responses.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<SubscriberFilters>(url.searchParams, SUBSCRIBER_LIST);
  const t = serverT(context.language, "admin-people");
  sendCsvTo(url);
  const { rows, total } = await listSubscribers(query);
  const confirming = positiveInt(url.searchParams.get("confirm"));
  return {
    title: t("subscribers.metaTitle"),
    messages: messagesFor(context.language, ["admin-people"]),
    query,
    total,
    confirming,
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      erased: isErasedAddress(row.email),
      fullName: row.fullName,
      status: row.status,
      discountCode: row.discountCode,
      codeUsedAt: row.codeUsedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const form = await readForm(request, context);
  const id = positiveInt(String(form.get("id") ?? ""));
  const lang = context.language;
  if (form.get("intent") !== "unsubscribe" || !id) {
    return data({ ok: false, message: translateMessage(lang, "admin:form.invalid") }, { status: 400 });
  }
  const outcome = await unsubscribeByStaff(viewer, id);
  if (!outcome.ok) {
    return data({ ok: false, message: translateMessage(lang, outcome.message) }, { status: outcome.status });
  }
  return { ok: true, message: translateMessage(lang, "admin-people:subscribers.unsubscribed") };
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-people");
  const { locale } = usePreferences();
  const { query, rows, total, confirming } = loaderData;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: OFFICE_TIME_ZONE });
  const target = confirming
    ? rows.find((row) => row.id === confirming && row.status === "active")
    : undefined;
  const back = listSearch(query);
  return (
    <>
      <AdminPageHeader title={t("subscribers.title")} />
      {actionData ? (
        <FormStatus tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormStatus>
      ) : null}
      {target && !actionData?.ok ? (
        <section className="admin-card admin-confirm" aria-labelledby="confirm-unsubscribe">
          <h2 id="confirm-unsubscribe">{t("subscribers.confirmTitle")}</h2>
          <p>{t("subscribers.confirmText", { email: target.email })}</p>
          <Form method="post" action={`/admin/subscribers${back}`} className="admin-form__row">
            <input type="hidden" name="intent" value="unsubscribe" />
            <input type="hidden" name="id" value={target.id} />
            <button type="submit" className="btn btn-primary">
              {t("subscribers.confirm")}
            </button>
            <Link to={back} className="btn btn-ghost">
              {t("cancel")}
            </Link>
          </Form>
        </section>
      ) : null}
      <ListFilters query={query} label={t("subscribers.filtersLabel")}>
        <FilterSelect
          name="status"
          label={t("subscribers.status")}
          value={query.filters.status}
          options={[
            { value: "active", label: t("subscribers.statuses.active") },
            { value: "unsubscribed", label: t("subscribers.statuses.unsubscribed") },
          ]}
        />
        <FilterSelect
          name="code"
          label={t("subscribers.code")}
          value={query.filters.code}
          options={[
            { value: "used", label: t("subscribers.codeUsed") },
            { value: "unused", label: t("subscribers.codeUnused") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">{total === 0 && !query.q ? t("subscribers.empty") : t("noMatch")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="subscribers">
            <caption className="sr-only">{t("subscribers.caption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="email">
                  {t("subscribers.email")}
                </SortHeader>
                <th scope="col">{t("subscribers.name")}</th>
                <th scope="col">{t("subscribers.status")}</th>
                <th scope="col">{t("subscribers.code")}</th>
                <SortHeader query={query} column="created" first="desc">
                  {t("subscribers.since")}
                </SortHeader>
                <th scope="col">{t("subscribers.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("subscribers.email")}>{row.erased ? t("deletedAccount") : row.email}</td>
                  <td data-label={t("subscribers.name")}>{row.fullName ?? "—"}</td>
                  <td data-label={t("subscribers.status")}>
                    <span className={`admin-badge${row.status === "active" ? " admin-badge--ok" : ""}`}>
                      {t(`subscribers.statuses.${row.status}`)}
                    </span>
                  </td>
                  <td data-label={t("subscribers.code")}>
                    <code>{row.discountCode}</code>{" "}
                    {row.codeUsedAt
                      ? t("subscribers.usedOn", { date: day.format(new Date(row.codeUsedAt)) })
                      : t("subscribers.codeUnused")}
                  </td>
                  <td data-label={t("subscribers.since")}>
                    <time dateTime={row.createdAt}>{day.format(new Date(row.createdAt))}</time>
                  </td>
                  <td data-label={t("subscribers.actions")}>
                    {row.status === "active" && !row.erased ? (
                      <Link to={`${listSearch(query, { page: query.page })}&confirm=${row.id}`}>
                        {t("subscribers.unsubscribe")}
                        <span className="sr-only"> {row.email}</span>
                      </Link>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListFooter query={query} total={total} csv />
    </>
  );
}
