import { Link } from "react-router";
import { BookingStatusBadge } from "#app/components/admin/booking-status";
import {
  AdminPageHeader,
  FilterSelect,
  ListFilters,
  ListFooter,
  SortHeader,
} from "#app/components/admin/list-controls";
import { adminMeta } from "#app/components/admin/page-parts";
import { usePreferences } from "#app/components/preferences/preferences-context";
import { BOOKING_LIST } from "#app/domain/admin/bookings";
import { BALANCE_STATES, type BookingListFilters, balanceState } from "#app/domain/admin/bookings-fields";
import { readListQuery } from "#app/domain/admin/list-query";
import { formatCharge } from "#app/domain/booking/charge";
import { BOOKING_STATUSES } from "#app/domain/booking/statuses";
import { OFFICE_TIME_ZONE, officeToday } from "#app/domain/dates";
import { useTranslation } from "#app/i18n/react";
import { messagesFor } from "#app/i18n/resources.server";
import { serverT } from "#app/i18n/translate.server";
import { bookingFilterChoices, listBookings } from "#app/modules/admin/bookings/list.server";
import { sendCsvTo } from "#app/modules/admin/csv.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<BookingListFilters>(url.searchParams, BOOKING_LIST);
  const t = serverT(context.language, "admin-bookings");
  const today = officeToday();
  sendCsvTo(url);
  const [{ rows, total }, choices] = await Promise.all([listBookings(query), bookingFilterChoices()]);
  return {
    title: t("metaTitle"),
    messages: messagesFor(context.language, ["admin-bookings"]),
    query,
    total,
    choices,
    today,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export const action = staffPageOnly;

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.title);

export default function BookingsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-bookings");
  const { t: ta } = useTranslation("admin");
  const { language, locale } = usePreferences();
  const { query, rows, total, choices, today } = loaderData;
  const created = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: OFFICE_TIME_ZONE });
  const usd = (cents: number) => formatCharge(cents, language);
  return (
    <>
      <AdminPageHeader title={t("title")} />
      <ListFilters query={query} label={t("filtersLabel")}>
        <FilterSelect
          name="status"
          label={t("filters.status")}
          value={query.filters.status}
          options={BOOKING_STATUSES.filter((s) => s !== "draft").map((s) => ({
            value: s,
            label: t(`status.${s}`),
          }))}
        />
        <FilterSelect
          name="tour"
          label={t("filters.tour")}
          value={query.filters.tour}
          options={choices.tours.map((tour) => ({ value: String(tour.id), label: tour.title }))}
        />
        <div className="admin-filters__field">
          <label htmlFor="list-month">{t("filters.month")}</label>
          <input
            id="list-month"
            name="month"
            type="month"
            defaultValue={query.filters.month ?? ""}
            pattern="\d{4}-\d{2}"
            placeholder="YYYY-MM"
          />
        </div>
        <FilterSelect
          name="balance"
          label={t("filters.balance")}
          value={query.filters.balance}
          options={BALANCE_STATES.map((b) => ({ value: b, label: t(`balance.${b}`) }))}
        />
        <FilterSelect
          name="source"
          label={t("filters.source")}
          value={query.filters.source}
          options={choices.sources.map((source) => ({ value: source, label: source }))}
        />
        <div className="admin-filters__field">
          <label htmlFor="list-promo">{t("filters.promo")}</label>
          <input id="list-promo" name="promo" defaultValue={query.filters.promo ?? ""} maxLength={40} />
        </div>
        <FilterSelect
          name="flagged"
          label={t("filters.flagged")}
          value={query.filters.flagged}
          options={[
            { value: "yes", label: t("filters.yes") },
            { value: "no", label: t("filters.no") },
          ]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <p className="empty-state">
          {total === 0 && !query.q && Object.keys(query.filters).length === 0 ? t("empty") : ta("list.empty")}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards" data-testid="bookings">
            <caption className="sr-only">{t("caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("columns.reference")}</th>
                <SortHeader query={query} column="created" first="desc">
                  {t("columns.created")}
                </SortHeader>
                <th scope="col">{t("columns.lead")}</th>
                <th scope="col">{t("columns.tour")}</th>
                <SortHeader query={query} column="departure">
                  {t("columns.departure")}
                </SortHeader>
                <th scope="col">{t("columns.status")}</th>
                <SortHeader query={query} column="total" first="desc">
                  {t("columns.total")}
                </SortHeader>
                <th scope="col">{t("columns.paid")}</th>
                <th scope="col">{t("columns.balance")}</th>
                <th scope="col">{t("columns.source")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("columns.reference")}>
                    <Link to={`/admin/bookings/${row.reference}`}>{row.reference}</Link>
                    {row.flaggedForStaff ? (
                      <>
                        {" "}
                        <span className="admin-badge admin-badge--alert" title={row.flagReason ?? undefined}>
                          {t("columns.flagged")}
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td data-label={t("columns.created")}>
                    <time dateTime={row.createdAt}>{created.format(new Date(row.createdAt))}</time>
                  </td>
                  <td data-label={t("columns.lead")}>
                    {row.leadFullName ?? "—"}
                    <br />
                    <small>{row.leadEmail ?? row.accountEmail}</small>
                  </td>
                  <td data-label={t("columns.tour")}>{row.tourTitle}</td>
                  <td data-label={t("columns.departure")}>{row.startDate ?? "—"}</td>
                  <td data-label={t("columns.status")}>
                    <BookingStatusBadge status={row.status} />
                  </td>
                  <td data-label={t("columns.total")}>{usd(row.totalCents)}</td>
                  <td data-label={t("columns.paid")}>{usd(row.paidCents)}</td>
                  <td data-label={t("columns.balance")}>{t(`balance.${balanceState(row, today)}`)}</td>
                  <td data-label={t("columns.source")}>
                    {[row.source, row.promoCode].filter(Boolean).join(" · ") || "—"}
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
