import type { Database } from "#app/db/client.server";
import { logger } from "#app/modules/logging/logger.server";

// Files a mail carries are named in its outbox row ({ kind, bookingId }) and
// built only at the moment it is sent, by a builder the server hands to the
// outbox worker at start-up (server/main.ts): the mail module knows the names
// of the kinds, never the code that draws them (an invoice is the invoices
// module's), and no file is ever stored.

/** The kinds of file a queued mail can name (only their names: the builders live with their modules). */
export type AttachmentKind = "invoice";

/** A file a mail names, as stored in `email_outbox.attachments`. */
export type AttachmentRef = { kind: AttachmentKind; bookingId: number };

/** One file as nodemailer's `attachments` takes it. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * Builds the file of `ref`, or returns null when its subject has none to give
 * (see buildAttachments for what null does); throwing fails the send.
 */
export type AttachmentBuilder = (
  ref: AttachmentRef,
  context: { db: Database; now: Date },
) => Promise<MailAttachment | null>;

/** One builder per kind: the server's start-up must hand every one (the type says so). */
export type AttachmentBuilders = Record<AttachmentKind, AttachmentBuilder>;

/**
 * The files of one outbox row, built now. A kind with no builder (a row
 * queued by a newer version of the app, say) or a builder that throws makes
 * the send fail, so the row is retried and backs off like any failed send: a
 * confirmation never goes out without its invoice while the invoice could
 * still come.
 *
 * A builder that returns null is different: its subject has no such file,
 * e.g. an invoice for a booking nothing was ever paid for. That is a lasting
 * fact, which retries would not change; holding the mail back for it would
 * only lose the mail after the last attempt. So the mail goes without that
 * file and a warning is logged (the traveller can still download the
 * invoice from the account once there is one).
 */
export async function buildAttachments(
  refs: ReadonlyArray<{ kind: string; bookingId: number }> | null,
  builders: Partial<AttachmentBuilders>,
  context: { db: Database; now: Date; outboxId: number },
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const ref of refs ?? []) {
    const build = builders[ref.kind as AttachmentKind];
    if (!build) throw new Error(`no builder for the mail attachment of kind "${ref.kind}"`);
    const file = await build(ref as AttachmentRef, { db: context.db, now: context.now });
    if (file) files.push(file);
    else
      logger.warn(
        { outboxId: context.outboxId, kind: ref.kind, bookingId: ref.bookingId },
        "mail attachment has nothing to show: sent without it",
      );
  }
  return files;
}
