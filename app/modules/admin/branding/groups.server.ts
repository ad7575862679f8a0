import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { stableJson } from "#app/domain/admin/changes";

/**
 * What the three branding editors share (issue 16, item 1).
 *
 * "Exactly one default" per card design type and per brand asset type and
 * variant: every change that can add, move or remove a default first takes
 * the transaction's advisory lock of that group, so two staff members making
 * two designs the default at once are served one after the other (a row lock
 * alone would not cover a group's first row being inserted).
 */
export async function lockGroup(tx: Executor, table: string, group: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${table}), hashtext(${group}))`);
}

/**
 * The version token of a record without a version column (site_branding's
 * rows, a brand asset): a hash of what is stored. A form carries the token it
 * was loaded with; the save recomputes it under a lock and answers 409 when
 * it differs, i.e. when someone changed what the form showed. A hash and not
 * `updated_at`: a timestamp's microseconds do not survive a form's round
 * trip, and the hash also notices a change that forgot to touch `updated_at`.
 */
export function contentToken(value: unknown): string {
  // Keys sorted: PostgreSQL gives jsonb keys back in its own order.
  return createHash("sha256").update(stableJson(value)).digest("hex").slice(0, 32);
}

/** The hidden token field of a form: 32 hex characters. */
export function readToken(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" && /^[0-9a-f]{32}$/.test(value) ? value : null;
}
