import { and, eq, like } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookingNotes, bookings, departures, emailOutbox } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { officeToday } from "#app/domain/dates";
import { recordAudit } from "#app/modules/admin/audit.server";
import { cancelBooking } from "#app/modules/booking/cancel.server";
import { moveBookingTo } from "#app/modules/booking/history.server";
import { enqueueCopy } from "#app/modules/email/outbox.server";
import { refundBooking } from "#app/modules/payments/refunds.server";
import {
  auditView,
  bookingNotFound,
  isFailure,
  lockAtVersion,
  type StaffAct,
  touchBooking,
  type Versioned,
  versionCheck,
} from "./locked.server";

/**
 * Staff cancel a booking (cancelBooking: its seats and promo use go back),
 * with the audit row in the same transaction. The refund is its own action.
 */
export async function staffCancel(
  db: Database,
  act: StaffAct & Versioned & { reason: string },
): Promise<ActionResult> {
  return cancelBooking(db, {
    ...act,
    check: versionCheck(act.version),
    afterChange: (tx, before) =>
      recordAudit(tx, {
        actorUserId: act.actorUserId,
        action: "booking.cancel",
        entityType: "booking",
        entityId: before.id,
        before: auditView(before),
        after: { ...auditView(before), status: "cancelled", seatCount: 0, reason: act.reason.trim() },
      }),
  });
}

/**
 * A full or partial refund through the payments module (refundBooking:
 * the amount checked against what is refundable, the provider, the
 * traveller's mail); `amountCents` null refunds what the cancellation scale
 * gives today. The audit row and the booking's new version are written with
 * the refund rows.
 */
export async function staffRefund(
  db: Database,
  act: StaffAct & Versioned & { amountCents: number | null; reason: string; key: string },
) {
  return refundBooking(db, {
    bookingId: act.bookingId,
    amountCents: act.amountCents,
    actorUserId: act.actorUserId,
    reason: act.reason,
    idempotencyKey: act.key,
    now: act.now,
    check: versionCheck(act.version),
    afterChange: async (tx, planned) => {
      await touchBooking(tx, act.bookingId, act.now);
      await recordAudit(tx, {
        actorUserId: act.actorUserId,
        action: "booking.refund",
        entityType: "booking",
        entityId: act.bookingId,
        before: null,
        after: { refundCents: planned.amountCents, refundIds: planned.refundIds, reason: act.reason.trim() },
      });
    },
  });
}

/** Marks a booking completed once its departure's last day is over (office time). */
export async function markCompleted(db: Database, act: StaffAct & Versioned): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const booking = await lockAtVersion(tx, act.bookingId, act.version);
    if (isFailure(booking)) return booking;
    const [departure] =
      booking.departureId === null
        ? []
        : await tx
            .select({ endDate: departures.endDate })
            .from(departures)
            .where(eq(departures.id, booking.departureId));
    if (!departure || departure.endDate >= officeToday(act.now))
      return fail(409, "admin-bookings:refused.notOver", { reason: "not_over" });
    const moved = await moveBookingTo(tx, booking, "completed", {
      now: act.now,
      actorUserId: act.actorUserId,
      reason: "trip completed",
    });
    if (!moved.ok) return moved;
    await recordAudit(tx, {
      actorUserId: act.actorUserId,
      action: "booking.complete",
      entityType: "booking",
      entityId: booking.id,
      before: auditView(booking),
      after: { ...auditView(booking), status: "completed" },
    });
    return { ok: true };
  });
}

/**
 * Sends a mail about the booking again: a copy of its outbox row, to the
 * same recipient. Only a mail about this booking (its text names the
 * reference, as every booking mail does) can be resent from its page.
 */
export async function resendBookingMail(
  db: Database,
  act: StaffAct & { outboxId: number },
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, act.bookingId));
    if (!booking) return bookingNotFound();
    const [mail] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, act.outboxId), like(emailOutbox.text, `%${booking.reference}%`)));
    if (!mail) return fail(404, "admin-bookings:refused.mailNotFound", { reason: "mail_not_found" });
    const copy = await enqueueCopy(tx, mail.id);
    await recordAudit(tx, {
      actorUserId: act.actorUserId,
      action: "booking.resend_mail",
      entityType: "booking",
      entityId: booking.id,
      before: null,
      after: { resentOutboxId: mail.id, newOutboxId: copy?.id ?? null },
    });
    return { ok: true };
  });
}

/** A note between staff on the booking (never shown to the traveller). */
export async function addBookingNote(db: Database, act: StaffAct & { body: string }): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, act.bookingId));
    if (!booking) return bookingNotFound();
    const [note] = await tx
      .insert(bookingNotes)
      .values({
        bookingId: booking.id,
        authorUserId: act.actorUserId,
        body: act.body.trim(),
        createdAt: act.now,
      })
      .returning({ id: bookingNotes.id });
    await recordAudit(tx, {
      actorUserId: act.actorUserId,
      action: "booking.note",
      entityType: "booking",
      entityId: booking.id,
      before: null,
      after: { noteId: note?.id, body: act.body.trim() },
    });
    return { ok: true };
  });
}
