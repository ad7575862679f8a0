import { randomUUID } from "node:crypto";
import { asc, eq, like } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookingHistory, bookings, departures, emailOutbox, payments } from "#app/db/schema/index";
import { type Hold, holdSeats } from "#app/modules/booking/hold.server";
import { type BookingRow, createBooking } from "./factories";

// Bookings taken through the module, for the tests of what follows a hold
// (expiry, payment events, erasure). The hold itself is tested in
// app/modules/booking/hold.server.test.ts.

/** A Pay form's idempotency key: new every call. */
export function payKey(): string {
  return `pay-${randomUUID()}`;
}

/** The hold settings of the tests: the defaults, written out. */
export const HOLD_SETTINGS = { holdMinutes: 15, depositPercent: 30, balanceDueDays: 60 } as const;

/** A draft (createBooking's overrides) held at `now`: the hold's answer, or the test fails. */
export async function heldBooking(
  db: Database,
  overrides: Parameters<typeof createBooking>[1] = {},
  now: Date = new Date(),
): Promise<{ booking: BookingRow; hold: Hold }> {
  const booking = await createBooking(db, overrides);
  const hold = await holdSeats(
    db,
    { bookingId: booking.id, userId: booking.userId, idempotencyKey: payKey(), now },
    HOLD_SETTINGS,
  );
  if (!hold.ok) throw new Error(`The hold was refused: ${hold.message} ${JSON.stringify(hold.values)}`);
  return { booking, hold };
}

export async function bookingRow(db: Database, id: number): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

export async function departureSeats(db: Database, id: number) {
  const [row] = await db
    .select({ capacity: departures.capacity, taken: departures.seatsTaken, held: departures.seatsHeld })
    .from(departures)
    .where(eq(departures.id, id));
  if (!row) throw new Error(`no departure ${id}`);
  return row;
}

/** The booking's status moves, oldest first, as [from, to, reason]. */
export async function historyOf(db: Database, bookingId: number) {
  const rows = await db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(bookingHistory.id);
  return rows.map((row) => [row.fromStatus, row.toStatus, row.reason]);
}

export async function paymentsOf(db: Database, bookingId: number) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.id);
}

/**
 * The outbox's mails about a booking, oldest first: every booking mail
 * (confirmation, receipt, the office's notices, reminders) names its
 * reference in its text part.
 */
export async function mailsAbout(db: Database, reference: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.text, `%${reference}%`))
    .orderBy(asc(emailOutbox.id));
}
