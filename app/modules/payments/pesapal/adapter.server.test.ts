import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentProviderState, payments } from "#app/db/schema/index";
import { money, usd } from "#app/domain/money";
import { heldBooking } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { type PesapalStandIn, startPesapalStandIn } from "#tests/pesapal-stand-in";
import type { PaymentRequest, ProviderCallback } from "../provider.server";
import { pesapalProvider } from "./adapter.server";
import { PesapalError, pesapalApi, TOKEN_RENEW_MARGIN_MS } from "./api.server";
import { paymentIdOf } from "./merchant-reference.server";

// The Pesapal adapter against a local stand-in that speaks Pesapal's API 3.0:
// tokens, the notification URL's registration, orders, status checks and refunds.

const database = setUpTestDatabase();
const db = () => database().db;
let pesapal: PesapalStandIn;

beforeAll(async () => {
  pesapal = await startPesapalStandIn();
});
afterAll(async () => {
  await pesapal?.close();
});

const NOTIFY = "https://kilele.example/webhooks/payments/pesapal";

function provider(overrides: { now?: () => number } = {}) {
  return pesapalProvider({ api: { ...pesapal.api, ...overrides }, db });
}

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const amount = usd(123_450);
  return {
    paymentId: 41,
    bookingReference: "EAMWVQE8BYK3ZP",
    bookingId: 7,
    amount,
    method: "mobile_money",
    lines: [{ label: "Deposit", amount }],
    description: "Northern Circuit Classic Safari, deposit",
    customer: { email: "amani@example.org", name: "Amani Mollel", phone: "+255 754 000 111", country: "TZ" },
    language: "en",
    successUrl: "https://kilele.example/booking/success?ref=EAMWVQE8BYK3ZP",
    cancelUrl: "https://kilele.example/booking/cancel?ref=EAMWVQE8BYK3ZP",
    notificationUrl: NOTIFY,
    ...overrides,
  };
}

/** Pesapal's notification of an order, as the webhook endpoint hands it to the adapter. */
function notification(fields: Record<string, string>, as: "json" | "query" = "json"): ProviderCallback {
  const url = new URL(NOTIFY);
  if (as === "query") for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return {
    method: "POST",
    url: url.toString(),
    headers: new Headers({ "content-type": "application/json" }),
    body: as === "json" ? JSON.stringify(fields) : "",
    now: new Date(),
  };
}

function ipnOf(
  orderTrackingId: string,
  merchantReference = pesapal.order(orderTrackingId).merchantReference,
) {
  return notification({
    OrderTrackingId: orderTrackingId,
    OrderMerchantReference: merchantReference,
    OrderNotificationType: "IPNCHANGE",
  });
}

