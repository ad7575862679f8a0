import { describe, expect, it } from "vitest";
import { bookingTravellers } from "#app/db/schema/index";
import { bookingRow, departureSeats, heldBooking } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, isoDate } from "#tests/factories";
import { saveTourDetails, submitRequest } from "./wizard-steps.server";

// A wizard step saved on a booking whose payment has started: the change
// gives the hold back (it is priced and held again at Pay), a refused change
// leaves the hold as it was.

const database = setUpTestDatabase();
const db = () => database().db;

describe("a step saved while the seats are held", () => {
  it("keeps the hold when the change is refused, and gives it back when it is saved", async () => {
    const { booking } = await heldBooking(db(), { adults: 2, rooms: { double: 1 } });
    const departureId = booking.departureId!;
    const editor = { bookingId: booking.id, userId: booking.userId, now: new Date() };
    const change = { departureId, requestedDate: null, rooms: { double: 1 } };

    const refused = await saveTourDetails(db(), editor, {
      ...change,
      party: { adults: 0, children: 0, infants: 0 },
    });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect((await bookingRow(db(), booking.id)).status).toBe("pending_payment");
    expect((await departureSeats(db(), departureId)).held).toBe(2);

    const saved = await saveTourDetails(db(), editor, {
      ...change,
      party: { adults: 1, children: 0, infants: 0 },
    });
    expect(saved).toEqual({ ok: true });
    const after = await bookingRow(db(), booking.id);
    expect([after.status, after.adults, after.seatCount]).toEqual(["draft", 1, 0]);
    expect((await departureSeats(db(), departureId)).held).toBe(0);
  });

  it("answers 404 for another traveller's booking", async () => {
    const { booking } = await heldBooking(db());
    const result = await saveTourDetails(
      db(),
      { bookingId: booking.id, userId: "someone-else", now: new Date() },
      {
        departureId: booking.departureId,
        requestedDate: null,
        rooms: { double: 1 },
        party: { adults: 2, children: 0, infants: 0 },
      },
    );
    expect(result).toMatchObject({ ok: false, status: 404 });
  });
});

describe("a request for a departure sold on request", () => {
  it("becomes `requested` with the departure's date as the date asked for", async () => {
    const departure = await createDeparture(db(), {
      status: "on_request",
      startDate: isoDate(new Date(), 90),
    });
    const booking = await createBooking(db(), {
      departureId: departure.id,
      adults: 1,
      leadFullName: "Neema Kimaro",
      leadEmail: "neema@example.org",
      leadPhone: "+255 754 000 111",
      leadCountry: "TZ",
      emergencyContactName: "Baraka Kimaro",
      emergencyContactPhone: "+255 754 000 222",
      emergencyContactRelation: "Brother",
    });
    await db().insert(bookingTravellers).values({
      bookingId: booking.id,
      position: 1,
      kind: "adult",
      firstName: "Neema",
      lastName: "Kimaro",
      dateOfBirth: "1990-04-02",
      nationality: "TZ",
    });
    let told = 0;
    const answer = await submitRequest(
      db(),
      { bookingId: booking.id, userId: booking.userId, now: new Date() },
      async () => {
        told++;
      },
    );
    expect(answer).toEqual({ ok: true });
    expect(told).toBe(1);
    expect(await bookingRow(db(), booking.id)).toMatchObject({
      status: "requested",
      departureId: departure.id,
      requestedStartDate: departure.startDate,
    });
  });
});
