import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import { departures, tours } from "#app/db/schema/index";
import type { DepartureFilters } from "#app/domain/admin/departure-list";
import { shiftMonth, type YearMonth } from "#app/domain/admin/departure-series";
import { LIST_PAGE_SIZE, type ListQuery, pageOffset } from "#app/domain/admin/list-query";
import { type AvailabilityLabel, availabilityLabel, seatsLeft } from "#app/domain/catalogue/availability";
import type { IsoDate } from "#app/domain/dates";
import { csvResponse } from "#app/modules/admin/csv.server";
import { liveSeatsHeld } from "#app/modules/booking/seats.server";
import { env } from "#app/modules/config/env.server";

/** Most rows the CSV gives (the frame's cap). */
const CSV_MAX_ROWS = 50_000;

function columns(now: Date) {
  return {
    id: departures.id,
    tourId: departures.tourId,
    tourTitle: tours.title,
    startDate: departures.startDate,
    endDate: departures.endDate,
    capacity: departures.capacity,
    seatsTaken: departures.seatsTaken,
    seatsHeld: liveSeatsHeld(now),
    status: departures.status,
    price: departures.price,
    limitedSeats: departures.limitedSeats,
    guideName: departures.guideName,
    guidePhone: departures.guidePhone,
    version: departures.version,
  };
}

/** A search box's text as a LIKE pattern: its own % and _ are matched as typed. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(filters: Partial<DepartureFilters>, today: IsoDate, q = ""): SQL | undefined {
  const when = filters.when ?? "upcoming";
  return and(
    q ? ilike(tours.title, likePattern(q)) : undefined,
    filters.tour ? eq(departures.tourId, filters.tour) : undefined,
    filters.status ? eq(departures.status, filters.status) : undefined,
    when === "upcoming" ? gte(departures.startDate, today) : undefined,
    when === "past" ? lt(departures.startDate, today) : undefined,
  );
}

const left = sql`${departures.capacity} - ${departures.seatsTaken} - ${departures.seatsHeld}`;

function ordering(query: ListQuery<DepartureFilters>) {
  const by = {
    start: departures.startDate,
    capacity: departures.capacity,
    taken: departures.seatsTaken,
    left,
  };
  const column = by[query.sort as keyof typeof by] ?? departures.startDate;
  const direction = query.dir === "desc" ? desc : asc;
  return [direction(column), direction(departures.startDate), asc(departures.id)];
}

export type AdminDeparture = Awaited<ReturnType<typeof withLabels>>[number];

/** Each row's seats left and the label the public site shows for it (the same rule and threshold). */
function withLabels<R extends Parameters<typeof availabilityLabel>[0]>(rows: R[], today: IsoDate) {
  const limitedSeats = env().AVAILABILITY_LIMITED_SEATS;
  return rows.map((row) => ({
    ...row,
    seatsLeft: seatsLeft(row),
    label: availabilityLabel(row, { limitedSeats, today }) as AvailabilityLabel,
  }));
}

/** One page of departures matching the URL's filters, with the total. */
export async function listDepartures(query: ListQuery<DepartureFilters>, today: IsoDate, now = new Date()) {
  const where = conditions(query.filters, today, query.q);
  const [rows, [total]] = await Promise.all([
    db()
      .select(columns(now))
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .where(where)
      .orderBy(...ordering(query))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db()
      .select({ n: count() })
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .where(where),
  ]);
  return { rows: withLabels(rows, today), total: Number(total?.n ?? 0) };
}

/** Every departure matching the filters (the CSV), capped. */
export async function allDepartures(query: ListQuery<DepartureFilters>, today: IsoDate, now = new Date()) {
  const rows = await db()
    .select(columns(now))
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(conditions(query.filters, today, query.q))
    .orderBy(...ordering(query))
    .limit(CSV_MAX_ROWS);
  return withLabels(rows, today);
}

/** The departures starting in one month (all of them, whatever `when` says), for the calendar. */
export async function monthDepartures(
  filters: Partial<DepartureFilters>,
  q: string,
  month: YearMonth,
  today: IsoDate,
  now = new Date(),
) {
  const rows = await db()
    .select(columns(now))
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(
      and(
        conditions({ ...filters, when: "all" }, today, q),
        gte(departures.startDate, `${month}-01`),
        lt(departures.startDate, `${shiftMonth(month, 1)}-01`),
      ),
    )
    .orderBy(asc(departures.startDate), asc(tours.title));
  return withLabels(rows, today);
}

/** Every tour, for the filter and the forms (inactive ones too: staff prepare dates before opening a tour). */
export function tourChoices() {
  return db()
    .select({ id: tours.id, title: tours.title, isActive: tours.isActive, durationDays: tours.durationDays })
    .from(tours)
    .orderBy(asc(tours.title), asc(tours.id));
}

/** One departure for its edit page, with its tour. */
export async function departureForEdit(id: number, today: IsoDate, now = new Date()) {
  const [row] = await db()
    .select(columns(now))
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(eq(departures.id, id));
  return row ? (withLabels([row], today)[0] ?? null) : null;
}

/** The CSV of every departure matching the filters: the list's columns, prices in dollars. */
export async function departuresCsv(query: ListQuery<DepartureFilters>, today: IsoDate) {
  const rows = await allDepartures(query, today);
  return csvResponse(
    "departures",
    [
      "id",
      "tour",
      "start",
      "end",
      "capacity",
      "taken",
      "held",
      "left",
      "status",
      "price_usd",
      "limited_seats",
      "label",
    ],
    rows.map((row) => [
      row.id,
      row.tourTitle,
      row.startDate,
      row.endDate,
      row.capacity,
      row.seatsTaken,
      row.seatsHeld,
      row.seatsLeft,
      row.status,
      row.price === null ? "" : (row.price / 100).toFixed(2),
      row.limitedSeats ?? "",
      row.label,
    ]),
  );
}
