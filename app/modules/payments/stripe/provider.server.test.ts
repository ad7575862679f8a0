import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { money } from "#app/domain/money";
import { type StripeStandIn, startStripeStandIn } from "#tests/stripe-stand-in";
import type { PaymentProvider, PaymentRequest, ProviderCallback } from "../provider.server";
import { stripeProvider } from "./provider.server";
import { STRIPE_SIGNATURE_HEADER } from "./signature.server";

// The Stripe adapter against a local stand-in of Stripe's API
// (tests/stripe-stand-in.ts): the SDK's real requests over HTTP, and
// webhook deliveries signed as Stripe signs them.

const KEYS = { secretKey: "sk_test_kilele_stand_in_key", webhookSecret: "whsec_kilele_stand_in_secret" };
let standIn: StripeStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn(KEYS);
  provider = stripeProvider({ ...KEYS, apiUrl: standIn.url });
});
afterAll(() => standIn?.close());
beforeEach(() => {
  standIn.settings.refundStatus = "succeeded";
});

let nextPaymentId = 100;
function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const paymentId = nextPaymentId++;
  const amount = money(180_000, "EUR");
  return {
    paymentId,
    bookingId: 7,
    bookingReference: "EA0ABCDEFGWXYZ",
    amount,
    method: "card",
    lines: [
      { label: "Serengeti safari, deposit", amount: money(150_000, "EUR") },
      { label: "Balloon flight, deposit", amount: money(30_000, "EUR") },
    ],
    description: "Serengeti safari, deposit",
    customer: { email: "anna@example.org", name: "Anna Weber", phone: null, country: "DE" },
    language: "de",
    successUrl: "https://safaris.example/booking/success?ref=EA0ABCDEFGWXYZ",
    cancelUrl: "https://safaris.example/booking/cancel?ref=EA0ABCDEFGWXYZ",
    notificationUrl: "https://safaris.example/webhooks/stripe",
    ...overrides,
  };
}

function callback(delivery: { body: string; header: string | null }, now = new Date()): ProviderCallback {
  const headers = new Headers({ "content-type": "application/json" });
  if (delivery.header !== null) headers.set(STRIPE_SIGNATURE_HEADER, delivery.header);
  return {
    method: "POST",
    url: "https://safaris.example/webhooks/stripe",
    headers,
    body: delivery.body,
    now,
  };
}

/** A Checkout started for a new payment row and paid on the stand-in. */
async function paidCheckout(overrides: Partial<PaymentRequest> = {}) {
  const asked = request(overrides);
  const start = await provider.start(asked);
  return { asked, start, ...standIn.pay(start.providerReference) };
}

const verify = (event: unknown, now = new Date()) =>
  provider.verifyEvent(callback(standIn.deliver(event), now));

describe("starting a payment", () => {
  it("opens a Checkout session built from the request, under an idempotency key of the payment", async () => {
    const asked = request();
    const start = await provider.start(asked);
    expect(start.providerReference).toMatch(/^cs_test_/);
    expect(start.redirectUrl).toBe(`${standIn.url}/c/pay/${start.providerReference}`);

    const sent = standIn.requests.findLast((sent) => sent.path === "/v1/checkout/sessions");
    const metadata = {
      paymentId: String(asked.paymentId),
      bookingId: "7",
      bookingReference: "EA0ABCDEFGWXYZ",
    };
    expect(sent?.idempotencyKey).toBe(`kilele-checkout-${asked.paymentId}`);
    expect(sent?.form).toMatchObject({
      mode: "payment",
      client_reference_id: String(asked.paymentId),
      customer_email: "anna@example.org",
      locale: "de",
      success_url: asked.successUrl,
      cancel_url: asked.cancelUrl,
      metadata,
      payment_intent_data: { metadata },
    });
    expect(standIn.lineItems(start.providerReference)).toEqual([
      { quantity: 1, currency: "eur", unitAmount: 150_000, name: "Serengeti safari, deposit" },
      { quantity: 1, currency: "eur", unitAmount: 30_000, name: "Balloon flight, deposit" },
    ]);
    expect(standIn.session(start.providerReference)).toMatchObject({
      amount_total: 180_000,
      currency: "eur",
    });
  });

  it("charges one line for the whole amount when the lines hold a discount or do not add up", async () => {
    const amount = money(90_000, "USD");
    const start = await provider.start(
      request({
        amount,
        lines: [
          { label: "Safari", amount: money(100_000, "USD") },
          { label: "Promo code", amount: money(-10_000, "USD") },
        ],
        description: "Ngorongoro safari, in full",
      }),
    );
    expect(standIn.lineItems(start.providerReference)).toEqual([
      { quantity: 1, currency: "usd", unitAmount: 90_000, name: "Ngorongoro safari, in full" },
    ]);
  });

  it("sends a second Pay to the session still open, and opens a new one only once it has lapsed", async () => {
    const asked = request();
    const first = await provider.start(asked);
    expect(await provider.start({ ...asked, providerReference: first.providerReference })).toEqual(first);

    standIn.expire(first.providerReference);
    const second = await provider.start({ ...asked, providerReference: first.providerReference });
    expect(second.providerReference).not.toBe(first.providerReference);
    // Pressed again (the row keeps the first reference): the same new session, by its idempotency key.
    const again = await provider.start({ ...asked, providerReference: first.providerReference });
    expect(again).toEqual(second);
  });

  it("lets Stripe's refusal through: a wrong secret key starts nothing", async () => {
    const wrong = stripeProvider({ ...KEYS, secretKey: "sk_test_someone_else", apiUrl: standIn.url });
    await expect(wrong.start(request())).rejects.toThrow(/Invalid API Key/);
  });
});

