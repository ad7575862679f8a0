import { eq } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookings } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type { BookingStatus, TransitionResult } from "#app/domain/booking/statuses";
import type { BookingRow } from "./drafts.server";
import { moveBookingTo } from "./history.server";
import { applyPromoChanges, promoReleasesFor } from "./promo-codes.server";
import { giveBackHeldSeats } from "./seats.server";

/**
 * The traveller goes back to change a booking they were paying for, or
 * returns to one whose hold ran out: it becomes a draft again, so the next
 * Pay prices it and takes the seats anew. A hold still running gives its
 * seats and its promo code use back first, in the same transaction. A
 * payment already started stays as it is: should the provider still report
 * it paid, the booking is flagged for staff (recordPaymentSucceeded). A
 * draft stays a draft; any other status is refused (409).
 */
export async function reopenAsDraft(
  db: Database,
  request: { bookingId: number; userId: string; now: Date },
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, request.bookingId))
      .for("update");
    if (!booking || booking.userId !== request.userId)
      return fail(404, "booking:hold.notFound", { reason: "not_found" });
    if (booking.status === "draft") return { ok: true };
    const reopened = await reopenLocked(tx, booking, request);
    return reopened.ok ? { ok: true } : reopened;
  });
}

/**
 * Reopens a booking the caller has locked, in the caller's transaction (a
 * change refused after it rolls the reopening back too): a running hold's
 * seats and promo code use go back; anything but a hold, an expired hold or
 * a draft is refused by the transition table.
 */
export async function reopenLocked(
  tx: Executor,
  booking: BookingRow,
  request: { userId: string; now: Date },
): Promise<TransitionResult<BookingStatus> | { ok: true }> {
  if (booking.status === "draft") return { ok: true };
  const context = { now: request.now, actorUserId: request.userId, reason: "reopened to change it" };
  if (booking.status !== "pending_payment") return moveBookingTo(tx, booking, "draft", context);
  await giveBackHeldSeats(tx, [booking]);
  await applyPromoChanges(tx, await promoReleasesFor(tx, [booking.id]), request.now);
  return moveBookingTo(tx, booking, "draft", context, { seatCount: 0, holdExpiresAt: null });
}
