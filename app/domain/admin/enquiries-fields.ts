/**
 * The staff inbox of enquiries without the validation (enquiries.ts): what an
 * enquiry's status may be, the 24-hour answer promise (spec section 9), the
 * limits of the forms staff post and how an enquiry's details are listed. The
 * pages import from here so that zod stays out of their JavaScript (decision 045).
 */

export const ENQUIRY_STATUSES = ["new", "in_progress", "answered"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The spec promises an answer within 24 hours. */
export const ANSWER_PROMISE_HOURS = 24;
const HOUR_MS = 3_600_000;

/** How long the traveller waited (or has been waiting) for the first answer. */
export function waitingMs(createdAt: Date, answeredAt: Date | null, now: Date): number {
  return Math.max(0, (answeredAt ?? now).getTime() - createdAt.getTime());
}

/** Whether the wait broke the promise: longer than 24 hours without an answer, or answered late. */
export function brokePromise(createdAt: Date, answeredAt: Date | null, now: Date): boolean {
  return waitingMs(createdAt, answeredAt, now) > ANSWER_PROMISE_HOURS * HOUR_MS;
}

/** The moment before which an unanswered enquiry has waited more than 24 hours. */
export function promiseCutoff(now: Date): Date {
  return new Date(now.getTime() - ANSWER_PROMISE_HOURS * HOUR_MS);
}

/** A wait as whole days and hours (or minutes under an hour), for "2 d 3 h". */
export function waitParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
  };
}

export const NOTE_MAX = 4000;
export const REPLY_MAX = 10_000;

/** The details JSON of an enquiry as label key and value pairs, empty values left out. */
export function detailEntries(details: Record<string, unknown>): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      entries.push([key, value.map(String).join(", ")]);
    } else if (typeof value === "object") {
      entries.push([key, JSON.stringify(value)]);
    } else {
      entries.push([key, String(value)]);
    }
  }
  return entries;
}
