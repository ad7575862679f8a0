import { createServer } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, setDatabase } from "#app/db/client.server";
import { paymentEvents, paymentProviderState } from "#app/db/schema/index";
import { statusAfterPayment } from "#app/domain/booking/payment-terms";
import { holdSeats } from "#app/modules/booking/hold.server";
import { resetEnvCache } from "#app/modules/config/env.server";
import { sendToProvider } from "#app/modules/payments/checkout.server";
import { bookingRow, HOLD_SETTINGS, mailsAbout, payKey, paymentsOf } from "#tests/bookings";
import { createBooking } from "#tests/factories";
import { type PesapalStandIn, startPesapalStandIn } from "#tests/pesapal-stand-in";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";

// Issue 14's acceptance for Pesapal, over real HTTP against the built server
// with PESAPAL_* pointing at the local stand-in: an M-Pesa payment is
// confirmed only after the server asked GetTransactionStatus; a forged
// notification for an unpaid order changes nothing (the booking stays
// pending_payment, no payment succeeds, no mail); the notification delivered
// twice confirms once. Until the payment step offers the method and provider,
// the holds are taken here through the booking module with provider "pesapal"
// and handed to Pesapal by sendToProvider, as Pay does.

const AUTH_SECRET = "pesapal-test-secret-pesapal-test-secret-01";

let pesapal: PesapalStandIn;
let server: RunningServer;
let siteUrl: string;
let database: Awaited<ReturnType<typeof prepareSeededDatabase<Fixtures>>>;

type Held = { bookingId: number; reference: string; paymentId: number; tracking: string; redirect: string };
type Fixtures = { unpaid: Held; paid: Held };

/** A port nothing listens on now: the server's, known before it starts, as its SITE_URL must name it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Runs `work` with this process configured as the server will be (Pesapal, SITE_URL) and `db` as its database. */
async function asTheServer<T>(env: Record<string, string>, db: Database, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  resetEnvCache();
  setDatabase({ kind: "pglite", db, migrate: async () => {}, close: async () => {} });
  try {
    return await work();
  } finally {
    setDatabase(undefined);
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  }
}

/** A booking held with Pesapal as its provider and sent there, as Pay does. */
async function heldWithPesapal(db: Database): Promise<Held> {
  const booking = await createBooking(db);
  const hold = await holdSeats(
    db,
    {
      bookingId: booking.id,
      userId: booking.userId,
      idempotencyKey: payKey(),
      now: new Date(),
      provider: "pesapal",
    },
    HOLD_SETTINGS,
  );
  if (!hold.ok) throw new Error(`The hold was refused: ${hold.message}`);
  const redirect = await sendToProvider(db, {
    paymentId: hold.payment.id,
    description: "Northern Circuit Classic Safari, deposit",
    language: "en",
  });
  const [payment] = await paymentsOf(db, booking.id);
  return {
    bookingId: booking.id,
    reference: booking.reference,
    paymentId: hold.payment.id,
    tracking: payment?.providerReference ?? "",
    redirect,
  };
}

beforeAll(async () => {
  pesapal = await startPesapalStandIn();
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  const env = { ...pesapal.env, SITE_URL: siteUrl, AUTH_SECRET };
  database = await prepareSeededDatabase((db) =>
    asTheServer(env, db, async () => ({
      unpaid: await heldWithPesapal(db),
      paid: await heldWithPesapal(db),
    })),
  );
  server = await startServer({ ...database.env, ...env, PORT: String(port) });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.cleanup();
  await pesapal?.close();
});

