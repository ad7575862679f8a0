import { LANGUAGE_TAGS, type Language } from "#app/i18n/config";

/** The office's time zone: dates of posts and deals are East Africa Time days. */
export const OFFICE_TIME_ZONE = "Africa/Dar_es_Salaam";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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