describe("reading a webhook", () => {
  it("reads a paid Checkout as the payment succeeded, in its currency, with its payment intent", async () => {
    const { asked, session, intent } = await paidCheckout();
    const event = standIn.event("checkout.session.completed", session);
    expect(await verify(event)).toEqual({
      ok: true,
      event: {
        provider: "stripe",
        eventId: event.id,
        paymentId: asked.paymentId,
        result: "succeeded",
        amount: money(180_000, "EUR"),
        transactionId: intent.id,
        occurredAt: new Date(event.created * 1000),
        payload: event,
      },
    });
  });

  it("waits for an async method: a completed Checkout still unpaid is nothing yet, its outcome comes after", async () => {
    const { asked, session } = await paidCheckout();
    const unpaid = { ...session, payment_status: "unpaid" };
    expect(await verify(standIn.event("checkout.session.completed", unpaid))).toEqual({
      ok: true,
      event: null,
    });
    const succeeded = await verify(standIn.event("checkout.session.async_payment_succeeded", session));
    expect(succeeded.ok && succeeded.event).toMatchObject({
      paymentId: asked.paymentId,
      result: "succeeded",
    });
    const failed = await verify(standIn.event("checkout.session.async_payment_failed", unpaid));
    expect(failed.ok && failed.event).toMatchObject({ paymentId: asked.paymentId, result: "failed" });
  });

  it("reads the payment intent's own events by the metadata Checkout copied onto it", async () => {
    const { asked, intent } = await paidCheckout();
    const succeeded = await verify(standIn.event("payment_intent.succeeded", intent));
    expect(succeeded.ok && succeeded.event).toMatchObject({
      paymentId: asked.paymentId,
      result: "succeeded",
      amount: money(180_000, "EUR"),
      transactionId: intent.id,
    });
    // A declined card is tried again in the same Checkout: not the payment's end (events.server.ts).
    const declined = { ...intent, status: "requires_payment_method", amount_received: 0 };
    expect(await verify(standIn.event("payment_intent.payment_failed", declined))).toEqual({
      ok: true,
      event: null,
    });
  });

  it("confirms a refund we made by its refund row, once it has succeeded", async () => {
    const { asked, start, intent } = await paidCheckout();
    standIn.settings.refundStatus = "pending";
    const refund = await provider.refund({
      paymentId: asked.paymentId,
      refundPaymentId: 9001,
      providerReference: start.providerReference,
      providerTransactionId: intent.id,
      amount: money(50_000, "EUR"),
      reason: "cancelled 70 days before departure",
    });
    expect(refund.status).toBe("pending");
    // The charge is refunded at once, the money still on its way: nothing to confirm yet.
    const refunded = standIn.event("charge.refunded", standIn.charge(start.providerReference));
    expect(await verify(refunded)).toEqual({ ok: true, event: null });

    const settled = standIn.settleRefund(refund.providerReference);
    const updated = await verify(standIn.event("charge.refund.updated", settled));
    expect(updated.ok && updated.event).toMatchObject({
      paymentId: 9001,
      result: "refunded",
      amount: money(50_000, "EUR"),
      transactionId: intent.id,
    });
    // Delivered after the refund succeeded, charge.refunded says the same.
    const late = await verify(standIn.event("charge.refunded", standIn.charge(start.providerReference)));
    expect(late.ok && late.event).toMatchObject({ paymentId: 9001, result: "refunded" });
  });

  it("names the paid payment for a refund made in Stripe's dashboard, so staff are told", async () => {
    const { asked, start } = await paidCheckout();
    standIn.refundInDashboard(start.providerReference, 20_000);
    const event = await verify(standIn.event("charge.refunded", standIn.charge(start.providerReference)));
    expect(event.ok && event.event).toMatchObject({
      paymentId: asked.paymentId,
      result: "refunded",
      amount: money(20_000, "EUR"),
    });
  });

  it("reads a dispute as disputed, finding our payment through its payment intent", async () => {
    const { asked, start, intent } = await paidCheckout();
    const event = await verify(
      standIn.event("charge.dispute.created", standIn.dispute(start.providerReference)),
    );
    expect(event.ok && event.event).toMatchObject({
      paymentId: asked.paymentId,
      result: "disputed",
      amount: money(180_000, "EUR"),
      transactionId: intent.id,
    });
  });

  it("answers nothing to do for an event type we do not handle, or an object that is not ours", async () => {
    const { session } = await paidCheckout();
    expect(await verify(standIn.event("customer.created", { id: "cus_1", object: "customer" }))).toEqual({
      ok: true,
      event: null,
    });
    const elsewhere = { ...session, metadata: {} };
    expect(await verify(standIn.event("checkout.session.completed", elsewhere))).toEqual({
      ok: true,
      event: null,
    });
  });
});

