import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import {
  bookingHistory,
  bookings,
  loyaltyLedger,
  payments,
  promoCodes,
  promoRedemptions,
  users,
} from "#app/db/schema/index";
import { newBookingReference } from "#app/domain/booking/reference";
import { releaseExpiredHolds } from "#app/modules/booking/expiry.server";
import { holdSeats } from "#app/modules/booking/hold.server";
import { recordPaymentSucceeded } from "#app/modules/booking/payment-events.server";
import { bookingRow, departureSeats, HOLD_SETTINGS, heldBooking, mailsAbout, payKey } from "#tests/bookings";
import { createTestDatabase, defaultDatabaseKind, type TestDatabase } from "#tests/db";
import { createBooking, createDeparture, createPromoCode } from "#tests/factories";

// Limited resources taken by parallel requests (issue 13's acceptance;
// decision 080): seats, a promo code's single use, one payment per
// idempotency key, one state change per provider event. Each call is the
// module's own transaction on its own pooled connection, so on PostgreSQL
// they really race; PGlite runs them one after another, and the answers
// must be the same (fewer rounds there: it cannot show a race anyway).

const POSTGRES = defaultDatabaseKind() === "postgres";
const ROUNDS = POSTGRES ? 20 : 2;
const TRAVELLERS = 200;
const MINUTE = 60_000;

let database: TestDatabase;
let travellers: string[];
const db = (): Database => database.db;

beforeAll(async () => {
  // Twenty connections: enough for real contention, well inside max_connections with other test files.
  database = await createTestDatabase({ poolMax: 20 });
  const stamp = Date.now().toString(36);
  const rows = await db()
    .insert(users)
    .values(
      Array.from({ length: TRAVELLERS }, (_, i) => ({
        id: `race-${stamp}-${i}`,
        email: `race-${stamp}-${i}@example.org`,
      })),
    )
    .returning({ id: users.id });
  travellers = rows.map((row) => row.id);
});

afterAll(async () => {
  await database?.drop();
});

/** One draft of one adult per traveller on the departure, inserted at once (references distinct by their time). */
async function draftsFor(departure: { id: number; tourId: number }, userIds: readonly string[]) {
  const base = Date.now();
  return db()
    .insert(bookings)
    .values(
      userIds.map((userId, i) => ({
        reference: newBookingReference({ now: () => base + i }),
        userId,
        tourId: departure.tourId,
        departureId: departure.id,
        adults: 1,
        rooms: { double: 1 },
      })),
    )
    .returning();
}

function hold(booking: { id: number; userId: string }, now: Date, idempotencyKey = payKey()) {
  return holdSeats(
    db(),
    { bookingId: booking.id, userId: booking.userId, idempotencyKey, now },
    HOLD_SETTINGS,
  );
}

/**
 * Every departure: taken + held within capacity, and held equal to the
 * seats of its bookings in pending_payment (the counter never drifts from
 * the bookings it counts).
 */
async function expectSeatInvariants() {
  const result = (await db().execute(sql`
    select d.id, d.capacity, d.seats_taken as taken, d.seats_held as held,
      coalesce((select sum(b.seat_count) from bookings b
        where b.departure_id = d.id and b.status = 'pending_payment'), 0)::int as holding
    from departures d`)) as unknown as {
    rows: Array<{ id: number; capacity: number; taken: number; held: number; holding: number }>;
  };
  for (const row of result.rows) {
    expect(row.taken + row.held, `departure ${row.id}`).toBeLessThanOrEqual(row.capacity);
    expect(row.held, `departure ${row.id}`).toBe(row.holding);
  }
}

