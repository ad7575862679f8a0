import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "#app/db/schema/messaging";
import type { Language } from "#app/i18n/config";
import { invoiceAttachment } from "#app/modules/invoices/mail-attachment.server";
import { createTestDatabase, truncateAll } from "#tests/db";
import { parseMessage, startSmtpServer } from "#tests/mailbox";
import { deliverDueEmails, enqueueEmail, startOutboxWorker } from "./outbox.server";
import { renderEmail } from "./render.server";
import { createTransport } from "./transport.server";

const WELCOME = {
  firstName: "Anna",
  discountCode: "WELCOMEQ7X2",
  unsubscribeUrl: "https://kilele.example/newsletter/unsubscribe?token=t0k3n",
};

describe("email outbox", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  });
  afterAll(async () => {
    smtp?.transport.close();
    await smtp?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    await truncateAll(database);
    smtp.state.received.length = 0;
    smtp.state.reject = false;
    smtp.state.delayMs = 0;
  });

  const rowOf = async (id: number) => {
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  };

  it("delivers a German welcome email with the code in both parts", async () => {
    const { id } = await enqueueEmail(database.db, {
      template: "newsletter-welcome",
      // A region tag as an older row may hold it: still sent, and stored, as German.
      locale: "de-DE" as Language,
      to: "anna@example.com",
      props: WELCOME,
    });
    const queued = await rowOf(id);
    expect(queued).toMatchObject({
      status: "pending",
      locale: "de",
      attempts: 0,
      toAddress: "anna@example.com",
    });

    const report = await deliverDueEmails(database.db, {
      transport: smtp.transport,
      from: "Kilele <hello@kilele.example>",
    });
    expect(report).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });

    expect(smtp.state.received).toHaveLength(1);
    const [mail] = smtp.state.received;
    expect(mail?.to).toEqual(["anna@example.com"]);
    expect(mail?.from).toBe("hello@kilele.example");
    const parsed = parseMessage(mail?.raw ?? "");
    const expected = await renderEmail("newsletter-welcome", "de", WELCOME);
    expect(parsed.headers.get("subject")).toBe(expected.subject);
    expect(parsed.headers.get("subject")).toContain("Rabatt auf Ihre erste Safari");
    expect(parsed.headers.get("message-id")).toMatch(
      new RegExp(`^<outbox-${id}\\.[0-9a-z]+@kilele\\.example>$`),
    );
    expect(parsed.text).toContain("WELCOMEQ7X2");
    expect(parsed.text).toContain("Hallo Anna,");
    expect(parsed.html).toContain("WELCOMEQ7X2");
    expect(parsed.html).toContain('lang="de"');

    const sent = await rowOf(id);
    expect(sent.status).toBe("sent");
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lockedUntil).toBeNull();

    // Nothing is due any more.
    expect((await deliverDueEmails(database.db, { transport: smtp.transport })).claimed).toBe(0);
    expect(smtp.state.received).toHaveLength(1);
  });

  it("enqueues inside the caller's transaction, and a rollback leaves no mail", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          template: "verify-email",
          locale: "en",
          to: "x@example.com",
          props: { verifyUrl: "https://k.example/v" },
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);

    await database.db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        template: "newsletter-subscription-admin",
        locale: "en",
        to: "bookings@kilele.example",
        cc: "operations@kilele.example",
        props: { email: "anna@example.com", discountCode: "WELCOMEQ7X2", subscribedAt: new Date() },
      });
    });
    await deliverDueEmails(database.db, { transport: smtp.transport });
    expect(smtp.state.received[0]?.to).toEqual(["bookings@kilele.example", "operations@kilele.example"]);
  });

  it("refuses a bad recipient at enqueue time", async () => {
    await expect(
      enqueueEmail(database.db, {
        template: "verify-email",
        locale: "en",
        to: "not an address",
        props: { verifyUrl: "https://k.example/v" },
      }),
    ).rejects.toThrow(/Invalid email recipient/);
  });

  it("retries with exponential back-off and gives up after max attempts, keeping the error", async () => {
    smtp.state.reject = true;
    const { id } = await enqueueEmail(database.db, {
      template: "newsletter-welcome",
      locale: "en",
      to: "busy@example.com",
      props: WELCOME,
      maxAttempts: 3,
    });
    const t0 = Date.now() + 1000;
    const options = { transport: smtp.transport, retryBaseMs: 60_000 };

    expect(await deliverDueEmails(database.db, { ...options, now: new Date(t0) })).toMatchObject({
      retried: 1,
    });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row.lastError).toMatch(/451/);
    expect(row.nextAttemptAt.getTime()).toBe(t0 + 60_000);

    // Not due yet: nothing happens.
    expect((await deliverDueEmails(database.db, { ...options, now: new Date(t0 + 59_000) })).claimed).toBe(0);

    await deliverDueEmails(database.db, { ...options, now: new Date(t0 + 60_000) });
    row = await rowOf(id);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(row.nextAttemptAt.getTime()).toBe(t0 + 60_000 + 120_000);

    expect(await deliverDueEmails(database.db, { ...options, now: new Date(t0 + 180_000) })).toMatchObject({
      failed: 1,
    });
    row = await rowOf(id);
    expect(row).toMatchObject({ status: "failed", attempts: 3, sentAt: null });
    expect(row.lastError).toContain("busy@example.com is busy");

    // A failed message stays failed.
    expect(
      (await deliverDueEmails(database.db, { ...options, now: new Date(t0 + 86_400_000) })).claimed,
    ).toBe(0);
    expect(smtp.state.received).toHaveLength(0);
  });

  it("sends on a later attempt once the server accepts again", async () => {
    smtp.state.reject = true;
    const { id } = await enqueueEmail(database.db, {
      template: "password-reset",
      locale: "fr",
      to: "luc@example.com",
      props: { resetUrl: "https://k.example/r?t=1" },
    });
    const t0 = Date.now() + 1000;
    await deliverDueEmails(database.db, { transport: smtp.transport, now: new Date(t0), retryBaseMs: 1000 });
    smtp.state.reject = false;
    await deliverDueEmails(database.db, {
      transport: smtp.transport,
      now: new Date(t0 + 1000),
      retryBaseMs: 1000,
    });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.state.received).toHaveLength(1);
  });

  it("holds a mail back while a file it names cannot be built, and sends it with the file once it can", async () => {
    const { id } = await enqueueEmail(database.db, {
      template: "verify-email",
      locale: "en",
      to: "neema@example.com",
      props: { verifyUrl: "https://k.example/v" },
      attachments: [{ kind: "invoice", bookingId: 42 }],
    });
    expect((await rowOf(id)).attachments).toEqual([{ kind: "invoice", bookingId: 42 }]);
    let fontsReady = false;
    const options = {
      transport: smtp.transport,
      retryBaseMs: 1000,
      attachments: {
        invoice: async (ref: { bookingId: number }, context: { now: Date }) => {
          if (!fontsReady) throw new Error("the invoice's fonts could not be read");
          return {
            filename: `KS-${ref.bookingId}.pdf`,
            content: Buffer.from(`%PDF-1.7 built ${context.now.toISOString()}\n`),
            contentType: "application/pdf",
          };
        },
      },
    };
    const t0 = Date.now() + 1000;
    expect(await deliverDueEmails(database.db, { ...options, now: new Date(t0) })).toMatchObject({
      sent: 0,
      retried: 1,
    });
    expect(smtp.state.received).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "the invoice's fonts could not be read",
    });

    fontsReady = true;
    const sentAt = new Date(t0 + 1000);
    expect(await deliverDueEmails(database.db, { ...options, now: sentAt })).toMatchObject({ sent: 1 });
    const parsed = parseMessage(smtp.state.received[0]?.raw ?? "");
    expect(parsed.text).toContain("https://k.example/v");
    expect(parsed.attachments).toEqual([
      {
        filename: "KS-42.pdf",
        contentType: "application/pdf",
        content: Buffer.from(`%PDF-1.7 built ${sentAt.toISOString()}\n`),
      },
    ]);
  });

  it("never sends a mail naming a kind of file it has no builder for", async () => {
    const { id } = await enqueueEmail(database.db, {
      template: "verify-email",
      locale: "en",
      to: "neema@example.com",
      props: { verifyUrl: "https://k.example/v" },
    });
    // As a newer version of the app might have queued it.
    await database.db
      .update(emailOutbox)
      .set({ attachments: [{ kind: "voucher", bookingId: 7 }] })
      .where(eq(emailOutbox.id, id));
    expect(
      await deliverDueEmails(database.db, {
        transport: smtp.transport,
        attachments: { invoice: invoiceAttachment },
      }),
    ).toMatchObject({ sent: 0, retried: 1 });
    expect(smtp.state.received).toHaveLength(0);
    expect((await rowOf(id)).lastError).toBe('no builder for the mail attachment of kind "voucher"');
  });

  it("takes over a message whose worker died mid-send, counting the lost attempt", async () => {
    const { id } = await enqueueEmail(database.db, {
      template: "verify-email",
      locale: "es",
      to: "ana@example.com",
      props: { verifyUrl: "https://k.example/v" },
    });
    const past = new Date(Date.now() - 60_000);
    await database.db
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: past })
      .where(eq(emailOutbox.id, id));

    const report = await deliverDueEmails(database.db, { transport: smtp.transport });
    expect(report.sent).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row.lastError).toMatch(/lease expired/);

    // A live lease is left alone.
    const other = await enqueueEmail(database.db, {
      template: "verify-email",
      locale: "es",
      to: "eva@example.com",
      props: { verifyUrl: "https://k.example/v" },
    });
    await database.db
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(emailOutbox.id, other.id));
    expect((await deliverDueEmails(database.db, { transport: smtp.transport })).claimed).toBe(0);
  });

  it(`never sends a message twice when two workers run at once (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
    const count = 24;
    for (let i = 0; i < count; i++) {
      await enqueueEmail(database.db, {
        template: "verify-email",
        locale: "en",
        to: `guest${i}@example.com`,
        props: { verifyUrl: `https://k.example/v?i=${i}` },
      });
    }
    smtp.state.delayMs = 5;
    const drain = async () => {
      let sent = 0;
      for (;;) {
        const report = await deliverDueEmails(database.db, { transport: smtp.transport, batchSize: 4 });
        sent += report.sent;
        if (report.claimed === 0) return sent;
      }
    };
    const [a, b] = await Promise.all([drain(), drain()]);
    expect(a + b).toBe(count);
    if (database.kind === "postgres") {
      // Both workers really took part: SKIP LOCKED let them share the queue.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    }
    const recipients = smtp.state.received.flatMap((m) => m.to);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 0)).toBe(true);
  });

  it("runs as a background worker and stops cleanly", async () => {
    const worker = startOutboxWorker({
      db: database.db,
      pollMs: 20,
      transport: smtp.transport,
      attachments: { invoice: invoiceAttachment },
    });
    await enqueueEmail(database.db, {
      template: "booking-inquiry",
      locale: "zh",
      to: "li@example.com",
      props: { summary: "塞伦盖蒂 7 日游" },
    });
    const deadline = Date.now() + 10_000;
    while (smtp.state.received.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(smtp.state.received).toHaveLength(1);
    expect(parseMessage(smtp.state.received[0]?.raw ?? "").headers.get("subject")).toBe("我们已收到您的咨询");
  });

  it("writes an .eml file when no SMTP server is configured", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kilele-mail-"));
    try {
      const transport = createTransport({ SMTP_URL: undefined, DATA_DIR: dataDir });
      const { id } = await enqueueEmail(database.db, {
        template: "newsletter-welcome",
        locale: "fr",
        to: "zoe@example.com",
        props: WELCOME,
      });
      expect(
        (await deliverDueEmails(database.db, { transport, from: "Kilele <hello@kilele.example>" })).sent,
      ).toBe(1);

      const files = await readdir(path.join(dataDir, "mail"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(
        new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-outbox-${id}\\.[0-9a-z]+-[0-9a-f]+\\.eml$`),
      );
      const raw = await readFile(path.join(dataDir, "mail", files[0] ?? ""), "utf8");
      const parsed = parseMessage(raw);
      expect(parsed.headers.get("to")).toBe("zoe@example.com");
      expect(parsed.headers.get("from")).toBe("Kilele <hello@kilele.example>");
      expect(parsed.headers.get("subject")).toContain("Bienvenue chez Kilele Safaris");
      expect(parsed.text).toContain("WELCOMEQ7X2");
      expect(parsed.html).toContain("WELCOMEQ7X2");
      expect((await rowOf(id)).status).toBe("sent");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
