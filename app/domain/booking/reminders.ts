import { addDays, daysBetween, type IsoDate } from "../dates";
import type { BookingStatus } from "./statuses";

/**
 * When the booking's two reminders are due (issue 13, item 6; decision 081).
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
