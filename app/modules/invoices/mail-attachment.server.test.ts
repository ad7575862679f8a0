import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "#app/db/schema/index";
import { bookingSummary, loadBookingMailFacts } from "#app/modules/booking/notifications.server";
import { deliverDueEmails, enqueueEmail } from "#app/modules/email/outbox.server";
import { paidBooking } from "#tests/account-bookings";
import { heldBooking } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import { parseMessage, startSmtpServer } from "#tests/mailbox";
import { invoiceAttachment } from "./mail-attachment.server";

// The confirmation mail of a booking paid through the payment event path,
// delivered by the outbox to a real SMTP server with the builders the
// server hands it: it carries the invoice, drawn at sending, as a PDF that
// opens and names the booking.

const database = setUpTestDatabase();
const db = () => database().db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  smtp?.transport.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.state.received.length = 0;
});

async function deliver() {
  return deliverDueEmails(db(), {
    transport: smtp.transport,
    from: "Kilele <hello@kilele.example>",
    retryBaseMs: 1000,
    attachments: { invoice: invoiceAttachment },
  });
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("the confirmation mail's invoice", () => {
  it("is attached as the booking's PDF, built when the mail is sent; the other mails carry none", async () => {
    const user = await createUser(db(), { fullName: "Neema Kimaro" });
    const { booking } = await paidBooking(db(), { userId: user.id });
    const [confirmation] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "booking-confirmation"));
    expect(confirmation?.attachments).toEqual([{ kind: "invoice", bookingId: booking.id }]);

    const report = await deliver();
    expect(report).toMatchObject({ sent: report.claimed, retried: 0, failed: 0 });
    const mails = smtp.state.received.map((mail) => ({ to: mail.to, ...parseMessage(mail.raw) }));
    const toTraveller = mails.filter((mail) => mail.to.includes(user.email));
    // The confirmation and the receipt; the office's notice goes elsewhere and carries nothing either.
    expect(toTraveller).toHaveLength(2);
    const withFiles = mails.filter((mail) => mail.attachments.length > 0);
    expect(withFiles).toHaveLength(1);
    const [mail] = withFiles;
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.headers.get("subject")).toContain(booking.reference);
    // The text and the HTML still read as before, beside the file.
    expect(mail?.text).toContain(booking.reference);
    expect(mail?.html).toContain(booking.reference);

    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({ filename: `${booking.reference}.pdf`, contentType: "application/pdf" });
    expect(file?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await pdfText(file?.content ?? Buffer.alloc(0))).toContain(booking.reference);
  });

  it("is left out, with the mail still sent, for a booking nothing was paid for", async () => {
    const user = await createUser(db(), { fullName: "Juma Mushi" });
    const { booking } = await heldBooking(db(), { userId: user.id, adults: 1 });
    const facts = await loadBookingMailFacts(db(), booking.id);
    if (!facts) throw new Error("no booking facts");
    await enqueueEmail(db(), {
      template: "booking-request",
      locale: "en",
      to: user.email,
      props: { name: "Juma Mushi", summary: bookingSummary(facts) },
      attachments: [{ kind: "invoice", bookingId: booking.id }],
    });

    expect(await deliver()).toMatchObject({ retried: 0, failed: 0 });
    const received = smtp.state.received.filter((message) => message.to.includes(user.email));
    expect(received).toHaveLength(1);
    const mail = parseMessage(received[0]?.raw ?? "");
    expect(mail.text).toContain(booking.reference);
    expect(mail.attachments).toEqual([]);
  });
});
