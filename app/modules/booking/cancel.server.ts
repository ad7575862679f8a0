import { eq } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookings } from "#app/db/schema/index";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { BOOKING_SEATS, moveBooking } from "#app/domain/booking/statuses";
import type { BookingRow } from "./drafts.server";
import { moveBookingTo } from "./history.server";
import { applyPromoChanges, promoReleasesFor } from "./promo-codes.server";
import { giveBackHeldSeats, giveBackTakenSeats } from "./seats.server";

export type CancelOrder = {
  bookingId: number;
  actorUserId: string;
  reason: string;
  now: Date;
  /** The booking locked, before anything changes: a refusal stops it (the staff form's version). */
  check?: (booking: BookingRow) => ActionFailure | null;
  /** After the change, in its transaction: the staff area's audit row, a mail. */
  afterChange?: (tx: Executor, before: BookingRow) => Promise<void>;
};

/**
 * Cancels a booking (staff decide it; the refund is the refunds module's,
 * after this): in one transaction the booking is locked, its seats go back
 * to the departure (held or taken, by its status), a promo code use it holds
 * is given back, and it moves to `cancelled` with its history row. Nothing
 * is deleted. A booking that cannot be cancelled (completed, already
 * cancelled) is refused by the transition table.
 */
export async function cancelBooking(db: Database, order: CancelOrder): Promise<{ ok: true } | ActionFailure> {
  if (!order.reason.trim())
    return fail(400, "booking:refund.reasonRequired", { field: "reason", reason: "no_reason" });
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, order.bookingId)).for("update");
    if (!booking) return fail(404, "booking:refund.notFound", { reason: "not_found" });
    const refused = order.check?.(booking);
    if (refused) return refused;
    const move = moveBooking(booking.status, "cancelled");
    if (!move.ok) return move;
    if (booking.departureId !== null && booking.seatCount > 0) {
      if (BOOKING_SEATS[booking.status] === "held") await giveBackHeldSeats(tx, [booking]);
      if (BOOKING_SEATS[booking.status] === "taken")
        await giveBackTakenSeats(tx, booking.departureId, booking.seatCount);
    }
    await applyPromoChanges(tx, await promoReleasesFor(tx, [booking.id]), order.now);
    await moveBookingTo(
      tx,
      booking,
      "cancelled",
      { now: order.now, actorUserId: order.actorUserId, reason: order.reason.trim() },
      { seatCount: 0, holdExpiresAt: null },
    );
    await order.afterChange?.(tx, booking);
    return { ok: true } as const;
  });
}
