/**
 * Forms sent while offline (issue 17, decision 101): the rules shared by the
 * page that queues a form, the service worker that may send it, and the
 * server that must act on it once. No browser or database code here.
 */

/** The forms a browser may queue, and the only addresses a queued form is sent to. */
export const OUTBOX_FORMS = { newsletter: "/newsletter", enquiry: "/enquiry" } as const;
export type OutboxForm = keyof typeof OUTBOX_FORMS;

export function isOutboxForm(value: unknown): value is OutboxForm {
  return typeof value === "string" && Object.hasOwn(OUTBOX_FORMS, value);
}

/**
 * The hidden field a queued form carries: a random UUID. The server records
 * it with the form's effect; the same key again is answered as a success
 * without acting again. Forms sent online carry none.
 */
export const SUBMISSION_KEY_FIELD = "submissionKey";

/** A UUID as `crypto.randomUUID()` writes it: lowercase, so one key has one spelling. */
const KEY_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const SUBMISSION_KEY_LENGTH = 36;

export type SubmissionKeyReading = { ok: true; key: string | null } | { ok: false };

/**
 * The key among a form's values for SUBMISSION_KEY_FIELD (`form.getAll`):
 * none is an ordinary submission; one well-formed UUID is a key; anything
 * else (empty, too long, not a UUID, a file, twice) is refused.
 */
export function readSubmissionKey(values: readonly unknown[]): SubmissionKeyReading {
  if (values.length === 0) return { ok: true, key: null };
  const [value] = values;
  if (values.length > 1 || typeof value !== "string") return { ok: false };
  if (value.length !== SUBMISSION_KEY_LENGTH || !KEY_FORMAT.test(value)) return { ok: false };
  return { ok: true, key: value };
}

const DAY_MS = 86_400_000;

/**
 * How long a browser keeps a queued form before giving it up (and telling the
 * visitor it was not sent): a week-old enquiry had better be written again.
 */
export const OUTBOX_MAX_AGE_MS = 7 * DAY_MS;

/**
 * How long the server keeps a key. Longer than any browser keeps a form, so a
 * form can never come back after its key is gone and act a second time.
 */
export const SUBMISSION_KEY_RETENTION_MS = 30 * DAY_MS;

/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = "kilele-form-outbox";

/** What the worker posts to open pages after sending: they tell the visitor. */
export const OUTBOX_MESSAGE = "FORM_OUTBOX";

/**
 * After one try: `sent` (the server took it, or knew the key already),
 * `refused` (a 4xx: the same form will never pass), or `retry` (no answer at
 * all, the server failing, or a limit that lifts with time).
 */
export type SendOutcome = "sent" | "refused" | "retry";

/** A queued form the server answered, as the page tells the visitor. */
export type OutboxReport = { key: string; form: OutboxForm; outcome: Exclude<SendOutcome, "retry"> };

/** The outcome of an HTTP status; null is a network failure. */
export function sendOutcome(status: number | null): SendOutcome {
  if (status === null || status >= 500 || status === 408 || status === 429) return "retry";
  return status >= 400 ? "refused" : "sent";
}

/** Whether a form queued at `queuedAt` is too old to send (see OUTBOX_MAX_AGE_MS). */
export function isOutboxExpired(queuedAt: number, now: number): boolean {
  return !Number.isFinite(queuedAt) || now - queuedAt > OUTBOX_MAX_AGE_MS;
}

/**
 * The text fields of a form as the queue stores them: in order, repeated
 * names kept (interests), files dropped (none of these forms has one), and
 * any key already there replaced by `key`.
 */
export function outboxEntries(entries: Iterable<[string, unknown]>, key: string): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const [name, value] of entries) {
    if (name !== SUBMISSION_KEY_FIELD && typeof value === "string") kept.push([name, value]);
  }
  kept.push([SUBMISSION_KEY_FIELD, key]);
  return kept;
}
