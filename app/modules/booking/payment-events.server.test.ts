import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, paymentEvents, payments, promoCodes } from "#app/db/schema/index";
import { usd } from "#app/domain/money";
import {
  bookingRow,
  departureSeats,
  HOLD_SETTINGS,
  heldBooking,
  historyOf,
  payKey,
  paymentsOf,
} from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createPromoCode, isoDate } from "#tests/factories";
import { releaseExpiredHolds } from "./expiry.server";
import { holdSeats } from "./hold.server";
import { recordPaymentFailed, recordPaymentSucceeded } from "./payment-events.server";

// What a payment provider's events do to a held booking, one delivery at a
// time; the same event delivered in parallel is in
// tests/integration/booking-race.test.ts.

const database = setUpTestDatabase();
const db = () => database().db;
const MINUTE = 60_000;
let events = 0;

function succeeded(paymentId: number, amountCents: number, now = new Date(), eventId = `evt-${++events}`) {
  return recordPaymentSucceeded(db(), {
    provider: "sandbox",
    eventId,
    paymentId,
    amount: usd(amountCents),
    now,
    payload: { id: eventId },
  });
}

function failed(paymentId: number, now = new Date(), eventId = `evt-${++events}`) {
  return recordPaymentFailed(db(), { provider: "sandbox", eventId, paymentId, now, reason: "card declined" });
}

