import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookings, departures } from "#app/db/schema/index";
import { seatsLeft } from "#app/domain/catalogue/availability";
import type { IsoDate } from "#app/domain/dates";

/**
 * The seats of live holds on the departure of the row being read:
 * `seats_held` less the holds that have expired but that nobody has
 * released yet. Every availability read uses this, so an expired hold never
 * hides a seat, even before the expiry job runs (decision 080).
 */
export function liveSeatsHeld(now: Date): SQL<number> {
  // Qualified by hand: a select from one table names its columns bare, and a bare "id" in the
  // subquery would be the booking's.
  const column = (name: string) => sql`${departures}.${sql.identifier(name)}`;
  return sql<number>`(${column(departures.seatsHeld.name)} - coalesce((
    select sum(b.seat_count) from ${bookings} b
    where b.departure_id = ${column(departures.id.name)} and b.status = 'pending_payment'
      and b.hold_expires_at <= ${now.toISOString()}::timestamptz), 0))::int`;
}

export type SeatTake =
  | { ok: true }
  | { ok: false; reason: "closed" }
  | { ok: false; reason: "full"; seatsLeft: number };

/**
 * Takes `seats` on a departure, as held (a hold while the payment runs) or
 * as taken (a late payment), with ONE conditional update that refuses when
 * taken + held + these seats would pass the capacity: the row lock of the
 * update orders parallel callers, and each sees the seats the one before it
 * took. The caller releases the departure's expired holds first, in the same
 * transaction, so `seats_held` counts live holds only. Refuses a departure
 * that has started, or is closed or cancelled (on request only when the
 * caller says so: a request staff accepted); a full one answers the seats
 * still free.
 */
export async function takeSeats(
  tx: Executor,
  take: { departureId: number; seats: number; as: "held" | "taken"; today: IsoDate; allowOnRequest: boolean },
): Promise<SeatTake> {
  const open = and(
    eq(departures.id, take.departureId),
    gt(departures.startDate, take.today),
    inArray(departures.status, take.allowOnRequest ? ["scheduled", "on_request"] : ["scheduled"]),
  );
  const fits = sql`${departures.seatsTaken} + ${departures.seatsHeld} + ${take.seats} <= ${departures.capacity}`;
  const taken = await tx
    .update(departures)
    .set(
      take.as === "held"
        ? { seatsHeld: sql`${departures.seatsHeld} + ${take.seats}` }
        : { seatsTaken: sql`${departures.seatsTaken} + ${take.seats}` },
    )
    .where(and(open, fits))
    .returning({ id: departures.id });
  if (taken.length > 0) return { ok: true };
  const [departure] = await tx
    .select({
      capacity: departures.capacity,
      seatsTaken: departures.seatsTaken,
      seatsHeld: departures.seatsHeld,
    })
    .from(departures)
    .where(open);
  return departure
    ? { ok: false, reason: "full", seatsLeft: seatsLeft(departure) }
    : { ok: false, reason: "closed" };
}

/** A hold paid for: its seats move from held to taken (the sum, and so the capacity check, is unchanged). */
export async function heldSeatsTaken(tx: Executor, departureId: number, seats: number): Promise<void> {
  await tx
    .update(departures)
    .set({
      seatsHeld: sql`${departures.seatsHeld} - ${seats}`,
      seatsTaken: sql`${departures.seatsTaken} + ${seats}`,
    })
    .where(eq(departures.id, departureId));
}

/**
 * Gives the held seats of these bookings back to their departures, one
 * update per departure in the order of their ids, so two callers releasing
 * holds on the same departures lock them in the same order.
 */
export async function giveBackHeldSeats(
  tx: Executor,
  held: ReadonlyArray<{ departureId: number | null; seatCount: number }>,
): Promise<void> {
  const byDeparture = new Map<number, number>();
  for (const { departureId, seatCount } of held)
    if (departureId !== null && seatCount > 0)
      byDeparture.set(departureId, (byDeparture.get(departureId) ?? 0) + seatCount);
  for (const [departureId, seats] of [...byDeparture].sort(([a], [b]) => a - b)) {
    await tx
      .update(departures)
      .set({ seatsHeld: sql`${departures.seatsHeld} - ${seats}` })
      .where(eq(departures.id, departureId));
  }
}

/** A paid booking cancelled: its taken seats go back to the departure. */
export async function giveBackTakenSeats(tx: Executor, departureId: number, seats: number): Promise<void> {
  await tx
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} - ${seats}` })
    .where(eq(departures.id, departureId));
}
