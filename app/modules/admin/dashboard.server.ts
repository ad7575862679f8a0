import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import {
  bookingExtras,
  bookings,
  departures,
  enquiries,
  newsletterSubscriptions,
  payments,
  searchQueries,
  tourExtras,
  tours,
  users,
} from "#app/db/schema/index";
import {
  DASHBOARD_DAYS,
  EMPTY_SEARCH_DAYS,
  ENQUIRY_PROMISE_HOURS,
  HOLD_WARNING_MINUTES,
  lastTwelveMonths,
  revenueBars,
} from "#app/domain/admin/dashboard";
import type { BookingStatus } from "#app/domain/booking/statuses";
import { addDays, OFFICE_TIME_ZONE, officeToday } from "#app/domain/dates";
import { balanceOwed } from "#app/modules/booking/balance-reminders.server";
import { listRecentSecurityEvents } from "#app/modules/identity/security-events.server";

const RECENT_SECURITY_EVENTS = 10;
/** No list on the dashboard runs longer than this; its own page has the rest. */
const LIST_MAX = 20;
/** Departures of the week: a busy season has more than the other lists. */
const DEPARTURES_MAX = 40;

/** Bookings that travel: their seats are taken (decision 070's BOOKING_SEATS). */
const TRAVELLING: BookingStatus[] = ["confirmed", "paid", "completed"];

const travellers = sql<number>`(${bookings.adults} + ${bookings.children} + ${bookings.infants})::int`;

/**
 * The figures on /admin (issue 15, item 2): what the office must see today
 * and in the next seven days (office time, EAT), the revenue of twelve months,
 * searches that found nothing, and the latest security events. `now` is a
 * parameter so the tests set the day.
 */
export async function loadDashboard(now = new Date()) {
  const today = officeToday(now);
  const weekEnd = addDays(today, DASHBOARD_DAYS);
  const [counts, week, money, waiting, ideas, events] = await Promise.all([
    headlineCounts(),
    thisWeek(today, weekEnd),
    moneyDue(today, weekEnd),
    waitingOnStaff(now),
    contentIdeas(now),
    listRecentSecurityEvents(RECENT_SECURITY_EVENTS),
  ]);
  return {
    today,
    weekEnd,
    counts,
    ...week,
    ...money,
    ...waiting,
    revenue: revenueBars(today, await revenueByMonth(today)),
    emptySearches: ideas,
    securityEvents: events.map((event) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      kind: event.kind,
      email: event.email,
      path: event.path,
      method: event.method,
      ipAddress: event.ipAddress,
    })),
  };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;

async function headlineCounts() {
  const [[userRow], [tourRow], [subscriberRow]] = await Promise.all([
    db().select({ n: count() }).from(users).where(isNull(users.deletedAt)),
    db().select({ n: count() }).from(tours).where(eq(tours.isActive, true)),
    db()
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.status, "active")),
  ]);
  return {
    users: Number(userRow?.n ?? 0),
    activeTours: Number(tourRow?.n ?? 0),
    subscribers: Number(subscriberRow?.n ?? 0),
  };
}

/**
 * Departures starting from today to a week ahead with their travellers and
 * bookings, and the arrivals among them that booked an airport transfer.
 * Nothing on a booking says "transfer" but its extras: an extra whose key or
 * English label names a transfer (the seed's `airport-transfer`) counts.
 */
async function thisWeek(today: string, weekEnd: string) {
  const inWeek = and(
    gte(departures.startDate, today),
    lte(departures.startDate, weekEnd),
    ne(departures.status, "cancelled"),
  );
  const [departureRows, [departureTotal], bookingRows, transferRows] = await Promise.all([
    db()
      .select({
        id: departures.id,
        startDate: departures.startDate,
        capacity: departures.capacity,
        status: departures.status,
        tourTitle: tours.title,
      })
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .where(inWeek)
      .orderBy(asc(departures.startDate), asc(departures.id))
      .limit(DEPARTURES_MAX),
    db().select({ n: count() }).from(departures).where(inWeek),
    db()
      .select({ departureId: bookings.departureId, reference: bookings.reference, travellers })
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .where(and(inWeek, inArray(bookings.status, TRAVELLING)))
      .orderBy(asc(bookings.id)),
    db()
      .selectDistinct({
        reference: bookings.reference,
        leadName: bookings.leadFullName,
        startDate: departures.startDate,
        tourTitle: tours.title,
        travellers,
      })
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .innerJoin(bookingExtras, eq(bookingExtras.bookingId, bookings.id))
      .leftJoin(tourExtras, eq(tourExtras.id, bookingExtras.tourExtraId))
      .where(
        and(
          inWeek,
          inArray(bookings.status, TRAVELLING),
          sql`(${tourExtras.key} ilike '%transfer%' or ${bookingExtras.label}->>'en' ilike '%transfer%')`,
        ),
      )
      .orderBy(asc(departures.startDate), asc(bookings.reference))
      .limit(LIST_MAX),
  ]);
  return {
    departuresTotal: Number(departureTotal?.n ?? 0),
    departures: departureRows.map((departure) => {
      const own = bookingRows.filter((booking) => booking.departureId === departure.id);
      return {
        ...departure,
        travellers: own.reduce((sum, booking) => sum + Number(booking.travellers), 0),
        bookings: own.map((booking) => booking.reference),
      };
    }),
    transfers: transferRows.map((row) => ({ ...row, travellers: Number(row.travellers) })),
  };
}