describe("the Pesapal token", () => {
  it("is requested once, kept while it lasts, and renewed a little before it expires", async () => {
    let clock = Date.now();
    const api = pesapalApi({ ...pesapal.api, now: () => clock });
    const before = pesapal.tokenRequests;
    await api.ipnList();
    await api.ipnList();
    await Promise.all([api.ipnList(), api.ipnList()]);
    expect(pesapal.tokenRequests - before).toBe(1);
    clock += 5 * 60_000 - TOKEN_RENEW_MARGIN_MS + 1_000;
    await api.ipnList();
    expect(pesapal.tokenRequests - before).toBe(2);
  });

  it("is renewed once when Pesapal refuses it (401) before its time", async () => {
    const api = pesapalApi(pesapal.api);
    await api.ipnList();
    const before = pesapal.tokenRequests;
    pesapal.expireTokens();
    await expect(api.ipnList()).resolves.toBeInstanceOf(Array);
    expect(pesapal.tokenRequests - before).toBe(1);
  });

  it("fails with Pesapal's reason, never the secret, for a wrong consumer secret", async () => {
    const secret = "not-the-secret-at-all-12345";
    const api = pesapalApi({ ...pesapal.api, consumerSecret: secret });
    const error = await api.ipnList().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PesapalError);
    expect((error as PesapalError).message).toContain("invalid_consumer_key_or_secret_provided");
    expect((error as PesapalError).message).not.toContain(secret);
  });

  it("gives up with a clear error when Pesapal does not answer in time", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const api = pesapalApi({ ...pesapal.api, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(api.ipnList()).rejects.toThrow("Pesapal Auth/RequestToken: no answer in 200 ms");
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe("the Pesapal notification URL", () => {
  it("is registered once, kept in the database, and reused by a new instance", async () => {
    const url = `${NOTIFY}?once=1`;
    const registrations = () =>
      pesapal.calls.filter((call) => call.endpoint === "URLSetup/RegisterIPN").length;
    const before = registrations();
    await provider().start(paymentRequest({ notificationUrl: url }));
    const again = provider();
    await again.start(paymentRequest({ notificationUrl: url }));
    await again.start(paymentRequest({ notificationUrl: url }));
    expect(registrations() - before).toBe(1);
    const kept = await db()
      .select()
      .from(paymentProviderState)
      .where(eq(paymentProviderState.provider, "pesapal"));
    const row = kept.find((r) => r.key.endsWith(` ${url}`));
    expect(row?.key).toBe(`ipn:${pesapal.url} ${url}`);
    expect(pesapal.ipns.get(row!.value)?.url).toBe(url);
    const orders = [...pesapal.orders.values()].slice(-3);
    expect(new Set(orders.map((order) => order.notificationId))).toEqual(new Set([row!.value]));
  });

  it("registered at Pesapal but not kept here (a wiped table): found in Pesapal's list, not registered again", async () => {
    const url = `${NOTIFY}?listed=1`;
    const listed = await pesapalApi(pesapal.api).registerIpn(url);
    const registrations = pesapal.calls.filter((call) => call.endpoint === "URLSetup/RegisterIPN").length;
    await provider().start(paymentRequest({ notificationUrl: url }));
    expect(pesapal.calls.filter((call) => call.endpoint === "URLSetup/RegisterIPN")).toHaveLength(
      registrations,
    );
    expect(pesapal.orders.get([...pesapal.orders.keys()].at(-1)!)?.notificationId).toBe(listed.ipn_id);
  });
});

describe("a Pesapal order", () => {
  it("is submitted with the amount in major units, our reference, the return URLs and the payer", async () => {
    const start = await provider().start(paymentRequest({ description: "x".repeat(150) }));
    const order = pesapal.order(start.providerReference);
    expect(start.redirectUrl).toBe(`${pesapal.url}/iframe/${order.orderTrackingId}`);
    expect(order).toMatchObject({
      currency: "USD",
      amount: 1234.5,
      description: "x".repeat(100),
      callbackUrl: "https://kilele.example/booking/success?ref=EAMWVQE8BYK3ZP",
      cancellationUrl: "https://kilele.example/booking/cancel?ref=EAMWVQE8BYK3ZP",
      billingAddress: {
        email_address: "amani@example.org",
        phone_number: "+255754000111",
        country_code: "TZ",
        first_name: "Amani",
        last_name: "Mollel",
      },
    });
    expect(order.merchantReference).toMatch(/^EAMWVQE8BYK3ZP-P41-[0-9a-z]{6}$/);
    expect(order.merchantReference.length).toBeLessThanOrEqual(50);
    expect(paymentIdOf(order.merchantReference)).toBe(41);
  });

  it("is a new order with a new reference each time the same payment is sent (Pesapal wants them unique)", async () => {
    const adapter = provider();
    const first = await adapter.start(paymentRequest());
    const second = await adapter.start(paymentRequest());
    expect(first.providerReference).not.toBe(second.providerReference);
    expect(pesapal.order(first.providerReference).merchantReference).not.toBe(
      pesapal.order(second.providerReference).merchantReference,
    );
  });

  it("leaves out a country that is not a two-letter code, and a name it cannot split", async () => {
    const start = await provider().start(
      paymentRequest({ customer: { email: "a@example.org", name: null, phone: null, country: "Tanzania" } }),
    );
    expect(pesapal.order(start.providerReference).billingAddress).toEqual({ email_address: "a@example.org" });
  });

  it("fails clearly when Pesapal refuses it", async () => {
    await expect(provider().start(paymentRequest({ amount: money(0, "USD") }))).rejects.toThrow(
      "Pesapal Transactions/SubmitOrderRequest answered HTTP 200: invalid_amount",
    );
  });
});

describe("a Pesapal notification", () => {
  it("is acted on only as GetTransactionStatus says: nothing while unpaid, succeeded once paid by M-Pesa", async () => {
    const adapter = provider();
    const { providerReference: tracking } = await adapter.start(paymentRequest());
    expect(await adapter.verifyEvent(ipnOf(tracking))).toEqual({ ok: true, event: null });
    const paid = pesapal.pay(tracking, { method: "mpesa" });
    const checks = pesapal.calls.filter((call) => call.orderTrackingId === tracking).length;
    const check = await adapter.verifyEvent(ipnOf(tracking));
    expect(pesapal.calls.filter((call) => call.orderTrackingId === tracking)).toHaveLength(checks + 1);
    expect(check).toMatchObject({
      ok: true,
      event: {
        provider: "pesapal",
        eventId: `${tracking}:1`,
        paymentId: 41,
        result: "succeeded",
        amount: { amountMinor: 123_450, currency: "USD" },
        transactionId: paid.confirmationCode,
        payload: { status: { payment_method: "MpesaKE", status_code: 1 } },
      },
    });
  });

  it("reports a failed payment and the amount Pesapal took, not the order's", async () => {
    const adapter = provider();
    const failed = await adapter.start(paymentRequest({ paymentId: 51 }));
    pesapal.fail(failed.providerReference);
    expect(await adapter.verifyEvent(ipnOf(failed.providerReference))).toMatchObject({
      ok: true,
      event: { eventId: `${failed.providerReference}:2`, paymentId: 51, result: "failed" },
    });
    const short = await adapter.start(paymentRequest({ paymentId: 52 }));
    pesapal.pay(short.providerReference, { amount: 1000 });
    expect(await adapter.verifyEvent(ipnOf(short.providerReference))).toMatchObject({
      event: { result: "succeeded", amount: { amountMinor: 100_000, currency: "USD" } },
    });
  });

  it("forged: the payment is the one Pesapal names, a claim of another reference changes nothing", async () => {
    const adapter = provider();
    const unpaid = await adapter.start(paymentRequest({ paymentId: 61 }));
    const paid = await adapter.start(paymentRequest({ paymentId: 62 }));
    pesapal.pay(paid.providerReference);
    // A forger names the paid order with the unpaid payment's reference: the event is still payment 62's.
    const forged = ipnOf(paid.providerReference, pesapal.order(unpaid.providerReference).merchantReference);
    expect(await adapter.verifyEvent(forged)).toMatchObject({ ok: true, event: { paymentId: 62 } });
    // A notification of the unpaid order, or of an order Pesapal does not know: nothing to act on.
    expect(await adapter.verifyEvent(ipnOf(unpaid.providerReference))).toEqual({ ok: true, event: null });
    const unknown = ipnOf("7e6b62d9-883e-440f-a63e-e1105bbfadc3", "EAMWVQE8BYK3ZP-P61-aaaaaa");
    expect(await adapter.verifyEvent(unknown)).toEqual({ ok: true, event: null });
  });

  it("is read from the query too (a GET notification), and answered with Pesapal's acknowledgement", async () => {
    const adapter = provider();
    const { providerReference: tracking } = await adapter.start(paymentRequest());
    const reference = pesapal.order(tracking).merchantReference;
    const callback = notification(
      { OrderTrackingId: tracking, OrderMerchantReference: reference, OrderNotificationType: "IPNCHANGE" },
      "query",
    );
    expect(await adapter.verifyEvent(callback)).toEqual({ ok: true, event: null });
    expect(adapter.acknowledge?.(null, callback)).toEqual({
      orderNotificationType: "IPNCHANGE",
      orderTrackingId: tracking,
      orderMerchantReference: reference,
      status: 200,
    });
  });

  it("malformed (no ids, not JSON, odd characters): refused without asking Pesapal", async () => {
    const adapter = provider();
    const calls = pesapal.calls.length;
    const malformed = [
      notification({ OrderMerchantReference: "EA1-P1-aaaaaa" }),
      { ...notification({}), body: "{not json" },
      notification({ OrderTrackingId: "<script>", OrderMerchantReference: "x" }),
      notification({}),
    ];
    for (const callback of malformed)
      expect(await adapter.verifyEvent(callback)).toEqual({ ok: false, reason: "malformed" });
    expect(pesapal.calls).toHaveLength(calls);
  });
});

describe("a Pesapal refund", () => {
  it("is requested with the confirmation code, pending until the order reads REVERSED, which confirms our refund row", async () => {
    const { booking, hold } = await heldBooking(db());
    const adapter = provider();
    const start = await adapter.start(
      paymentRequest({
        paymentId: hold.payment.id,
        bookingId: booking.id,
        bookingReference: booking.reference,
      }),
    );
    const paid = pesapal.pay(start.providerReference, { method: "card" });
    const [refundRow] = await db()
      .insert(payments)
      .values({
        bookingId: booking.id,
        userId: booking.userId,
        provider: "pesapal",
        amountCents: 50_000,
        kind: "refund",
        refundOfPaymentId: hold.payment.id,
        idempotencyKey: `refund-${hold.payment.id}`,
      })
      .returning();
    const refund = await adapter.refund({
      paymentId: hold.payment.id,
      refundPaymentId: refundRow!.id,
      providerReference: start.providerReference,
      providerTransactionId: paid.confirmationCode,
      amount: usd(50_000),
      reason: "Cancelled 40 days before departure",
    });
    expect(refund).toEqual({ status: "pending", providerReference: `refund-${paid.confirmationCode}` });
    expect(pesapal.order(start.providerReference).refund).toEqual({
      amount: 500,
      username: "Kilele Safaris",
      remarks: "Cancelled 40 days before departure",
    });
    pesapal.reverse(start.providerReference);
    expect(await adapter.verifyEvent(ipnOf(start.providerReference))).toMatchObject({
      ok: true,
      event: { eventId: `${start.providerReference}:3`, result: "refunded", paymentId: refundRow!.id },
    });
  });

  it("of a payment reversed at Pesapal with no refund row of ours: reported on the paid payment", async () => {
    const adapter = provider();
    const start = await adapter.start(paymentRequest({ paymentId: 987_654 }));
    pesapal.pay(start.providerReference);
    pesapal.reverse(start.providerReference);
    expect(await adapter.verifyEvent(ipnOf(start.providerReference))).toMatchObject({
      event: { result: "refunded", paymentId: 987_654 },
    });
  });

  it("is refused clearly without a confirmation code, and when Pesapal refuses it", async () => {
    const adapter = provider();
    const request = {
      paymentId: 71,
      refundPaymentId: 72,
      providerReference: "tracking",
      providerTransactionId: null,
      amount: usd(1000),
      reason: "Cancelled",
    };
    await expect(adapter.refund(request)).rejects.toThrow("payment 71 has none");
    const start = await adapter.start(paymentRequest({ paymentId: 73 }));
    const paid = pesapal.pay(start.providerReference, { method: "mpesa" });
    // Pesapal refunds a mobile money payment in full only.
    await expect(
      adapter.refund({ ...request, providerTransactionId: paid.confirmationCode }),
    ).rejects.toThrow(
      "Pesapal refused the refund of payment 71: A mobile money payment can only be refunded in full",
    );
  });
});
