import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import {
  bookings,
  bookingTravellers,
  departures,
  paymentEvents,
  payments,
  promoCodes,
} from "#app/db/schema/index";
import type { BookingStatus } from "#app/domain/booking/statuses";
import type { IsoDate } from "#app/domain/dates";
import { redactJson } from "#app/domain/personal-data-redaction";
import { moveBookingTo } from "./history.server";
import { applyPromoChanges, promoReleasesFor } from "./promo-codes.server";
import { giveBackHeldSeats } from "./seats.server";

/** Paid for and still to travel: the operator needs the travellers' details to run the trip. */
const TRAVELLING: BookingStatus[] = ["confirmed", "paid"];
/** Nobody has paid for these yet: deleting the account cancels them. */
const BOOKING_OPEN: BookingStatus[] = ["draft", "requested", "pending_payment"];

/**
 * The references of the user's paid bookings whose trip has not ended yet
 * (its departure's end date, or the requested date, is today or later).
 * Deleting the account waits until none is left: erasing the travellers'
 * names and passports would leave the office unable to run a trip it was
 * paid for (decision 080).
 */
export async function tripsToCome(tx: Executor, userId: string, today: IsoDate): Promise<string[]> {
  const rows = await tx
    .select({ reference: bookings.reference })
    .from(bookings)
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, TRAVELLING),
        gte(sql`coalesce(${departures.endDate}, ${bookings.requestedStartDate})`, today),
      ),
    )
    .orderBy(bookings.id);
  return rows.map((row) => row.reference);
}

/** A text as React writes it into HTML. */
function htmlText(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/**
 * The names and phone numbers the user's bookings hold (lead traveller,
 * emergency contact, every traveller) and the lines of a cancellation
 * request's note, so the mails about those bookings
 * lose them too when the account is erased.
 */
export async function bookingIdentifiers(tx: Executor, userId: string): Promise<string[]> {
  const own = await tx
    .select({
      lead: bookings.leadFullName,
      phone: bookings.leadPhone,
      emergency: bookings.emergencyContactName,
      emergencyPhone: bookings.emergencyContactPhone,
      note: bookings.cancellationNote,
    })
    .from(bookings)
    .where(eq(bookings.userId, userId));
  const travellers = await tx
    .select({ first: bookingTravellers.firstName, last: bookingTravellers.lastName })
    .from(bookingTravellers)
    .innerJoin(bookings, eq(bookings.id, bookingTravellers.bookingId))
    .where(eq(bookings.userId, userId));
  return [
    ...own.flatMap((row) => [row.lead, row.phone, row.emergency, row.emergencyPhone]),
    // A cancellation request's note is quoted line by line in the staff's notice (as typed and as HTML).
    ...own.flatMap((row) =>
      (row.note ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        // A word or two ("Sorry", "Thanks") says nothing of the person, and would take the word out everywhere.
        .filter((line) => line.length >= 12)
        .flatMap((line) => [line, htmlText(line)]),
    ),
    ...travellers.flatMap((row) => [
      row.first && row.last ? `${row.first} ${row.last}` : null,
      row.first,
      row.last,
    ]),
  ].filter((value): value is string => typeof value === "string" && value.trim().length >= 2);
}

/**
 * Erases the person from their bookings and keeps the bookings (decisions
 * 010, 029 and 080): what was booked, for which dates, at what price, the
 * payments and the history stay for the operator's accounts (kept seven
 * years, as the privacy page says). Names become `removed`; contacts,
 * emergency contact, dietary requirements (health data), special requests, the note of a
 * cancellation request, dates of birth, nationalities and passports go; the providers' event
 * payloads are redacted. A booking still open (draft, request, hold) is
 * cancelled, its seats and promo code use given back. A paid trip still to
 * come is never reached here: the account's deletion waits for it
 * (`tripsToCome`).
 */
export async function eraseBookings(
  tx: Executor,
  userId: string,
  erase: { now: Date; removed: string; redact: (text: string) => string },
): Promise<void> {
  const own = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      departureId: bookings.departureId,
      seatCount: bookings.seatCount,
    })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(bookings.id)
    .for("update");
  if (own.length === 0) return;

  const open = own.filter((b) => BOOKING_OPEN.includes(b.status));
  await giveBackHeldSeats(
    tx,
    open.filter((b) => b.status === "pending_payment"),
  );
  for (const booking of open) {
    await moveBookingTo(
      tx,
      booking,
      "cancelled",
      { now: erase.now, actorUserId: null, reason: "account deleted" },
      { seatCount: 0 },
    );
  }
  await applyPromoChanges(
    tx,
    await promoReleasesFor(
      tx,
      open.map((b) => b.id),
    ),
    erase.now,
  );

  const ids = own.map((b) => b.id);
  const removed = (column: typeof bookings.leadFullName) =>
    sql`case when ${column} is null then null else ${erase.removed} end`;
  await tx
    .update(bookings)
    .set({
      leadFullName: removed(bookings.leadFullName),
      leadEmail: null,
      leadPhone: null,
      leadCountry: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      emergencyContactRelation: null,
      dietaryRequirements: null,
      specialRequests: null,
      // The traveller's own words to the office (why they cancel: often health or family).
      cancellationNote: null,
      updatedAt: erase.now,
    })
    .where(inArray(bookings.id, ids));
  await tx
    .update(bookingTravellers)
    .set({
      firstName: sql`case when ${bookingTravellers.firstName} is null then null else ${erase.removed} end`,
      lastName: sql`case when ${bookingTravellers.lastName} is null then null else ${erase.removed} end`,
      dateOfBirth: null,
      nationality: null,
      passportNumber: null,
      passportExpiry: null,
      updatedAt: erase.now,
    })
    .where(inArray(bookingTravellers.bookingId, ids));

  const events = await tx
    .select({ id: paymentEvents.id, payload: paymentEvents.payload })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
    .where(and(inArray(payments.bookingId, ids), isNotNull(paymentEvents.payload)));
  for (const event of events) {
    await tx
      .update(paymentEvents)
      .set({ payload: event.payload && redactJson(event.payload, erase.redact) })
      .where(eq(paymentEvents.id, event.id));
  }
}

/**
 * Codes for the person's address only (a newsletter's WELCOME code) keep
 * their use count and redemptions, for the address that took the person's
 * place: nobody can use them any more.
 */
export async function eraseRestrictedCodes(tx: Executor, email: string, replacement: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ restrictedEmail: replacement })
    .where(sql`lower(${promoCodes.restrictedEmail}) = lower(${email})`);
}
