import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookings, payments, tours } from "#app/db/schema/index";
import type { CurrencyCode } from "#app/domain/currency";
import { type CallbackAnswer, receivePaymentCallback } from "./callbacks.server";
import { sandboxSecret } from "./providers.server";
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from "./sandbox.server";

export type SandboxPayment = {
  paymentId: number;
  bookingId: number;
  reference: string;
  tourTitle: string;
  amountCents: number;
  /** What is charged, in `currency`'s minor units (null: amountCents, in USD). */
  chargedMinor: number | null;
  currency: string;
  kind: "deposit" | "full" | "balance";
  status: "pending" | "succeeded" | "failed" | "refunded";
  holdExpiresAt: Date | null;
};

/** A sandbox payment of the signed-in traveller, as /mock-payment shows it; null for anyone else's. */
export async function findSandboxPayment(
  db: Database,
  request: { paymentId: number; userId: string },
): Promise<SandboxPayment | null> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      bookingId: payments.bookingId,
      userId: payments.userId,
      provider: payments.provider,
      reference: bookings.reference,
      tourTitle: tours.title,
      amountCents: payments.amountCents,
      chargedMinor: payments.chargedMinor,
      currency: payments.currency,
      kind: payments.kind,
      status: payments.status,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(payments.id, request.paymentId));
  // A refund is not paid on /mock-payment: the sandbox gives it back at once (modules/payments/refunds).
  if (!row || row.userId !== request.userId || row.provider !== "sandbox" || row.kind === "refund")
    return null;
  const { userId: _user, provider: _provider, kind, ...payment } = row;
  return { ...payment, kind };
}

export const SANDBOX_OUTCOMES = ["succeed", "decline", "cancel"] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/**
 * The traveller's choice on /mock-payment, as a provider would report it: an
 * event signed with the sandbox's secret, handed to the same callback code
 * as the webhook endpoint (verified, recorded once, the booking moved). A
 * decline and a cancel are both a failed payment: the hold lasts, and the
 * traveller may pay again while it does.
 */
export async function settleSandboxPayment(
  db: Database,
  payment: SandboxPayment,
  outcome: SandboxOutcome,
  now: Date,
): Promise<CallbackAnswer> {
  const { body, header } = signSandboxEvent(
    sandboxSecret(),
    {
      id: `evt_${randomUUID()}`,
      paymentId: payment.paymentId,
      result: outcome === "succeed" ? "succeeded" : "failed",
      amountMinor: payment.chargedMinor ?? payment.amountCents,
      currency: payment.currency as CurrencyCode,
      occurredAt: now.toISOString(),
    },
    now,
  );
  const headers = new Headers({ "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: header });
  return receivePaymentCallback(db, "sandbox", { method: "POST", url: "/mock-payment", headers, body, now });
}
