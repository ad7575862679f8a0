import Stripe from "stripe";

/** The header Stripe signs each webhook delivery in. */
export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
/** How old a delivery's signed timestamp may be: Stripe's own default, the five minutes. */
export const STRIPE_TOLERANCE_SECONDS = 300;

export type SignedEvent =
  | { ok: true; event: Stripe.Event }
  | { ok: false; reason: "bad_signature" | "stale" | "malformed" };

/**
 * The delivery's event, once the SDK has checked its signature over the raw
 * body and the age of its timestamp against our clock (`now`, so a test can
 * move it). The SDK checks the signature before the age, so a forger learns
 * nothing from a `stale`: a refused delivery is `stale` only when its
 * signature alone holds (checked again with no tolerance).
 */
export function signedEvent(
  stripe: Stripe,
  webhookSecret: string,
  delivery: { body: string; header: string | null; now: Date },
): SignedEvent {
  const { body, header, now } = delivery;
  if (!header) return { ok: false, reason: "bad_signature" };
  try {
    const event = stripe.webhooks.constructEvent(
      body,
      header,
      webhookSecret,
      STRIPE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
    if (typeof event?.id !== "string" || typeof event.type !== "string" || !event.data?.object)
      return { ok: false, reason: "malformed" };
    return { ok: true, event };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError))
      // Signed, but not a webhook event we can read (the SDK's JSON.parse, or a v2 "thin" event).
      return { ok: false, reason: "malformed" };
    return {
      ok: false,
      reason: signatureHolds(stripe, webhookSecret, body, header) ? "stale" : "bad_signature",
    };
  }
}

function signatureHolds(stripe: Stripe, secret: string, body: string, header: string): boolean {
  try {
    // A tolerance of 0 switches the SDK's age check off: only the signature is checked.
    return stripe.webhooks.signature?.verifyHeader(body, header, secret, 0) === true;
  } catch {
    return false;
  }
}
