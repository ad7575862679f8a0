import type { Money } from "#app/domain/money";
import type { Language } from "#app/i18n/config";

/**
 * What the booking code asks of a payment provider (the sandbox now; Pesapal
 * and Stripe next, issue 14). Two things: start a payment and say where to
 * send the traveller; turn what the provider sends back into a verified
 * event. The booking code never sees a provider's own shapes, so another
 * provider joins by implementing these two, nothing else.
 */
export interface PaymentProvider {
  /** The name stored with payments and events ("sandbox", "pesapal", ...). */
  readonly name: string;
  /** Starts paying `request.amount` for our payment row; answers where the traveller goes next. */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Checks a callback as received (headers and raw body) and reads it.
   * Nothing is acted on unless this says `ok`.
   */
  verifyEvent(callback: ProviderCallback): Promise<EventCheck>;
}

export type PaymentRequest = {
  /** Our payments row: the provider gives it back in its events. */
  paymentId: number;
  bookingReference: string;
  amount: Money;
  /** A line the provider shows ("Serengeti safari, deposit"). */
  description: string;
  language: Language;
  /** Absolute URLs the traveller comes back to. */
  successUrl: string;
  cancelUrl: string;
};

export type PaymentStart = {
  /** Where the traveller goes to pay. */
  redirectUrl: string;
  /** The provider's id for this attempt, kept on the payment row. */
  providerReference: string;
};

export type ProviderCallback = { headers: Headers; body: string; now: Date };

/** A callback the provider proved it sent, read into our terms. */
export type VerifiedEvent = {
  provider: string;
  /** The provider's id of the event: delivered again, it changes nothing. */
  eventId: string;
  paymentId: number;
  result: "succeeded" | "failed";
  amount: Money;
  /** When the provider says it happened. */
  occurredAt: Date;
  payload: Record<string, unknown>;
};

/** `bad_signature` and `stale` answer 400 and change nothing; so does `malformed`. */
export type EventCheck =
  | { ok: true; event: VerifiedEvent }
  | { ok: false; reason: "bad_signature" | "stale" | "malformed" };
