import { addDays, daysBetween, type IsoDate } from "../dates";
import type { BookingStatus } from "./statuses";

/**
 * When the booking's reminders are due: payment and passport (issue 13,
 * item 6; decision 081), balance (issue 14, section 3).
 * Pure: the jobs in modules/booking/reminders.server.ts ask the database
 * for the same rule, and the account pages may use the passport deadline.
 */

/** The payment reminder goes this long after the booking's first unfinished payment was started. */
export const PAYMENT_REMINDER_AFTER_MINUTES = 60;

/**
 * A booking whose payment was started and not finished: a hold still running
 * or run out (`pending_payment`, `expired`), or reopened to be changed
 * (`draft`). Never a paid, cancelled, completed or requested one.
 */
export const PAYMENT_REMINDER_STATUSES = [
  "draft",
  "pending_payment",
  "expired",
] as const satisfies readonly BookingStatus[];

/** The passport reminder goes this many days before departure (office days)... */
export const PASSPORT_REMINDER_DAYS = 45;

/**
 * ...and passports can be completed from the account until this many days
 * before departure (that day included); after it, the office takes them by
 * phone or mail, so the reminder is no longer sent.
 */
export const PASSPORT_DETAILS_CLOSE_DAYS = 30;

/** Bookings paid for (a deposit or everything) whose travellers still go. */
export const PASSPORT_REMINDER_STATUSES = ["confirmed", "paid"] as const satisfies readonly BookingStatus[];

/** The last office day on which passports can be completed online: 30 days before departure. */
export function passportDetailsDueBy(startDate: IsoDate): IsoDate {
  return addDays(startDate, -PASSPORT_DETAILS_CLOSE_DAYS);
}

/** Whether passports can still be completed from the account on `today`. */
export function passportDetailsOpen(startDate: IsoDate, today: IsoDate): boolean {
  return daysBetween(today, startDate) >= PASSPORT_DETAILS_CLOSE_DAYS;
}

/**
 * The departures whose bookings get the passport reminder on `today`: from
 * 45 days before departure until the details close (30 days before), both
 * days included. A day the job did not run is caught up on the next.
 */
export function passportReminderStarts(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(today, PASSPORT_DETAILS_CLOSE_DAYS), to: addDays(today, PASSPORT_REMINDER_DAYS) };
}

/** A traveller's passport is complete with both its number and its expiry date. */
export function hasPassportDetails(traveller: {
  passportNumber: string | null;
  passportExpiry: string | null;
}): boolean {
  return Boolean(traveller.passportNumber?.trim()) && Boolean(traveller.passportExpiry);
}

/**
 * The balance reminders (issue 14, section 3): a `confirmed` booking that
 * still owes its balance hears from us BALANCE_REMINDER_DAYS (14, 7 and 1 by
 * default) office days before `balance_due_date`, each once per due date (the
 * `booking_reminders` row), and the office hears the day after an unpaid due
 * date (`balance-overdue`). A `paid` booking owes nothing; a cancelled or
 * completed one is not asked for money.
 */
export const BALANCE_REMINDER_STATUSES = ["confirmed"] as const satisfies readonly BookingStatus[];

/** The staff alert's kind in `booking_reminders`, once per unpaid due date. */
export const BALANCE_OVERDUE_KIND = "balance-overdue";

/** A traveller's reminder's kind in `booking_reminders`: `balance-14d` for 14 days before. */
export function balanceReminderKind(daysBefore: number): string {
  return `balance-${daysBefore}d`;
}

/** The configured days, nearest the due date first, each once. */
function nearestFirst(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}

/**
 * Which reminder is due on `today` for a balance due on `dueDate`: the one
 * whose day is the latest that has come (the fewest days before the due date
 * that are still at least the days left), or null before the first one's day
 * and after the due date (then the office is told instead).
 *
 * A day the job missed is caught up with the nearest reminder only: after an
 * outage that spanned the 14- and 7-day marks, only the 7-day one goes, and
 * the 14-day one is never sent later, because from then on this function
 * never names it again for this due date. So skipped kinds need no row of
 * their own; a due date moved later names them again (a new due date, new
 * rows).
 */
export function balanceReminderDue(dueDate: IsoDate, today: IsoDate, days: readonly number[]): string | null {
  const left = daysBetween(today, dueDate);
  if (left < 0) return null;
  const day = nearestFirst(days).find((before) => before >= left);
  return day === undefined ? null : balanceReminderKind(day);
}

/**
 * The same rule turned round for a query: for each reminder, the due dates
 * (both ends included) for which it is the one due on `today`, nearest the
 * due date first. A due date in none of them gets no reminder today.
 */
export function balanceReminderWindows(
  today: IsoDate,
  days: readonly number[],
): Array<{ kind: string; from: IsoDate; to: IsoDate }> {
  let previous = -1;
  return nearestFirst(days).map((before) => {
    const window = {
      kind: balanceReminderKind(before),
      from: addDays(today, previous + 1),
      to: addDays(today, before),
    };
    previous = before;
    return window;
  });
}

/**
 * The office is alerted from the day after an unpaid due date (a day the job
 * missed is caught up, once): the latest due date overdue on `today`.
 */
export function balanceOverdueOnOrBefore(today: IsoDate): IsoDate {
  return addDays(today, -1);
}

/** Whether a balance due on `dueDate` and not paid is overdue on `today` (from the day after). */
export function balanceOverdue(dueDate: IsoDate, today: IsoDate): boolean {
  return dueDate <= balanceOverdueOnOrBefore(today);
}
