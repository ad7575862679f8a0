import { and, eq, sum } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookings, departures, payments, tours } from "#app/db/schema/index";
import { parseBookingReference } from "#app/domain/booking/reference";
import type { BookingStatus } from "#app/domain/booking/statuses";

export type BookingOutcome = {
  id: number;
  reference: string;
  status: BookingStatus;
  tourTitle: string;
  startDate: string | null;
  endDate: string | null;
  totalCents: number;
  paidCents: number;
  /** What is still to pay, and by when (null once paid in full). */
  dueCents: number;
  dueBy: string | null;
  holdExpiresAt: Date | null;
  flaggedForStaff: boolean;
};

/**
 * What /booking/success and /booking/cancel say about the traveller's
 * booking, by its reference: null for a reference that is not theirs (404,
 * whoever else's it is). Paid is what the provider confirmed, nothing else.
 */
export async function findBookingOutcome(
  db: Database,
  request: { reference: string | null; userId: string },
): Promise<BookingOutcome | null> {
  const reference = parseBookingReference(request.reference);
  if (!reference) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      reference: bookings.reference,
      status: bookings.status,
      tourTitle: tours.title,
      startDate: departures.startDate,
      endDate: departures.endDate,
      requestedStartDate: bookings.requestedStartDate,
      totalCents: bookings.totalCents,
      holdExpiresAt: bookings.holdExpiresAt,
      flaggedForStaff: bookings.flaggedForStaff,
      balanceDueDate: bookings.balanceDueDate,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(eq(bookings.reference, reference));
  if (!row || row.userId !== request.userId) return null;
  const [paid] = await db
    .select({ cents: sum(payments.amountCents).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.bookingId, row.id), eq(payments.status, "succeeded")));
  const paidCents = paid?.cents ?? 0;
  const dueCents = Math.max(0, row.totalCents - paidCents);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    tourTitle: row.tourTitle,
    startDate: row.startDate ?? row.requestedStartDate,
    endDate: row.endDate,
    totalCents: row.totalCents,
    paidCents,
    dueCents,
    dueBy: dueCents > 0 ? row.balanceDueDate : null,
    holdExpiresAt: row.holdExpiresAt,
    flaggedForStaff: row.flaggedForStaff,
  };
}
