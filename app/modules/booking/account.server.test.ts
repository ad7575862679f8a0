import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#app/db/schema/index";
import { defaultCancellationPolicy } from "#app/domain/booking/cancellation";
import { addDays, daysBetween, officeToday } from "#app/domain/dates";
import { paidBooking } from "#tests/account-bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createUser, isoDate } from "#tests/factories";
import { accountBooking, listAccountBookings } from "./account.server";

// What the account shows of a traveller's bookings (decision 082).

const database = setUpTestDatabase();
const db = () => database().db;
const policy = defaultCancellationPolicy(30);

describe("listAccountBookings", () => {
  it("lists the user's own bookings only, each in its group with its amounts", async () => {
    const me = await createUser(db());
    const { booking: confirmed } = await paidBooking(db(), { userId: me.id });
    const draft = await createBooking(db(), { userId: me.id });
    const past = await createDeparture(db(), { startDate: isoDate(new Date(), -30) });
    const travelled = await createBooking(db(), {
      userId: me.id,
      departureId: past.id,
      status: "completed",
      seatCount: 1,
      totalCents: 50_000,
      depositCents: 50_000,
    });
    const cancelled = await createBooking(db(), { userId: me.id, status: "cancelled" });
    await paidBooking(db()); // someone else's

    const list = await listAccountBookings(db(), me.id, new Date());
    expect(list.map((item) => [item.id, item.group]).sort()).toEqual(
      [
        [confirmed.id, "upcoming"],
        [draft.id, "open"],
        [travelled.id, "past"],
        [cancelled.id, "cancelled"],
      ].sort(),
    );
    const upcoming = list.find((item) => item.id === confirmed.id);
    expect(upcoming).toMatchObject({
      reference: confirmed.reference,
      status: "confirmed",
      totalCents: 400_000,
      paidCents: 120_000,
      dueCents: 280_000,
      continueUrl: null,
    });
    expect(upcoming?.dueDate).toBe(addDays(upcoming?.startDate ?? "", -60));
    expect(list.find((item) => item.id === draft.id)).toMatchObject({
      totalCents: null,
      dueCents: null,
      continueUrl: `/booking?draft=${draft.id}`,
    });
    expect(await listAccountBookings(db(), (await createUser(db())).id, new Date())).toEqual([]);
  });
});

describe("accountBooking", () => {
  it("gives the owner everything about the booking, and nobody else anything", async () => {
    const { booking, departure } = await paidBooking(db(), {
      travellers: [
        { firstName: "Neema", passportNumber: "AB1234567", passportExpiry: "2040-01-01" },
        { firstName: "Juma" },
      ],
    });
    const detail = await accountBooking(db(), {
      bookingId: booking.id,
      userId: booking.userId,
      now: new Date(),
      language: "en",
      policy,
    });
    expect(detail).toMatchObject({
      id: booking.id,
      status: "confirmed",
      startDate: departure.startDate,
      endDate: departure.endDate,
      paidCents: 120_000,
      payBalance: { offered: true, amountCents: 280_000, pending: false },
      passports: { open: true, lastDay: addDays(departure.startDate, -30), missing: 1 },
      cancellation: { offered: true, requestedAt: null },
    });
    expect(detail?.travellers.map((t) => [t.firstName, t.passportNumber, t.passportMissing])).toEqual([
      ["Neema", "••••••567", false],
      ["Juma", null, true],
    ]);
    expect(detail?.payments.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["deposit", "succeeded", 120_000],
    ]);
    expect(detail?.priceLines?.total.amountMinor).toBe(400_000);
    // About 200 days before departure: the deposit is kept, what was paid; nothing to refund.
    expect(detail?.cancellation.today).toEqual({
      daysBefore: daysBetween(officeToday(), departure.startDate),
      keepPercent: 30,
      keptCents: 120_000,
      refundCents: 0,
    });

    const stranger = await createUser(db());
    expect(
      await accountBooking(db(), {
        bookingId: booking.id,
        userId: stranger.id,
        now: new Date(),
        language: "en",
        policy,
      }),
    ).toBeNull();
  });

  it("offers no balance nor cancellation once asked to cancel, and shows the request", async () => {
    const { booking } = await paidBooking(db());
    const at = new Date();
    await db()
      .update(bookings)
      .set({ cancellationRequestedAt: at, cancellationNote: "Sorry" })
      .where(eq(bookings.id, booking.id));
    const detail = await accountBooking(db(), {
      bookingId: booking.id,
      userId: booking.userId,
      now: new Date(),
      language: "en",
      policy,
    });
    expect(detail).toMatchObject({
      cancellationRequested: true,
      payBalance: { offered: false },
      cancellation: { offered: false, requestedAt: at.toISOString(), note: "Sorry" },
    });
  });
});
