import { describe, expect, it } from "vitest";
import { convertFromUsdCents, currencyName, isCurrencyCode, type RateMap } from "./currency";

const rates: RateMap = { USD: 1, EUR: 0.92, GBP: 0.79, AUD: 1.52, CHF: 0.88, CNY: 7.24 };

describe("currency", () => {
  it("converts US cents with the rate", () => {
    expect(convertFromUsdCents(345_000, "USD", rates)).toBe(3450);
    expect(convertFromUsdCents(100_000, "EUR", rates)).toBeCloseTo(920);
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
