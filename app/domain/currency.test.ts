import { describe, expect, it } from "vitest";
import { convertFromUsdCents, currencyName, formatPrice, isCurrencyCode, type RateMap } from "./currency";

const rates: RateMap = { USD: 1, EUR: 0.92, GBP: 0.79, AUD: 1.52, CHF: 0.88, CNY: 7.24 };

describe("currency", () => {
  it("converts US cents with the rate", () => {
    expect(convertFromUsdCents(345_000, "USD", rates)).toBe(3450);
    expect(convertFromUsdCents(100_000, "EUR", rates)).toBeCloseTo(920);
  });

  it("formats with 0 decimals in the page language", () => {
    expect(formatPrice(345_099, { currency: "USD", rates, locale: "en" })).toBe("$3,451");
    const euros = formatPrice(100_000, { currency: "EUR", rates, locale: "de" });
    expect(euros).toMatch(/^920\s€$/);
    expect(formatPrice(100_000, { currency: "CNY", rates, locale: "zh-CN" })).toBe("¥7,240");
  });

  it("recognises only the six currencies", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("TZS")).toBe(false);
    expect(isCurrencyCode("toString")).toBe(false);
  });

  it("names currencies in the page language", () => {
    expect(currencyName("EUR", "de")).toBe("Euro");
    expect(currencyName("GBP", "fr")).toMatch(/livre/i);
  });
});
