import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookingHistory, bookings } from "#app/db/schema/index";
import { type BookingStatus, moveBooking, type TransitionResult } from "#app/domain/booking/statuses";

export type BookingUpdate = Partial<Omit<typeof bookings.$inferInsert, "id" | "status" | "version">>;

export type MoveContext = {
  now: Date;
  /** Who did it; null when the system did (the expiry job, a payment provider's event). */
  actorUserId: string | null;
  reason: string;
};

/**
 * Moves a booking the caller has locked from `from` to `to`, if the
 * transition table allows it (domain/booking/statuses), with the other
 * columns that change with it, raises its version and writes the history
 * row: every status change goes through here, so none is left unrecorded.
 * The update is conditional on `from` as well: a booking that moved under a
 * caller who did not lock it throws instead of being moved twice.
 */
export async function moveBookingTo(
  tx: Executor,
  booking: { id: number; status: BookingStatus },
  to: BookingStatus,
  context: MoveContext,
  set: BookingUpdate = {},
): Promise<TransitionResult<BookingStatus>> {
  const move = moveBooking(booking.status, to);
  if (!move.ok) return move;
  // The history row rides on the update's statement (one round trip, not two): it is written
  // even when the update matches nothing, and then the throw below rolls both back.
  const history = tx.$with("history").as(
    tx
      .insert(bookingHistory)
      .values(historyRow(booking.id, booking.status, to, context))
      .returning({
        id: bookingHistory.id,
      }),
  );
  const moved = await tx
    .with(history)
    .update(bookings)
    .set({ ...set, status: to, version: sql`${bookings.version} + 1`, updatedAt: context.now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning({ id: bookings.id });
  if (moved.length === 0) throw new Error(`Booking ${booking.id} is no longer ${booking.status}`);
  return move;
}

/** One history row; `from` is null for the booking's creation. */
export async function recordHistory(
  tx: Executor,
  bookingId: number,
  from: BookingStatus | null,
  to: BookingStatus,
  context: MoveContext,
): Promise<void> {
  await tx.insert(bookingHistory).values(historyRow(bookingId, from, to, context));
}

function historyRow(bookingId: number, from: BookingStatus | null, to: BookingStatus, context: MoveContext) {
  return {
    bookingId,
    fromStatus: from,
    toStatus: to,
    actorUserId: context.actorUserId,
    reason: context.reason,
    at: context.now,
  };
}

/**
 * Marks a booking for staff (a payment that found no seat, an amount that
 * differs) without moving it. A second reason is added to the first, never
 * written over it.
 */
export async function flagForStaff(
  tx: Executor,
  bookingId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      flaggedForStaff: true,
      flagReason: sql`coalesce(${bookings.flagReason} || '; ', '') || ${reason}`,
      version: sql`${bookings.version} + 1`,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId));
}
