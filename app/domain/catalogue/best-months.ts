/**
 * The "best time to visit" of a destination: the month numbers (1-12) stored in
 * best_months, as a twelve-month calendar and as runs of consecutive months
 * (December runs on into January), e.g. [1, 2, 6, 7, 8, 9, 10] is "Jan–Feb, Jun–Oct".
 */
export const MONTH_KEYS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

export type MonthKey = (typeof MONTH_KEYS)[number];

export type MonthCell = { month: number; key: MonthKey; best: boolean };

/** Whole numbers 1-12, once each, in calendar order; anything else stored by mistake is dropped. */
export function normaliseMonths(months: unknown): number[] {
  if (!Array.isArray(months)) return [];
  const valid = new Set<number>();
  for (const value of months) {
    const n = typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : value;
    if (typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 12) valid.add(n);
  }
  return [...valid].sort((a, b) => a - b);
}

/** January to December, each marked best or not. */
export function monthCalendar(bestMonths: unknown): MonthCell[] {
  const best = new Set(normaliseMonths(bestMonths));
  return MONTH_KEYS.map((key, index) => ({ month: index + 1, key, best: best.has(index + 1) }));
}

export type MonthRange = { from: number; to: number };

/**
 * Runs of consecutive best months, in the order they start in the year. A run
 * may wrap the year end ({ from: 12, to: 2 }); all twelve months are one run
 * { from: 1, to: 12 }.
 */
export function monthRanges(bestMonths: unknown): MonthRange[] {
  const months = normaliseMonths(bestMonths);
  if (months.length === 12) return [{ from: 1, to: 12 }];
  const set = new Set(months);
  const next = (m: number) => (m % 12) + 1;
  const previous = (m: number) => ((m + 10) % 12) + 1;
  const ranges: MonthRange[] = [];
  for (const start of months) {
    if (set.has(previous(start))) continue;
    let end = start;
    while (set.has(next(end))) end = next(end);
    ranges.push({ from: start, to: end });
  }
  return ranges;
}

export function monthKey(month: number): MonthKey {
  return MONTH_KEYS[(((month - 1) % 12) + 12) % 12] as MonthKey;
}
