import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server";
import { users } from "#app/db/schema/index";
import { moveToDeparture } from "#app/modules/admin/bookings/move-departure.server";
import { holdSeats } from "#app/modules/booking/hold.server";
import { recordPaymentSucceeded } from "#app/modules/booking/payment-events.server";
import { eventId } from "#tests/account-bookings";
import { bookingRow, departureSeats, HOLD_SETTINGS, heldBooking, payKey } from "#tests/bookings";
import { createTestDatabase, defaultDatabaseKind, type TestDatabase } from "#tests/db";
import { createBooking, createDeparture, createTour } from "#tests/factories";

// Staff moving bookings onto a departure with few seats left while
// travellers book it (issue 15's acceptance: "moving a booking to a full
// departure is refused, in parallel with bookings"). Each call is its own
// transaction on its own pooled connection: on PostgreSQL they really race;
// PGlite runs them one after another (one round: it cannot show a race),
// and the count must hold the same.

const POSTGRES = defaultDatabaseKind() === "postgres";
const ROUNDS = POSTGRES ? 6 : 1;
const MOVES = 6;
const TRAVELLERS = 8;
const CAPACITY = 5;

let database: TestDatabase;
let staffId: string;
const db = (): Database => database.db;

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 20 });
  const [staff] = await db()
    .insert(users)
    .values({
      id: `race-staff-${Date.now().toString(36)}`,
      email: `race-staff-${Date.now()}@example.org`,
      role: "staff",
    })
    .returning({ id: users.id });
  staffId = staff!.id;
});

afterAll(async () => {
  await database?.drop();
});

/** A booking of one adult paid in full on `departureId`: its seat taken. */
async function paidOn(departureId: number) {
  const { booking, hold } = await heldBooking(db(), { departureId, paymentChoice: "full" });
  await recordPaymentSucceeded(db(), {
    provider: "sandbox",
    eventId: eventId(),
    paymentId: hold.payment.id,
    amount: hold.payment.amount,
    now: new Date(),
  });
  return bookingRow(db(), booking.id);
}

describe("moving bookings onto a nearly full departure while travellers book it", () => {
  it("never sells more seats than the departure has", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const tour = await createTour(db(), { priceFrom: 100_000, durationDays: 5 });
      const from = await createDeparture(db(), { tourId: tour.id, capacity: 20 });
      const onto = await createDeparture(db(), { tourId: tour.id, capacity: CAPACITY, seatsTaken: 2 });
      const moving = await Promise.all(Array.from({ length: MOVES }, () => paidOn(from.id)));
      const drafts = await Promise.all(
        Array.from({ length: TRAVELLERS }, () => createBooking(db(), { departureId: onto.id })),
      );
      const now = new Date();

      const [moves, holds] = await Promise.all([
        Promise.all(
          moving.map((booking) =>
            moveToDeparture(db(), {
              bookingId: booking.id,
              version: booking.version,
              actorUserId: staffId,
              departureId: onto.id,
              reason: "race",
              now,
            }),
          ),
        ),
        Promise.all(
          drafts.map((draft) =>
            holdSeats(
              db(),
              { bookingId: draft.id, userId: draft.userId, idempotencyKey: payKey(), now },
              HOLD_SETTINGS,
            ),
          ),
        ),
      ]);

      const moved = moves.filter((answer) => answer.ok).length;
      const held = holds.filter((answer) => answer.ok).length;
      // Three seats were free: exactly three went, to whoever came first.
      expect(moved + held).toBe(CAPACITY - 2);
      for (const answer of moves.filter((a) => !a.ok))
        expect(answer).toMatchObject({ status: 409, message: "admin-bookings:refused.seatsLeft" });
      for (const answer of holds.filter((a) => !a.ok))
        expect(answer).toMatchObject({ status: 409, message: "booking:hold.seatsLeft" });
      expect(await departureSeats(db(), onto.id)).toEqual({ capacity: CAPACITY, taken: 2 + moved, held });
      // The old departure got back exactly the seats of the bookings that moved.
      expect(await departureSeats(db(), from.id)).toMatchObject({ taken: MOVES - moved, held: 0 });
    }
  }, 120_000);
});
