import "#app/styles/admin-dashboard.css";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { adminMeta, useOfficeDateTime } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { ENQUIRY_PROMISE_HOURS, hoursBetween } from "#app/domain/admin/dashboard";
import { OFFICE_TIME_ZONE } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { serverT } from "#app/i18n/translate.server";
import { loadDashboard } from "#app/modules/admin/dashboard.server";
import { readForm } from "#app/modules/http/request-body.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const t = serverT(context.language, "admin");
  return { ...(await loadDashboard()), now: new Date().toISOString(), title: t("dashboard.metaTitle") };
}

// Nothing to change here; the guard still answers first, so a refused post is recorded like any other.
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  await readForm(request, context);
  throw data(null, { status: 405, headers: { Allow: "GET" } });
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

const bookingHref = (reference: string) => `/admin/bookings/${encodeURIComponent(reference)}`;

/** One panel of the dashboard: a heading, then its table, or a line saying there is nothing. */
function Panel({
  id,
  title,
  empty,
  count,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section
      className="admin-card admin-dashboard__panel"
      aria-labelledby={`${id}-title`}
      data-testid={`dashboard-${id}`}
    >
      <h2 id={`${id}-title`}>
        {title} <span className="admin-badge">{count}</span>
      </h2>
      {count === 0 ? <p className="empty-state">{empty}</p> : children}
    </section>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--cards">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { locale } = usePreferences();
  const d = loaderData;
  const number = new Intl.NumberFormat(locale);
  const usd = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  const dollars = (cents: number) => usd.format(cents / 100);
  const when = useOfficeDateTime();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: OFFICE_TIME_ZONE });
  const day = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const dayOf = (iso: string | null) => (iso ? day.format(new Date(`${iso}T00:00:00Z`)) : "—");
  const monthLabel = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const now = new Date(d.now);
  const stats = [
    { key: "users", label: t("dashboard.users"), value: d.counts.users },
    { key: "tours", label: t("dashboard.activeTours"), value: d.counts.activeTours },
    { key: "subscribers", label: t("dashboard.subscribers"), value: d.counts.subscribers },
  ];
  const bookingLink = (reference: string) => (
    <Link to={bookingHref(reference)}>
      <code>{reference}</code>
    </Link>
  );
  const revenueTotal = d.revenue.reduce((sum, month) => sum + month.cents, 0);
  return (
    <div className="admin-dashboard">
      <h1 className="admin-dashboard__title">{t("dashboard.title")}</h1>
      <ul className="admin-stats" aria-label={t("dashboard.statsLabel")}>
        {stats.map((stat) => (
          <li key={stat.key} className="admin-stat" data-testid={`admin-stat-${stat.key}`}>
            <span className="admin-stat__value">{number.format(stat.value)}</span>
            <span className="admin-stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>

      <p className="admin-dashboard__range">
        {t("dashboard.range", { from: dayOf(d.today), to: dayOf(d.weekEnd) })}
      </p>
      <Panel
        id="departures"
        title={t("dashboard.departures")}
        empty={t("dashboard.noDepartures")}
        count={d.departuresTotal}
      >
        <Table
          caption={t("dashboard.departures")}
          head={[
            t("dashboard.date"),
            t("dashboard.tour"),
            t("dashboard.travellers"),
            t("dashboard.bookings"),
            t("dashboard.manifest"),
          ]}
        >
          {d.departures.map((departure) => (
            <tr key={departure.id}>
              <td data-label={t("dashboard.date")}>{dayOf(departure.startDate)}</td>
              <td data-label={t("dashboard.tour")}>{departure.tourTitle}</td>
              <td data-label={t("dashboard.travellers")}>
                {t("dashboard.seats", { travellers: departure.travellers, capacity: departure.capacity })}
              </td>
              <td data-label={t("dashboard.bookings")}>
                {departure.bookings.length === 0 ? (
                  "—"
                ) : (
                  <ul className="admin-dashboard__refs">
                    {departure.bookings.map((reference) => (
                      <li key={reference}>{bookingLink(reference)}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label={t("dashboard.manifest")}>
                <Link
                  to={`/admin/departures/${departure.id}/manifest`}
                  aria-label={t("dashboard.manifestOf", {
                    tour: departure.tourTitle,
                    date: dayOf(departure.startDate),
                  })}
                >
                  {t("dashboard.manifest")}
                </Link>
              </td>
            </tr>
          ))}
        </Table>
        {d.departuresTotal > d.departures.length ? (
          <p className="admin-dashboard__hint">
            {t("dashboard.showingFirst", { shown: d.departures.length })}
          </p>
        ) : null}
      </Panel>

      <div className="admin-dashboard__grid">
        <Panel
          id="transfers"
          title={t("dashboard.transfers")}
          empty={t("dashboard.noTransfers")}
          count={d.transfers.length}
        >
          <Table
            caption={t("dashboard.transfers")}
            head={[
              t("dashboard.date"),
              t("dashboard.booking"),
              t("dashboard.lead"),
              t("dashboard.travellers"),
            ]}
          >
            {d.transfers.map((row) => (
              <tr key={row.reference}>
                <td data-label={t("dashboard.date")}>{dayOf(row.startDate)}</td>
                <td data-label={t("dashboard.booking")}>{bookingLink(row.reference)}</td>
                <td data-label={t("dashboard.lead")}>{row.leadName ?? "—"}</td>
                <td data-label={t("dashboard.travellers")}>{row.travellers}</td>
              </tr>
            ))}
          </Table>
          <p className="admin-dashboard__hint">{t("dashboard.transfersHint")}</p>
        </Panel>

        {(
          [
            ["balancesDue", d.balancesDue, t("dashboard.balancesDue"), t("dashboard.noBalancesDue")],
            [
              "balancesOverdue",
              d.balancesOverdue,
              t("dashboard.balancesOverdue"),
              t("dashboard.noBalancesOverdue"),
            ],
          ] as const
        ).map(([id, rows, title, empty]) => (
          <Panel key={id} id={id} title={title} empty={empty} count={rows.length}>
            <Table
              caption={title}
              head={[
                t("dashboard.dueDate"),
                t("dashboard.booking"),
                t("dashboard.lead"),
                t("dashboard.amount"),
              ]}
            >
              {rows.map((row) => (
                <tr key={row.reference}>
                  <td data-label={t("dashboard.dueDate")}>{dayOf(row.dueDate)}</td>
                  <td data-label={t("dashboard.booking")}>{bookingLink(row.reference)}</td>
                  <td data-label={t("dashboard.lead")}>{row.leadName ?? "—"}</td>
                  <td data-label={t("dashboard.amount")}>{dollars(row.balanceCents)}</td>
                </tr>
              ))}
            </Table>
          </Panel>
        ))}

        <Panel
          id="flagged"
          title={t("dashboard.flagged")}
          empty={t("dashboard.noFlagged")}
          count={d.flagged.length}
        >
          <Table
            caption={t("dashboard.flagged")}
            head={[t("dashboard.booking"), t("dashboard.tour"), t("dashboard.reason")]}
          >
            {d.flagged.map((row) => (
              <tr key={row.reference}>
                <td data-label={t("dashboard.booking")}>{bookingLink(row.reference)}</td>
                <td data-label={t("dashboard.tour")}>{row.tourTitle}</td>
                <td data-label={t("dashboard.reason")}>{row.reason ?? "—"}</td>
              </tr>
            ))}
          </Table>
        </Panel>

        <Panel
          id="requests"
          title={t("dashboard.requests")}
          empty={t("dashboard.noRequests")}
          count={d.requests.length}
        >
          <Table
            caption={t("dashboard.requests")}
            head={[
              t("dashboard.booking"),
              t("dashboard.tour"),
              t("dashboard.wantedDate"),
              t("dashboard.travellers"),
              t("dashboard.received"),
            ]}
          >
            {d.requests.map((row) => (
              <tr key={row.reference}>
                <td data-label={t("dashboard.booking")}>{bookingLink(row.reference)}</td>
                <td data-label={t("dashboard.tour")}>{row.tourTitle}</td>
                <td data-label={t("dashboard.wantedDate")}>{dayOf(row.requestedStartDate)}</td>
                <td data-label={t("dashboard.travellers")}>{row.travellers}</td>
                <td data-label={t("dashboard.received")}>{when.format(new Date(row.createdAt))}</td>
              </tr>
            ))}
          </Table>
        </Panel>

        <Panel
          id="enquiries"
          title={t("dashboard.lateEnquiries", { hours: ENQUIRY_PROMISE_HOURS })}
          empty={t("dashboard.noLateEnquiries")}
          count={d.lateEnquiries.length}
        >
          <Table
            caption={t("dashboard.lateEnquiries", { hours: ENQUIRY_PROMISE_HOURS })}
            head={[t("dashboard.from"), t("dashboard.kind"), t("dashboard.waiting")]}
          >
            {d.lateEnquiries.map((row) => (
              <tr key={row.id}>
                <td data-label={t("dashboard.from")}>
                  <Link to={`/admin/enquiries/${row.id}`}>{row.fullName}</Link>
                </td>
                <td data-label={t("dashboard.kind")}>
                  {t(`dashboard.enquiryTypes.${row.type}`, { defaultValue: row.type })}
                </td>
                <td data-label={t("dashboard.waiting")}>
                  {t("dashboard.hours", { hours: hoursBetween(new Date(row.createdAt), now) })}
                </td>
              </tr>
            ))}
          </Table>
        </Panel>

        <Panel
          id="holds"
          title={t("dashboard.holds")}
          empty={t("dashboard.noHolds")}
          count={d.expiringHolds.length}
        >
          <Table
            caption={t("dashboard.holds")}
            head={[t("dashboard.booking"), t("dashboard.tour"), t("dashboard.expires")]}
          >
            {d.expiringHolds.map((row) => (
              <tr key={row.reference}>
                <td data-label={t("dashboard.booking")}>{bookingLink(row.reference)}</td>
                <td data-label={t("dashboard.tour")}>{row.tourTitle}</td>
                <td data-label={t("dashboard.expires")}>
                  {row.holdExpiresAt ? time.format(new Date(row.holdExpiresAt)) : "—"}
                </td>
              </tr>
            ))}
          </Table>
        </Panel>
      </div>

      <section className="admin-card" aria-labelledby="revenue-title" data-testid="dashboard-revenue">
        <h2 id="revenue-title">{t("dashboard.revenue")}</h2>
        <p>{t("dashboard.revenueLead", { total: dollars(revenueTotal) })}</p>
        <ol className="admin-revenue">
          {d.revenue.map((month) => (
            <li key={month.month} className="admin-revenue__month">
              <span className="admin-revenue__figure">{dollars(month.cents)}</span>
              <span className="admin-revenue__track" aria-hidden="true">
                <span className="admin-revenue__bar" style={{ height: `${month.percent}%` }} />
              </span>
              <span className="admin-revenue__label">
                {monthLabel.format(new Date(`${month.month}-01T00:00:00Z`))}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="admin-card" aria-labelledby="ideas-title" data-testid="dashboard-ideas">
        <h2 id="ideas-title">{t("dashboard.emptySearches")}</h2>
        {d.emptySearches.length === 0 ? (
          <p className="empty-state">{t("dashboard.noEmptySearches")}</p>
        ) : (
          <Table
            caption={t("dashboard.emptySearches")}
            head={[t("dashboard.searchWords"), t("dashboard.searches")]}
          >
            {d.emptySearches.map((row) => (
              <tr key={row.query}>
                <td data-label={t("dashboard.searchWords")}>{row.query}</td>
                <td data-label={t("dashboard.searches")}>{number.format(row.searches)}</td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <section className="admin-card" aria-labelledby="security-events-title">
        <h2 id="security-events-title" className="admin-section__title">
          {t("dashboard.securityEvents")}
        </h2>
        <p>
          <Link to="/admin/security">{t("dashboard.allSecurityEvents")}</Link>
        </p>
        {d.securityEvents.length === 0 ? (
          <p className="empty-state">{t("dashboard.noSecurityEvents")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--cards" data-testid="security-events">
              <caption className="sr-only">{t("dashboard.securityEventsCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("dashboard.when")}</th>
                  <th scope="col">{t("dashboard.kind")}</th>
                  <th scope="col">{t("dashboard.who")}</th>
                  <th scope="col">{t("dashboard.path")}</th>
                  <th scope="col">{t("dashboard.address")}</th>
                </tr>
              </thead>
              <tbody>
                {d.securityEvents.map((event) => (
                  <tr key={event.id}>
                    <td data-label={t("dashboard.when")}>
                      <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
                    </td>
                    <td data-label={t("dashboard.kind")}>
                      {t(`dashboard.kinds.${event.kind}`, { defaultValue: event.kind })}
                    </td>
                    <td data-label={t("dashboard.who")}>{event.email ?? t("dashboard.unknown")}</td>
                    <td data-label={t("dashboard.path")}>
                      {event.path ? (
                        <code>{event.method ? `${event.method} ${event.path}` : event.path}</code>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td data-label={t("dashboard.address")}>{event.ipAddress ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
