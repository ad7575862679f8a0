import { type CurrencyCode, convertFromUsdCents, DEFAULT_CURRENCY, type RateMap } from "./currency";

/**
 * An amount of money: whole minor units (cents) with its currency, so an
 * amount never travels without saying what it is. Prices are stored and
 * charged in US cents; other currencies are for display (see decision 050).
 */
export type Money = { readonly amountMinor: number; readonly currency: CurrencyCode };

/**
 * The one rounding rule: to the nearest minor unit, halves away from zero
 * (for the positive amounts of prices this is Math.round, which the pages
 * have always used).
 */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** An amount in minor units; refuses a fraction of a cent or a non-number. */
export function money(amountMinor: number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`Not a whole number of minor units: ${amountMinor}`);
  return { amountMinor, currency };
}

/** US cents, the unit prices are stored in. */
export function usd(cents: number): Money {
  return money(cents, "USD");
}

export const zero = (currency: CurrencyCode = DEFAULT_CURRENCY): Money => money(0, currency);

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function add(a: Money, ...more: Money[]): Money {
  let total = a.amountMinor;
  for (const b of more) {
    sameCurrency(a, b);
    total += b.amountMinor;
  }
  return money(total, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amountMinor - b.amountMinor, a.currency);
}

/** `m` times a whole count (travellers, nights): exact, no rounding. */
export function times(m: Money, count: number): Money {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Not a whole count: ${count}`);
  return money(m.amountMinor * count, m.currency);
}

/** `percent` % of `m`, rounded once to the minor unit (a child's share, a deposit). */
export function percentOf(m: Money, percent: number): Money {
  return money(roundHalfAwayFromZero((m.amountMinor * percent) / 100), m.currency);
}

/**
 * `m` less `percent` % (clamped to 0-100). The price that is left is rounded,
 * not the discount: 10.05 less 50 % is 5.03, as the deals have always shown.
 */
export function percentOff(m: Money, percent: number): Money {
  const pct = Math.min(100, Math.max(0, percent));
  return money(roundHalfAwayFromZero((m.amountMinor * (100 - pct)) / 100), m.currency);
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

export function isZero(m: Money): boolean {
  return m.amountMinor === 0;
}

/**
 * `m` in whole units of the display currency, rounded as the pages show it
 * (rates are per US dollar). Display only: a charge is always in USD.
 */
export function displayUnits(m: Money, display: CurrencyCode, rates: RateMap): number {
  const cents = m.currency === "USD" ? m.amountMinor : m.amountMinor / (rates[m.currency] || 1);
  return Math.round(convertFromUsdCents(cents, display, rates));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in whole units of the display currency, in the page language, e.g. "3.450 €" in German. */
export function formatMoney(
  m: Money,
  options: { currency: CurrencyCode; rates: RateMap; locale: string },
): string {
  const key = `${options.locale}|${options.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(options.locale, {
      style: "currency",
      currency: options.currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(displayUnits(m, options.currency, options.rates));
}
