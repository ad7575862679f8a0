import { addDays, daysBetween, type IsoDate } from "../dates";

/**
 * The dates of a repeating series of departures (issue 15, item 4): every
 * chosen weekday between two dates, both included. Pure: the module skips
 * the dates the tour already has and reports them.
 */

/** Most departures one series may create: a season of daily departures is under 200. */
export const SERIES_MAX_DATES = 200;

/** Weekdays as JavaScript numbers them: 0 is Sunday, 1 Monday... 6 Saturday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The longest range a series may span: two seasons, and a typo in the year stays cheap to refuse. */
export const SERIES_MAX_DAYS = 731;

export type SeriesDates =
  | { ok: true; dates: IsoDate[] }
  | { ok: false; reason: "order" | "past" | "tooLong" | "none" | "tooMany"; count?: number };

/** The weekday of a calendar date (read in UTC: it is a date, not an instant). */
export function weekdayOf(date: IsoDate): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

/**
 * Every date from `from` to `to` (both included) that falls on one of
 * `weekdays`, in order. Refused: `to` before `from`, a start that is not
 * after `today` (a departure must be sold before it leaves), a range over
 * SERIES_MAX_DAYS, no date at all, or more than `max` dates (`count` says
 * how many it would be).
 */
export function seriesDates(
  series: { from: IsoDate; to: IsoDate; weekdays: readonly Weekday[] },
  today: IsoDate,
  max = SERIES_MAX_DATES,
): SeriesDates {
  if (series.to < series.from) return { ok: false, reason: "order" };
  if (series.from <= today) return { ok: false, reason: "past" };
  const days = daysBetween(series.from, series.to);
  if (days > SERIES_MAX_DAYS) return { ok: false, reason: "tooLong" };
  const wanted = new Set(series.weekdays);
  const dates: IsoDate[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(series.from, offset);
    if (wanted.has(weekdayOf(date))) dates.push(date);
  }
  if (dates.length === 0) return { ok: false, reason: "none" };
  if (dates.length > max) return { ok: false, reason: "tooMany", count: dates.length };
  return { ok: true, dates };
}

/** The last day of a departure that starts on `start`: a tour of N days ends N - 1 days later. */
export function departureEnd(start: IsoDate, durationDays: number | null): IsoDate {
  return addDays(start, Math.max(1, durationDays ?? 1) - 1);
}

/** A month as YYYY-MM. */
export type YearMonth = string;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isYearMonth(value: string): boolean {
  return YEAR_MONTH.test(value);
}

/** The month `months` after `month` (before it when negative). */
export function shiftMonth(month: YearMonth, months: number): YearMonth {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, "0")}-${String(index - y * 12 + 1).padStart(2, "0")}`;
}

/**
 * A month's calendar as weeks of seven days, Monday first: each cell a date
 * of the month, or null before the first and after the last day.
 */
export function monthWeeks(month: YearMonth): Array<Array<IsoDate | null>> {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const lead = (weekdayOf(first) + 6) % 7;
  const cells: Array<IsoDate | null> = Array.from({ length: lead }, () => null);
  for (let date = first; date <= last; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<IsoDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
