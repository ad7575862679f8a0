import type { PaymentProvider } from "../provider.server";
import { startCheckout } from "./checkout.server";
import { type StripeOptions, stripeClient } from "./client.server";
import { readStripeEvent } from "./events.server";
import { refundPayment } from "./refunds.server";
import { STRIPE_SIGNATURE_HEADER, signedEvent } from "./signature.server";

/**
 * Stripe behind our payment interface (issue 14, section 2): a Checkout
 * page for cards, its webhooks verified with the SDK over the raw body,
 * refunds on the payment intent. Our payment row's id travels in the
 * metadata of the session and of its payment intent, so every event about
 * the payment (its charge, refunds and disputes included) names it.
 */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: "stripe",
    methods: ["card"],
    currencies: ["USD", "EUR", "GBP", "AUD", "CHF", "CNY"],
    // Checkout's pages; a stand-in (STRIPE_API_URL) serves them itself.
    checkoutOrigins: [options.apiUrl ? new URL(options.apiUrl).origin : "https://checkout.stripe.com"],
    start: (request) => startCheckout(stripe, request),
    refund: (request) => refundPayment(stripe, request),
    async verifyEvent({ headers, body, now }) {
      const signed = signedEvent(stripe, options.webhookSecret, {
        body,
        header: headers.get(STRIPE_SIGNATURE_HEADER),
        now,
      });
      if (!signed.ok) return signed;
      return { ok: true, event: await readStripeEvent(stripe, signed.event) };
    },
  };
}
