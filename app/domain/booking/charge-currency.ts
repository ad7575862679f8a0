import type { CurrencyCode } from "../currency";
import { type Money, money, roundHalfAwayFromZero, usd } from "../money";

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

/**
 * A US amount as charged in `currency` at the rate the booking fixed (units
 * of `currency` per US dollar, decision 085), rounded once to the minor unit:
 * what a provider is asked for and a mail quotes beside the US figure.
 */
export function atChargeRate(m: Money, currency: CurrencyCode, ratePerUsd: number): Money {
  if (m.currency !== "USD") throw new TypeError(`A charge is converted from USD, not ${m.currency}`);
  if (currency === "USD") return m;
  if (!(ratePerUsd > 0)) throw new RangeError(`Not a rate: ${ratePerUsd}`);
  return money(roundHalfAwayFromZero(m.amountMinor * ratePerUsd), currency);
}

/** US cents in the charge currency's minor units (atChargeRate's rounding). */
export function chargedMinor(usdCents: number, terms: ChargeTerms): number {
  return atChargeRate(usd(usdCents), terms.currency, terms.rate).amountMinor;
}
