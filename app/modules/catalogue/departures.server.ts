import { and, asc, eq, gt, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { departures, tours } from "#app/db/schema/index";
import type { DepartureItem, DepartureStatus } from "#app/domain/catalogue/availability";
import { type AvailabilityOptions, availabilityLabel, seatsLeft } from "#app/domain/catalogue/availability";
import { tourPath } from "#app/domain/catalogue/tour";
import { LANGUAGE_TAGS, type Language } from "#app/i18n/config";
import { liveSeatsHeld } from "#app/modules/booking/seats.server";
import { fromPriceOf, listPriceTiers } from "#app/modules/catalogue/price-tiers.server";

/** "Sat, 6 Jun – Fri, 12 Jun 2026" in the page language; calendar dates, so read in UTC. */
function dateRange(start: string, end: string, language: Language): string {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(`${end}T00:00:00Z`);
  return start === end ? format.format(from) : format.formatRange(from, to);
}

/**
 * What describeDeparture reads of a departure. Held seats are those of live
 * holds at `now`: an expired hold frees its seats here at once, before the
 * expiry job releases it, just as the next hold on the date counts them.
 */
function departureColumns(now: Date) {
  return {
    id: departures.id,
    startDate: departures.startDate,
    endDate: departures.endDate,
    capacity: departures.capacity,
    seatsTaken: departures.seatsTaken,
    seatsHeld: liveSeatsHeld(now),
    status: departures.status,
    price: departures.price,
    limitedSeats: departures.limitedSeats,
  };
}

export type DepartureRow = {
  id: number;
  startDate: string;
  endDate: string;
  capacity: number;
  seatsTaken: number;
  seatsHeld: number;
  status: DepartureStatus;
  price: number | null;
  /** Staff's "few seats left" threshold for this date; null: AVAILABILITY_LIMITED_SEATS. */
  limitedSeats: number | null;
};

/** A departure still to come: it starts after `today` (YYYY-MM-DD) and is not cancelled. */
function isUpcoming(today: string): SQL {
  return and(gt(departures.startDate, today), ne(departures.status, "cancelled")) as SQL;
}

/**
 * The next `limit` departures of one tour, by date, for its page (the
 * (tour_id, start_date) index).
 */
export function listTourDepartures(
  tourId: number,
  today: string,
  limit: number,
  now: Date = new Date(),
): Promise<DepartureRow[]> {
  return db()
    .select(departureColumns(now))
    .from(departures)
    .where(and(eq(departures.tourId, tourId), isUpcoming(today)))
    .orderBy(asc(departures.startDate))
    .limit(limit);
}

/** One departure by id (also one that has closed or started), read as the lists read theirs. */
export async function findDeparture(id: number, now: Date = new Date()): Promise<DepartureRow | null> {
  const [row] = await db().select(departureColumns(now)).from(departures).where(eq(departures.id, id));
  return row ?? null;
}

/**
 * A departure as the tour page and /tour-availability show it: its label
 * (one rule, domain/catalogue/availability), seats left, and its price (the departure's
 * own, else the tour's from-price), in US cents.
 */
export function describeDeparture(
  departure: DepartureRow,
  context: AvailabilityOptions & { fromPrice: number; language: Language },
): DepartureItem {
  return {
    id: departure.id,
    startDate: departure.startDate,
    endDate: departure.endDate,
    dates: dateRange(departure.startDate, departure.endDate, context.language),
    label: availabilityLabel(departure, context),
    seatsLeft: departure.status === "on_request" ? null : seatsLeft(departure),
    price: departure.price ?? context.fromPrice,
  };
}

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
export function nextMonthStart(month: string): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, m, 1));
  return date.toISOString().slice(0, 10);
}

/** Active tours with upcoming departures, for the filter, by title. */
export function listToursWithDepartures(today: string) {
  return db()
    .selectDistinct({ id: tours.id, title: tours.title })
    .from(tours)
    .innerJoin(departures, eq(departures.tourId, tours.id))
    .where(and(eq(tours.isActive, true), isUpcoming(today)))
    .orderBy(asc(tours.title), asc(tours.id));
}

/** Months (YYYY-MM) that have upcoming departures, optionally of one tour. */
export async function listDepartureMonths(today: string, tourId: number | null): Promise<string[]> {
  const month = sql<string>`to_char(${departures.startDate}, 'YYYY-MM')`;
  const rows = await db()
    .selectDistinct({ month })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(
      and(eq(tours.isActive, true), isUpcoming(today), tourId ? eq(departures.tourId, tourId) : undefined),
    )
    .orderBy(month);
  return rows.map((row) => row.month);
}

/** Most departures one page lists; the filters narrow it down. */
const AVAILABILITY_MAX_ROWS = 400;

/**
 * Upcoming departures of active tours, by date then tour, with each tour's
 * from-price (the same rule as its page). `dates` bounds the start dates when
 * given: `from` included, `until` excluded (YYYY-MM-DD).
 */
export async function listUpcomingDepartures(args: {
  today: string;
  tourId: number | null;
  dates: { from: string; until: string } | null;
  now?: Date;
}) {
  const rows = await db()
    .select({
      ...departureColumns(args.now ?? new Date()),
      tourId: departures.tourId,
      tourTitle: tours.title,
      tourSlug: tours.slug,
      priceFrom: tours.priceFrom,
      maxGroupSize: tours.maxGroupSize,
    })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(
      and(
        eq(tours.isActive, true),
        isUpcoming(args.today),
        args.tourId ? eq(departures.tourId, args.tourId) : undefined,
        args.dates ? gte(departures.startDate, args.dates.from) : undefined,
        args.dates ? lt(departures.startDate, args.dates.until) : undefined,
      ),
    )
    .orderBy(asc(departures.startDate), asc(tours.title), asc(departures.id))
    .limit(AVAILABILITY_MAX_ROWS);
  const tiers = await listPriceTiers([...new Set(rows.map((row) => row.tourId))]);
  return rows.map((row) => ({
    ...row,
    tourPath: tourPath({ id: row.tourId, slug: row.tourSlug }),
    fromPrice: fromPriceOf(row, tiers.get(row.tourId)),
  }));
}
