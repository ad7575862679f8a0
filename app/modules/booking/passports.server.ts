import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookings, bookingTravellers, departures, tours } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import { checkPassportCompletion } from "#app/domain/booking/account";
import { officeToday } from "#app/domain/dates";
import { tripDates } from "./account.server";

export type PassportRequest = {
  bookingId: number;
  /** The signed-in traveller: the booking must be theirs. */
  userId: string;
  travellerId: number;
  /** As typed; normalised and checked here. */
  passportNumber: string;
  passportExpiry: string;
  now: Date;
};

/**
 * Completes one traveller's passport from the account (issue 13, section 6):
 * with the booking locked, checks that it is the user's and can still take
 * passports (asked for or paid, until 30 days before departure: after that
 * a 409 that names the last day), that the number is letters and digits and
 * that the passport is valid 6 months after the return date (a 400 beside
 * the field that names the first acceptable expiry), then stores it and
 * raises the booking's version. Refusals are translation keys with dates as
 * YYYY-MM-DD values (the route formats them in the page's language).
 */
export async function completePassport(db: Database, request: PassportRequest): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        booking: bookings,
        durationDays: tours.durationDays,
        departureStart: departures.startDate,
        departureEnd: departures.endDate,
      })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .leftJoin(departures, eq(departures.id, bookings.departureId))
      .where(eq(bookings.id, request.bookingId))
      .for("update", { of: bookings });
    if (!row || row.booking.userId !== request.userId)
      return fail(404, "account:bookings.notFound", { reason: "not_found" });
    const [traveller] = await tx
      .select({ id: bookingTravellers.id })
      .from(bookingTravellers)
      .where(
        and(eq(bookingTravellers.id, request.travellerId), eq(bookingTravellers.bookingId, row.booking.id)),
      );
    if (!traveller) return fail(404, "account:bookings.passport.noTraveller", { reason: "no_traveller" });

    const { startDate, endDate } = tripDates(row);
    const checked = checkPassportCompletion({
      status: row.booking.status,
      startDate,
      returnDate: endDate,
      today: officeToday(request.now),
      passportNumber: request.passportNumber,
      passportExpiry: request.passportExpiry,
    });
    if (!checked.ok) {
      switch (checked.reason) {
        case "not_editable":
          return fail(409, "account:bookings.passport.notEditable", { reason: checked.reason });
        case "too_late":
          return fail(409, "account:bookings.passport.tooLate", {
            reason: checked.reason,
            values: { date: checked.lastDay },
          });
        case "invalid_number":
          return fail(400, "account:bookings.passport.numberInvalid", {
            reason: checked.reason,
            field: checked.field,
          });
        case "invalid_date":
          return fail(400, "account:bookings.passport.expiryInvalid", {
            reason: checked.reason,
            field: checked.field,
          });
        case "expires_too_soon":
          return fail(400, "account:bookings.passport.expiresTooSoon", {
            reason: checked.reason,
            field: checked.field,
            values: { date: checked.mustBeValidUntil },
          });
      }
    }
    await tx
      .update(bookingTravellers)
      .set({
        passportNumber: checked.passportNumber,
        passportExpiry: checked.passportExpiry,
        updatedAt: request.now,
      })
      .where(eq(bookingTravellers.id, traveller.id));
    await tx
      .update(bookings)
      .set({ version: sql`${bookings.version} + 1`, updatedAt: request.now })
      .where(eq(bookings.id, row.booking.id));
    return { ok: true };
  });
}
