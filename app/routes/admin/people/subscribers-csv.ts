import { readListQuery } from "#app/domain/admin/list-query";
import { csvResponse } from "#app/modules/admin/csv.server";
import { staffPageOnly } from "#app/modules/admin/page-only.server";
import {
  listSubscribers,
  SUBSCRIBER_CSV_LIMIT,
  SUBSCRIBER_LIST,
  type SubscriberFilters,
} from "#app/modules/admin/people/subscribers.server";
import { requireStaff } from "#app/modules/identity/session.server";
import type { Route } from "./+types/subscribers-csv";

/** The subscribers matching the list's filters, all of them, as CSV (/admin/subscribers?format=csv sends here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readListQuery<SubscriberFilters>(new URL(request.url).searchParams, SUBSCRIBER_LIST);
  const { rows } = await listSubscribers(query, { limit: SUBSCRIBER_CSV_LIMIT });
  return csvResponse(
    "subscribers",
    [
      "email",
      "name",
      "status",
      "language",
      "welcome_code",
      "code_used_at",
      "subscribed_at",
      "unsubscribed_at",
    ],
    rows.map((row) => [
      row.email,
      row.fullName ?? "",
      row.status,
      row.locale,
      row.discountCode,
      row.codeUsedAt?.toISOString() ?? "",
      row.createdAt.toISOString(),
      row.unsubscribedAt?.toISOString() ?? "",
    ]),
  );
}

export const action = staffPageOnly;
