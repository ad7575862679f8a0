import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promoCodes, promoRedemptions } from "#app/db/schema/index";
import { officeToday } from "#app/domain/dates";
import { listTourDepartures, listUpcomingDepartures } from "#app/modules/catalogue/departures.server";
import { bookingRow, departureSeats, HOLD_SETTINGS, heldBooking, historyOf, payKey } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createPromoCode } from "#tests/factories";
import { releaseExpiredHolds, startHoldReleaseWorker } from "./expiry.server";
import { holdSeats } from "./hold.server";
import { reopenAsDraft } from "./reopen.server";

// Holds that run out: the expiry job gives their seats and promo code uses
// back; availability and the next hold stop counting them at once.

const database = setUpTestDatabase();
const db = () => database().db;
const MINUTE = 60_000;

describe("expired holds", () => {
  it("are released by the job: seats and promo code use back, booking expired, history written", async () => {
    const departure = await createDeparture(db(), { capacity: 6 });
    const code = await createPromoCode(db(), { usageLimit: 1 });
    const start = new Date();
    const { booking } = await heldBooking(
      db(),
      { departureId: departure.id, adults: 2, promoCode: code.code },
      start,
    );
    const live = await heldBooking(
      db(),
      { departureId: departure.id },
      new Date(start.getTime() + 10 * MINUTE),
    );
    expect(await departureSeats(db(), departure.id)).toMatchObject({ held: 3 });

    // 15 minutes on: the first hold has run out, the second has not.
    const later = new Date(start.getTime() + 16 * MINUTE);
    expect(await releaseExpiredHolds(db(), later, 10)).toEqual([booking.id]);
    expect(await departureSeats(db(), departure.id)).toMatchObject({ taken: 0, held: 1 });
    expect(await bookingRow(db(), booking.id)).toMatchObject({ status: "expired", seatCount: 0 });
    expect(await historyOf(db(), booking.id)).toEqual([
      ["draft", "pending_payment", "payment started"],
      ["pending_payment", "expired", "hold expired"],
    ]);
    const [promo] = await db().select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(promo?.uses).toBe(0);
    const [use] = await db()
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.bookingId, booking.id));
    expect(use?.releasedAt).toEqual(later);
    expect(await bookingRow(db(), live.booking.id)).toMatchObject({ status: "pending_payment" });

    // Nothing twice.
    expect(await releaseExpiredHolds(db(), later, 10)).toEqual([]);
    expect(await departureSeats(db(), departure.id)).toMatchObject({ held: 1 });
  });

  it("count for nothing in availability and for the next hold, before the job has run", async () => {
    const departure = await createDeparture(db(), { capacity: 4 });
    const start = new Date();
    const { booking } = await heldBooking(
      db(),
      { departureId: departure.id, adults: 3, rooms: { triple: 1 } },
      start,
    );
    const seatsLeft = async (now: Date) => {
      const [onTourPage] = await listTourDepartures(departure.tourId, officeToday(now), 5, now);
      const onAvailability = (
        await listUpcomingDepartures({ today: officeToday(now), tourId: departure.tourId, dates: null, now })
      ).find((d) => d.id === departure.id);
      expect(onAvailability?.seatsHeld).toBe(onTourPage?.seatsHeld);
      return (onTourPage?.capacity ?? 0) - (onTourPage?.seatsTaken ?? 0) - (onTourPage?.seatsHeld ?? 0);
    };
    expect(await seatsLeft(new Date(start.getTime() + MINUTE))).toBe(1);
    const later = new Date(start.getTime() + 16 * MINUTE);
    expect(await seatsLeft(later)).toBe(4);

    // A hold of all four seats succeeds: it releases the expired one first.
    const next = await createBooking(db(), {
      departureId: departure.id,
      adults: 2,
      children: 2,
      rooms: { double: 2 },
    });
    const taken = await holdSeats(
      db(),
      { bookingId: next.id, userId: next.userId, idempotencyKey: payKey(), now: later },
      HOLD_SETTINGS,
    );
    expect(taken).toMatchObject({ ok: true });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 4, taken: 0, held: 4 });
    expect(await bookingRow(db(), booking.id)).toMatchObject({ status: "expired", seatCount: 0 });
  });

  it("are released by the worker", async () => {
    const departure = await createDeparture(db());
    const { booking } = await heldBooking(
      db(),
      { departureId: departure.id },
      new Date(Date.now() - 20 * MINUTE),
    );
    const worker = startHoldReleaseWorker({ db: db(), intervalMs: 60_000 });
    try {
      await expect
        .poll(async () => (await bookingRow(db(), booking.id)).status, { timeout: 10_000 })
        .toBe("expired");
    } finally {
      await worker.stop();
    }
    expect(await departureSeats(db(), departure.id)).toMatchObject({ held: 0 });
  });
});

describe("reopenAsDraft", () => {
  it("gives a running hold's seats and promo use back, and reopens an expired booking", async () => {
    const departure = await createDeparture(db(), { capacity: 5 });
    const code = await createPromoCode(db(), { usageLimit: 1 });
    const { booking } = await heldBooking(db(), {
      departureId: departure.id,
      adults: 2,
      promoCode: code.code,
    });
    const reopen = (id: number, userId: string) =>
      reopenAsDraft(db(), { bookingId: id, userId, now: new Date() });

    expect(await reopen(booking.id, "someone-else")).toMatchObject({ ok: false, status: 404 });
    expect(await reopen(booking.id, booking.userId)).toEqual({ ok: true });
    expect(await bookingRow(db(), booking.id)).toMatchObject({
      status: "draft",
      seatCount: 0,
      holdExpiresAt: null,
    });
    expect(await departureSeats(db(), departure.id)).toMatchObject({ held: 0 });
    const [promo] = await db().select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(promo?.uses).toBe(0);
    expect(await reopen(booking.id, booking.userId)).toEqual({ ok: true });

    const start = new Date(Date.now() - 20 * MINUTE);
    const { booking: late } = await heldBooking(db(), { departureId: departure.id }, start);
    await releaseExpiredHolds(db(), new Date(), 10);
    expect(await reopen(late.id, late.userId)).toEqual({ ok: true });
    expect(await historyOf(db(), late.id)).toEqual([
      ["draft", "pending_payment", "payment started"],
      ["pending_payment", "expired", "hold expired"],
      ["expired", "draft", "reopened to change it"],
    ]);
    const done = await createBooking(db(), { status: "completed" });
    expect(await reopen(done.id, done.userId)).toMatchObject({ ok: false, status: 409 });
  });
});
