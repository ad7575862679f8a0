import type { CurrencyCode } from "#app/domain/currency";
import { type Money, money } from "#app/domain/money";

/**
 * Pesapal takes and gives amounts in major units as decimals (350.00 KES);
 * we keep whole minor units. The number of decimals is the currency's own
 * (ISO 4217, as Intl knows it: 2 for USD, KES and TZS, 0 for UGX).
 */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

export function toMajorUnits(amount: Money): number {
  const digits = minorDigits(amount.currency);
  return Number((amount.amountMinor / 10 ** digits).toFixed(digits));
}

/**
 * Pesapal's decimal amount in minor units of the currency it names. The
 * currency is kept as Pesapal says it, even one we never charge in: such an
 * amount differs from the payment's, and the booking is flagged for staff.
 */
export function fromMajorUnits(amount: number, currency: string): Money {
  const digits = minorDigits(currency);
  return money(Math.round(amount * 10 ** digits), currency.toUpperCase() as CurrencyCode);
}
