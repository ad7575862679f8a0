import type Stripe from "stripe";
import type { Language } from "#app/i18n/config";
import type { PaymentRequest, PaymentStart } from "../provider.server";

/** Checkout's page in the traveller's language: Stripe's codes for our five are the same. */
const CHECKOUT_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: "en",
  de: "de",
  fr: "fr",
  es: "es",
  zh: "zh",
};

/**
 * Sends the traveller to a Stripe Checkout page for the payment row. A
 * session already started for the row (a second tab, Pay pressed again) is
 * reused while it is open, so one payment never has two pages that could
 * each take the money. A new session is created under an idempotency key of
 * the row (and of the session it replaces), so a retried request cannot
 * make a second one either.
 */
export async function startCheckout(stripe: Stripe, request: PaymentRequest): Promise<PaymentStart> {
  if (request.providerReference?.startsWith("cs_")) {
    const started = await stripe.checkout.sessions.retrieve(request.providerReference);
    if (started.status === "open" && started.url)
      return { redirectUrl: started.url, providerReference: started.id };
  }
  const metadata = {
    paymentId: String(request.paymentId),
    bookingId: String(request.bookingId),
    bookingReference: request.bookingReference,
  };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: lineItems(request),
      client_reference_id: String(request.paymentId),
      // On the payment intent too, so that its charge, refunds and disputes carry our payment's id.
      metadata,
      payment_intent_data: { metadata, description: request.description },
      customer_email: request.customer.email,
      locale: CHECKOUT_LOCALES[request.language],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    {
      idempotencyKey: request.providerReference
        ? `kilele-checkout-${request.paymentId}-after-${request.providerReference}`
        : `kilele-checkout-${request.paymentId}`,
    },
  );
  if (!session.url) throw new Error(`Stripe gave Checkout session ${session.id} no URL`);
  return { redirectUrl: session.url, providerReference: session.id };
}

/**
 * The request's lines as Checkout's line items. Checkout takes no negative
 * unit amount, so lines that hold a discount, or that do not add up to the
 * amount charged, are shown as one line for the whole amount: the traveller
 * is charged exactly `request.amount` either way.
 */
function lineItems(request: PaymentRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const currency = request.amount.currency.toLowerCase();
  const item = (label: string, amountMinor: number) => ({
    quantity: 1,
    price_data: { currency, unit_amount: amountMinor, product_data: { name: label } },
  });
  const lines = request.lines;
  const total = lines.reduce((sum, line) => sum + line.amount.amountMinor, 0);
  const usable =
    lines.length > 0 &&
    total === request.amount.amountMinor &&
    lines.every((line) => line.amount.currency === request.amount.currency && line.amount.amountMinor >= 0);
  if (!usable) return [item(request.description, request.amount.amountMinor)];
  return lines.map((line) => item(line.label, line.amount.amountMinor));
}
