import { createHmac } from "node:crypto";
import { env } from "#app/modules/config/env.server";
import { signingSecret } from "#app/modules/identity/auth.server";
import type { PaymentProvider } from "./provider.server";
import { sandboxProvider } from "./sandbox.server";
import { stripeProvider } from "./stripe/provider.server";

/**
 * The key that signs sandbox events: derived from the server's signing
 * secret for this one purpose, so a sandbox signature can never stand for a
 * session cookie or an unsubscribe link, nor the other way round.
 */
export function sandboxSecret(serverSecret: string = signingSecret()): string {
  return createHmac("sha256", serverSecret).update("kilele:sandbox-payment-events").digest("hex");
}

/** The payment providers switched on, by the name in their webhook URL (/webhooks/payments/<name>). */
export function paymentProviders(): Map<string, PaymentProvider> {
  // The sandbox is always there (the default with no real provider configured); each real one joins when its keys are set.
  const sandbox = sandboxProvider({ secret: sandboxSecret() });
  const providers = new Map([[sandbox.name, sandbox]]);
  const stripe = configuredStripe();
  if (stripe) providers.set(stripe.name, stripe);
  return providers;
}

/**
 * Stripe, when both its keys are set: made once per configuration, so its
 * client (and the connections it keeps) serves every payment and webhook.
 */
function configuredStripe(): PaymentProvider | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  const key = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL ?? ""].join("\n");
  if (stripeMade?.key !== key)
    stripeMade = {
      key,
      provider: stripeProvider({
        secretKey: STRIPE_SECRET_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiUrl: STRIPE_API_URL,
      }),
    };
  return stripeMade.provider;
}
let stripeMade: { key: string; provider: PaymentProvider } | undefined;
