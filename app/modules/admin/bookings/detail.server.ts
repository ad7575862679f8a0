import { asc, desc, eq, like } from "drizzle-orm";
import { db } from "#app/db/client.server";
import {
  bookingHistory,
  bookingNotes,
  bookings,
  bookingTravellers,
  departures,
  emailOutbox,
  payments,
  tours,
  users,
} from "#app/db/schema/index";
import { availableActions } from "#app/domain/admin/bookings-fields";
import { paidCents } from "#app/domain/booking/account";
import { policyRanges } from "#app/domain/booking/cancellation";
import { officeToday } from "#app/domain/dates";
import { cancellationPolicy } from "#app/modules/booking/cancellation-request.server";
import { refundByScale } from "#app/modules/payments/refunds.server";
import { departuresToMoveTo } from "./move-departure.server";

/** Price lines as the page lists them: a label key with its values, and the amount in US cents. */
export type PriceLineView = { key: string; values: Record<string, string | number>; cents: number };

function priceLinesOf(snapshot: (typeof bookings.$inferSelect)["priceLines"]): PriceLineView[] {
  if (!snapshot) return [];
  return [
    ...snapshot.lines.map((line) => ({
      key: `price.${line.kind}`,
      values: { count: line.count, unit: (line.unit.amountMinor / 100).toFixed(2) },
      cents: line.amount.amountMinor,
    })),
    ...snapshot.extras.map((extra) => ({
      key: "price.extra",
      values: { label: extra.label, count: extra.count },
      cents: extra.amount.amountMinor,
    })),
    ...snapshot.discounts.map((discount) => ({
      key: `price.${discount.kind}`,
      values: { label: discount.label },
      cents: -discount.amount.amountMinor,
    })),
  ];
}

/**
 * Everything the booking's staff page shows, by its reference: the booking
 * and its traveller, travellers with their documents, price lines,
 * payments and refunds, status history, the mails about it (every booking
 * mail names its reference), notes between staff, the cancellation scale
 * and what it would refund today, the departures it could move to, and the
 * actions its status offers. Null when there is no such booking.
 */
export async function bookingDetail(reference: string, now: Date = new Date()) {
  const [row] = await db()
    .select({
      booking: bookings,
      account: { email: users.email, fullName: users.fullName, phone: users.phone },
      tour: { id: tours.id, title: tours.title, slug: tours.slug },
      departure: {
        id: departures.id,
        startDate: departures.startDate,
        endDate: departures.endDate,
        status: departures.status,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(eq(bookings.reference, reference.toUpperCase()));
  if (!row) return null;
  const { booking } = row;
  const [travellers, paymentRows, history, mails, notes, moveChoices] = await Promise.all([
    db()
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, booking.id))
      .orderBy(asc(bookingTravellers.position)),
    db().select().from(payments).where(eq(payments.bookingId, booking.id)).orderBy(asc(payments.id)),
    db()
      .select({
        id: bookingHistory.id,
        from: bookingHistory.fromStatus,
        to: bookingHistory.toStatus,
        reason: bookingHistory.reason,
        at: bookingHistory.at,
        actor: users.email,
      })
      .from(bookingHistory)
      .leftJoin(users, eq(users.id, bookingHistory.actorUserId))
      .where(eq(bookingHistory.bookingId, booking.id))
      .orderBy(asc(bookingHistory.id)),
    db()
      .select({
        id: emailOutbox.id,
        template: emailOutbox.template,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(like(emailOutbox.text, `%${booking.reference}%`))
      .orderBy(desc(emailOutbox.id))
      .limit(100),
    db()
      .select({
        id: bookingNotes.id,
        body: bookingNotes.body,
        at: bookingNotes.createdAt,
        author: users.fullName,
        authorEmail: users.email,
      })
      .from(bookingNotes)
      .innerJoin(users, eq(users.id, bookingNotes.authorUserId))
      .where(eq(bookingNotes.bookingId, booking.id))
      .orderBy(asc(bookingNotes.id)),
    departuresToMoveTo(db(), booking.id, now),
  ]);

  const moneyIn = paymentRows.filter((p) => p.kind !== "refund");
  const paid = paidCents(moneyIn);
  const refunded = paymentRows
    .filter((p) => p.kind === "refund" && p.status !== "failed")
    .reduce((sum, p) => sum + p.amountCents, 0);
  const today = officeToday(now);
  const startDate = row.departure?.startDate ?? booking.requestedStartDate;
  const policy = cancellationPolicy();
  const scaleRefund = startDate
    ? refundByScale(
        { totalCents: booking.totalCents, paidCents: paid, refundedCents: refunded, startDate },
        today,
        policy,
      )
    : null;

  return {
    booking,
    account: row.account,
    tour: row.tour,
    departure: row.departure,
    startDate,
    travellers,
    priceLines: priceLinesOf(booking.priceLines),
    payments: paymentRows,
    history,
    mails,
    notes,
    moveChoices,
    paidCents: paid,
    refundedCents: refunded,
    refundableCents: paid - refunded,
    /** What an offline payment must be: the balance of a confirmed booking, else what Pay charges. */
    dueCents: booking.status === "confirmed" ? booking.totalCents - paid : booking.depositCents,
    scale: { tiers: policyRanges(policy), refundToday: scaleRefund },
    actions: availableActions(
      {
        status: booking.status,
        requestAccepted: booking.requestAcceptedAt !== null,
        paidCents: paid,
        refundedCents: refunded,
        endDate: row.departure?.endDate ?? null,
      },
      today,
    ),
  };
}

export type BookingDetail = NonNullable<Awaited<ReturnType<typeof bookingDetail>>>;

/** The id of the booking with this reference (the page's address), or null. */
export async function bookingIdOf(reference: string): Promise<number | null> {
  const [row] = await db()
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, reference.toUpperCase()));
  return row?.id ?? null;
}
