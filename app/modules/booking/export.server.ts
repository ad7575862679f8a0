import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import {
  bookingExtras,
  bookings,
  bookingTravellers,
  departures,
  payments,
  tours,
} from "#app/db/schema/index";

/**
 * The traveller's bookings as "download my data" gives them: what they told
 * us (lead traveller, travellers with their passports, emergency contact,
 * dietary needs, requests), what they booked and paid. Never a payment
 * provider's payload or a staff flag: those are the office's records, not
 * the traveller's data.
 */
export async function bookingsForExport(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      tour: tours.title,
      startDate: departures.startDate,
      endDate: departures.endDate,
      requestedStartDate: bookings.requestedStartDate,
      adults: bookings.adults,
      children: bookings.children,
      infants: bookings.infants,
      rooms: bookings.rooms,
      leadFullName: bookings.leadFullName,
      leadEmail: bookings.leadEmail,
      leadPhone: bookings.leadPhone,
      leadCountry: bookings.leadCountry,
      emergencyContactName: bookings.emergencyContactName,
      emergencyContactPhone: bookings.emergencyContactPhone,
      emergencyContactRelation: bookings.emergencyContactRelation,
      dietaryRequirements: bookings.dietaryRequirements,
      specialRequests: bookings.specialRequests,
      totalCents: bookings.totalCents,
      balanceDueDate: bookings.balanceDueDate,
      promoCode: bookings.promoCode,
      language: bookings.language,
      cancellationRequestedAt: bookings.cancellationRequestedAt,
      cancellationNote: bookings.cancellationNote,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const travellers = await db
    .select()
    .from(bookingTravellers)
    .where(inArray(bookingTravellers.bookingId, ids))
    .orderBy(asc(bookingTravellers.position));
  const extras = await db
    .select({
      bookingId: bookingExtras.bookingId,
      label: bookingExtras.label,
      count: bookingExtras.count,
      amountCents: bookingExtras.amountCents,
    })
    .from(bookingExtras)
    .where(inArray(bookingExtras.bookingId, ids));
  const paid = await db
    .select({
      bookingId: payments.bookingId,
      kind: payments.kind,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      createdAt: payments.createdAt,
      succeededAt: payments.succeededAt,
    })
    .from(payments)
    .where(inArray(payments.bookingId, ids))
    .orderBy(asc(payments.createdAt));
  return rows.map(({ id, ...booking }) => ({
    ...booking,
    travellers: travellers
      .filter((t) => t.bookingId === id)
      .map((t) => ({
        position: t.position,
        kind: t.kind,
        firstName: t.firstName,
        lastName: t.lastName,
        dateOfBirth: t.dateOfBirth,
        nationality: t.nationality,
        passportNumber: t.passportNumber,
        passportExpiry: t.passportExpiry,
      })),
    extras: extras.filter((e) => e.bookingId === id).map(({ bookingId: _, ...extra }) => extra),
    payments: paid.filter((p) => p.bookingId === id).map(({ bookingId: _, ...payment }) => payment),
  }));
}
