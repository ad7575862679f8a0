import { DEPARTURE_LIST, type DepartureFilters } from "#app/domain/admin/departure-list";
import { readListQuery } from "#app/domain/admin/list-query";
import { officeToday } from "#app/domain/dates";
import { departuresCsv } from "#app/modules/admin/departures/departure-list.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/csv";

/** /admin/departures.csv: the list's `?format=csv`, with the same filters and sort (every row, not one page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readListQuery<DepartureFilters>(new URL(request.url).searchParams, DEPARTURE_LIST);
  return departuresCsv(query, officeToday());
}

export const action = staffPageOnly;
