import { z } from "zod";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { readListQuery } from "#app/domain/admin/list-query";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import {
  listSecurityEvents,
  listSignInFailures,
  type SecurityFilters,
} from "#app/modules/admin/people/security.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/security";

const SECURITY_KINDS = [
  "access_denied",
  "sign_in_throttled",
  "account_locked",
  "password_changed",
  "email_changed",
  "account_deleted",
  "role_changed",
] as const satisfies readonly SecurityFilters["kind"][];

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const LIST = {
  sorts: ["at"],
  defaultSort: "at",
  defaultDir: "desc" as const,
  filters: {
    list: z.enum(["events", "failures"]),
    kind: z.enum(SECURITY_KINDS),
    from: DAY,
    to: DAY,
  } satisfies { [K in keyof SecurityFilters]: z.ZodType<SecurityFilters[K]> },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readListQuery<SecurityFilters>(new URL(request.url).searchParams, LIST);
  const failures = query.filters.list === "failures";
  const title = serverT(context.language, "admin-people")("security.metaTitle");
  const messages = messagesFor(context.language, ["admin-people"]);
  if (failures) {
    const { rows, total } = await listSignInFailures(query);
    return {
      title,
      messages,
      query,
      total,
      failures: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      events: [],
    };
  }
  const { rows, total } = await listSecurityEvents(query);
  return {
    title,
    messages,
    query,
    total,
    failures: [],
    events: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      email: row.email,
      path: row.path,
      method: row.method,
      ipAddress: row.ipAddress,
      details: row.details ? JSON.stringify(row.details) : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function SecurityEvents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-people");
  const { locale } = usePreferences();
  const { query, total, events, failures } = loaderData;
  const showFailures = query.filters.list === "failures";
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: OFFICE_TIME_ZONE,
  });
  const rows = showFailures ? failures.length : events.length;
  return (
    <>
      <AdminPageHeader title={t("security.title")} />
      <ListFilters query={query} label={t("security.filtersLabel")}>
        <FilterSelect
          name="list"
          label={t("security.list")}
          value={query.filters.list}
          options={[{ value: "failures", label: t("security.failures") }]}
        />
        <FilterSelect
          name="kind"
          label={t("security.kind")}
          value={query.filters.kind}
          options={SECURITY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
        <div className="admin-filters__field">
          <label htmlFor="list-from">{t("security.from")}</label>
          <input id="list-from" name="from" type="date" defaultValue={query.filters.from ?? ""} />
        </div>
        <div className="admin-filters__field">
          <label htmlFor="list-to">{t("security.to")}</label>
          <input id="list-to" name="to" type="date" defaultValue={query.filters.to ?? ""} />
        </div>
      </ListFilters>
      <h2 className="admin-section__title">{showFailures ? t("security.failures") : t("security.events")}</h2>
      {rows === 0 ? (
        <p className="empty-state">{t("security.empty")}</p>
      ) : showFailures ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="sign-in-failures">
            <caption className="sr-only">{t("security.failuresCaption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="at" first="desc">
                  {t("when")}
                </SortHeader>
                <th scope="col">{t("security.email")}</th>
                <th scope="col">{t("security.address")}</th>
              </tr>
            </thead>
            <tbody>
              {failures.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("when")}>
                    <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
                  </td>
                  <td data-label={t("security.email")}>{row.email}</td>
                  <td data-label={t("security.address")}>{row.ipAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="security-events">
            <caption className="sr-only">{t("security.eventsCaption")}</caption>
            <thead>
              <tr>
                <SortHeader query={query} column="at" first="desc">
                  {t("when")}
                </SortHeader>
                <th scope="col">{t("security.kind")}</th>
                <th scope="col">{t("security.email")}</th>
                <th scope="col">{t("security.path")}</th>
                <th scope="col">{t("security.address")}</th>
                <th scope="col">{t("security.details")}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("when")}>
                    <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
                  </td>
                  <td data-label={t("security.kind")}>{t(`kinds.${row.kind}`)}</td>
                  <td data-label={t("security.email")}>{row.email ?? "—"}</td>
                  <td data-label={t("security.path")}>
                    {row.path ? (
                      <code>
                        {row.method ? `${row.method} ` : ""}
                        {row.path}
                      </code>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td data-label={t("security.address")}>{row.ipAddress ?? "—"}</td>
                  <td data-label={t("security.details")}>{row.details ? <code>{row.details}</code> : "—"}</td>
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
