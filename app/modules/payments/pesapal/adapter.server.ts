import { and, desc, eq } from "drizzle-orm";
import { type Database, db } from "#app/db/client.server";
import { payments } from "#app/db/schema/index";
import { logger } from "#app/modules/logging/logger.server";
import type {
  EventCheck,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  ProviderCallback,
  RefundRequest,
  RefundStart,
  VerifiedEvent,
} from "../provider.server";
import { fromMajorUnits, toMajorUnits } from "./amounts.server";
import {
  type OrderRequest,
  type PesapalApiOptions,
  PesapalError,
  pesapalApi,
  type TransactionStatus,
} from "./api.server";
import { merchantReference, paymentIdOf } from "./merchant-reference.server";
import { readNotification } from "./notification.server";
import { notificationIds } from "./notification-url.server";

/** What Pesapal charges in for a Tanzanian merchant (of our charge currencies, USD). */
export const PESAPAL_CURRENCIES = ["USD", "KES", "TZS", "UGX"] as const;

/** GetTransactionStatus's status_code, for the outcomes we act on; 0 (invalid or still pending) is none. */
const RESULTS: Record<number, VerifiedEvent["result"]> = { 1: "succeeded", 2: "failed", 3: "refunded" };

export type PesapalProviderOptions = {
  api: PesapalApiOptions;
  /** Where the notification URL's id is kept (the app's database unless a test gives its own). */
  db?: () => Database;
  /** Who asks for a refund, as Pesapal's RefundRequest wants a name. */
  refundUsername?: string;
  /** The merchant's branch Pesapal files the orders under, if it has several. */
  branch?: string;
};

/**
 * Pesapal (API 3.0): cards, M-Pesa, Airtel Money and Tigo Pesa on Pesapal's
 * own page. Its notifications carry no signature, so a notification is only
 * a prompt: every one is checked by asking GetTransactionStatus, and the
 * event reports what the API says (status, amount, currency, our merchant
 * reference), never what the notification claims.
 */
export function pesapalProvider(options: PesapalProviderOptions): PaymentProvider {
  const api = pesapalApi(options.api);
  const database = options.db ?? db;
  const notificationId = notificationIds(api, options.api.baseUrl, database);

  /** The refund row a reversal confirms: Pesapal allows one refund per payment, so the latest is it. */
  async function refundRowOf(paymentId: number): Promise<number | null> {
    const [row] = await database()
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.refundOfPaymentId, paymentId),
          eq(payments.provider, "pesapal"),
          eq(payments.kind, "refund"),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    return row?.id ?? null;
  }

  return {
    name: "pesapal",
    // Pesapal's page offers both; the traveller's choice is made there.
    methods: ["card", "mobile_money"],
    currencies: PESAPAL_CURRENCIES,
    // Its payment pages are served from the API's own host.
    checkoutOrigins: [new URL(options.api.baseUrl).origin],

    async start(request: PaymentRequest): Promise<PaymentStart> {
      const order = await api.submitOrder(
        orderOf(request, await notificationId(request.notificationUrl), options),
      );
      return { redirectUrl: order.redirect_url, providerReference: order.order_tracking_id };
    },

    async verifyEvent(callback: ProviderCallback): Promise<EventCheck> {
      const notification = readNotification(callback);
      if (!notification) return { ok: false, reason: "malformed" };
      const status = await api.transactionStatus(notification.orderTrackingId);
      const result = status.status_code == null ? undefined : RESULTS[status.status_code];
      if (!result || status.error) {
        // Not paid yet (Pesapal answers "Pending Payment" as an error), or an order it does not know.
        if (status.error && status.error.code !== "payment_details_not_found")
          logger.warn({ code: status.error.code ?? null }, "pesapal: the status check named no outcome");
        return { ok: true, event: null };
      }
      const paidId = paymentIdOf(status.merchant_reference);
      // An order of the same merchant account that another system of the operator made.
      if (paidId === null) return { ok: true, event: null };
      if (status.amount == null || !status.currency)
        throw new PesapalError(
          `Pesapal GetTransactionStatus gave status ${status.status_code} without an amount`,
        );
      const paymentId = result === "refunded" ? ((await refundRowOf(paidId)) ?? paidId) : paidId;
      return {
        ok: true,
        event: {
          provider: "pesapal",
          // The same state of the same order notified again is the same event: recorded once.
          eventId: `${notification.orderTrackingId}:${status.status_code}`,
          paymentId,
          result,
          amount: fromMajorUnits(status.amount, status.currency),
          ...(status.confirmation_code ? { transactionId: status.confirmation_code } : {}),
          occurredAt: occurredAt(status, callback.now),
          payload: { notification, status: kept(status) },
        },
      };
    },

    // Pesapal's finance team acts on the request later: the reversal comes back as status_code 3.
    async refund(request: RefundRequest): Promise<RefundStart> {
      const code = request.providerTransactionId;
      if (!code)
        throw new Error(
          `Pesapal refunds a payment by its confirmation code, and payment ${request.paymentId} has none (not confirmed by Pesapal?)`,
        );
      const answer = await api.refund({
        confirmation_code: code,
        amount: toMajorUnits(request.amount),
        username: options.refundUsername ?? "Kilele Safaris",
        remarks: request.reason.trim().slice(0, 200) || `Refund of payment ${request.paymentId}`,
      });
      if (answer.status !== "200")
        throw new PesapalError(
          `Pesapal refused the refund of payment ${request.paymentId}: ${answer.message?.slice(0, 200) ?? `status ${answer.status}`}`,
        );
      return { status: "pending", providerReference: `refund-${code}` };
    },

    // Pesapal stops notifying once it gets its own fields back with status 200.
    acknowledge(_event, callback) {
      const notification = readNotification(callback);
      return {
        orderNotificationType: notification?.orderNotificationType ?? "IPNCHANGE",
        orderTrackingId: notification?.orderTrackingId ?? "",
        orderMerchantReference: notification?.orderMerchantReference ?? "",
        status: 200,
      };
    },
  };
}

