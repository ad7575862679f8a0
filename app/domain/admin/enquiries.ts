import { z } from "zod";
import { ENQUIRY_TYPES } from "#app/domain/conversation-fields";

/**
 * The staff inbox of enquiries (issue 15, item 5): what an enquiry's status
 * may be, the 24-hour answer promise (spec section 9) and the forms staff post.
 * Messages are translation keys of the `admin-enquiries` namespace.
 */

export const ENQUIRY_STATUSES = ["new", "in_progress", "answered"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export { ENQUIRY_TYPES };

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

const body = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\r\n?/g, "\n").trim() : ""),
    z.string().min(1, { error: "admin-enquiries:errors.bodyRequired" }).max(max, { error: tooLong }),
  );

/** Status and assignee (a staff member's id, or "" for nobody). */
export const enquiryTriageSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: "admin-enquiries:errors.status" }),
  assignee: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().max(100, { error: "admin-enquiries:errors.assignee" }),
  ),
});
export type EnquiryTriage = z.output<typeof enquiryTriageSchema>;

export const enquiryNoteSchema = z.object({
  body: body(NOTE_MAX, "admin-enquiries:errors.noteTooLong"),
});

export const enquiryReplySchema = z.object({
  body: body(REPLY_MAX, "admin-enquiries:errors.replyTooLong"),
});

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