function notify(fields: Record<string, string>) {
  return fetch(`${server.url}/webhooks/payments/pesapal`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
}

/** Pesapal's notification fields for an order. */
function ipnFields(tracking: string, reference = pesapal.order(tracking).merchantReference) {
  return { OrderTrackingId: tracking, OrderMerchantReference: reference, OrderNotificationType: "IPNCHANGE" };
}

const statusChecks = (tracking: string) =>
  pesapal.calls.filter(
    (call) => call.endpoint === "Transactions/GetTransactionStatus" && call.orderTrackingId === tracking,
  ).length;

describe("payments through Pesapal", () => {
  it("sends the traveller to Pesapal's page, with one notification URL registered for every order", () => {
    const { unpaid, paid } = database.fixtures;
    for (const held of [unpaid, paid]) {
      expect(held.redirect).toBe(`${pesapal.url}/iframe/${held.tracking}`);
      expect(pesapal.order(held.tracking)).toMatchObject({
        currency: "USD",
        callbackUrl: `${siteUrl}/booking/success?ref=${held.reference}`,
      });
    }
    expect([...pesapal.ipns.values()].map((ipn) => [ipn.url, ipn.type])).toEqual([
      [`${siteUrl}/webhooks/payments/pesapal`, "POST"],
    ]);
  });

  it("answers a forged notification for an unpaid order as Pesapal expects, after asking Pesapal, and acts on nothing", async () => {
    const { unpaid, paid } = database.fixtures;
    const before = statusChecks(unpaid.tracking);
    // The unpaid order, and the other one (not paid yet either) claimed under the unpaid one's reference.
    for (const fields of [
      ipnFields(unpaid.tracking),
      ipnFields(paid.tracking, pesapal.order(unpaid.tracking).merchantReference),
    ]) {
      const answer = await notify(fields);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        orderNotificationType: "IPNCHANGE",
        orderTrackingId: fields.OrderTrackingId,
        orderMerchantReference: fields.OrderMerchantReference,
        status: 200,
      });
    }
    expect(statusChecks(unpaid.tracking)).toBe(before + 1);
    // An order Pesapal does not know: the same, nothing to act on.
    const unknown = await notify(
      ipnFields("7e6b62d9-883e-440f-a63e-e1105bbfadc3", `${unpaid.reference}-P${unpaid.paymentId}-aaaaaa`),
    );
    expect(unknown.status).toBe(200);
  });

  it("refuses a malformed notification with 400 without asking Pesapal", async () => {
    const calls = pesapal.calls.length;
    const missing = await notify({ OrderMerchantReference: "x" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "malformed" });
    const garbled = await fetch(`${server.url}/webhooks/payments/pesapal`, { method: "POST", body: "{oops" });
    expect(garbled.status).toBe(400);
    expect(pesapal.calls).toHaveLength(calls);
  });

  it("confirms an M-Pesa payment once Pesapal's status says so, once for a notification delivered twice", async () => {
    const { paid } = database.fixtures;
    pesapal.pay(paid.tracking, { method: "mpesa" });
    const before = statusChecks(paid.tracking);
    const first = await pesapal.notify(paid.tracking);
    const second = await pesapal.notify(paid.tracking);
    for (const answer of [first, second])
      expect(answer).toEqual({ status: 200, body: { ...lowerCased(ipnFields(paid.tracking)), status: 200 } });
    // Each delivery was checked with Pesapal before anything was done.
    expect(statusChecks(paid.tracking)).toBe(before + 2);
    // The server asked for its own token; neither it nor the consumer secret was logged.
    const logs = server.logs.join("\n");
    expect(pesapal.tokensIssued.length).toBeGreaterThan(0);
    for (const secret of [pesapal.env.PESAPAL_CONSUMER_SECRET, ...pesapal.tokensIssued])
      expect(logs).not.toContain(secret);
  });

  it("answers 503 with Retry-After while Pesapal cannot be asked, so Pesapal sends the notification again later", async () => {
    const { unpaid } = database.fixtures;
    pesapal.outage(true);
    try {
      const answer = await notify(ipnFields(unpaid.tracking));
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("60");
      expect(await answer.json()).toEqual({ error: "provider_unavailable" });
    } finally {
      pesapal.outage(false);
    }
  });

  it("leaves in the database one confirmation for the paid booking and nothing for the forged one", async () => {
    // The server holds a PGlite folder while it runs: stopped first, its database is read here.
    await server.stop();
    const handle = database.env.DATABASE_URL
      ? openDatabase({ url: database.env.DATABASE_URL, poolMax: 1 })
      : openDatabase({ dataDir: path.join(database.env.DATA_DIR!, "pglite") });
    try {
      const db = handle.db;
      const { unpaid, paid } = database.fixtures;

      expect((await bookingRow(db, unpaid.bookingId)).status).toBe("pending_payment");
      expect((await paymentsOf(db, unpaid.bookingId)).map((p) => p.status)).toEqual(["pending"]);
      expect(await mailsAbout(db, unpaid.reference)).toEqual([]);

      const [payment] = await paymentsOf(db, paid.bookingId);
      expect(payment?.status).toBe("succeeded");
      expect((await bookingRow(db, paid.bookingId)).status).toBe(statusAfterPayment(payment!.kind));
      const events = await db.select().from(paymentEvents).where(eq(paymentEvents.provider, "pesapal"));
      expect(events.map((e) => [e.eventId, e.outcome, e.paymentId])).toEqual([
        [`${paid.tracking}:1`, statusAfterPayment(payment!.kind), paid.paymentId],
      ]);
      const mails = (await mailsAbout(db, paid.reference)).map(
        (mail) => `${mail.template} ${mail.toAddress}`,
      );
      expect(mails.length).toBeGreaterThan(0);
      expect(new Set(mails).size).toBe(mails.length);

      const kept = await db
        .select()
        .from(paymentProviderState)
        .where(eq(paymentProviderState.provider, "pesapal"));
      expect(kept.map((row) => row.value)).toEqual([...pesapal.ipns.keys()]);
    } finally {
      await handle.close();
    }
  });
});

/** Pesapal's acknowledgement names the notification's fields with a lower-case first letter. */
function lowerCased(fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key[0]!.toLowerCase() + key.slice(1), value]),
  );
}
