import path from "node:path";
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/client.server";
import { bookings, emailOutbox, payments } from "#app/db/schema/index";
import { startBalancePayment } from "#app/modules/booking/balance.server";
import { holdSeats } from "#app/modules/booking/hold.server";
import { resetEnvCache } from "#app/modules/config/env.server";
import { sendToProvider } from "#app/modules/payments/checkout.server";
import { STRIPE_SIGNATURE_HEADER } from "#app/modules/payments/stripe/signature.server";
import { HOLD_SETTINGS, payKey } from "#tests/bookings";
import { createBooking, createDeparture, createTour, createUser, isoDate } from "#tests/factories";
import { smtpUrl, startSmtpServer, takeMail } from "#tests/mailbox";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";
import { type StripeStandIn, startStripeStandIn } from "#tests/stripe-stand-in";

// Issue 14's Stripe acceptance over real HTTP against the built server, its
// STRIPE_* settings pointing at a local stand-in of Stripe's API
// (tests/stripe-stand-in.ts): a deposit paid by Checkout, then the balance;
// each webhook delivered twice and out of order; the booking ends `paid`
// with two succeeded payments and two receipts. A delivery with a wrong
// signature, a body changed by one byte or a timestamp 301 s old answers 400
// and changes nothing; a dispute flags the booking.
//
// The wizard's payment step cannot choose a provider yet (the hold uses the
// sandbox), so each payment is started at the module level, as the wizard's
// Pay and the account's Pay balance do (holdSeats / startBalancePayment, then
// sendToProvider), while the server is stopped: PGlite lets one process at a
// time open its folder. Everything Stripe sends comes over HTTP to
// POST /webhooks/stripe.

const AUTH_SECRET = "stripe-payments-test-secret-0123456789abcd";
const KEYS = { secretKey: "sk_test_kilele_integration", webhookSecret: "whsec_kilele_integration" };
const TRAVELLER = "amani.stripe@example.org";
const STAFF = "bookings@kilele.test";

let standIn: StripeStandIn;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: Awaited<ReturnType<typeof prepareSeededDatabase<Fixture>>>;
let server: RunningServer | undefined;
const saved = { ...process.env };

type Fixture = Awaited<ReturnType<typeof addFixtures>>;

/** A booking of 2 adults on a 7-day departure 200 days ahead, held for its deposit with Stripe, and sent to Checkout. */
async function addFixtures(db: Database) {
  const user = await createUser(db, { email: TRAVELLER, fullName: "Amani Mushi" });
  const tour = await createTour(db, { priceFrom: 200_000, durationDays: 7 });
  const departure = await createDeparture(db, { tourId: tour.id, startDate: isoDate(new Date(), 200) });
  const booking = await createBooking(db, {
    userId: user.id,
    departureId: departure.id,
    adults: 2,
    rooms: { double: 1 },
    paymentChoice: "deposit",
    leadFullName: "Amani Mushi",
    leadEmail: TRAVELLER,
  });
  const hold = await holdSeats(
    db,
    { bookingId: booking.id, userId: user.id, idempotencyKey: payKey(), now: new Date(), provider: "stripe" },
    HOLD_SETTINGS,
  );
  if (!hold.ok) throw new Error(`The hold was refused: ${hold.message}`);
  const checkout = await sendToProvider(db, {
    paymentId: hold.payment.id,
    description: `${tour.title} (deposit)`,
    language: "en",
  });
  return {
    userId: user.id,
    bookingId: booking.id,
    reference: booking.reference,
    deposit: { paymentId: hold.payment.id, session: sessionOf(checkout) },
  };
}

/** The Checkout session a redirect goes to (the stand-in's /c/pay/<id>). */
function sessionOf(redirect: string): string {
  const id = /\/c\/pay\/(cs_test_\w+)$/.exec(redirect)?.[1];
  if (!id) throw new Error(`Not a Checkout page: ${redirect}`);
  return id;
}

function serverEnv() {
  return {
    ...database.env,
    ...standIn.env,
    AUTH_SECRET,
    SMTP_URL: smtpUrl(smtp),
    STAFF_EMAIL: STAFF,
  };
}

