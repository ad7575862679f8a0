import Stripe from "stripe";

export type StripeOptions = {
  /** The account's secret key (sk_live_… / sk_test_…). */
  secretKey: string;
  /** The signing secret of our webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** Another API base than api.stripe.com: the tests' stand-in. */
  apiUrl?: string | undefined;
};

/**
 * The SDK's client. A request waits at most 20 s (the SDK's 80 s default
 * would hold a traveller's Pay, or a webhook's answer, far too long); a
 * network failure is retried twice, which is safe because every call that
 * creates something carries an idempotency key.
 */
export function stripeClient(options: StripeOptions): Stripe {
  const base = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    timeout: 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          protocol: base.protocol === "http:" ? "http" : "https",
          ...(base.port ? { port: Number(base.port) } : {}),
        }
      : {}),
  });
}

/** Our payment row's id as we put it in a Stripe object's metadata; null when the object is not ours. */
export function metadataId(metadata: Stripe.Metadata | null | undefined, key: string): number | null {
  const value = metadata?.[key];
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** An expandable field's id, whether Stripe sent the id or the object. */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === "string" ? field : field.id;
}
