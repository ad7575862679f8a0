import { BOOKING_LIST } from "#app/domain/admin/bookings";
import { type BookingListFilters, balanceState } from "#app/domain/admin/bookings-fields";
import { readListQuery } from "#app/domain/admin/list-query";
import { officeToday } from "#app/domain/dates";
import { serverT } from "#app/i18n/translate.server";
import { listBookings } from "#app/modules/admin/bookings/list.server";
import { csvResponse } from "#app/modules/admin/csv.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/csv";

/**
 * The bookings list as CSV: every row matching the list's search and
 * filters (the list's `?format=csv` sends here with its query string), in
 * the staff member's language. A resource route: a page route cannot
 * answer with a file.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const query = readListQuery<BookingListFilters>(url.searchParams, BOOKING_LIST);
  const t = serverT(context.language, "admin-bookings");
  const today = officeToday();
  const { rows } = await listBookings(query, { all: true });
  const columns = [
    "reference",
    "created",
    "status",
    "lead",
    "email",
    "tour",
    "departure",
    "total",
    "paid",
    "balance",
    "balanceDue",
    "source",
    "promo",
    "flagged",
    "flagReason",
  ] as const;
  return csvResponse(
    "bookings",
    columns.map((column) => t(`columns.${column}`)),
    rows.map((row) => [
      row.reference,
      row.createdAt.toISOString(),
      t(`status.${row.status}`),
      row.leadFullName ?? "",
      row.leadEmail ?? row.accountEmail,
      row.tourTitle,
      row.startDate ?? "",
      (row.totalCents / 100).toFixed(2),
      (row.paidCents / 100).toFixed(2),
      t(`balance.${balanceState(row, today)}`),
      row.balanceDueDate ?? "",
      row.source ?? "",
      row.promoCode ?? "",
      row.flaggedForStaff ? t("filters.yes") : t("filters.no"),
      row.flagReason ?? "",
    ]),
  );
}

export const action = staffPageOnly;
