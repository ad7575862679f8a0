import { LANGUAGE_TAGS, type Language } from "#app/i18n/config";

/**
 * The office's time zone (Arusha, East Africa Time): departures start, deals
 * run and posts are dated on its days. The only place the zone is written;
 * everything else asks this module. Tanzania keeps no daylight saving today,
 * but nothing here assumes a fixed offset: the zone's rules come from Intl.
 */
export const OFFICE_TIME_ZONE = "Africa/Dar_es_Salaam";

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value);
}

/**
 * A real calendar date, YYYY-MM-DD: 2026-02-30 and 2026-13-01 fail, which
 * the pattern alone lets through (Date.parse rolls 30 February over to March).
 */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of `instant` in `timeZone`, YYYY-MM-DD. Intl applies the
 * zone's rules, daylight saving included, for that very instant.
 */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year?.padStart(4, "0")}-${parts.month}-${parts.day}`;
}

/** Today's date in the office's time zone, YYYY-MM-DD: where departures start and deals run. */
export function officeToday(now: Date = new Date()): IsoDate {
  return dateInZone(now, OFFICE_TIME_ZONE);
}

/** The calendar date `days` after `date` (before it when negative); calendar days, so no clock change counts. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); calendar days, so no clock change counts. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The calendar date `months` after `date` (before it when negative). A day
 * the target month lacks becomes its last day: 31 August plus 6 months is
 * 28 February (29 in a leap year), never 3 March.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const mm = String(targetMonth + 1).padStart(2, "0");
  const dd = String(Math.min(day, daysInMonth(targetYear, targetMonth + 1))).padStart(2, "0");
  return `${String(targetYear).padStart(4, "0")}-${mm}-${dd}`;
}

/**
 * A person's age in whole years on `on`, from their date of birth (both
 * YYYY-MM-DD): one year more on the birthday itself. Someone born on
 * 29 February turns a year older on 1 March in a common year.
 */
export function ageOn(dateOfBirth: IsoDate, on: IsoDate): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * A date in the page language, e.g. "12 March 2026", "12. März 2026",
 * "2026年3月12日". A timestamp is read in East Africa Time; a calendar date
 * (YYYY-MM-DD) is that day wherever the reader is. Format on the server and
 * send the text, so the browser never re-renders it differently.
 */
export function formatLongDate(value: Date | string, language: Language): string {
  const calendar = typeof value === "string" && ISO_DATE.test(value);
  const date = calendar ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    dateStyle: "long",
    timeZone: calendar ? "UTC" : OFFICE_TIME_ZONE,
  }).format(date);
}

/** The twelve months in the page language, January first: short and long names. */
export function monthNames(language: Language): Array<{ month: number; short: string; long: string }> {
  const tag = LANGUAGE_TAGS[language];
  const short = new Intl.DateTimeFormat(tag, { month: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(tag, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(2024, i, 15));
    return { month: i + 1, short: short.format(date), long: long.format(date) };
  });
}
