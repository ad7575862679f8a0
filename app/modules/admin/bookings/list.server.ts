import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { bookings, departures, payments, tours, users } from "#app/db/schema/index";
import { type BookingListFilters, monthRange } from "#app/domain/admin/bookings-fields";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { officeToday } from "#app/domain/dates";

/** The most rows a CSV holds (decision 086). */
export const CSV_ROW_CAP = 50_000;

/** The trip's first day: the departure's, or the date asked for in a request. */
const startDate = sql<string | null>`coalesce(${departures.startDate}, ${bookings.requestedStartDate})`;

/** What the traveller paid, less nothing: refunds are their own rows (decision 085). */
const paidCents = sql<number>`coalesce((
  select sum(coalesce(p.received_cents, p.amount_cents)) from ${payments} p
  where p.booking_id = ${bookings.id} and p.status = 'succeeded' and p.kind <> 'refund'), 0)::int`;

/** What was given back or is being given back. */
const refundedCents = sql<number>`coalesce((
  select sum(p.amount_cents) from ${payments} p
  where p.booking_id = ${bookings.id} and p.kind = 'refund' and p.status <> 'failed'), 0)::int`;

const listColumns = {
  id: bookings.id,
  reference: bookings.reference,
  createdAt: bookings.createdAt,
  status: bookings.status,
  leadFullName: bookings.leadFullName,
  leadEmail: bookings.leadEmail,
  accountEmail: users.email,
  tourTitle: tours.title,
  startDate,
  adults: bookings.adults,
  children: bookings.children,
  infants: bookings.infants,
  totalCents: bookings.totalCents,
  balanceCents: bookings.balanceCents,
  balanceDueDate: bookings.balanceDueDate,
  paidCents,
  refundedCents,
  source: bookings.source,
  promoCode: bookings.promoCode,
  flaggedForStaff: bookings.flaggedForStaff,
  flagReason: bookings.flagReason,
};

export type BookingListRow = Awaited<ReturnType<typeof listBookings>>["rows"][number];

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(query: ListQuery<BookingListFilters>, today: string): SQL | undefined {
  const { filters } = query;
  const where: SQL[] = [ne(bookings.status, "draft")];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(bookings.reference, like),
        ilike(bookings.leadFullName, like),
        ilike(bookings.leadEmail, like),
        ilike(users.email, like),
      )!,
    );
  }
  if (filters.status) where.push(eq(bookings.status, filters.status));
  if (filters.tour) where.push(eq(bookings.tourId, filters.tour));
  if (filters.month) {
    const { from, to } = monthRange(filters.month);
    where.push(sql`${startDate} >= ${from}::date and ${startDate} < ${to}::date`);
  }
  if (filters.balance) {
    const owes = and(eq(bookings.status, "confirmed"), sql`${bookings.balanceCents} > 0`)!;
    const overdue = and(owes, isNotNull(bookings.balanceDueDate), lt(bookings.balanceDueDate, today))!;
    if (filters.balance === "overdue") where.push(overdue);
    if (filters.balance === "due")
      where.push(
        and(owes, or(sql`${bookings.balanceDueDate} is null`, gte(bookings.balanceDueDate, today)))!,
      );
    if (filters.balance === "none") where.push(sql`not (${owes})`);
  }
  if (filters.source) where.push(eq(bookings.source, filters.source));
  if (filters.promo) where.push(eq(sql`upper(${bookings.promoCode})`, filters.promo));
  if (filters.flagged) where.push(eq(bookings.flaggedForStaff, filters.flagged === "yes"));
  return and(...where);
}

function ordering(query: ListQuery<BookingListFilters>) {
  const by = (column: SQL | typeof bookings.id) => (query.dir === "asc" ? asc(column) : desc(column));
  const tie = query.dir === "asc" ? asc(bookings.id) : desc(bookings.id);
  if (query.sort === "departure") return [sql`${startDate} ${sql.raw(query.dir)} nulls last`, tie] as SQL[];
  if (query.sort === "total") return [by(sql`${bookings.totalCents}`), tie];
  return [tie];
}

function base() {
  return db()
    .select(listColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId));
}

/**
 * One page of bookings matching the list's search and filters, with the
 * total; `all` gives every matching row (the CSV, capped). Drafts are the
 * wizard's and not bookings yet: never listed.
 */
export async function listBookings(
  query: ListQuery<BookingListFilters>,
  options: { all?: boolean; now?: Date } = {},
) {
  const where = conditions(query, officeToday(options.now));
  const rows = base()
    .where(where)
    .orderBy(...ordering(query))
    .limit(options.all ? CSV_ROW_CAP : LIST_PAGE_SIZE)
    .offset(options.all ? 0 : pageOffset(query.page));
  const [list, [total]] = await Promise.all([
    rows,
    db()
      .select({ n: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(departures, eq(departures.id, bookings.departureId))
      .where(where),
  ]);
  return { rows: list, total: Number(total?.n ?? 0) };
}

/** The list's filter choices: the tours with bookings, and the sources seen. */
export async function bookingFilterChoices() {
  const [tourRows, sourceRows] = await Promise.all([
    db()
      .selectDistinct({ id: tours.id, title: tours.title })
      .from(tours)
      .innerJoin(bookings, eq(bookings.tourId, tours.id))
      .orderBy(tours.title),
    db()
      .selectDistinct({ source: bookings.source })
      .from(bookings)
      .where(isNotNull(bookings.source))
      .orderBy(bookings.source),
  ]);
  return { tours: tourRows, sources: sourceRows.map((row) => row.source ?? "").filter(Boolean) };
}
