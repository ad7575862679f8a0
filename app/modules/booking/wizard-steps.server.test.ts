import { describe, expect, it } from "vitest";
import { bookingRow, departureSeats, heldBooking } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { saveTourDetails } from "./wizard-steps.server";

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
