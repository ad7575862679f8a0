import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { usd } from "#app/domain/money";
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxEvent,
  sandboxProvider,
  signSandboxEvent,
} from "./sandbox.server";

const SECRET = "a-server-secret-of-at-least-thirty-two-chars";
const provider = sandboxProvider({ secret: SECRET });
const NOW = new Date("2026-11-25T08:00:00Z");
const EVENT: SandboxEvent = {
  id: "evt_1",
  paymentId: 42,
  result: "succeeded",
  amountMinor: 123_450,
  currency: "USD",
  occurredAt: NOW.toISOString(),
};

function callback(body: string, header: string | null, now = NOW) {
  const headers = new Headers();
  if (header !== null) headers.set(SANDBOX_SIGNATURE_HEADER, header);
  return { method: "POST", url: "https://safaris.example/webhooks/payments/sandbox", headers, body, now };
}

describe("the sandbox payment provider", () => {
  it("sends the traveller to our own /mock-payment page for the payment, in their language", async () => {
    const start = await provider.start({
      paymentId: 42,
      bookingId: 7,
      bookingReference: "EA0ABCDEFGWXYZ",
      amount: usd(123_450),
      method: "card",
      lines: [{ label: "Deposit", amount: usd(123_450) }],
      description: "Deposit",
      customer: { email: "traveller@example.org", name: "Anna Weber", phone: null, country: "DE" },
      language: "de",
      successUrl: "https://safaris.example/booking/success?ref=EA0ABCDEFGWXYZ",
      cancelUrl: "https://safaris.example/booking/cancel?ref=EA0ABCDEFGWXYZ",
      notificationUrl: "https://safaris.example/webhooks/payments/sandbox",
    });
    expect(start).toEqual({
      redirectUrl: "/mock-payment?payment=42&lang=de",
      providerReference: "sandbox-42",
    });
  });

  it("gives a refund back at once, under a reference of its own", async () => {
    expect(
      await provider.refund({
        paymentId: 42,
        refundPaymentId: 43,
        providerReference: "sandbox-42",
        providerTransactionId: null,
        amount: usd(10_000),
        reason: "cancelled 70 days before departure",
      }),
    ).toEqual({ status: "refunded", providerReference: "sandbox-refund-43" });
  });

  it("reads an event it signed into our terms", async () => {
    const { body, header } = signSandboxEvent(SECRET, EVENT, NOW);
    const check = await provider.verifyEvent(callback(body, header, new Date(NOW.getTime() + 1000)));
    expect(check).toEqual({
      ok: true,
      event: {
        provider: "sandbox",
        eventId: "evt_1",
        paymentId: 42,
        result: "succeeded",
        amount: usd(123_450),
        occurredAt: NOW,
        payload: EVENT,
      },
    });
  });

  it("refuses a changed body, another secret's signature, and a missing or garbled header", async () => {
    const { body, header } = signSandboxEvent(SECRET, EVENT, NOW);
    const changed = body.replace("123450", "1");
    expect(await provider.verifyEvent(callback(changed, header))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    const forged = signSandboxEvent("another-secret-another-secret-another", EVENT, NOW);
    expect(await provider.verifyEvent(callback(forged.body, forged.header))).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    for (const garbled of [null, "", "t=abc,v1=00", `t=${Math.floor(NOW.getTime() / 1000)}`, "v1=zz"]) {
      expect(await provider.verifyEvent(callback(body, garbled))).toEqual({
        ok: false,
        reason: "bad_signature",
      });
    }
  });

  it("refuses an event signed more than 5 minutes before or after now, even with a good signature", async () => {
    const { body, header } = signSandboxEvent(SECRET, EVENT, NOW);
    const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
    expect((await provider.verifyEvent(callback(body, header, minutes(4.9)))).ok).toBe(true);
    expect(await provider.verifyEvent(callback(body, header, minutes(5.1)))).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await provider.verifyEvent(callback(body, header, minutes(-5.1)))).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("refuses a signed body that is not a sandbox event", async () => {
    const timestamp = Math.floor(NOW.getTime() / 1000);
    const bodies = [
      "not json",
      "{}",
      JSON.stringify({ ...EVENT, result: "maybe" }),
      JSON.stringify({ ...EVENT, amountMinor: -1 }),
    ];
    for (const bad of bodies) {
      // Signed with the right secret, so only the content is wrong.
      const v1 = createHmac("sha256", SECRET).update(`${timestamp}.${bad}`).digest("hex");
      expect(await provider.verifyEvent(callback(bad, `t=${timestamp},v1=${v1}`))).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
  });
});
