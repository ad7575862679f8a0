import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#app/db/schema/index";
import { usd } from "#app/domain/money";
import { eventId, paidBooking } from "#tests/account-bookings";
import { bookingRow, heldBooking, historyOf, payKey, paymentsOf } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createUser } from "#tests/factories";
import { startBalancePayment } from "./balance.server";
import { recordPaymentSucceeded } from "./payment-events.server";

// Pay balance from the account (issue 13, section 6; decision 082), one call
// at a time; the webhook that follows is payment-events.server.ts's.

const database = setUpTestDatabase();
const db = () => database().db;

const pay = (booking: { id: number; userId: string }, idempotencyKey = payKey(), now = new Date()) =>
  startBalancePayment(db(), { bookingId: booking.id, userId: booking.userId, idempotencyKey, now });

describe("startBalancePayment", () => {
  it("starts a pending balance payment of what is owed on a confirmed booking", async () => {
    const { booking } = await paidBooking(db());
    // 2 adults at 2,000: 4,000 in all, 30 % paid as the deposit.
    const answer = await pay(booking);
    expect(answer).toMatchObject({
      ok: true,
      bookingId: booking.id,
      reference: booking.reference,
      payment: { provider: "sandbox", amountCents: 280_000, status: "pending", providerReference: null },
    });
    const rows = await paymentsOf(db(), booking.id);
    expect(rows.map((p) => [p.kind, p.status, p.amountCents])).toEqual([
      ["deposit", "succeeded", 120_000],
      ["balance", "pending", 280_000],
    ]);
    // The booking does not move until the payment succeeds.
    expect((await bookingRow(db(), booking.id)).status).toBe("confirmed");
  });

  it("answers the same payment for the same key, and starts another for a new key", async () => {
    const { booking } = await paidBooking(db());
    const key = payKey();
    const first = await pay(booking, key);
    const again = await pay(booking, key);
    expect(again).toEqual(first);
    const retry = await pay(booking);
    expect(retry.ok && first.ok && retry.payment.id !== first.payment.id).toBe(true);
    const balances = (await paymentsOf(db(), booking.id)).filter((p) => p.kind === "balance");
    expect(balances.map((p) => [p.status, p.amountCents])).toEqual([
      ["pending", 280_000],
      ["pending", 280_000],
    ]);
  });

  it("gives one payment to the same key sent in parallel (a double click, two tabs)", async () => {
    const { booking } = await paidBooking(db());
    const key = payKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => pay(booking, key)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await paymentsOf(db(), booking.id)).filter((p) => p.kind === "balance")).toHaveLength(1);
  });

  it("is paid in full by the webhook's success, and then refuses, the old key answering its payment", async () => {
    const { booking } = await paidBooking(db());
    const key = payKey();
    const started = await pay(booking, key);
    if (!started.ok) throw new Error(started.message);
    const outcome = await recordPaymentSucceeded(db(), {
      provider: "sandbox",
      eventId: eventId(),
      paymentId: started.payment.id,
      amount: usd(started.payment.amountCents),
      now: new Date(),
    });
    expect(outcome).toMatchObject({ outcome: "paid" });
    expect((await bookingRow(db(), booking.id)).status).toBe("paid");
    expect((await historyOf(db(), booking.id)).at(-1)).toEqual([
      "confirmed",
      "paid",
      `payment ${started.payment.id} succeeded`,
    ]);
    expect(await pay(booking)).toMatchObject({
      ok: false,
      status: 409,
      message: "account:bookings.balance.notPayable",
      reason: "not_payable",
    });
    expect(await pay(booking, key)).toMatchObject({ ok: true, payment: { status: "succeeded" } });
  });

  it("refuses a booking paid in full, a hold, a draft and a booking whose cancellation was asked for", async () => {
    const { booking: full } = await paidBooking(db(), { choice: "full" });
    expect(full.id).toBeGreaterThan(0);
    expect(await bookingRow(db(), full.id)).toMatchObject({ status: "paid" });
    expect(await pay(full)).toMatchObject({ status: 409, reason: "not_payable" });

    const { booking: held } = await heldBooking(db());
    expect(await pay(held)).toMatchObject({ status: 409, reason: "not_payable" });
    const draft = await createBooking(db());
    expect(await pay(draft)).toMatchObject({ status: 409, reason: "not_payable" });

    const { booking: leaving } = await paidBooking(db());
    await db()
      .update(bookings)
      .set({ cancellationRequestedAt: new Date(), cancellationNote: "We cannot travel" })
      .where(eq(bookings.id, leaving.id));
    expect(await pay(leaving)).toMatchObject({
      status: 409,
      reason: "cancellation_requested",
      message: "account:bookings.balance.cancellationRequested",
    });
    for (const id of [full.id, held.id, draft.id, leaving.id])
      expect((await paymentsOf(db(), id)).filter((p) => p.kind === "balance")).toEqual([]);
  });

  it("answers 404 for another user's booking and for none, and 400 for a bad key", async () => {
    const { booking } = await paidBooking(db());
    const stranger = await createUser(db());
    expect(await pay({ id: booking.id, userId: stranger.id })).toMatchObject({ ok: false, status: 404 });
    expect(await pay({ id: 2_000_000_000, userId: booking.userId })).toMatchObject({
      ok: false,
      status: 404,
    });
    for (const key of ["short", "", "with space inside", "x".repeat(201)])
      expect(await pay(booking, key)).toMatchObject({ ok: false, status: 400, reason: "bad_key" });
    expect((await paymentsOf(db(), booking.id)).filter((p) => p.kind === "balance")).toEqual([]);
  });

  it("refuses a key already used for the deposit or for another booking", async () => {
    const { booking, hold } = await paidBooking(db());
    const [deposit] = await paymentsOf(db(), booking.id);
    expect(deposit?.id).toBe(hold.payment.id);
    expect(await pay(booking, deposit?.idempotencyKey)).toMatchObject({ status: 409, reason: "key_reused" });
    const { booking: other } = await paidBooking(db(), { userId: booking.userId });
    const key = payKey();
    expect(await pay(other, key)).toMatchObject({ ok: true });
    expect(await pay(booking, key)).toMatchObject({ status: 409, reason: "key_reused" });
  });
});
