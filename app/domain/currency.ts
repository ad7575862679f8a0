/** Display currencies (spec section 1). Stored prices are US cents. */
export const CURRENCIES = {
  USD: { name: "US Dollar", symbol: "$", flag: "🇺🇸" },
  EUR: { name: "Euro", symbol: "€", flag: "🇪🇺" },
  GBP: { name: "British Pound", symbol: "£", flag: "🇬🇧" },
  AUD: { name: "Australian Dollar", symbol: "A$", flag: "🇦🇺" },
  CHF: { name: "Swiss Franc", symbol: "CHF", flag: "🇨🇭" },
  CNY: { name: "Chinese Yuan", symbol: "¥", flag: "🇨🇳" },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";
export const CURRENCY_COOKIE = "currency";
export const CURRENCY_STORAGE_KEY = "currency";

export type RateMap = Record<CurrencyCode, number>;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && Object.hasOwn(CURRENCIES, value);
}

/**
 * Converts US cents to (fractional) whole units of `currency`. Display only:
 * what a customer pays is always computed on the server in USD. Amounts with
 * their currency, and their formatting, are in money.ts.
 */
export function convertFromUsdCents(usdCents: number, currency: CurrencyCode, rates: RateMap): number {
  const rate = currency === "USD" ? 1 : rates[currency];
  return (usdCents / 100) * rate;
}

/** The currency's name in the page language ("Euro", "欧元"), falling back to English. */
export function currencyName(code: CurrencyCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "currency" }).of(code) ?? CURRENCIES[code].name;
  } catch {
    return CURRENCIES[code].name;
  }
}
