import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#app/db/client.server";
import { emailOutbox } from "#app/db/schema/messaging";
import type { Language } from "#app/i18n/config";
import { env } from "#app/modules/config/env.server";
import { type PeriodicWorker, startPeriodicWorker } from "#app/modules/jobs/periodic-worker.server";
import { logger } from "#app/modules/logging/logger.server";
import { type AttachmentBuilders, type AttachmentRef, buildAttachments } from "./attachments.server";
import { emailLanguage } from "./messages.server";
import { type EmailPropsByTemplate, type EmailTemplateName, renderEmail } from "./render.server";
import type { MailTransport } from "./transport.server";

type OutboxRow = typeof emailOutbox.$inferSelect;

const addresses = z.array(z.email()).min(1).max(20);

function addressList(value: string | readonly string[]): string {
  const list = (typeof value === "string" ? value.split(",") : [...value])
    .map((a) => a.trim())
    .filter(Boolean);
  const parsed = addresses.safeParse(list);
  if (!parsed.success) throw new Error(`Invalid email recipient: ${list.join(", ") || "(none)"}`);
  return parsed.data.join(", ");
}

export type EnqueueEmailInput<T extends EmailTemplateName> = {
  template: T;
  /** The recipient's language (a stored value from elsewhere is checked again: anything unknown is sent in English). */
  locale: Language;
  to: string | readonly string[];
  cc?: string | readonly string[] | null;
  props: EmailPropsByTemplate[T];
  /** Defaults to OUTBOX_MAX_ATTEMPTS. */
  maxAttempts?: number;
  /** Deliver no earlier than this (default: at once). */
  sendAt?: Date;
  /** Files built when the mail is sent (attachments.server.ts), e.g. the booking's invoice. */
  attachments?: readonly AttachmentRef[];
};

/**
 * Renders the email now and stores it as a pending outbox row. Pass the
 * transaction of the change that causes the mail (`db.transaction(tx => ...)`)
 * so that both commit or neither does; the worker sends it afterwards.
 */
export async function enqueueEmail<T extends EmailTemplateName>(
  db: Database,
  input: EnqueueEmailInput<T>,
): Promise<{ id: number }> {
  const toAddress = addressList(input.to);
  const ccAddress = input.cc && input.cc.length > 0 ? addressList(input.cc) : null;
  const locale = emailLanguage(input.locale);
  // Rendering before the insert keeps the row self-contained: a later template change
  // or a bad translation cannot break a message that is already queued.
  const { subject, html, text } = await renderEmail(input.template, locale, input.props);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      template: input.template,
      locale,
      toAddress,
      ccAddress,
      subject,
      html,
      text,
      maxAttempts: input.maxAttempts ?? env().OUTBOX_MAX_ATTEMPTS,
      ...(input.sendAt ? { nextAttemptAt: input.sendAt } : {}),
      ...(input.attachments?.length ? { attachments: [...input.attachments] } : {}),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The email could not be queued");
  return row;
}

/**
 * Queues a message again exactly as it was first written (recipient,
 * subject, body, attachments built at sending): staff resend a mail the
 * traveller says they never got. A new row, so the first keeps its history.
 */
export async function enqueueCopy(db: Database, outboxId: number): Promise<{ id: number } | null> {
  const [original] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!original) return null;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      template: original.template,
      locale: original.locale,
      toAddress: original.toAddress,
      ccAddress: original.ccAddress,
      subject: original.subject,
      html: original.html,
      text: original.text,
      attachments: original.attachments,
      maxAttempts: original.maxAttempts,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The email could not be queued again");
  return row;
}