/** The database, opened by this process while the server is stopped. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  await server?.stop();
  server = undefined;
  const { DATABASE_URL, DATA_DIR } = database.env;
  const handle = DATABASE_URL
    ? openDatabase({ url: DATABASE_URL, poolMax: 2 })
    : openDatabase({ dataDir: path.join(DATA_DIR as string, "pglite") });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

function running(): RunningServer {
  if (!server) throw new Error("the server is stopped");
  return server;
}

beforeAll(async () => {
  standIn = await startStripeStandIn(KEYS);
  smtp = await startSmtpServer();
  // This process starts the payments (sendToProvider reads the configuration) as the server would.
  Object.assign(process.env, standIn.env, { AUTH_SECRET });
  resetEnvCache();
  database = await prepareSeededDatabase(addFixtures);
  server = await startServer(serverEnv());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await standIn?.close();
  await database?.cleanup();
  for (const key of Object.keys(standIn?.env ?? {})) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvCache();
});

/** A delivery as Stripe makes it: POST, JSON, the signature header, no Origin. */
async function post(delivery: { body: string; header: string }) {
  const response = await fetch(`${running().url}/webhooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      [STRIPE_SIGNATURE_HEADER]: delivery.header,
    },
    body: delivery.body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Delivers each event (signed now) in the order given; answers each delivery's outcome. */
async function deliverInOrder(events: unknown[]): Promise<unknown[]> {
  const outcomes = [];
  for (const event of events) {
    const answer = await post(standIn.deliver(event));
    expect(answer.status).toBe(200);
    outcomes.push(answer.body.outcome);
  }
  return outcomes;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The receipt mailed to the traveller for one of this booking's payments. */
function receipt() {
  const { reference } = database.fixtures;
  return takeMail(
    smtp.state,
    (mail) =>
      mail.to.includes(TRAVELLER) &&
      /Receipt for your payment/.test(mail.raw) &&
      mail.raw.includes(reference),
    `a receipt for ${reference}`,
  );
}

describe("Stripe Checkout, from the deposit to the balance", () => {
  let depositCompleted: ReturnType<StripeStandIn["event"]>;
  let depositSucceeded: ReturnType<StripeStandIn["event"]>;

  it("sent the deposit to a Checkout page for the held amount, with the booking in its metadata", () => {
    const { deposit, bookingId, reference } = database.fixtures;
    expect(standIn.session(deposit.session)).toMatchObject({
      status: "open",
      mode: "payment",
      currency: "usd",
      customer_email: TRAVELLER,
      locale: "en",
      client_reference_id: String(deposit.paymentId),
      metadata: {
        paymentId: String(deposit.paymentId),
        bookingId: String(bookingId),
        bookingReference: reference,
      },
      success_url: expect.stringContaining(`/booking/success?ref=${reference}`),
      cancel_url: expect.stringContaining(`/booking/cancel?ref=${reference}`),
    });
    // 30 % of 2 × 2,000 dollars.
    expect(standIn.session(deposit.session).amount_total).toBe(120_000);
  });

  it("refuses a wrong signature, a body changed by one byte and a timestamp 301 s old with 400", async () => {
    const { deposit } = database.fixtures;
    const paid = standIn.pay(deposit.session);
    depositCompleted = standIn.event("checkout.session.completed", paid.session);
    depositSucceeded = standIn.event("payment_intent.succeeded", paid.intent);

    const good = standIn.deliver(depositCompleted);
    const at = good.body.indexOf('"amount_total": 120000') + '"amount_total": '.length;
    const oneByte = `${good.body.slice(0, at)}9${good.body.slice(at + 1)}`;
    const answers = [
      await post(standIn.deliver(depositCompleted, { secret: "whsec_someone_else" })),
      await post({ body: oneByte, header: good.header }),
      await post(standIn.deliver(depositCompleted, { at: new Date(Date.now() - 301_000) })),
      await post({ body: good.body, header: "" }),
    ];
    expect(answers).toEqual([
      { status: 400, body: { error: "bad_signature" } },
      { status: 400, body: { error: "bad_signature" } },
      { status: 400, body: { error: "stale" } },
      { status: 400, body: { error: "bad_signature" } },
    ]);
  });

  it("confirms the booking once, its webhooks delivered twice and out of order, and mails one receipt", async () => {
    // The intent's event before the session's, then both again. The session's first
    // delivery is `ignored`, not `duplicate`: none of the refused deliveries above was recorded.
    expect(
      await deliverInOrder([depositSucceeded, depositCompleted, depositSucceeded, depositCompleted]),
    ).toEqual(["confirmed", "ignored", "duplicate", "duplicate"]);
    const mail = await receipt();
    expect(mail.text).toContain("$1,200.00");
    // The confirmation carries the invoice, drawn by the server as it sends the mail.
    const { reference } = database.fixtures;
    const confirmation = await takeMail(
      smtp.state,
      (message) =>
        message.to.includes(TRAVELLER) &&
        /Booking confirmed/.test(message.raw) &&
        message.raw.includes(reference),
      `the confirmation of ${reference}`,
    );
    expect(confirmation.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${reference}.pdf`, "application/pdf"],
    ]);
    expect(await pdfText(confirmation.attachments[0]?.content ?? Buffer.alloc(0))).toContain(reference);
  });

  it("takes the balance through a second Checkout, out of order and twice, and the booking is paid", async () => {
    const { bookingId, userId } = database.fixtures;
    const balance = await withDatabase(async (db) => {
      const started = await startBalancePayment(db, {
        bookingId,
        userId,
        idempotencyKey: payKey(),
        now: new Date(),
        provider: "stripe",
      });
      if (!started.ok) throw new Error(`Pay balance was refused: ${started.message}`);
      const redirect = await sendToProvider(db, {
        paymentId: started.payment.id,
        description: "Balance",
        language: "en",
      });
      return { paymentId: started.payment.id, session: sessionOf(redirect) };
    });
    server = await startServer(serverEnv());
    expect(standIn.session(balance.session)).toMatchObject({
      amount_total: 280_000,
      metadata: { paymentId: String(balance.paymentId) },
    });

    const paid = standIn.pay(balance.session);
    const completed = standIn.event("checkout.session.completed", paid.session);
    const succeeded = standIn.event("payment_intent.succeeded", paid.intent);
    expect(await deliverInOrder([completed, succeeded, succeeded, completed])).toEqual([
      "paid",
      "ignored",
      "duplicate",
      "duplicate",
    ]);
    const mail = await receipt();
    expect(mail.text).toContain("$2,800.00");
  });

  it("ends paid, with two succeeded Stripe payments and two receipts", async () => {
    const { bookingId } = database.fixtures;
    const state = await withDatabase(async (db) => ({
      booking: (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0],
      payments: await db
        .select({ kind: payments.kind, status: payments.status, provider: payments.provider })
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(payments.id),
      receipts: await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.template, "payment-receipt"), eq(emailOutbox.toAddress, TRAVELLER))),
    }));
    expect(state.booking?.status).toBe("paid");
    expect(state.booking?.flaggedForStaff).toBe(false);
    expect(state.payments).toEqual([
      { kind: "deposit", status: "succeeded", provider: "stripe" },
      { kind: "balance", status: "succeeded", provider: "stripe" },
    ]);
    expect(state.receipts).toHaveLength(2);
    server = await startServer(serverEnv());
  });

  it("reads a Stripe event larger than the forms' 64 kB limit, which other routes still refuse", async () => {
    // Stripe's events carry whole objects: a delivery refused with 413 would be retried, then lost.
    const large = standIn.event("customer.updated", {
      id: "cus_test_large",
      object: "customer",
      description: "x".repeat(200 * 1024),
    });
    expect(await post(standIn.deliver(large))).toEqual({
      status: 200,
      body: { received: true, outcome: "not_handled" },
    });
    const form = await fetch(`${running().url}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "x".repeat(200 * 1024) }),
      headers: { origin: running().url },
    });
    expect(form.status).toBe(413);
  });

  it("flags the booking for staff when the payer's bank disputes a charge", async () => {
    const { bookingId, deposit } = database.fixtures;
    const dispute = standIn.event("charge.dispute.created", standIn.dispute(deposit.session));
    expect(await deliverInOrder([dispute, dispute])).toEqual(["flagged", "duplicate"]);
    const booking = await withDatabase(
      async (db) => (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0],
    );
    expect(booking).toMatchObject({ status: "paid", flaggedForStaff: true, flagReason: "disputed" });
  });
});
