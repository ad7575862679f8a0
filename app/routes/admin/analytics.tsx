import { AdminPageHeader } from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { CURRENCIES, type CurrencyCode, currencyName } from "#app/domain/currency";
import { isLanguage, LANGUAGE_NAMES } from "#app/i18n/config";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { type AnalyticsReport, analyticsReport, REPORT_DAYS } from "#app/modules/analytics/events.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/analytics";

/** `/admin/analytics` (staff): the first-party analytics of the last 30 days, as tables (decision 098). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const report = await analyticsReport();
  return {
    title: serverT(context.language, "admin-analytics")("metaTitle"),
    messages: messagesFor(context.language, ["admin-analytics"]),
    report,
    days: REPORT_DAYS,
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-analytics");
  const { locale } = usePreferences();
  const { report, days } = loaderData;
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const languageName = (value: string) => (isLanguage(value) ? LANGUAGE_NAMES[value] : value);
  const currencyLabel = (value: string) =>
    value in CURRENCIES ? `${value}, ${currencyName(value as CurrencyCode, locale)}` : value;
  return (
    <>
      <AdminPageHeader title={t("title")} />
      <p>{t("intro", { days })}</p>

      <h2>{t("funnel.title")}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="analytics-funnel">
          <caption className="sr-only">{t("funnel.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("funnel.step")}</th>
              <th scope="col">{t("funnel.visitors")}</th>
              <th scope="col">{t("funnel.conversion")}</th>
              <th scope="col">{t("funnel.dropOff")}</th>
            </tr>
          </thead>
          <tbody>
            {report.funnel.map((row, index) => (
              <tr key={row.step} data-step={row.step}>
                <th scope="row">{t(`funnel.steps.${row.step}`)}</th>
                <td data-cell="visitors">{number.format(row.visitors)}</td>
                <td data-cell="conversion">{index === 0 ? "—" : percent.format(row.conversion)}</td>
                <td data-cell="drop-off">
                  {index === 0 ? "—" : `${number.format(row.dropOff)} (${percent.format(row.dropOffRate)})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p data-testid="analytics-abandoned">
        {t("funnel.abandoned", {
          count: report.abandonedBookings,
          value: number.format(report.abandonedBookings),
        })}
      </p>

      <h2>{t("days.title")}</h2>
      {report.days.length === 0 ? (
        <Empty>{t("empty")}</Empty>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="analytics-days">
            <caption className="sr-only">{t("days.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("days.day")}</th>
                <th scope="col">{t("days.pageViews")}</th>
                <th scope="col">{t("days.visitors")}</th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((row) => (
                <tr key={row.day}>
                  <th scope="row">
                    <time dateTime={row.day}>{row.day}</time>
                  </th>
                  <td>{number.format(row.pageViews)}</td>
                  <td>{number.format(row.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2>{t("pages.title")}</h2>
      {report.topPages.length === 0 ? (
        <Empty>{t("empty")}</Empty>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="analytics-pages">
            <caption className="sr-only">{t("pages.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("pages.path")}</th>
                <th scope="col">{t("pages.views")}</th>
              </tr>
            </thead>
            <tbody>
              {report.topPages.map((row) => (
                <tr key={row.path}>
                  <th scope="row">
                    <code>{row.path}</code>
                  </th>
                  <td>{number.format(row.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <SearchTable
        title={t("searches.title")}
        caption={t("searches.caption")}
        rows={report.topSearches}
        testId="analytics-searches"
        emptyText={t("empty")}
      />
      <SearchTable
        title={t("searches.emptyTitle")}
        caption={t("searches.emptyCaption")}
        rows={report.emptySearches}
        testId="analytics-empty-searches"
        emptyText={t("searches.none")}
      />

      <ShareTable
        title={t("shares.languages")}
        rows={report.languages.map((row) => ({ ...row, label: languageName(row.value) }))}
        testId="analytics-languages"
        emptyText={t("empty")}
      />
      <ShareTable
        title={t("shares.currencies")}
        rows={report.currencies.map((row) => ({ ...row, label: currencyLabel(row.value) }))}
        testId="analytics-currencies"
        emptyText={t("empty")}
      />

      <EventTable rows={report.events} />
      <SecurityTable security={report.security} />
    </>
  );
}

/** Each named event's count and visitors; a name the labels do not know is shown as it is. */
function EventTable({ rows }: { rows: { name: string; events: number; visitors: number }[] }) {
  const { t } = useTranslation("admin-analytics");
  const { locale } = usePreferences();
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <h2>{t("events.title")}</h2>
      {rows.length === 0 ? (
        <Empty>{t("empty")}</Empty>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="analytics-events">
            <caption className="sr-only">{t("events.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("events.action")}</th>
                <th scope="col">{t("events.count")}</th>
                <th scope="col">{t("events.visitors")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name} data-event={row.name}>
                  <th scope="row">{t(`events.names.${row.name}`, { defaultValue: row.name })}</th>
                  <td data-cell="count">{number.format(row.events)}</td>
                  <td data-cell="visitors">{number.format(row.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The server's security counts (decision 102): a row per day, a column per kind seen in the period. */
function SecurityTable({ security }: { security: AnalyticsReport["security"] }) {
  const { t } = useTranslation("admin-analytics");
  const { locale } = usePreferences();
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <h2>{t("security.title")}</h2>
      <p>{t("security.intro")}</p>
      {security.days.length === 0 ? (
        <Empty>{t("security.none")}</Empty>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="analytics-security">
            <caption className="sr-only">{t("security.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("security.day")}</th>
                {security.kinds.map((kind) => (
                  <th scope="col" key={kind}>
                    {t(`security.kinds.${kind}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {security.days.map((row) => (
                <tr key={row.day} data-day={row.day}>
                  <th scope="row">
                    <time dateTime={row.day}>{row.day}</time>
                  </th>
                  {security.kinds.map((kind) => (
                    <td key={kind} data-kind={kind}>
                      {number.format(row.counts[kind] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function SearchTable(props: {
  title: string;
  caption: string;
  rows: { query: string; searches: number }[];
  testId: string;
  emptyText: string;
}) {
  const { t } = useTranslation("admin-analytics");
  const { locale } = usePreferences();
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <h2>{props.title}</h2>
      {props.rows.length === 0 ? (
        <Empty>{props.emptyText}</Empty>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid={props.testId}>
            <caption className="sr-only">{props.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t("searches.query")}</th>
                <th scope="col">{t("searches.count")}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.query}>
                  <th scope="row">{row.query}</th>
                  <td>{number.format(row.searches)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function ShareTable(props: {
  title: string;
  rows: { value: string; label: string; events: number; share: number }[];
  testId: string;
  emptyText: string;
}) {
  const { t } = useTranslation("admin-analytics");
  const { locale } = usePreferences();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  return (
    <>
      <h2>{props.title}</h2>
      {props.rows.length === 0 ? (
        <Empty>{props.emptyText}</Empty>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid={props.testId}>
            <caption className="sr-only">{t("shares.caption", { what: props.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("shares.value")}</th>
                <th scope="col">{t("shares.pageViews")}</th>
                <th scope="col">{t("shares.share")}</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.value}>
                  <th scope="row">{row.label}</th>
                  <td>{number.format(row.events)}</td>
                  <td>{percent.format(row.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
