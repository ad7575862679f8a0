import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { CURRENCY_CODES } from "#app/domain/currency";
import { money } from "#app/domain/money";
import type {
  EventCheck,
  PaymentProvider,
  PaymentRequest,
  ProviderCallback,
  RefundRequest,
  RefundStart,
} from "./provider.server";

/**
 * The sandbox provider (spec: "payment gateway sandbox configured"): our own
 * /mock-payment page stands in for the provider's, and its outcome comes back
 * to the webhook endpoint as an event signed with a server secret, through
 * the same code path as a real provider's webhooks. The signature is
 * Stripe's scheme: a header `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`; an event older (or newer) than the tolerance is refused,
 * so a captured event cannot be replayed later.
 */
export const SANDBOX_SIGNATURE_HEADER = "kilele-signature";
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

const sandboxEvent = z.object({
  id: z.string().min(1).max(100),
  paymentId: z.number().int().positive(),
  result: z.enum(["succeeded", "failed"]),
  amountMinor: z.number().int().nonnegative(),
  currency: z.enum(CURRENCY_CODES),
  occurredAt: z.iso.datetime(),
});

export type SandboxEvent = z.infer<typeof sandboxEvent>;

function signature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The body and signature header of a sandbox event, as /mock-payment sends it. */
export function signSandboxEvent(secret: string, event: SandboxEvent, now: Date) {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(now.getTime() / 1000);
  return { body, header: `t=${timestamp},v1=${signature(secret, timestamp, body)}` };
}

function parseHeader(header: string | null): { timestamp: number; v1: string } | null {
  if (!header) return null;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestamp, v1 };
}

export function sandboxProvider({ secret }: { secret: string }): PaymentProvider {
  return {
    name: "sandbox",
    // It stands in for both kinds of real provider, so each way to pay can be tried without one.
    methods: ["card", "mobile_money"],
    currencies: CURRENCY_CODES,
    // Its page is ours (/mock-payment).
    checkoutOrigins: [],

    // Our own page stands in for the provider's, so the traveller stays on this
    // site: a path, which keeps the session cookie whatever host name they used.
    async start(request: PaymentRequest) {
      const search = new URLSearchParams({ payment: String(request.paymentId), lang: request.language });
      return { redirectUrl: `/mock-payment?${search}`, providerReference: `sandbox-${request.paymentId}` };
    },

    // The sandbox's money is make-believe: a refund is done the moment it is asked for.
    async refund(request: RefundRequest): Promise<RefundStart> {
      return { status: "refunded", providerReference: `sandbox-refund-${request.refundPaymentId}` };
    },

    async verifyEvent({ headers, body, now }: ProviderCallback): Promise<EventCheck> {
      const signed = parseHeader(headers.get(SANDBOX_SIGNATURE_HEADER));
      if (!signed) return { ok: false, reason: "bad_signature" };
      const expected = Buffer.from(signature(secret, signed.timestamp, body));
      const given = Buffer.from(signed.v1);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: "bad_signature" };
      // Checked after the signature, so that a forger learns nothing from the answer.
      if (Math.abs(now.getTime() - signed.timestamp * 1000) > SIGNATURE_TOLERANCE_MS)
        return { ok: false, reason: "stale" };
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const parsed = sandboxEvent.safeParse(json);
      if (!parsed.success) return { ok: false, reason: "malformed" };
      const event = parsed.data;
      return {
        ok: true,
        event: {
          provider: "sandbox",
          eventId: event.id,
          paymentId: event.paymentId,
          result: event.result,
          amount: money(event.amountMinor, event.currency),
          occurredAt: new Date(event.occurredAt),
          payload: event,
        },
      };
    },
  };
}