export type DeliverOptions = {
  transport: MailTransport;
  /** The clock, for tests; defaults to the real time. */
  now?: Date;
  /** Rows claimed per run (default 10). */
  batchSize?: number;
  /** Back-off base: the n-th failure waits base * 2^(n-1). Defaults to OUTBOX_RETRY_BASE_MS. */
  retryBaseMs?: number;
  /** How long a claim is ours before another worker may take the row over (default 5 minutes). */
  leaseMs?: number;
  /** Sender; defaults to MAIL_FROM. */
  from?: string;
  /** When aborted, rows not yet sent are handed back at once (used at shutdown). */
  signal?: AbortSignal;
  /** The builders of the files rows name; a row naming a kind missing here fails its send. */
  attachments?: Partial<AttachmentBuilders>;
};

export type DeliveryReport = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  released: number;
};

const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_LEASE_MS = 5 * 60_000;
// Stop starting new sends this long before the lease ends, so a slow send cannot outlive it.
const LEASE_MARGIN_MS = 90_000;
const MAX_ERROR_LENGTH = 2000;

/**
 * One delivery run: claims due rows with `FOR UPDATE SKIP LOCKED` (so any
 * number of app instances can drain the same outbox without sending a
 * message twice), marks them `sending` under a lease, then sends each one.
 * A row whose lease ran out (its worker died mid-send) is due again and counts
 * as a failed attempt, so a message that kills the worker cannot loop forever.
 */
export async function deliverDueEmails(db: Database, options: DeliverOptions): Promise<DeliveryReport> {
  const clock = options.now ? () => options.now as Date : () => new Date();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0, released: 0 };
  if (options.signal?.aborted) return report;

  const claimedAt = clock();
  const lockedUntil = new Date(claimedAt.getTime() + leaseMs);
  const claimed = await claimDueRows(db, { now: claimedAt, lockedUntil, batchSize });
  report.claimed = claimed.length;
  if (claimed.length === 0) return report;

  const config = options.from && options.retryBaseMs ? undefined : env();
  const from = options.from ?? config?.MAIL_FROM;
  const retryBaseMs = options.retryBaseMs ?? config?.OUTBOX_RETRY_BASE_MS ?? 30_000;
  const started = performance.now();
  const ours = (id: number) =>
    and(eq(emailOutbox.id, id), eq(emailOutbox.status, "sending"), eq(emailOutbox.lockedUntil, lockedUntil));

  for (const [index, row] of claimed.entries()) {
    const elapsed = performance.now() - started;
    if (options.signal?.aborted || elapsed > leaseMs - Math.min(LEASE_MARGIN_MS, leaseMs / 2)) {
      const rest = claimed.slice(index).map((r) => r.id);
      await db
        .update(emailOutbox)
        .set({ status: "pending", lockedUntil: null })
        .where(
          and(
            inArray(emailOutbox.id, rest),
            eq(emailOutbox.status, "sending"),
            eq(emailOutbox.lockedUntil, lockedUntil),
          ),
        );
      report.released = rest.length;
      break;
    }
    try {
      const attachments = await buildAttachments(row.attachments, options.attachments ?? {}, {
        db,
        now: clock(),
        outboxId: row.id,
      });
      await options.transport.sendMail({
        from,
        to: row.toAddress,
        ...(row.ccAddress ? { cc: row.ccAddress } : {}),
        subject: row.subject,
        html: row.html,
        text: row.text,
        // The same Message-ID on every attempt lets a receiving server drop a repeat; the
        // creation time keeps ids unique across databases (a reset dev database reuses row ids).
        messageId: `<outbox-${row.id}.${row.createdAt.getTime().toString(36)}@${messageIdDomain(from)}>`,
        headers: { "X-Outbox-Id": String(row.id) },
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = describeError(error).slice(0, MAX_ERROR_LENGTH);
      const givesUp = attempts >= row.maxAttempts;
      const at = clock();
      await db
        .update(emailOutbox)
        .set(
          givesUp
            ? { status: "failed", attempts, lastError, lockedUntil: null }
            : {
                status: "pending",
                attempts,
                lastError,
                lockedUntil: null,
                nextAttemptAt: new Date(at.getTime() + retryBaseMs * 2 ** (attempts - 1)),
              },
        )
        .where(ours(row.id));
      if (givesUp) {
        report.failed += 1;
        // Spec: a mail that cannot be sent is at least logged, with enough to resend it by hand:
        // the row (kept for RETENTION_SENT_EMAIL_MS) has the recipient and the message; the log
        // names neither, so no address outlives the row's retention or an account's deletion.
        logger.error(
          { outboxId: row.id, template: row.template, attempts, err: redactAddresses(lastError) },
          "email delivery failed for good",
        );
      } else {
        report.retried += 1;
        logger.warn(
          { outboxId: row.id, attempts, err: redactAddresses(lastError) },
          "email delivery failed, will retry",
        );
      }
      continue;
    }
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: clock(), lockedUntil: null })
      .where(ours(row.id));
    report.sent += 1;
    logger.info({ outboxId: row.id, template: row.template }, "email sent");
  }
  return report;
}