describe("the webhook's signature", () => {
  async function signedDelivery() {
    const { session } = await paidCheckout();
    return standIn.deliver(standIn.event("checkout.session.completed", session));
  }

  it("refuses another secret's signature, a missing one, and a body changed by one byte", async () => {
    const { session } = await paidCheckout();
    const event = standIn.event("checkout.session.completed", session);
    const forged = standIn.deliver(event, { secret: "whsec_someone_else" });
    const good = standIn.deliver(event);
    const changed = good.body.replace('"amount_total": 180000', '"amount_total": 180001');
    expect(changed).not.toBe(good.body);
    const answers = await Promise.all([
      provider.verifyEvent(callback(forged)),
      provider.verifyEvent(callback({ body: good.body, header: null })),
      provider.verifyEvent(callback({ body: changed, header: good.header })),
      provider.verifyEvent(callback({ body: good.body, header: "t=1,v1=nonsense" })),
    ]);
    expect(answers).toEqual(Array(4).fill({ ok: false, reason: "bad_signature" }));
  });

  it("refuses a delivery signed 301 seconds ago as stale, and takes one signed 299 seconds ago", async () => {
    const delivery = await signedDelivery();
    const signedAt = Number(/t=(\d+)/.exec(delivery.header)?.[1]) * 1000;
    expect(await provider.verifyEvent(callback(delivery, new Date(signedAt + 301_000)))).toEqual({
      ok: false,
      reason: "stale",
    });
    const recent = await provider.verifyEvent(callback(delivery, new Date(signedAt + 299_000)));
    expect(recent.ok && recent.event?.result).toBe("succeeded");
  });

  it("says bad_signature, not stale, for an old delivery with a wrong signature", async () => {
    const { session } = await paidCheckout();
    const old = new Date(Date.now() - 3600_000);
    const forged = standIn.deliver(standIn.event("checkout.session.completed", session), {
      at: old,
      secret: "whsec_someone_else",
    });
    expect(await provider.verifyEvent(callback(forged))).toEqual({ ok: false, reason: "bad_signature" });
  });

  it("calls a signed body that is not an event malformed", async () => {
    const delivery = standIn.deliver("not an event");
    expect(await provider.verifyEvent(callback(delivery))).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("refunds", () => {
  it("refunds on the payment intent with our ids in the metadata, once per refund row", async () => {
    const { asked, start, intent } = await paidCheckout();
    const ask = {
      paymentId: asked.paymentId,
      refundPaymentId: 9100,
      providerReference: start.providerReference,
      providerTransactionId: intent.id,
      amount: money(60_000, "EUR"),
      reason: "cancelled 70 days before departure",
    };
    const refund = await provider.refund(ask);
    expect(refund).toEqual({ status: "refunded", providerReference: expect.stringMatching(/^re_test_/) });
    const sent = standIn.requests.findLast((sent) => sent.path === "/v1/refunds");
    expect(sent).toMatchObject({
      idempotencyKey: "kilele-refund-9100",
      form: {
        payment_intent: intent.id,
        amount: "60000",
        reason: "requested_by_customer",
        metadata: { paymentId: String(asked.paymentId), refundPaymentId: "9100" },
      },
    });
    // Asked again (a retry): the same refund, not a second one.
    expect(await provider.refund(ask)).toEqual(refund);
    expect(standIn.chargeOf(start.providerReference).amount_refunded).toBe(60_000);
  });

  it("finds the payment intent through the Checkout session when the row has no transaction id", async () => {
    const { asked, start, intent } = await paidCheckout();
    standIn.settings.refundStatus = "pending";
    const refund = await provider.refund({
      paymentId: asked.paymentId,
      refundPaymentId: 9200,
      providerReference: start.providerReference,
      providerTransactionId: null,
      amount: money(10_000, "EUR"),
      reason: "goodwill",
    });
    expect(refund.status).toBe("pending");
    expect(standIn.refund(refund.providerReference)?.payment_intent).toBe(intent.id);
  });
});
