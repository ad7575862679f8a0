import { z } from "zod";
import { LOYALTY_ADJUST_MAX, LOYALTY_NOTE_MAX, USER_ROLES } from "./people-fields";

/** The forms of the staff's user page (issue 15, item 7), which only the server runs. Messages are keys of `admin-people`. */

export const roleChangeSchema = z.object({
  role: z.enum(USER_ROLES, { error: "admin-people:errors.role" }),
});

/** Points added (positive) or taken (negative), never zero, with the reason staff give. */
export const loyaltyAdjustmentSchema = z.object({
  points: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(/^\+/, "") : v),
    z
      .string()
      .regex(/^-?\d{1,7}$/, { error: "admin-people:errors.points" })
      .transform(Number)
      .refine((n) => n !== 0 && Math.abs(n) <= LOYALTY_ADJUST_MAX, { error: "admin-people:errors.points" }),
  ),
  note: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z
      .string()
      .min(3, { error: "admin-people:errors.noteRequired" })
      .max(LOYALTY_NOTE_MAX, { error: "admin-people:errors.noteTooLong" }),
  ),
});
