import { createHmac } from "node:crypto";
import { signingSecret } from "#app/modules/identity/auth.server";
import { configuredPesapal } from "./pesapal/configured.server";
import type { PaymentProvider } from "./provider.server";
import { sandboxProvider } from "./sandbox.server";

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
  // The sandbox is the default, kept beside the real providers that are configured (issue 14).
  const sandbox = sandboxProvider({ secret: sandboxSecret() });
  const providers = new Map([[sandbox.name, sandbox]]);
  const pesapal = configuredPesapal();
  if (pesapal) providers.set(pesapal.name, pesapal);
  return providers;
}
