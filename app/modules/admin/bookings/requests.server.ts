import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { departures, tours } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { seatsFor, tripEndDate } from "#app/domain/booking/party";
import { moveBooking } from "#app/domain/booking/statuses";
import { officeToday } from "#app/domain/dates";
import { recordAudit } from "#app/modules/admin/audit.server";
import { cancelBooking } from "#app/modules/booking/cancel.server";
import type { BookingRow } from "#app/modules/booking/drafts.server";
import { recordHistory } from "#app/modules/booking/history.server";
import { notifyRequestAccepted, notifyRequestDeclined } from "#app/modules/booking/notifications.server";
import {
  auditView,
  isFailure,
  lockAtVersion,
  type StaffAct,
  touchBooking,
  type Versioned,
  versionCheck,
} from "./locked.server";

const notARequest = () => fail(409, "admin-bookings:refused.notRequest", { reason: "not_request" });

/**
 * Staff confirm a booking request (decisions 080, 084): the booking keeps
 * `requested`, gains `request_accepted_at` and a departure (a private date
 * gets one of its own, sold on request, sized to the party, unless the tour
 * already has one that day), and the traveller is mailed the link to the
 * payment step, where Pay holds the seats as for any booking. The table is
 * asked whether a request may go on to be paid; nothing moves yet.
 */
export async function confirmRequest(db: Database, act: StaffAct & Versioned): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const booking = await lockAtVersion(tx, act.bookingId, act.version);
    if (isFailure(booking)) return booking;
    if (booking.status !== "requested" || booking.requestAcceptedAt !== null) return notARequest();
    const next = moveBooking(booking.status, "pending_payment");
    if (!next.ok) return next;
    const departureId = booking.departureId ?? (await privateDeparture(tx, booking, act.now));
    if (isFailure(departureId)) return departureId;

    await touchBooking(tx, booking.id, act.now, { requestAcceptedAt: act.now, departureId });
    await recordHistory(tx, booking.id, "requested", "requested", {
      now: act.now,
      actorUserId: act.actorUserId,
      reason: "request accepted",
    });
    await recordAudit(tx, {
      actorUserId: act.actorUserId,
      action: "booking.confirm_request",
      entityType: "booking",
      entityId: booking.id,
      before: auditView(booking),
      after: auditView({ ...booking, requestAcceptedAt: act.now, departureId }),
    });
    await notifyRequestAccepted(tx, booking.id);
    return { ok: true };
  });
}

/**
 * The departure of a private date: the tour's own on that day when it is
 * still open, else a new one sold on request with the party's seats (so
 * nobody else can book the private trip's vehicle). A date already past, or
 * one the tour closed, is refused: staff move the request instead.
 */
async function privateDeparture(tx: Executor, booking: BookingRow, now: Date) {
  const startDate = booking.requestedStartDate;
  if (!startDate || startDate <= officeToday(now))
    return fail(409, "admin-bookings:refused.datePassed", { reason: "date_passed" });
  const [existing] = await tx
    .select({ id: departures.id, status: departures.status })
    .from(departures)
    .where(and(eq(departures.tourId, booking.tourId), eq(departures.startDate, startDate)));
  if (existing) {
    if (existing.status === "closed" || existing.status === "cancelled")
      return fail(409, "admin-bookings:refused.dateClosed", { reason: "date_closed" });
    return existing.id;
  }
  const [tour] = await tx
    .select({ durationDays: tours.durationDays })
    .from(tours)
    .where(eq(tours.id, booking.tourId));
  const [created] = await tx
    .insert(departures)
    .values({
      tourId: booking.tourId,
      startDate,
      endDate: tripEndDate(startDate, tour?.durationDays ?? 1),
      capacity: Math.max(1, seatsFor(booking)),
      status: "on_request",
    })
    .returning({ id: departures.id });
  if (!created) throw new Error("The private departure was not created");
  return created.id;
}

/**
 * Staff decline a request: it is cancelled (cancelBooking: nothing was held
 * or charged) and the traveller is told why, with the audit row, in one transaction.
 */
export async function declineRequest(
  db: Database,
  act: StaffAct & Versioned & { reason: string },
): Promise<ActionResult> {
  const stale = versionCheck(act.version);
  return cancelBooking(db, {
    bookingId: act.bookingId,
    actorUserId: act.actorUserId,
    reason: `request declined: ${act.reason.trim()}`,
    now: act.now,
    check: (booking) => stale(booking) ?? (booking.status === "requested" ? null : notARequest()),
    afterChange: async (tx, before) => {
      await recordAudit(tx, {
        actorUserId: act.actorUserId,
        action: "booking.decline_request",
        entityType: "booking",
        entityId: before.id,
        before: auditView(before),
        after: { ...auditView(before), status: "cancelled", reason: act.reason.trim() },
      });
      await notifyRequestDeclined(tx, before.id, act.reason.trim());
    },
  });
}