/** Balances still owed (decision 081's rule) falling due within the week, and those already overdue. */
async function moneyDue(today: string, weekEnd: string) {
  const select = {
    reference: bookings.reference,
    leadName: bookings.leadFullName,
    tourTitle: tours.title,
    balanceCents: bookings.balanceCents,
    dueDate: bookings.balanceDueDate,
  };
  const [dueSoon, overdue] = await Promise.all([
    db()
      .select(select)
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(and(balanceOwed(), gte(bookings.balanceDueDate, today), lte(bookings.balanceDueDate, weekEnd)))
      .orderBy(asc(bookings.balanceDueDate), asc(bookings.id))
      .limit(LIST_MAX),
    db()
      .select(select)
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(and(balanceOwed(), lt(bookings.balanceDueDate, today)))
      .orderBy(asc(bookings.balanceDueDate), asc(bookings.id))
      .limit(LIST_MAX),
  ]);
  return { balancesDue: dueSoon, balancesOverdue: overdue };
}

/** What waits for a member of staff: flags, booking requests, unanswered enquiries, holds running out. */
async function waitingOnStaff(now: Date) {
  const brief = {
    reference: bookings.reference,
    leadName: bookings.leadFullName,
    tourTitle: tours.title,
  };
  const promise = new Date(now.getTime() - ENQUIRY_PROMISE_HOURS * 3_600_000);
  const holdsUntil = new Date(now.getTime() + HOLD_WARNING_MINUTES * 60_000);
  const [flagged, requests, lateEnquiries, holds] = await Promise.all([
    db()
      .select({ ...brief, reason: bookings.flagReason, status: bookings.status })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(eq(bookings.flaggedForStaff, true))
      .orderBy(desc(bookings.updatedAt))
      .limit(LIST_MAX),
    db()
      .select({
        ...brief,
        createdAt: bookings.createdAt,
        requestedStartDate: bookings.requestedStartDate,
        travellers,
      })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(eq(bookings.status, "requested"))
      .orderBy(asc(bookings.createdAt))
      .limit(LIST_MAX),
    db()
      .select({
        id: enquiries.id,
        type: enquiries.type,
        fullName: enquiries.fullName,
        status: enquiries.status,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(and(ne(enquiries.status, "answered"), lt(enquiries.createdAt, promise)))
      .orderBy(asc(enquiries.createdAt))
      .limit(LIST_MAX),
    db()
      .select({ ...brief, holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .where(
        and(
          eq(bookings.status, "pending_payment"),
          gte(bookings.holdExpiresAt, now),
          lte(bookings.holdExpiresAt, holdsUntil),
        ),
      )
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(LIST_MAX),
  ]);
  return {
    flagged,
    requests: requests.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      travellers: Number(row.travellers),
    })),
    lateEnquiries: lateEnquiries.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    expiringHolds: holds.map((row) => ({ ...row, holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null })),
  };
}

/**
 * Money taken less money given back, in US cents (payments keep USD whatever
 * was charged, decision 085), by office month: a payment counts from the
 * moment it succeeded (it stays counted if later refunded: the refund is a
 * row of its own, kind `refund`, counted negative when it went through).
 */
async function revenueByMonth(today: string) {
  const first = `${lastTwelveMonths(today)[0]}-01`;
  // The zone written into the statement, not a parameter: the GROUP BY must repeat the select's expression exactly.
  const zone = sql.raw(`'${OFFICE_TIME_ZONE}'`);
  const month = sql<string>`to_char(${payments.succeededAt} at time zone ${zone}, 'YYYY-MM')`;
  const rows = await db()
    .select({
      month,
      cents: sql<string>`sum(case when ${payments.kind} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end)::text`,
    })
    .from(payments)
    .where(
      and(
        sql`((${payments.kind} <> 'refund' and ${payments.status} in ('succeeded', 'refunded')) or (${payments.kind} = 'refund' and ${payments.status} = 'refunded'))`,
        gte(payments.succeededAt, sql`(${first}::date)::timestamp at time zone ${zone}`),
      ),
    )
    .groupBy(month);
  return rows.map((row) => ({ month: row.month, cents: Number(row.cents) }));
}

/** Searches of the last 30 days that found nothing, the same words together, most asked first. */
async function contentIdeas(now: Date) {
  const since = new Date(now.getTime() - EMPTY_SEARCH_DAYS * 86_400_000);
  const words = sql<string>`lower(btrim(${searchQueries.query}))`;
  const rows = await db()
    .select({
      query: words,
      searches: sql<string>`count(*)::text`,
      last: sql<Date>`max(${searchQueries.createdAt})`,
    })
    .from(searchQueries)
    .where(and(eq(searchQueries.resultCount, 0), gte(searchQueries.createdAt, since)))
    .groupBy(words)
    .orderBy(desc(sql`count(*)`), asc(words))
    .limit(LIST_MAX);
  return rows.map((row) => ({ query: row.query, searches: Number(row.searches) }));
}
