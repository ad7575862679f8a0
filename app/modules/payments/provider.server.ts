import type { PaymentMethod } from "#app/domain/booking/payment-terms";
import type { Money } from "#app/domain/money";
import type { Language } from "#app/i18n/config";

/**
 * What the booking code asks of a payment provider (the sandbox, Pesapal,
 * Stripe; decision 085 says what a third one implements): start a payment
 * and say where to send the traveller; turn what the provider sends back
 * into a verified event; give money back. The booking code never sees a
 * provider's own shapes, so another provider joins by implementing this
 * interface and registering in providers.server.ts, nothing else.
 */
export type { PaymentMethod };

export interface PaymentProvider {
  /** The name stored with payments and events, and in its webhook URL ("sandbox", "pesapal", "stripe"). */
  readonly name: string;
  /** The ways to pay it offers, in the order the payment step lists them. */
  readonly methods: readonly PaymentMethod[];
  /** Currency codes it can charge in; a booking charged in another is charged in USD. */
  readonly currencies: readonly string[];
  /**
   * Origins of its payment pages: a Pay form's redirect goes there, so the
   * Content-Security-Policy's form-action allows them (without JavaScript
   * the browser follows that redirect itself).
   */
  readonly checkoutOrigins: readonly string[];
  /** Starts paying `request.amount` for our payment row; answers where the traveller goes next. */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Checks a callback as received (method, URL, headers and raw body) and
   * reads it. Nothing is acted on unless this says `ok`. A provider whose
   * notifications carry no signature (Pesapal) asks its own API for the
   * payment's status here and reports what the API says, never what the
   * notification claims. `event: null`: a genuine callback with nothing for
   * us to do (a Stripe event type we do not handle), answered 200.
   */
  verifyEvent(callback: ProviderCallback): Promise<EventCheck>;
  /**
   * Gives `request.amount` back from a settled payment. `refunded`: the
   * money is on its way back now (the sandbox); `pending`: the provider
   * confirms later with a `refunded` event for the refund's payment row.
   */
  refund(request: RefundRequest): Promise<RefundStart>;
  /** The body a provider expects in answer to its callback (Pesapal's), when not our own JSON. */
  acknowledge?(event: VerifiedEvent | null, callback: ProviderCallback): Record<string, unknown>;
}

export type PaymentRequest = {
  /** Our payments row: the provider gives it back in its events. */
  paymentId: number;
  bookingReference: string;
  bookingId: number;
  /** What is charged, in the booking's charge currency (decision 085). */
  amount: Money;
  /** The way the traveller chose on the payment step. */
  method: PaymentMethod;
  /**
   * The provider's id of an attempt already started for this payment (the
   * row's provider_reference), when Pay is pressed again: a provider that can
   * (Stripe) sends the traveller back to it rather than opening a second one.
   */
  providerReference?: string | null;
  /** What the charge is for, one line each, summing to `amount` (Stripe Checkout's line items). */
  lines: ReadonlyArray<{ label: string; amount: Money }>;
  /** A line the provider shows ("Serengeti safari, deposit"). */
  description: string;
  /** The payer, as providers ask for it (Pesapal's billing address needs an email or a phone). */
  customer: { email: string; name: string | null; phone: string | null; country: string | null };
  language: Language;
  /** Absolute URLs the traveller comes back to. */
  successUrl: string;
  cancelUrl: string;
  /** Absolute URL of our endpoint for this provider's notifications (/webhooks/payments/<name>). */
  notificationUrl: string;
};

export type PaymentStart = {
  /** Where the traveller goes to pay. */
  redirectUrl: string;
  /** The provider's id for this attempt, kept on the payment row. */
  providerReference: string;
};

export type ProviderCallback = {
  method: string;
  /** The full URL as received: Pesapal may notify by GET with the ids in the query. */
  url: string;
  headers: Headers;
  body: string;
  now: Date;
};

/** A callback the provider proved it sent, read into our terms. */
export type VerifiedEvent = {
  provider: string;
  /** The provider's id of the event: delivered again, it changes nothing. */
  eventId: string;
  /** Our payment row it is about: the payment itself, or for `refunded` the refund's row. */
  paymentId: number;
  /**
   * succeeded / failed: a payment's outcome. refunded: money given back
   * (`paymentId` the refund's row, or the paid row when the refund was made
   * at the provider and we have no row for it yet). disputed: the payer's
   * bank disputes the charge (the booking is flagged for staff).
   */
  result: "succeeded" | "failed" | "refunded" | "disputed";
  /** In the currency the provider reports; compared with the payment row's charged amount. */
  amount: Money;
  /** The provider's id of the money movement (a payment intent, a confirmation code), when it gives one. */
  transactionId?: string;
  /** When the provider says it happened. */
  occurredAt: Date;
  payload: Record<string, unknown>;
};

/** `bad_signature` and `stale` answer 400 and change nothing; so does `malformed`. */
export type EventCheck =
  | { ok: true; event: VerifiedEvent | null }
  | { ok: false; reason: "bad_signature" | "stale" | "malformed" };

export type RefundRequest = {
  /** The paid payment row money goes back from, and the refund's own row. */
  paymentId: number;
  refundPaymentId: number;
  /** What the provider knows the paid payment by (the row's provider_reference and provider_transaction_id). */
  providerReference: string | null;
  providerTransactionId: string | null;
  /** In the paid payment's currency, at most what it took. */
  amount: Money;
  reason: string;
};

export type RefundStart = {
  status: "refunded" | "pending";
  /** The provider's id of the refund, kept on the refund's row. */
  providerReference: string;
};
