import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookings, departures } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { MOVABLE } from "#app/domain/admin/bookings-fields";
import { BOOKING_SEATS } from "#app/domain/booking/statuses";
import { officeToday } from "#app/domain/dates";
import { recordAudit } from "#app/modules/admin/audit.server";
import { claimExpiredHolds, expireClaimedHolds } from "#app/modules/booking/expiry.server";
import { recordHistory } from "#app/modules/booking/history.server";
import { applyPromoChanges } from "#app/modules/booking/promo-codes.server";
import {
  giveBackHeldSeats,
  giveBackTakenSeats,
  liveSeatsHeld,
  takeSeats,
} from "#app/modules/booking/seats.server";
import {
  auditView,
  isFailure,
  lockAtVersion,
  refusedOnThrow,
  type StaffAct,
  StaffActionRefused,
  touchBooking,
  type Versioned,
} from "./locked.server";

export type DepartureMove = StaffAct & Versioned & { departureId: number; reason: string };

/** Expired holds one move releases at most, as a hold does. */
const EXPIRED_PER_MOVE = 500;

/**
 * Moves a booking to another departure of its tour, in one transaction: the
 * booking locked, then both departures in the order of their ids (two moves
 * between the same two dates in opposite directions cannot deadlock), the
 * new departure's expired holds released, its seats taken with the same
 * conditional update as a hold (takeSeats: never past the capacity), the
 * old departure's seats given back, a history row and the audit row. A
 * request (no seats yet) only needs the new date open. The price stays the
 * one agreed: a move is the office's decision, not a new booking.
 */
export async function moveToDeparture(db: Database, order: DepartureMove): Promise<ActionResult> {
  return refusedOnThrow(() =>
    db.transaction(async (tx) => {
      const booking = await lockAtVersion(tx, order.bookingId, order.version);
      if (isFailure(booking)) return booking;
      if (!MOVABLE.includes(booking.status))
        return fail(409, "admin-bookings:refused.notMovable", { reason: "not_movable" });
      if (order.departureId === booking.departureId)
        return fail(400, "admin-bookings:form.sameDeparture", {
          field: "departure",
          reason: "same_departure",
        });
      const ids = [order.departureId, ...(booking.departureId === null ? [] : [booking.departureId])];
      const locked = await tx
        .select({ id: departures.id, tourId: departures.tourId })
        .from(departures)
        .where(inArray(departures.id, ids))
        .orderBy(asc(departures.id))
        .for("update");
      const target = locked.find((d) => d.id === order.departureId);
      if (!target || target.tourId !== booking.tourId)
        return fail(400, "admin-bookings:form.departureInvalid", {
          field: "departure",
          reason: "bad_departure",
        });

      // Skipping holds another transaction has locked: this one holds a booking's lock already.
      const expired = await claimExpiredHolds(tx, {
        now: order.now,
        limit: EXPIRED_PER_MOVE,
        departureId: target.id,
      });
      await applyPromoChanges(tx, await expireClaimedHolds(tx, expired, order.now), order.now);
      const seats = BOOKING_SEATS[booking.status];
      const taken = await takeSeats(tx, {
        departureId: target.id,
        seats: seats === "none" ? 0 : booking.seatCount,
        as: seats === "held" ? "held" : "taken",
        today: officeToday(order.now),
        // Staff decide what is sold on request: a date on request is theirs to fill.
        allowOnRequest: true,
      });
      if (!taken.ok)
        throw new StaffActionRefused(
          taken.reason === "closed"
            ? fail(409, "admin-bookings:refused.departureClosed", { field: "departure", reason: "closed" })
            : fail(409, "admin-bookings:refused.seatsLeft", {
                field: "departure",
                reason: "full",
                values: { seats: taken.seatsLeft },
              }),
        );
      if (booking.departureId !== null && booking.seatCount > 0) {
        if (seats === "held") await giveBackHeldSeats(tx, [booking]);
        if (seats === "taken") await giveBackTakenSeats(tx, booking.departureId, booking.seatCount);
      }
      await touchBooking(tx, booking.id, order.now, { departureId: target.id });
      await recordHistory(tx, booking.id, booking.status, booking.status, {
        now: order.now,
        actorUserId: order.actorUserId,
        reason: `moved from departure ${booking.departureId ?? "none"} to ${target.id}: ${order.reason.trim()}`,
      });
      await recordAudit(tx, {
        actorUserId: order.actorUserId,
        action: "booking.move",
        entityType: "booking",
        entityId: booking.id,
        before: auditView(booking),
        after: { ...auditView(booking), departureId: target.id, reason: order.reason.trim() },
      });
      return { ok: true };
    }),
  );
}

/** The other departures of the booking's tour still open, for the move form's choices. */
export async function departuresToMoveTo(db: Database, bookingId: number, now: Date) {
  const [booking] = await db
    .select({ tourId: bookings.tourId, departureId: bookings.departureId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return [];
  const today = officeToday(now);
  const rows = await db
    .select({
      id: departures.id,
      startDate: departures.startDate,
      status: departures.status,
      capacity: departures.capacity,
      seatsTaken: departures.seatsTaken,
      seatsHeld: liveSeatsHeld(now),
    })
    .from(departures)
    .where(eq(departures.tourId, booking.tourId))
    .orderBy(asc(departures.startDate));
  return rows
    .filter(
      (d) =>
        d.id !== booking.departureId &&
        d.startDate > today &&
        (d.status === "scheduled" || d.status === "on_request"),
    )
    .map((d) => ({ ...d, seatsLeft: Math.max(0, d.capacity - d.seatsTaken - d.seatsHeld) }));
}
