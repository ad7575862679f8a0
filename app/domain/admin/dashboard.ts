import { addMonths, type IsoDate } from "../dates";

/**
 * The dashboard's small calculations (issue 15, item 2), pure so they are
 * tested without a database: the twelve months of the revenue chart and the
 * height of their bars, and how long an enquiry has waited.
 */

/** How long an enquiry may wait for an answer: the spec's promise. */
export const ENQUIRY_PROMISE_HOURS = 24;
/** A hold about to expire: its payment must arrive within this many minutes. */
export const HOLD_WARNING_MINUTES = 15;
/** Today and the next seven days. */
export const DASHBOARD_DAYS = 7;
/** Searches that found nothing, over this many days. */
export const EMPTY_SEARCH_DAYS = 30;

export type MonthRevenue = { month: string; cents: number };
export type RevenueBar = MonthRevenue & { percent: number };

/** "YYYY-MM" of the twelve months ending with `today`'s, oldest first. */
export function lastTwelveMonths(today: IsoDate): string[] {
  const first = `${today.slice(0, 7)}-01` as IsoDate;
  return Array.from({ length: 12 }, (_, i) => addMonths(first, i - 11).slice(0, 7));
}

/**
 * Every one of the twelve months (a month without payments is 0), with its
 * bar's height as a share of the best month. A month of net refunds draws no
 * bar but keeps its (negative) figure.
 */
export function revenueBars(today: IsoDate, rows: readonly MonthRevenue[]): RevenueBar[] {
  const byMonth = new Map(rows.map((row) => [row.month, row.cents]));
  const months = lastTwelveMonths(today).map((month) => ({ month, cents: byMonth.get(month) ?? 0 }));
  const best = Math.max(0, ...months.map((month) => month.cents));
  return months.map((month) => ({
    ...month,
    percent: best > 0 && month.cents > 0 ? Math.max(1, Math.round((month.cents / best) * 100)) : 0,
  }));
}

/** Whole hours between two instants (an enquiry's wait). */
export function hoursBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 3_600_000));
}
