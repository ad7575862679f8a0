import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookings, departures, payments, tours, users } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { cancellationRequestable, paidCents } from "#app/domain/booking/account";
import {
  type CancellationPolicy,
  cancellationRefund,
  defaultCancellationPolicy,
  parseCancellationPolicy,
} from "#app/domain/booking/cancellation";
import { officeToday } from "#app/domain/dates";
import { usd } from "#app/domain/money";
import { type Env, env } from "#app/modules/config/env.server";
import { enqueueEmail } from "#app/modules/email/outbox.server";
import { tripDates } from "./account.server";
import { recordHistory } from "./history.server";

/**
 * The cancellation scale in force: CANCELLATION_POLICY as written, or the
 * default whose first tier is the deposit (DEPOSIT_PERCENT). The setting was
 * checked at start-up, so this does not throw.
 */
export function cancellationPolicy(
  config: Pick<Env, "CANCELLATION_POLICY" | "DEPOSIT_PERCENT"> = env(),
): CancellationPolicy {
  return config.CANCELLATION_POLICY.trim()
    ? parseCancellationPolicy(config.CANCELLATION_POLICY)
    : defaultCancellationPolicy(config.DEPOSIT_PERCENT);
}

export type CancellationRequest = {
  bookingId: number;
  /** The signed-in traveller: the booking must be theirs. */
  userId: string;
  /** Trimmed and at most CANCELLATION_NOTE_MAX characters (the form's schema); empty for none. */
  note: string;
  now: Date;
  policy?: CancellationPolicy;
  /** Where the staff notice goes; STAFF_EMAIL and STAFF_EMAIL_COPY unless said. */
  staff?: { to: string; cc: string | null };
};

/**
 * The traveller asks to cancel a paid booking (issue 13, section 6): in ONE
 * transaction, with the booking locked, sets `cancellation_requested_at`
 * and the note (the status stays: staff decide and refund by the policy),
 * writes a history row (same status, "cancellation requested") and queues
 * the staff notice (`booking-cancellation-request`, to STAFF_EMAIL with the
 * copy address) with what the policy keeps and refunds today. Asked twice
 * (a second tab, a double post), the second changes nothing and sends
 * nothing: `already` says so.
 */
export async function requestCancellation(
  db: Database,
  request: CancellationRequest,
): Promise<ActionResult<{ already: boolean }>> {
  const policy = request.policy ?? cancellationPolicy();
  const staff = request.staff ?? { to: env().STAFF_EMAIL, cc: env().STAFF_EMAIL_COPY };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        booking: bookings,
        tourTitle: tours.title,
        durationDays: tours.durationDays,
        departureStart: departures.startDate,
        departureEnd: departures.endDate,
        email: users.email,
      })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .leftJoin(departures, eq(departures.id, bookings.departureId))
      .where(eq(bookings.id, request.bookingId))
      .for("update", { of: bookings });
    if (!row || row.booking.userId !== request.userId)
      return fail(404, "account:bookings.notFound", { reason: "not_found" });
    const { booking } = row;
    if (booking.cancellationRequestedAt !== null) return { ok: true, already: true };

    const { startDate, endDate } = tripDates(row);
    const today = officeToday(request.now);
    const requestable = cancellationRequestable(booking.status, startDate, today);
    if (!requestable.ok)
      return fail(
        409,
        requestable.reason === "trip_started"
          ? "account:bookings.cancel.tripStarted"
          : "account:bookings.cancel.notCancellable",
        { reason: requestable.reason },
      );
    // A booking that can be cancelled has its dates (cancellationRequestable checked them).
    if (startDate === null) throw new Error(`Booking ${booking.id} has no start date`);

    const own = await tx.select().from(payments).where(eq(payments.bookingId, booking.id));
    const paid = paidCents(own);
    const refund = cancellationRefund({
      total: usd(booking.totalCents),
      paid: usd(paid),
      departureDate: startDate,
      today,
      policy,
    });
    const note = request.note.trim() || null;
    await tx
      .update(bookings)
      .set({
        cancellationRequestedAt: request.now,
        cancellationNote: note,
        version: sql`${bookings.version} + 1`,
        updatedAt: request.now,
      })
      .where(eq(bookings.id, booking.id));
    await recordHistory(tx, booking.id, booking.status, booking.status, {
      now: request.now,
      actorUserId: request.userId,
      reason: "cancellation requested",
    });
    await enqueueEmail(tx, {
      template: "booking-cancellation-request",
      // The office reads English (as the enquiries' notices).
      locale: "en",
      to: staff.to,
      cc: staff.cc,
      props: {
        reference: booking.reference,
        tourTitle: row.tourTitle,
        startDate,
        endDate,
        customerName: booking.leadFullName,
        customerEmail: booking.leadEmail ?? row.email,
        status: booking.status,
        totalCents: booking.totalCents,
        paidCents: paid,
        daysBefore: refund.daysBefore,
        keepPercent: refund.keepPercent,
        keptCents: refund.kept.amountMinor,
        refundCents: refund.refund.amountMinor,
        requestedAt: request.now,
        note,
      },
    });
    return { ok: true, already: false };
  });
}
