import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, bookingTravellers } from "#app/db/schema/index";
import { addDays, addMonths } from "#app/domain/dates";
import { paidBooking } from "#tests/account-bookings";
import { bookingRow } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createUser } from "#tests/factories";
import { completePassport } from "./passports.server";

// Completing a traveller's passport from the account (issue 13, section 6;
// decision 082): until 30 days before departure, valid 6 months after the return.

const database = setUpTestDatabase();
const db = () => database().db;

/** Noon in Arusha on `date`: the office's day is `date` whatever the test machine's zone. */
const noonOn = (date: string) => new Date(`${date}T09:00:00Z`);

async function travellersOf(bookingId: number) {
  return db()
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(bookingTravellers.position);
}

/** A confirmed booking of two travellers without passports, its departure 200 days ahead (a 7-day trip). */
async function bookingWithoutPassports() {
  const paid = await paidBooking(db(), { travellers: [{ firstName: "Neema" }, { firstName: "Juma" }] });
  const [first, second] = await travellersOf(paid.booking.id);
  if (!first || !second) throw new Error("no travellers");
  return { ...paid, first, second };
}

describe("completePassport", () => {
  it("stores the number as printed and the expiry, and raises the booking's version", async () => {
    const { booking, departure, first, second } = await bookingWithoutPassports();
    const before = await bookingRow(db(), booking.id);
    const answer = await completePassport(db(), {
      bookingId: booking.id,
      userId: booking.userId,
      travellerId: first.id,
      passportNumber: " ab 123-4567 ",
      // The trip ends on departure + 6 days; the passport must last 6 months beyond.
      passportExpiry: "2040-01-31",
      now: noonOn(addDays(departure.startDate, -100)),
    });
    expect(answer).toEqual({ ok: true });
    const [saved, untouched] = await travellersOf(booking.id);
    expect(saved).toMatchObject({ id: first.id, passportNumber: "AB1234567", passportExpiry: "2040-01-31" });
    expect(untouched).toMatchObject({ id: second.id, passportNumber: null, passportExpiry: null });
    expect((await bookingRow(db(), booking.id)).version).toBe(before.version + 1);
  });

  it("takes passports until 30 days before departure, and then refuses with the last day", async () => {
    const { booking, departure, first, second } = await bookingWithoutPassports();
    const lastDay = addDays(departure.startDate, -30);
    const complete = (travellerId: number, day: string) =>
      completePassport(db(), {
        bookingId: booking.id,
        userId: booking.userId,
        travellerId,
        passportNumber: "C01X00T47",
        passportExpiry: "2040-01-31",
        now: noonOn(day),
      });
    expect(await complete(first.id, lastDay)).toEqual({ ok: true });
    expect(await complete(second.id, addDays(lastDay, 1))).toEqual({
      ok: false,
      status: 409,
      message: "account:bookings.passport.tooLate",
      reason: "too_late",
      values: { date: lastDay },
    });
    expect(await complete(second.id, departure.startDate)).toMatchObject({ status: 409, reason: "too_late" });
    expect((await travellersOf(booking.id))[1]).toMatchObject({ passportNumber: null });
  });

  it("refuses a passport that expires less than 6 months after the return date, naming the first good date", async () => {
    const { booking, departure, first } = await bookingWithoutPassports();
    // The departure's end is the return; 6 months later is the first acceptable expiry.
    const mustLast = addMonths(departure.endDate, 6);
    const complete = (passportExpiry: string) =>
      completePassport(db(), {
        bookingId: booking.id,
        userId: booking.userId,
        travellerId: first.id,
        passportNumber: "C01X00T47",
        passportExpiry,
        now: noonOn(addDays(departure.startDate, -100)),
      });
    expect(await complete(addDays(mustLast, -1))).toEqual({
      ok: false,
      status: 400,
      message: "account:bookings.passport.expiresTooSoon",
      reason: "expires_too_soon",
      field: "passportExpiry",
      values: { date: mustLast },
    });
    expect(await complete("2031-02-30")).toMatchObject({
      status: 400,
      field: "passportExpiry",
      reason: "invalid_date",
    });
    expect(await complete(mustLast)).toEqual({ ok: true });
  });

  it("refuses a number that is not 5 to 20 letters and digits", async () => {
    const { booking, first } = await bookingWithoutPassports();
    for (const passportNumber of ["1234", "Ü1234567", "AB12<34>", "1".repeat(21)])
      expect(
        await completePassport(db(), {
          bookingId: booking.id,
          userId: booking.userId,
          travellerId: first.id,
          passportNumber,
          passportExpiry: "2040-01-31",
          now: new Date(),
        }),
      ).toMatchObject({ ok: false, status: 400, field: "passportNumber", reason: "invalid_number" });
  });

  it("answers 404 for another user's booking or another booking's traveller, 409 for a draft", async () => {
    const { booking, first } = await bookingWithoutPassports();
    const { booking: other } = await bookingWithoutPassports();
    const stranger = await createUser(db());
    const input = { passportNumber: "C01X00T47", passportExpiry: "2040-01-31", now: new Date() };
    expect(
      await completePassport(db(), {
        ...input,
        bookingId: booking.id,
        userId: stranger.id,
        travellerId: first.id,
      }),
    ).toMatchObject({ status: 404, reason: "not_found" });
    expect(
      await completePassport(db(), {
        ...input,
        bookingId: other.id,
        userId: other.userId,
        travellerId: first.id,
      }),
    ).toMatchObject({ status: 404, reason: "no_traveller" });
    const draft = await createBooking(db());
    const [traveller] = await db()
      .insert(bookingTravellers)
      .values({ bookingId: draft.id, position: 1, kind: "adult" })
      .returning();
    expect(
      await completePassport(db(), {
        ...input,
        bookingId: draft.id,
        userId: draft.userId,
        travellerId: traveller!.id,
      }),
    ).toMatchObject({ status: 409, reason: "not_editable" });
    const [unchanged] = await db().select().from(bookings).where(eq(bookings.id, draft.id));
    expect(unchanged?.version).toBe(draft.version);
  });
});
