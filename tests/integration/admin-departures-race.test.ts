import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, setDatabase } from "#app/db/client.server";
import { auditEvents, bookings, departures, users } from "#app/db/schema/index";
import { newBookingReference } from "#app/domain/booking/reference";
import { updateDeparture } from "#app/modules/admin/departures/departure-edits.server";
import { holdSeats } from "#app/modules/booking/hold.server";
import { departureSeats, HOLD_SETTINGS, payKey } from "#tests/bookings";
import { createTestDatabase, defaultDatabaseKind, type TestDatabase } from "#tests/db";
import { createDeparture } from "#tests/factories";

// Staff changing a departure while others act on it (issue 15's acceptance):
// two staff saving the same version, and a capacity lowered while travellers
// take seats. Each call is its own transaction on its own pooled connection,
// so on PostgreSQL they really race; PGlite runs them one after another (one
// round: it cannot show a race), and the answers must hold the same.

const POSTGRES = defaultDatabaseKind() === "postgres";
const ROUNDS = POSTGRES ? 10 : 1;
const TRAVELLERS = 30;

let database: TestDatabase;
let staffId: string;
let travellers: string[];
const db = (): Database => database.db;

beforeAll(async () => {
  database = await createTestDatabase({ poolMax: 20 });
  setDatabase(database);
  const stamp = Date.now().toString(36);
  const [staff] = await db()
    .insert(users)
    .values({ id: `staff-${stamp}`, email: `staff-${stamp}@example.org`, role: "staff" })
    .returning({ id: users.id });
  staffId = staff!.id;
  const rows = await db()
    .insert(users)
    .values(
      Array.from({ length: TRAVELLERS }, (_, i) => ({
        id: `dep-race-${stamp}-${i}`,
        email: `dep-race-${stamp}-${i}@example.org`,
      })),
    )
    .returning({ id: users.id });
  travellers = rows.map((row) => row.id);
}, 60_000);

afterAll(async () => {
  setDatabase(undefined);
  await database?.drop();
});

const actor = () => ({ actorUserId: staffId, now: new Date() });

async function draftsFor(departure: { id: number; tourId: number }) {
  const base = Date.now();
  return db()
    .insert(bookings)
    .values(
      travellers.map((userId, i) => ({
        reference: newBookingReference({ now: () => base + i }),
        userId,
        tourId: departure.tourId,
        departureId: departure.id,
        adults: 1,
        rooms: { single: 1 },
      })),
    )
    .returning();
}

describe("a departure changed by staff at the same time as others", () => {
  it("lets one of two saves of the same version win; the other is told (409), nothing lost silently", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const departure = await createDeparture(db(), { capacity: 12 });
      const answers = await Promise.all([
        updateDeparture(departure.id, 0, { capacity: 14, price: 250_000, limitedSeats: null }, actor()),
        updateDeparture(departure.id, 0, { capacity: 18, price: null, limitedSeats: 2 }, actor()),
      ]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(answers.find((answer) => !answer.ok)).toMatchObject({
        status: 409,
        message: "admin:form.conflict",
      });
      const [row] = await db().select().from(departures).where(eq(departures.id, departure.id));
      expect(row?.version).toBe(1);
      const winner = answers[0]?.ok ? { capacity: 14, price: 250_000 } : { capacity: 18, price: null };
      expect(row).toMatchObject(winner);
      const audit = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, "departure"), eq(auditEvents.entityId, String(departure.id))));
      expect(audit).toHaveLength(1);
    }
  }, 60_000);

  it(`never ends above capacity when the capacity is lowered while ${TRAVELLERS} travellers take seats`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const departure = await createDeparture(db(), { capacity: 20 });
      const drafts = await draftsFor(departure);
      const now = new Date();
      const holds = drafts.map((draft) =>
        holdSeats(
          db(),
          { bookingId: draft.id, userId: draft.userId, idempotencyKey: payKey(), now },
          HOLD_SETTINGS,
        ),
      );
      // The capacity change lands among the holds, not before or after them all.
      const lowered = updateDeparture(
        departure.id,
        0,
        { capacity: 10, price: null, limitedSeats: null },
        actor(),
      );
      const [change, ...answers] = await Promise.all([lowered, ...holds]);

      const seats = await departureSeats(db(), departure.id);
      const held = answers.filter((answer) => answer.ok).length;
      expect(seats.taken + seats.held).toBeLessThanOrEqual(seats.capacity);
      expect(seats.held).toBe(held);
      if (change.ok) {
        expect(seats.capacity).toBe(10);
        expect(held).toBeLessThanOrEqual(10);
      } else {
        // Refused because more than 10 seats were already held when it ran: the capacity stays.
        expect(change).toMatchObject({ status: 409, message: "admin-departures:errors.capacityBelowSeats" });
        expect(seats.capacity).toBe(20);
        expect(held).toBeGreaterThan(10);
      }
      for (const refusal of answers.filter((answer) => !answer.ok))
        expect(refusal).toMatchObject({ status: 409, reason: "seats_left" });
      // Held seats equal the bookings' seats: no counter drifted.
      const [sum] = await db()
        .select({ seats: sql<number>`coalesce(sum(${bookings.seatCount}), 0)::int` })
        .from(bookings)
        .where(and(eq(bookings.departureId, departure.id), eq(bookings.status, "pending_payment")));
      expect(sum?.seats).toBe(seats.held);
    }
  }, 120_000);

  it("refuses to lower the capacity below the seats taken, whatever the form says", async () => {
    const departure = await createDeparture(db(), { capacity: 12, seatsTaken: 9 });
    const answer = await updateDeparture(
      departure.id,
      0,
      { capacity: 8, price: null, limitedSeats: null },
      actor(),
    );
    expect(answer).toMatchObject({
      ok: false,
      status: 409,
      field: "capacity",
      values: { taken: 9, count: 9 },
    });
    expect(await departureSeats(db(), departure.id)).toMatchObject({ capacity: 12, taken: 9 });
  });
});
