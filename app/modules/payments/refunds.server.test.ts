import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emailOutbox, payments } from "#app/db/schema/index";
import { formatCharge } from "#app/domain/booking/charge";
import { addDays } from "#app/domain/dates";
import { money, usd } from "#app/domain/money";
import { accountBooking } from "#app/modules/booking/account.server";
import { startBalancePayment } from "#app/modules/booking/balance.server";
import { cancelBooking } from "#app/modules/booking/cancel.server";
import { cancellationPolicy } from "#app/modules/booking/cancellation-request.server";
import { holdSeats } from "#app/modules/booking/hold.server";
import { recordPaymentSucceeded } from "#app/modules/booking/payment-events.server";
import { paidBooking } from "#tests/account-bookings";
import { bookingRow, departureSeats, HOLD_SETTINGS, historyOf, payKey, paymentsOf } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createTour, createUser, isoDate } from "#tests/factories";
import { refundBooking } from "./refunds.server";

// Refunds (issue 14, section 5; decision 085): through the payment's own
// provider (the sandbox refunds at once), one refund row per paid payment
// it comes from, a history row, the traveller's mail; the cancellation
// scale gives the amount when staff do not name one.

const database = setUpTestDatabase();
const db = () => database().db;
const noonOn = (date: string) => new Date(`${date}T09:00:00Z`);

async function staff() {
  return createUser(db(), { role: "staff" });
}

async function refundMails(reference: string) {
  const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.template, "refund-issued"));
  return rows.filter((row) => row.subject.includes(reference));
}

