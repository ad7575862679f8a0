import { createHmac } from "node:crypto";
import { env } from "#app/modules/config/env.server";
import { signingSecret } from "#app/modules/identity/auth.server";
import { configuredPesapal } from "./pesapal/configured.server";
import type { PaymentMethod, PaymentProvider } from "./provider.server";
import { sandboxProvider } from "./sandbox.server";
import { configuredStripe } from "./stripe/configured.server";

/**
 * The key that signs sandbox events: derived from the server's signing
 * secret for this one purpose, so a sandbox signature can never stand for a
 * session cookie or an unsubscribe link, nor the other way round.
 */
export function sandboxSecret(serverSecret: string = signingSecret()): string {
  return createHmac("sha256", serverSecret).update("kilele:sandbox-payment-events").digest("hex");
}

/**
 * The payment providers switched on, by the name in their webhook URL
 * (/webhooks/payments/<name>), in the order of preference: a real provider
 * whose keys are configured first, the sandbox last. The sandbox stays on
 * so that payments it started still settle.
 */
export function paymentProviders(): Map<string, PaymentProvider> {
  const sandbox = sandboxProvider({ secret: sandboxSecret() });
  return new Map([...realProviders(), sandbox].map((provider) => [provider.name, provider]));
}

/** The real providers whose keys are set. Stripe first: with both, cards go to Stripe, mobile money to Pesapal. */
function realProviders(): PaymentProvider[] {
  return [configuredStripe(), configuredPesapal()].filter((provider) => provider !== null);
}

/** Where Pay may send the browser: the configured providers' payment pages (form-action). */
export function checkoutOrigins(): string[] {
  return [...new Set(realProviders().flatMap((provider) => provider.checkoutOrigins))];
}

/** The real providers configured; none means the sandbox takes the payments (decision 085). */
function payingProviders(): PaymentProvider[] {
  const all = [...paymentProviders().values()];
  const real = all.filter((provider) => provider.name !== "sandbox");
  return real.length > 0 ? real : all;
}

/** The ways to pay the payment step offers: every method of the providers that take payments. */
export function paymentMethods(): PaymentMethod[] {
  const methods = new Set(payingProviders().flatMap((provider) => provider.methods));
  return [...methods];
}

/** The ways to pay as a page offers them: `test` when the sandbox takes it (no money moves). */
export function offeredPaymentMethods(): Array<{ method: PaymentMethod; test: boolean }> {
  return paymentMethods().map((method) => ({ method, test: providerFor(method)?.name === "sandbox" }));
}

/** The provider a chosen way to pay goes to (the first that offers it), or null when none does. */
export function providerFor(method: PaymentMethod): PaymentProvider | null {
  return payingProviders().find((provider) => provider.methods.includes(method)) ?? null;
}

/** Currencies a payment through this provider may be charged in: PAYMENT_CURRENCIES it takes. */
export function chargeableCurrencies(provider: PaymentProvider): string[] {
  return env().PAYMENT_CURRENCIES.filter((code) => provider.currencies.includes(code));
}
