import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

// A real SMTP server in the test process, and a MIME reader for what it receives.

export type Received = { from: string; to: string[]; raw: string };
/** What the server has received and not yet taken, and who waits for the next message. */
export type MailState = { received: Received[]; arrivals: Set<() => void> };

/** A real SMTP server in this process; `reject` makes it refuse recipients with a temporary error. */
export async function startSmtpServer() {
  const state = { received: [] as Received[], arrivals: new Set<() => void>(), reject: false, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (state.reject) {
        const error = Object.assign(new Error(`Mailbox ${address.address} is busy, try later`), {
          responseCode: 451,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          state.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          for (const arrived of state.arrivals) arrived();
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  return {
    state,
    port,
    transport,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader, enough for what nodemailer writes: headers with encoded words,
// nested multiparts (mixed around alternative), quoted-printable and base64 parts,
// and attachments (their bytes, as sent).
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

type Part = { headers: Map<string, string>; body: string };

function parsePart(raw: string): Part {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(split + 4) };
}

/** A header's parameter (`filename="a.pdf"`, or its RFC 2231 form `filename*=utf-8''a.pdf`). */
function parameter(header: string, name: string): string | undefined {
  const extended = new RegExp(`${name}\\*=[^']*'[^']*'([^;\\s]+)`, "i").exec(header)?.[1];
  if (extended) return decodeURIComponent(extended);
  return new RegExp(`${name}="?([^";]+)"?`, "i").exec(header)?.[1];
}

/** A file the message carries. */
export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };

type Collected = { texts: Map<string, string>; attachments: ReceivedAttachment[] };

function collect(part: Part, into: Collected): void {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = parameter(contentType, "boundary");
    const chunks = boundary ? part.body.split(`--${boundary}`).slice(1, -1) : [];
    for (const chunk of chunks) collect(parsePart(chunk.replace(/^\r\n/, "")), into);
    return;
  }
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const disposition = part.headers.get("content-disposition") ?? "";
  const filename = parameter(disposition, "filename") ?? parameter(contentType, "name");
  if (/^attachment/i.test(disposition) || (filename && !type.startsWith("text/"))) {
    const content =
      encoding === "base64"
        ? Buffer.from(part.body, "base64")
        : Buffer.from(encoding === "quoted-printable" ? decodeQuotedPrintable(part.body) : part.body, "utf8");
    into.attachments.push({ filename: filename ?? "", contentType: type, content });
    return;
  }
  const body =
    encoding === "base64"
      ? Buffer.from(part.body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(part.body)
        : part.body;
  if (!into.texts.has(type)) into.texts.set(type, body);
}

export function parseMessage(raw: string) {
  const message = parsePart(raw);
  const collected: Collected = { texts: new Map(), attachments: [] };
  collect(message, collected);
  return {
    headers: message.headers,
    text: collected.texts.get("text/plain") ?? "",
    html: collected.texts.get("text/html") ?? "",
    attachments: collected.attachments,
  };
}

/** The SMTP URL the app server should send through to reach `smtp`. */
export function smtpUrl(smtp: { port: number }): string {
  return `smtp://127.0.0.1:${smtp.port}`;
}

/**
 * Takes the first message received that `matches` (at once, or when it
 * arrives) out of `state` and returns it parsed; fails after `timeoutMs`.
 */
export function takeMail(
  state: MailState,
  matches: (message: Received) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<ReturnType<typeof parseMessage>> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const found = state.received.find(matches);
      if (!found) return false;
      state.received.splice(state.received.indexOf(found), 1);
      stop();
      resolve(parseMessage(found.raw));
      return true;
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`No mail ${what} within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      state.arrivals.delete(look);
    };
    state.arrivals.add(look);
    look();
  });
}

/** Waits until a message to `to` arrives (or takes the one already there), and returns it parsed. */
export function waitForMail(
  state: MailState,
  to: string,
  timeoutMs = 15_000,
): Promise<ReturnType<typeof parseMessage>> {
  return takeMail(state, (message) => message.to.includes(to), `to ${to}`, timeoutMs);
}
