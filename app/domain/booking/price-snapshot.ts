import type { Quote } from "../pricing";

/**
 * The price lines a booking was charged on, as `quote()` worked them out at
 * Pay, kept on the booking (`bookings.price_lines`) so the account page, the
 * receipt and the emails show what was charged even after the tour's prices,
 * extras or the promo code change. The tour's whole price table is left out:
 * only what this party pays.
 */
export type PriceSnapshot = Pick<
  Quote,
  "unit" | "lines" | "extras" | "subtotal" | "discounts" | "promoBase" | "total" | "payment"
>;

export function priceSnapshot(quote: Quote): PriceSnapshot {
  const { unit, lines, extras, subtotal, discounts, promoBase, total, payment } = quote;
  return { unit, lines, extras, subtotal, discounts, promoBase, total, payment };
}