describe("refundBooking", () => {
  it("refunds what the cancellation scale gives back after a cancellation, records it and mails the traveller", async () => {
    const { booking, departure } = await paidBooking(db(), { choice: "full" });
    const paid = await bookingRow(db(), booking.id);
    expect(paid.status).toBe("paid");
    // 45 days before departure the default scale keeps half of the total.
    const now = noonOn(addDays(departure.startDate, -45));
    const clerk = await staff();
    expect(
      await cancelBooking(db(), {
        bookingId: booking.id,
        actorUserId: clerk.id,
        reason: "traveller cancelled",
        now,
      }),
    ).toEqual({ ok: true });
    expect(await departureSeats(db(), departure.id)).toMatchObject({ taken: 0, held: 0 });

    const answer = await refundBooking(db(), {
      bookingId: booking.id,
      amountCents: null,
      actorUserId: clerk.id,
      reason: "Cancelled 45 days before departure",
      idempotencyKey: "refund-key-1",
      now,
    });
    const half = Math.round(paid.totalCents / 2);
    expect(answer).toMatchObject({ ok: true, amountCents: half, refunds: [{ status: "refunded" }] });

    const rows = await paymentsOf(db(), booking.id);
    const refund = rows.find((row) => row.kind === "refund");
    expect(refund).toMatchObject({
      status: "refunded",
      amountCents: half,
      currency: "USD",
      chargedMinor: half,
      refundOfPaymentId: rows[0]?.id,
      actorUserId: clerk.id,
      reason: "Cancelled 45 days before departure",
      providerReference: `sandbox-refund-${refund?.id}`,
    });
    expect((await historyOf(db(), booking.id)).at(-1)).toEqual([
      "cancelled",
      "cancelled",
      `refund of ${half} US cents: Cancelled 45 days before departure`,
    ]);
    const [mail, more] = await refundMails(booking.reference);
    expect(more).toBeUndefined();
    expect(mail?.text).toContain(`${booking.reference}-${refund?.id}`);
    expect(mail?.text).toContain(
      `We have refunded ${formatCharge(half, "en")} for booking ${booking.reference}.`,
    );

    // The traveller's booking page and receipt list it, as given back.
    const view = await accountBooking(db(), {
      bookingId: booking.id,
      userId: booking.userId,
      now,
      language: "en",
      policy: cancellationPolicy(),
    });
    expect(view?.payments.at(-1)).toMatchObject({
      kind: "refund",
      status: "refunded",
      amountCents: half,
      charged: null,
    });

    // The same key again: the same refund, nothing more.
    const again = await refundBooking(db(), {
      bookingId: booking.id,
      amountCents: null,
      actorUserId: clerk.id,
      reason: "Cancelled 45 days before departure",
      idempotencyKey: "refund-key-1",
      now,
    });
    expect(again).toEqual({
      ok: true,
      bookingId: booking.id,
      amountCents: half,
      refunds: [{ id: refund?.id, status: "refunded" }],
    });
    expect((await paymentsOf(db(), booking.id)).filter((row) => row.kind === "refund")).toHaveLength(1);
    // What is left is refundable, no more.
    const tooMuch = await refundBooking(db(), {
      bookingId: booking.id,
      amountCents: paid.totalCents - half + 1,
      actorUserId: clerk.id,
      reason: "Goodwill",
      idempotencyKey: "refund-key-2",
      now,
    });
    expect(tooMuch).toMatchObject({ ok: false, status: 409, values: { refundable: paid.totalCents - half } });
  });

  it("refuses a refund without a reason, an amount that is not a positive number of cents, and an unknown booking", async () => {
    const { booking } = await paidBooking(db());
    const clerk = await staff();
    const order = {
      bookingId: booking.id,
      amountCents: 1_000,
      actorUserId: clerk.id,
      reason: "Goodwill",
      idempotencyKey: "refund-key-3",
      now: new Date(),
    };
    expect(await refundBooking(db(), { ...order, reason: "  " })).toMatchObject({ ok: false, status: 400 });
    for (const amountCents of [0, -5, 1.5]) {
      expect(await refundBooking(db(), { ...order, amountCents })).toMatchObject({ ok: false, status: 400 });
    }
    expect(await refundBooking(db(), { ...order, bookingId: 999_999 })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect((await paymentsOf(db(), booking.id)).filter((row) => row.kind === "refund")).toEqual([]);
  });

  it("marks a part failed, with the reason, when its provider refuses or is switched off, and lets staff try again", async () => {
    const { booking } = await paidBooking(db());
    const clerk = await staff();
    // The deposit was paid through a provider whose keys have since been removed.
    const [paid] = await paymentsOf(db(), booking.id);
    await db().update(payments).set({ provider: "pesapal" }).where(eq(payments.id, paid!.id));
    const order = {
      bookingId: booking.id,
      amountCents: 5_000,
      actorUserId: clerk.id,
      reason: "Goodwill",
      idempotencyKey: "refund-key-off",
      now: new Date(),
    };
    const answer = await refundBooking(db(), order);
    expect(answer).toMatchObject({ ok: true, amountCents: 5_000, refunds: [{ status: "failed" }] });
    const refund = (await paymentsOf(db(), booking.id)).find((row) => row.kind === "refund");
    expect(refund).toMatchObject({
      status: "failed",
      failureReason: "Payment provider pesapal is not switched on",
    });
    expect(await refundMails(booking.reference)).toEqual([]);
    // A failed part gives nothing back, so the same amount can be tried again under a new key.
    await db().update(payments).set({ provider: "sandbox" }).where(eq(payments.id, paid!.id));
    expect(await refundBooking(db(), { ...order, idempotencyKey: "refund-key-on" })).toMatchObject({
      ok: true,
      refunds: [{ status: "refunded" }],
    });
  });

  it("charges in euros at the rate fixed at Pay, keeps it for the balance, and refunds in euros", async () => {
    const now = new Date();
    const tour = await createTour(db(), { priceFrom: 200_000, durationDays: 7 });
    const departure = await createDeparture(db(), { tourId: tour.id, startDate: isoDate(now, 200) });
    const draft = await createBooking(db(), {
      departureId: departure.id,
      tourId: tour.id,
      adults: 2,
      rooms: { double: 1 },
      paymentChoice: "deposit",
      displayCurrency: "EUR",
      displayRate: 0.9,
    });
    const hold = await holdSeats(
      db(),
      {
        bookingId: draft.id,
        userId: draft.userId,
        idempotencyKey: payKey(),
        now,
        provider: "sandbox",
        method: "card",
        chargeable: ["USD", "EUR"],
      },
      HOLD_SETTINGS,
    );
    if (!hold.ok) throw new Error(hold.message);
    const deposit = hold.payment.amount.amountMinor;
    expect(hold.payment.charged).toEqual(money(Math.round(deposit * 0.9), "EUR"));
    expect(await bookingRow(db(), draft.id)).toMatchObject({ chargeCurrency: "EUR", chargeRate: 0.9 });

    // The provider reports what it charged, in euros: the same amount, so confirmed, not flagged.
    const outcome = await recordPaymentSucceeded(db(), {
      provider: "sandbox",
      eventId: `evt-${payKey()}`,
      paymentId: hold.payment.id,
      amount: hold.payment.charged,
      now,
    });
    expect(outcome).toMatchObject({ outcome: "confirmed" });

    // The day's rate moves (the display rate is what the pages store); the charge rate does not.
    await db().update(bookings).set({ displayRate: 0.5 }).where(eq(bookings.id, draft.id));
    const balance = await startBalancePayment(db(), {
      bookingId: draft.id,
      userId: draft.userId,
      idempotencyKey: payKey(),
      now,
      chargeable: ["USD", "EUR"],
    });
    if (!balance.ok) throw new Error(balance.message);
    const [, balanceRow] = await paymentsOf(db(), draft.id);
    expect(balanceRow).toMatchObject({
      kind: "balance",
      currency: "EUR",
      chargedMinor: Math.round(balanceRow!.amountCents * 0.9),
    });

    const clerk = await staff();
    const refunded = await refundBooking(db(), {
      bookingId: draft.id,
      amountCents: 10_000,
      actorUserId: clerk.id,
      reason: "Goodwill: a lodge was changed",
      idempotencyKey: "refund-key-eur",
      now,
    });
    expect(refunded).toMatchObject({ ok: true, amountCents: 10_000 });
    const refund = (await paymentsOf(db(), draft.id)).find((row) => row.kind === "refund");
    expect(refund).toMatchObject({
      currency: "EUR",
      amountCents: 10_000,
      chargedMinor: 9_000,
      status: "refunded",
    });
    expect(usd(refund!.amountCents)).toEqual(usd(10_000));
  });
});
