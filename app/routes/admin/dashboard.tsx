import { data } from "react-router";
import { usePreferences } from "#app/components/preferences/preferences-context";
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
  return { ...(await loadDashboard()), title: t("dashboard.metaTitle") };
}

// Nothing to change here yet; the guard still answers first, so a refused
// post is recorded like any other.
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  await readForm(request, context);
  throw data(null, { status: 405, headers: { Allow: "GET" } });
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Admin" },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { locale } = usePreferences();
  const { counts, securityEvents } = loaderData;
  const number = new Intl.NumberFormat(locale);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  });
  const stats = [
    { key: "users", label: t("dashboard.users"), value: counts.users },
    { key: "tours", label: t("dashboard.activeTours"), value: counts.activeTours },
    { key: "subscribers", label: t("dashboard.subscribers"), value: counts.subscribers },
  ];
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
      <section aria-labelledby="security-events-title">
        <h2 id="security-events-title" className="admin-section__title">
          {t("dashboard.securityEvents")}
        </h2>
        {securityEvents.length === 0 ? (
          <p className="empty-state">{t("dashboard.noSecurityEvents")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="security-events">
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
                {securityEvents.map((event) => (
                  <tr key={event.id}>
                    <td>
                      <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
                    </td>
                    <td>{t(`dashboard.kinds.${event.kind}`, { defaultValue: event.kind })}</td>
                    <td>{event.email ?? t("dashboard.unknown")}</td>
                    <td>
                      {event.path ? (
                        <code>{event.method ? `${event.method} ${event.path}` : event.path}</code>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td>{event.ipAddress ?? "—"}</td>
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
