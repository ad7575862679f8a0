import { env } from "#app/modules/config/env.server";
import type { PaymentProvider } from "../provider.server";
import { pesapalProvider } from "./adapter.server";
import { PESAPAL_BASE_URLS } from "./api.server";

let configured: { settings: string; provider: PaymentProvider } | undefined;

/**
 * Pesapal as configured (PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET
 * switch it on), or null. One adapter per configuration, kept: its token
 * and its notification id live in it, and the providers are looked up on
 * every payment and callback.
 */
export function configuredPesapal(): PaymentProvider | null {
  const config = env();
  if (!config.PESAPAL_CONSUMER_KEY || !config.PESAPAL_CONSUMER_SECRET) return null;
  const api = {
    baseUrl: config.PESAPAL_API_URL ?? PESAPAL_BASE_URLS[config.PESAPAL_ENV],
    consumerKey: config.PESAPAL_CONSUMER_KEY,
    consumerSecret: config.PESAPAL_CONSUMER_SECRET,
  };
  const settings = JSON.stringify(api);
  if (configured?.settings !== settings) configured = { settings, provider: pesapalProvider({ api }) };
  return configured.provider;
}
