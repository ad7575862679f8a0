import { LANGUAGE_TAGS, type Language } from "../../i18n/config";
import type { CurrencyCode } from "../currency";

const chargeFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount as it is charged, to the cent, in the page's language
 * ("$1,234.50", "1.234,50 $"): what was and is to be paid is shown as
 * charged, never converted (a receipt must match the card statement). The
 * wizard shows it beside the rounded price in the traveller's currency.
 */
export function formatCharge(cents: number, language: Language, currency: CurrencyCode = "USD"): string {
  const key = `${language}|${currency}`;
  let format = chargeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    chargeFormats.set(key, format);
  }
  return format.format(cents / 100);
}
