import { eq } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { offlineSubmissions } from "#app/db/schema/index";
import { type OutboxForm, readSubmissionKey, SUBMISSION_KEY_FIELD } from "#app/domain/offline/form-outbox";

/**
 * A form queued offline arrived again (the page and the service worker both
 * sent it, or the first answer was lost on the way back). Thrown inside the
 * effect's transaction, so that everything the second arrival wrote is undone.
 */
export class RepeatedSubmission extends Error {
  constructor() {
    super("this offline submission was received before");
    this.name = "RepeatedSubmission";
  }
}

/** The key a posted form carries: null without one, false when it is malformed (a 400). */
export function submissionKeyOf(form: FormData): string | null | false {
  const reading = readSubmissionKey(form.getAll(SUBMISSION_KEY_FIELD));
  return reading.ok ? reading.key : false;
}

/**
 * Whether the key was recorded already: its form acted, and a resend is
 * answered as a success before any limit is counted or anything is checked.
 */
export async function submissionReceived(key: string | null): Promise<boolean> {
  if (!key) return false;
  const [row] = await db()
    .select({ key: offlineSubmissions.key })
    .from(offlineSubmissions)
    .where(eq(offlineSubmissions.key, key))
    .limit(1);
  return row !== undefined;
}

/**
 * Records the key in the transaction of the form's effect (after the effect's
 * own rows, before its mail). Two arrivals at once both get here; on
 * PostgreSQL the second waits on the first's uncommitted key, then finds it
 * and throws RepeatedSubmission, which rolls its own work back. No key: nothing.
 */
export async function recordSubmissionKey(tx: Executor, key: string | null, form: OutboxForm): Promise<void> {
  if (!key) return;
  const claimed = await tx
    .insert(offlineSubmissions)
    .values({ key, form })
    .onConflictDoNothing()
    .returning({ key: offlineSubmissions.key });
  if (claimed.length === 0) throw new RepeatedSubmission();
}