describe("parallel bookings", () => {
  it(`give the last seat to exactly one of ${TRAVELLERS} travellers, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const departure = await createDeparture(db(), { capacity: 8, seatsTaken: 7 });
      const drafts = await draftsFor(departure, travellers);
      const now = new Date();
      const answers = await Promise.all(drafts.map((draft) => hold(draft, now)));

      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      const refusals = answers.filter((answer) => !answer.ok);
      expect(refusals).toHaveLength(TRAVELLERS - 1);
      for (const refusal of refusals)
        expect(refusal).toMatchObject({
          status: 409,
          message: "booking:hold.seatsLeft",
          reason: "seats_left",
          values: { count: 0 },
        });
      expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 8, taken: 7, held: 1 });
      const [pending] = await db()
        .select({ n: count() })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(bookings.departureId, departure.id));
      expect(pending?.n).toBe(1);
    }
    await expectSeatInvariants();
  }, 120_000);

  it("let a single-use promo code be used once by 50 parallel bookings", async () => {
    const departure = await createDeparture(db(), { capacity: 60 });
    const code = await createPromoCode(db(), { usageLimit: 1, percent: 15 });
    const drafts = await draftsFor(departure, travellers.slice(0, 50));
    await db().update(bookings).set({ promoCode: code.code }).where(eq(bookings.departureId, departure.id));
    const answers = await Promise.all(drafts.map((draft) => hold(draft, new Date())));

    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const refusal of answers.filter((answer) => !answer.ok))
      expect(refusal).toMatchObject({ status: 409, reason: "promo_used_up", field: "promoCode" });
    const [row] = await db().select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row?.uses).toBe(1);
    const [live] = await db()
      .select({ n: count() })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, code.id), isNull(promoRedemptions.releasedAt)));
    expect(live?.n).toBe(1);
    // The refused bookings took no seat either.
    expect(await departureSeats(db(), departure.id)).toMatchObject({ held: 1 });
    await expectSeatInvariants();
  }, 60_000);

  it("answer the same idempotency key sent 10 times at once with one hold, one payment, the same answer", async () => {
    const draft = await createBooking(db(), { adults: 2, rooms: { twin: 1 } });
    const key = payKey();
    const now = new Date();
    const answers = await Promise.all(Array.from({ length: 10 }, () => hold(draft, now, key)));

    expect(answers[0]).toMatchObject({ ok: true, bookingId: draft.id });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await db().select().from(payments).where(eq(payments.bookingId, draft.id))).toHaveLength(1);
    expect(await departureSeats(db(), draft.departureId!)).toMatchObject({ held: 2 });
    const moves = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, draft.id));
    expect(moves.map((move) => move.toStatus)).toEqual(["pending_payment"]);
  }, 60_000);

  it("act once on the same payment event delivered 3 times at once", async () => {
    const { booking, hold: held } = await heldBooking(db(), { adults: 2, rooms: { double: 1 } });
    const deliver = () =>
      recordPaymentSucceeded(db(), {
        provider: "sandbox",
        eventId: `evt-race-${booking.id}`,
        paymentId: held.payment.id,
        amount: held.payment.amount,
        now: new Date(),
      });
    const outcomes = await Promise.all([deliver(), deliver(), deliver()]);

    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["duplicate", "duplicate", "paid"]);
    const [payment] = await db().select().from(payments).where(eq(payments.id, held.payment.id));
    expect(payment?.status).toBe("succeeded");
    const moves = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id));
    expect(moves.map((move) => move.toStatus)).toEqual(["pending_payment", "paid"]);
    expect(await departureSeats(db(), booking.departureId!)).toMatchObject({ taken: 2, held: 0 });
    // One of each mail, queued with the payment (decision 081), and the points once.
    const mails = await mailsAbout(db(), booking.reference);
    expect(mails.map((mail) => mail.template).sort()).toEqual([
      "booking-confirmation",
      "booking-staff",
      "payment-receipt",
    ]);
    const points = await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, booking.userId));
    expect(points).toHaveLength(1);
  }, 60_000);

  it("release each expired hold once when several instances and a new hold run at the same time", async () => {
    const departure = await createDeparture(db(), { capacity: 30 });
    const start = new Date(Date.now() - 20 * MINUTE);
    const expiring = await draftsFor(departure, travellers.slice(0, 30));
    for (const draft of expiring) expect(await hold(draft, start)).toMatchObject({ ok: true });
    expect(await departureSeats(db(), departure.id)).toMatchObject({ held: 30 });

    const now = new Date();
    const [newcomer] = await draftsFor(departure, travellers.slice(30, 31));
    const [released, newcomerHold, ...batches] = await Promise.all([
      releaseExpiredHolds(db(), now, 7),
      hold(newcomer!, now),
      releaseExpiredHolds(db(), now, 7),
      releaseExpiredHolds(db(), now, 7),
      releaseExpiredHolds(db(), now, 100),
    ]);
    // The newcomer is never refused for seats that expired holds still counted: it waits for the jobs.
    expect(newcomerHold).toMatchObject({ ok: true });
    const all = [released, ...batches].flat();
    expect(new Set(all).size).toBe(all.length);
    // Whatever the job left, the new hold released: all 30 expired, the newcomer holds its seat.
    const statuses = await Promise.all(expiring.map((draft) => bookingRow(db(), draft.id)));
    expect(statuses.every((booking) => booking.status === "expired" && booking.seatCount === 0)).toBe(true);
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 30, taken: 0, held: 1 });
    await expectSeatInvariants();
  }, 60_000);

  it("after expiry, let two late payments for the last seats confirm one and flag the other", async () => {
    const departure = await createDeparture(db(), { capacity: 3 });
    const [first, second] = await draftsFor(departure, travellers.slice(0, 2));
    await db().update(bookings).set({ adults: 2 }).where(eq(bookings.departureId, departure.id));
    // Two holds of 2 seats out of 3, the second taken once the first had run out; now both have.
    const now = Date.now();
    const holds = [
      await hold(first!, new Date(now - 40 * MINUTE)),
      await hold(second!, new Date(now - 24 * MINUTE)),
    ];
    await releaseExpiredHolds(db(), new Date(now), 10);
    expect((await bookingRow(db(), first!.id)).status).toBe("expired");
    expect((await bookingRow(db(), second!.id)).status).toBe("expired");

    const outcomes = await Promise.all(
      holds.map((held, i) => {
        if (!held.ok) throw new Error(`hold ${i} refused`);
        return recordPaymentSucceeded(db(), {
          provider: "sandbox",
          eventId: `evt-late-${departure.id}-${i}`,
          paymentId: held.payment.id,
          amount: held.payment.amount,
          now: new Date(now),
        });
      }),
    );
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["flagged", "paid"]);
    expect(outcomes.find((o) => o.outcome === "flagged")).toMatchObject({ reason: "seats_gone" });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 3, taken: 2, held: 0 });
    // The one that found no seat: the office is told, and so is the traveller.
    for (const outcome of outcomes) {
      if (outcome.outcome !== "paid" && outcome.outcome !== "flagged") continue;
      const mails = (await mailsAbout(db(), outcome.reference)).map((mail) => mail.template).sort();
      expect(mails).toEqual(
        outcome.outcome === "paid"
          ? ["booking-confirmation", "booking-staff", "payment-receipt"]
          : ["booking-staff", "payment-flagged"],
      );
    }
    await expectSeatInvariants();
  }, 60_000);
});
