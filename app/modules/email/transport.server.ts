import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transport } from "nodemailer";
import type { Env } from "#app/modules/config/env.server";
import { logger } from "#app/modules/logging/logger.server";
import type { MailAttachment } from "./attachments.server";

/** What the worker needs from a transport; a nodemailer Transporter fits, and so does a test double. */
export type MailTransport = {
  sendMail(message: {
    from?: string;
    to: string;
    cc?: string;
    subject: string;
    html: string;
    text: string;
    messageId?: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
};

// The sender (MAIL_FROM) is set per message by the outbox, so the transport only delivers.
export type TransportConfig = Pick<Env, "SMTP_URL" | "DATA_DIR">;

/**
 * The outbox's mail transport: SMTP when SMTP_URL is set; otherwise every
 * message is written to `{DATA_DIR}/mail/` as an `.eml` file and its file logged, so a
 * laptop or an offline demo never loses mail and anyone can open it.
 */
export function createTransport(config: TransportConfig): MailTransport {
  if (config.SMTP_URL) {
    return nodemailer.createTransport({
      url: config.SMTP_URL,
      // nodemailer's defaults (2 min to connect, 10 min idle) would hold a worker lease far too long.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }
  return createFileTransport(path.join(config.DATA_DIR, "mail"));
}

export type FileSentMessageInfo = { messageId: string; envelope: unknown; file: string };

/** A nodemailer transport that builds the full RFC 822 message and saves it as one `.eml` file. */
function createFileTransport(directory: string): MailTransport {
  const transport: Transport<FileSentMessageInfo> = {
    name: "eml-file",
    version: "1.0.0",
    send(mail, callback) {
      const messageId = mail.message.messageId();
      const envelope = mail.message.getEnvelope();
      mail.message
        .build()
        .then(async (raw) => {
          await mkdir(directory, { recursive: true });
          const file = path.join(directory, fileName(new Date(), messageId));
          // `wx`: never overwrite an earlier message.
          await writeFile(file, raw, { flag: "wx" });
          // The file has the recipient and the subject; the log keeps no address or name (decision 028).
          // The Message-ID's local part names the outbox row: the whole ID has an address's shape.
          logger.info(
            { messageRef: localPart(messageId), file },
            "email saved to file (no SMTP_URL configured)",
          );
          callback(null, { messageId, envelope, file });
        })
        .catch((error: Error) => callback(error, undefined as never));
    },
  };
  return nodemailer.createTransport(transport);
}

/** `2025-03-01T08-30-00-123Z-outbox-42-1a2b.eml`: sorts by time, names the outbox row when there is one. */
function fileName(at: Date, messageId: string): string {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  const id =
    localPart(messageId)
      .replace(/[^A-Za-z0-9._-]/g, "")
      .slice(0, 64) || "message";
  const nonce = Math.random().toString(16).slice(2, 6);
  return `${stamp}-${id}-${nonce}.eml`;
}

/** `outbox-42.1a2b` of `<outbox-42.1a2b@kilele.example>`. */
function localPart(messageId: string): string {
  return messageId.replace(/^</, "").split("@")[0] ?? "";
}