async function claimDueRows(
  db: Database,
  claim: { now: Date; lockedUntil: Date; batchSize: number },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, claim.now)),
          and(eq(emailOutbox.status, "sending"), lte(emailOutbox.lockedUntil, claim.now)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(claim.batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];

    const interrupted = due.filter((row) => row.status === "sending");
    const exhausted = interrupted.filter((row) => row.attempts + 1 >= row.maxAttempts).map((row) => row.id);
    const resumed = interrupted.filter((row) => row.attempts + 1 < row.maxAttempts).map((row) => row.id);
    const interruptedError = "delivery interrupted: the worker's lease expired before the send was confirmed";
    if (exhausted.length > 0) {
      await tx
        .update(emailOutbox)
        .set({
          status: "failed",
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: interruptedError,
          lockedUntil: null,
        })
        .where(inArray(emailOutbox.id, exhausted));
    }
    if (resumed.length > 0) {
      await tx
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: interruptedError })
        .where(inArray(emailOutbox.id, resumed));
    }
    const toSend = due.filter((row) => !exhausted.includes(row.id));
    if (toSend.length === 0) return [];
    await tx
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: claim.lockedUntil })
      .where(
        inArray(
          emailOutbox.id,
          toSend.map((row) => row.id),
        ),
      );
    return toSend.map((row) =>
      resumed.includes(row.id)
        ? { ...row, attempts: row.attempts + 1, lastError: interruptedError, status: "sending" as const }
        : { ...row, status: "sending" as const },
    );
  });
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { responseCode?: unknown }).responseCode;
    return typeof code === "number" && !error.message.includes(String(code))
      ? `${code} ${error.message}`
      : error.message;
  }
  return String(error);
}

/** An SMTP error often quotes the recipient ("550 <anna@example.org>: no such user"). */
function redactAddresses(message: string): string {
  return message.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "[address]");
}

function messageIdDomain(from: string | undefined): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from ?? "");
  return match?.[1] ?? "kilele-safaris.local";
}

export type OutboxWorker = PeriodicWorker;

/**
 * Polls the outbox every `pollMs` and drains it (several runs back to back
 * while full batches keep coming). Timers are unref'd so the worker never keeps
 * the process alive; `stop()` hands back unsent claims and waits for the send
 * in progress, so shutdown neither loses nor duplicates mail.
 */
export function startOutboxWorker(options: {
  db: Database;
  pollMs: number;
  transport: MailTransport;
  /** Every kind's builder (the server's start-up hands them: the mail module imports none). */
  attachments: AttachmentBuilders;
  batchSize?: number;
  from?: string;
}): OutboxWorker {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  return startPeriodicWorker({
    name: "outbox",
    intervalMs: options.pollMs,
    run: async (signal) => {
      for (;;) {
        const report = await deliverDueEmails(options.db, {
          transport: options.transport,
          attachments: options.attachments,
          batchSize,
          signal,
          ...(options.from ? { from: options.from } : {}),
        });
        if (signal.aborted || report.claimed < batchSize || report.released > 0) return;
      }
    },
  });
}
