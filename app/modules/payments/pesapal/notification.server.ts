import { z } from "zod";
import type { ProviderCallback } from "../provider.server";

/**
 * What a Pesapal notification (IPN) says: which order changed. Pesapal sends
 * `OrderTrackingId`, `OrderMerchantReference` and `OrderNotificationType`
 * (IPNCHANGE) as a JSON body when the URL was registered for POST, in the
 * query for GET (and on the traveller's return to the callback URL). It
 * carries no signature and no status: it is only a prompt to ask Pesapal.
 */
export type PesapalNotification = {
  orderTrackingId: string;
  orderMerchantReference: string;
  orderNotificationType: string;
};

// Pesapal's ids are UUIDs and our references are short: anything else is not Pesapal's.
const id = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z._:-]{1,100}$/);
const notification = z.object({
  OrderTrackingId: id,
  OrderMerchantReference: id,
  OrderNotificationType: id.default("IPNCHANGE"),
});

/** The notification's fields, from the body (JSON or a form) or else the URL's query; null when malformed. */
export function readNotification(
  callback: Pick<ProviderCallback, "url" | "body">,
): PesapalNotification | null {
  const parsed = notification.safeParse(fieldsOf(callback));
  if (!parsed.success) return null;
  return {
    orderTrackingId: parsed.data.OrderTrackingId,
    orderMerchantReference: parsed.data.OrderMerchantReference,
    orderNotificationType: parsed.data.OrderNotificationType,
  };
}

function fieldsOf({ url, body }: Pick<ProviderCallback, "url" | "body">): Record<string, unknown> {
  const text = body.trim();
  if (text.startsWith("{")) {
    try {
      const json: unknown = JSON.parse(text);
      return json && typeof json === "object" && !Array.isArray(json)
        ? (json as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  if (text) return Object.fromEntries(new URLSearchParams(text));
  return Object.fromEntries(new URL(url, "http://callback.invalid").searchParams);
}
