import { createHmac } from "node:crypto";
import { signingSecret } from "#app/modules/identity/auth.server";
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
  // The sandbox is the default and, until a real provider is configured (issue 14), the only one.
  const sandbox = sandboxProvider({ secret: sandboxSecret() });
  return new Map([[sandbox.name, sandbox]]);
}