describe("recordPaymentSucceeded", () => {
  it("confirms a deposit once, taking the held seats, however often the event comes", async () => {
    const departure = await createDeparture(db(), { capacity: 6, startDate: isoDate(new Date(), 200) });
    const { booking, hold } = await heldBooking(db(), {
      departureId: departure.id,
      adults: 2,
      paymentChoice: "deposit",
    });
    expect(hold.payment.kind).toBe("deposit");
    const first = await succeeded(
      hold.payment.id,
      hold.payment.amount.amountMinor,
      new Date(),
      "evt-deposit",
    );
    expect(first).toEqual({
      outcome: "confirmed",
      retaken: false,
      bookingId: booking.id,
      reference: booking.reference,
      paymentId: hold.payment.id,
    });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 6, taken: 2, held: 0 });
    expect(await bookingRow(db(), booking.id)).toMatchObject({ status: "confirmed", seatCount: 2 });
    expect(
      await succeeded(hold.payment.id, hold.payment.amount.amountMinor, new Date(), "evt-deposit"),
    ).toEqual({
      outcome: "duplicate",
    });
    // Another event for the same payment (the provider's retry under a new id) changes nothing either.
    expect(await succeeded(hold.payment.id, hold.payment.amount.amountMinor)).toMatchObject({
      outcome: "ignored",
    });
    // A late failure after the success changes nothing.
    expect(await failed(hold.payment.id)).toMatchObject({ outcome: "ignored" });
    expect(await paymentsOf(db(), booking.id)).toMatchObject([{ status: "succeeded" }]);
    expect(await historyOf(db(), booking.id)).toEqual([
      ["draft", "pending_payment", "payment started"],
      ["pending_payment", "confirmed", `payment ${hold.payment.id} succeeded`],
    ]);
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 6, taken: 2, held: 0 });
    const stored = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, hold.payment.id));
    expect(stored.map((e) => e.outcome).sort()).toEqual(["confirmed", "ignored", "ignored"]);
  });

  it("pays a booking in full, and a confirmed booking's balance", async () => {
    const full = await heldBooking(db(), { paymentChoice: "full" });
    expect(await succeeded(full.hold.payment.id, full.hold.payment.amount.amountMinor)).toMatchObject({
      outcome: "paid",
    });

    const departure = await createDeparture(db(), { startDate: isoDate(new Date(), 200) });
    const deposit = await heldBooking(db(), { departureId: departure.id, paymentChoice: "deposit" });
    await succeeded(deposit.hold.payment.id, deposit.hold.payment.amount.amountMinor);
    const [balance] = await db()
      .insert(payments)
      .values({
        bookingId: deposit.booking.id,
        userId: deposit.booking.userId,
        provider: "sandbox",
        amountCents: deposit.hold.dueLater.amountMinor,
        kind: "balance",
        idempotencyKey: payKey(),
      })
      .returning();
    expect(await succeeded(balance!.id, balance!.amountCents)).toMatchObject({ outcome: "paid" });
    expect(await bookingRow(db(), deposit.booking.id)).toMatchObject({ status: "paid" });
    expect(await departureSeats(db(), departure.id)).toMatchObject({ taken: 1, held: 0 });
  });

  it("flags an amount that differs, and a payment for a booking that cannot take it", async () => {
    const { booking, hold } = await heldBooking(db());
    expect(await succeeded(hold.payment.id, hold.payment.amount.amountMinor - 1)).toMatchObject({
      outcome: "flagged",
      reason: "amount_differs",
    });
    expect(await bookingRow(db(), booking.id)).toMatchObject({
      status: "pending_payment",
      flaggedForStaff: true,
      flagReason: "amount_differs",
    });

    const cancelled = await heldBooking(db());
    await db()
      .update(bookings)
      .set({ status: "cancelled", seatCount: 0 })
      .where(eq(bookings.id, cancelled.booking.id));
    expect(
      await succeeded(cancelled.hold.payment.id, cancelled.hold.payment.amount.amountMinor),
    ).toMatchObject({
      outcome: "flagged",
      reason: "not_payable",
    });
    expect(await succeeded(999_999, 100)).toEqual({ outcome: "unknown_payment" });
  });

  it("after the hold expired, takes the seats again when they are still free", async () => {
    const departure = await createDeparture(db(), { capacity: 3 });
    const code = await createPromoCode(db(), { usageLimit: 1 });
    const start = new Date();
    const { booking, hold } = await heldBooking(
      db(),
      { departureId: departure.id, adults: 2, promoCode: code.code },
      start,
    );
    const later = new Date(start.getTime() + 20 * MINUTE);
    await releaseExpiredHolds(db(), later, 10);
    expect(await bookingRow(db(), booking.id)).toMatchObject({ status: "expired" });

    expect(await succeeded(hold.payment.id, hold.payment.amount.amountMinor, later)).toMatchObject({
      outcome: "paid",
      retaken: true,
    });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 3, taken: 2, held: 0 });
    expect(await bookingRow(db(), booking.id)).toMatchObject({
      status: "paid",
      seatCount: 2,
      flaggedForStaff: false,
    });
    const [promo] = await db().select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(promo?.uses).toBe(1);
  });

  it("after the hold expired and the seats went to others, flags the booking and overbooks nothing", async () => {
    const departure = await createDeparture(db(), { capacity: 2 });
    const start = new Date();
    const { booking, hold } = await heldBooking(db(), { departureId: departure.id, adults: 2 }, start);
    const later = new Date(start.getTime() + 20 * MINUTE);
    // Someone else takes both seats once the hold has run out (their hold releases it).
    const other = await createBooking(db(), { departureId: departure.id, adults: 2 });
    const taken = await holdSeats(
      db(),
      { bookingId: other.id, userId: other.userId, idempotencyKey: payKey(), now: later },
      HOLD_SETTINGS,
    );
    expect(taken).toMatchObject({ ok: true });

    expect(await succeeded(hold.payment.id, hold.payment.amount.amountMinor, later)).toMatchObject({
      outcome: "flagged",
      reason: "seats_gone",
      bookingId: booking.id,
    });
    expect(await bookingRow(db(), booking.id)).toMatchObject({
      status: "expired",
      seatCount: 0,
      flaggedForStaff: true,
      flagReason: "seats_gone",
    });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 2, taken: 0, held: 2 });
    expect(await paymentsOf(db(), booking.id)).toMatchObject([{ status: "succeeded" }]);
  });
});

describe("recordPaymentFailed", () => {
  it("fails the payment once and keeps the hold, so the traveller can try again", async () => {
    const { booking, hold } = await heldBooking(db());
    expect(await failed(hold.payment.id, new Date(), "evt-declined")).toMatchObject({
      outcome: "failed",
      bookingId: booking.id,
    });
    expect(await failed(hold.payment.id, new Date(), "evt-declined")).toEqual({ outcome: "duplicate" });
    expect(await paymentsOf(db(), booking.id)).toMatchObject([
      { status: "failed", failureReason: "card declined" },
    ]);
    expect(await bookingRow(db(), booking.id)).toMatchObject({ status: "pending_payment", seatCount: 1 });
    // A success reported after the failure is for staff: money was taken on a payment we closed.
    expect(await succeeded(hold.payment.id, hold.payment.amount.amountMinor)).toMatchObject({
      outcome: "flagged",
      reason: "succeeded_after_failure",
    });
  });
});