function orderOf(
  request: PaymentRequest,
  notificationId: string,
  options: PesapalProviderOptions,
): OrderRequest {
  const [first, ...rest] = (request.customer.name ?? "").trim().split(/\s+/);
  const phone = request.customer.phone?.replace(/[^\d+]/g, "");
  const country = request.customer.country?.trim().toUpperCase();
  return {
    id: merchantReference(request.bookingReference, request.paymentId),
    currency: request.amount.currency,
    amount: toMajorUnits(request.amount),
    description: request.description.slice(0, 100),
    callback_url: request.successUrl,
    cancellation_url: request.cancelUrl,
    notification_id: notificationId,
    ...(options.branch ? { branch: options.branch } : {}),
    billing_address: {
      email_address: request.customer.email,
      ...(phone ? { phone_number: phone } : {}),
      // Pesapal takes a two-letter code; the wizard stores the country as typed, so a name is left out.
      ...(country && /^[A-Z]{2}$/.test(country) ? { country_code: country } : {}),
      ...(first ? { first_name: first } : {}),
      ...(rest.length > 0 ? { last_name: rest.join(" ") } : {}),
    },
  };
}

/** Pesapal's created_date, when it says its time zone; else when we learned of it. */
function occurredAt(status: TransactionStatus, now: Date): Date {
  const date = status.created_date ?? "";
  const time = /(Z|[+-]\d\d:?\d\d)$/.test(date) ? Date.parse(date) : Number.NaN;
  return Number.isFinite(time) ? new Date(time) : now;
}

/** What the event keeps of the status answer, for disputes: the payer's account comes masked. */
function kept(status: TransactionStatus): Record<string, unknown> {
  const { payment_method, amount, currency, confirmation_code, payment_status_description } = status;
  const { status_code, merchant_reference, payment_account, created_date } = status;
  return {
    payment_method,
    amount,
    currency,
    confirmation_code,
    payment_status_description,
    status_code,
    merchant_reference,
    payment_account,
    created_date,
  };
}
