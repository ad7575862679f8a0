import { type AnyColumn, sql } from "drizzle-orm";
import { z } from "zod";
import { type ActionFailure, fail } from "#app/domain/action-result";

/**
 * Two staff members editing the same record (issue 15, decision 086): every
 * edit form carries the `version` it was loaded with, and the update is
 * conditional on it:
 *
 *   update(t).set({ ...changes, version: nextVersion(t.version) })
 *     .where(and(eq(t.id, id), eq(t.version, form.version))).returning()
 *
 * No row back means someone saved first: answer `staleVersion()` (409), and
 * the form keeps what was typed. A version column, not updated_at: the
 * database keeps microseconds a form cannot round-trip exactly.
 */
export function nextVersion(column: AnyColumn) {
  return sql`${column} + 1`;
}

/**
 * The hidden `version` field of an edit form: digits, as a browser posts it.
 * A missing or empty field is refused, not read as 0 (the first version), so a
 * hand-made post without it cannot pass the check on a never-saved record.
 */
export const versionField = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

export function staleVersion(): ActionFailure {
  return fail(409, "admin:form.conflict", { reason: "conflict" });
}
