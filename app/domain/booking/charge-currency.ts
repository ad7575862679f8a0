import type { CurrencyCode } from "../currency";
import { roundHalfAwayFromZero } from "../money";

/** The currency a booking's payments are charged in, and its rate per US dollar. */
export type ChargeTerms = { currency: CurrencyCode; rate: number };

export const USD_TERMS: ChargeTerms = { currency: "USD", rate: 1 };

/**
 * What Pay fixes for the booking (decision 085): the traveller's display
 * currency at the rate the booking stored with it, when payments may be
 * charged in it (PAYMENT_CURRENCIES); otherwise US dollars. From then on the
 * price in that currency does not move with the day's rates.
 */
export function chargeTermsAtPay(
  display: { currency: CurrencyCode; rate: number },
  chargeable: readonly string[],
): ChargeTerms {
  if (display.currency === "USD" || !chargeable.includes(display.currency)) return USD_TERMS;
  if (!(Number.isFinite(display.rate) && display.rate > 0)) return USD_TERMS;
  return { currency: display.currency, rate: display.rate };
}

/**
 * The terms one payment is charged on: the booking's, when its provider can
 * charge that currency, else US dollars (a provider chosen later may not
 * take euros: the payment is then in USD, the booking's price unchanged).
 */
export function paymentTerms(booking: ChargeTerms, providerCurrencies: readonly string[]): ChargeTerms {
  return providerCurrencies.includes(booking.currency) ? booking : USD_TERMS;
}

/** US cents in the charge currency's minor units, rounded half away from zero. */
export function chargedMinor(usdCents: number, terms: ChargeTerms): number {
  return terms.currency === "USD" ? usdCents : roundHalfAwayFromZero(usdCents * terms.rate);
}
