import { describe, expect, it } from "vitest";
import { bookingRow, heldBooking, paymentsOf } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { findSandboxPayment, settleSandboxPayment } from "./sandbox-checkout.server";

// The sandbox's /mock-payment choices, through the same callback code as the
// webhook endpoint: a signed event, verified, recorded, the booking moved.

const database = setUpTestDatabase();
const db = () => database().db;

describe("the sandbox checkout", () => {
  it("shows a payment only to the traveller who started it", async () => {
    const { booking, hold } = await heldBooking(db());
    const mine = await findSandboxPayment(db(), { paymentId: hold.payment.id, userId: booking.userId });
    expect(mine).toMatchObject({
      reference: booking.reference,
      amountCents: hold.payment.amount.amountMinor,
    });
    expect(await findSandboxPayment(db(), { paymentId: hold.payment.id, userId: "someone-else" })).toBeNull();
  });

  it("pays: the event is verified and confirms the booking", async () => {
    const { booking, hold } = await heldBooking(db());
    const payment = await findSandboxPayment(db(), { paymentId: hold.payment.id, userId: booking.userId });
    const answer = await settleSandboxPayment(db(), payment!, "succeed", new Date());
    expect(answer).toMatchObject({ status: 200 });
    expect(["confirmed", "paid"]).toContain((await bookingRow(db(), booking.id)).status);
    expect((await paymentsOf(db(), booking.id))[0]?.status).toBe("succeeded");
  });

  it("a decline fails the payment and keeps the hold", async () => {
    const { booking, hold } = await heldBooking(db());
    const payment = await findSandboxPayment(db(), { paymentId: hold.payment.id, userId: booking.userId });
    expect(await settleSandboxPayment(db(), payment!, "decline", new Date())).toEqual({
      status: 200,
      outcome: "failed",
    });
    expect((await bookingRow(db(), booking.id)).status).toBe("pending_payment");
  });
});
