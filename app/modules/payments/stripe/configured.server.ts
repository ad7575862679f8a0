import { env } from "#app/modules/config/env.server";
import type { PaymentProvider } from "../provider.server";
import { stripeProvider } from "./provider.server";

let configured: { settings: string; provider: PaymentProvider } | undefined;

/**
 * Stripe as configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET switch
 * it on), or null. Made once per configuration, so its client (and the
 * connections it keeps) serves every payment and webhook.
 */
export function configuredStripe(): PaymentProvider | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  const settings = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL ?? ""].join("\n");
  if (configured?.settings !== settings)
    configured = {
      settings,
      provider: stripeProvider({
        secretKey: STRIPE_SECRET_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiUrl: STRIPE_API_URL,
      }),
    };
  return configured.provider;
}
