import { z } from "zod";
import { ENQUIRY_STATUSES, NOTE_MAX, REPLY_MAX } from "./enquiries-fields";

/**
 * The forms staff post in the inbox of enquiries (issue 15, item 5), which
 * only the server runs; statuses, limits and the answer promise are in
 * enquiries-fields.ts. Messages are translation keys of the `admin-enquiries` namespace.
 */

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
