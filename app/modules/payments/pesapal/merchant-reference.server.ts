import { randomBytes } from "node:crypto";

/**
 * Our merchant reference of a Pesapal order (SubmitOrderRequest's `id`):
 * the booking reference, our payment row and a random tail, e.g.
 * `EAMWVQE8BYK3ZP-P42-k3x9q1`. Pesapal wants it unique for every order
 * request, and a payment may be sent to Pesapal more than once (a second
 * tab, a retry), hence the tail; it allows at most 50 characters.
 */
const PAYMENT_IN_REFERENCE = /-P(\d{1,12})-[0-9a-z]{6}$/;
export const MERCHANT_REFERENCE_MAX = 50;

export function merchantReference(bookingReference: string, paymentId: number): string {
  const tail = `-P${paymentId}-${randomBytes(4).readUInt32BE().toString(36).padStart(6, "0").slice(-6)}`;
  // Only letters, digits and hyphens, whatever a booking reference may hold one day.
  const head = bookingReference.replace(/[^0-9A-Za-z]/g, "").slice(0, MERCHANT_REFERENCE_MAX - tail.length);
  return `${head}${tail}`;
}

/** Our payment row a merchant reference names; null for one we did not make. */
export function paymentIdOf(reference: string | null | undefined): number | null {
  const match = PAYMENT_IN_REFERENCE.exec(reference ?? "");
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
