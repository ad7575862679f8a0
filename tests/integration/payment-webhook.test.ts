import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server";
import { statusAfterPayment } from "#app/domain/booking/payment-terms";
import { sandboxSecret } from "#app/modules/payments/providers.server";
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxEvent,
  signSandboxEvent,
} from "#app/modules/payments/sandbox.server";
import { heldBooking } from "#tests/bookings";
import { prepareSeededDatabase } from "#tests/seeded-server";
import { type RunningServer, startServer } from "#tests/server";

// The webhook path every provider's events take (issue 13, section 5): a
// sandbox event signed with the server's secret moves the booking once, the
// same event delivered again changes nothing, and a forged or stale one is
// refused with 400 before anything is read.

const AUTH_SECRET = "webhook-test-secret-webhook-test-secret-01";
const SECRET = sandboxSecret(AUTH_SECRET);

let server: RunningServer;
let database: Awaited<ReturnType<typeof prepareSeededDatabase<Fixture>>>;
type Fixture = { paymentId: number; amountMinor: number; bookingId: number; paidStatus: string };

beforeAll(async () => {
  database = await prepareSeededDatabase(async (db) => {
    const { hold } = await heldBooking(db);
    return {
      paymentId: hold.payment.id,
      amountMinor: hold.payment.amount.amountMinor,
      bookingId: hold.bookingId,
      // confirmed for a deposit, paid for the full amount (the transition table's rule).
      paidStatus: statusAfterPayment(hold.payment.kind),
    };
  });
  server = await startServer({ ...database.env, AUTH_SECRET });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.cleanup();
});

function event(overrides: Partial<SandboxEvent> = {}): SandboxEvent {
  const { paymentId, amountMinor } = database.fixtures;
  return {
    id: "evt_paid_1",
    paymentId,
    result: "succeeded",
    amountMinor,
    currency: "USD",
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

function post(body: string, signature: string | null, path = "/webhooks/payments/sandbox") {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers[SANDBOX_SIGNATURE_HEADER] = signature;
  return fetch(`${server.url}${path}`, { method: "POST", headers, body });
}

/** The booking's status and history as the server's database holds them now. */
async function bookingState() {
  // The server holds PGlite's folder while it runs: read through PostgreSQL only, else through the page.
  if (!database.env.DATABASE_URL) return null;
  const handle = openDatabase({ url: database.env.DATABASE_URL, poolMax: 1 });
  try {
    const rows = await handle.db.execute(
      sql`select status, (select count(*) from booking_history h where h.booking_id = b.id)::int as moves
          from bookings b where b.id = ${database.fixtures.bookingId}`,
    );
    return (rows as unknown as { rows: Array<{ status: string; moves: number }> }).rows[0] ?? null;
  } finally {
    await handle.close();
  }
}

describe("the payment webhook", () => {
  it("refuses a forged, a garbled and a stale event with 400 and changes nothing", async () => {
    const before = await bookingState();
    const good = signSandboxEvent(SECRET, event(), new Date());
    const forged = signSandboxEvent("someone-else-entirely-someone-else-entirely", event(), new Date());
    const stale = signSandboxEvent(SECRET, event(), new Date(Date.now() - 6 * 60_000));
    const answers = [
      await post(good.body.replace('"succeeded"', '"failed"'), good.header),
      await post(forged.body, forged.header),
      await post(good.body, null),
      await post(stale.body, stale.header),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { error: "bad_signature" },
      { error: "bad_signature" },
      { error: "bad_signature" },
      { error: "stale" },
    ]);
    expect(await bookingState()).toEqual(before);
  });

  it("moves the booking once for an event delivered three times", async () => {
    const { body, header } = signSandboxEvent(SECRET, event(), new Date());
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const answer = await post(body, header);
      expect(answer.status).toBe(200);
      outcomes.push((await answer.json()).outcome);
    }
    expect(outcomes).toEqual([database.fixtures.paidStatus, "duplicate", "duplicate"]);
    const state = await bookingState();
    if (database.env.DATABASE_URL) expect(state).toEqual({ status: database.fixtures.paidStatus, moves: 2 });
  });

  it("answers 404 for a provider that is not switched on, and 405 to anything but POST", async () => {
    const { body, header } = signSandboxEvent(SECRET, event({ id: "evt_other" }), new Date());
    expect((await post(body, header, "/webhooks/payments/stripe")).status).toBe(404);
    const get = await fetch(`${server.url}/webhooks/payments/sandbox`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
