import { describe, expect, it } from "vitest";
import type { RateMap } from "./currency";
import {
  add,
  atChargeRate,
  displayUnits,
  formatMoney,
  money,
  percentOf,
  percentOff,
  roundHalfAwayFromZero,
  subtract,
  times,
  usd,
} from "./money";

const rates: RateMap = { USD: 1, EUR: 0.92, GBP: 0.79, AUD: 1.52, CHF: 0.88, CNY: 7.24 };

describe("money", () => {
  it("is whole minor units with a currency, US dollars unless said", () => {
    expect(usd(345_000)).toEqual({ amountMinor: 345_000, currency: "USD" });
    expect(money(100, "EUR")).toEqual({ amountMinor: 100, currency: "EUR" });
    expect(money(5)).toEqual({ amountMinor: 5, currency: "USD" });
  });

  it("refuses fractions of a cent and non-numbers", () => {
    expect(() => usd(10.5)).toThrow(RangeError);
    expect(() => usd(Number.NaN)).toThrow(RangeError);
    expect(() => usd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("arithmetic", () => {
  it("adds and subtracts in one currency only", () => {
    expect(add(usd(100), usd(250), usd(5))).toEqual(usd(355));
    expect(subtract(usd(100), usd(250))).toEqual(usd(-150));
    expect(() => add(usd(100), money(100, "EUR"))).toThrow(TypeError);
    expect(() => subtract(usd(100), money(100, "GBP"))).toThrow(TypeError);
  });

  it("multiplies by whole counts exactly", () => {
    expect(times(usd(345_050), 3)).toEqual(usd(1_035_150));
    expect(times(usd(345_050), 0)).toEqual(usd(0));
    expect(() => times(usd(100), 1.5)).toThrow(RangeError);
  });

  it("takes a percentage rounded once, halves away from zero", () => {
    expect(percentOf(usd(345_000), 70)).toEqual(usd(241_500));
    // 1005 × 70 % = 703.5 → 704; 1 × 50 % = 0.5 → 1.
    expect(percentOf(usd(1005), 70)).toEqual(usd(704));
    expect(percentOf(usd(1), 50)).toEqual(usd(1));
    expect(percentOf(usd(-1), 50)).toEqual(usd(-1));
    expect(percentOf(usd(999), 0)).toEqual(usd(0));
  });

  it("rounds the price left after a discount, not the discount", () => {
    expect(percentOff(usd(1005), 50)).toEqual(usd(503));
    expect(percentOff(usd(345_000), 15)).toEqual(usd(293_250));
    expect(percentOff(usd(1000), 150)).toEqual(usd(0));
    expect(percentOff(usd(1000), -5)).toEqual(usd(1000));
  });

  it("rounds halves away from zero", () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
    expect(roundHalfAwayFromZero(0)).toBe(0);
  });
});

describe("percentOff (a deal's price)", () => {
  it("takes the percentage off in cents and rounds to whole cents", () => {
    expect(percentOff(usd(279_000), 10).amountMinor).toBe(251_100);
    expect(percentOff(usd(119_000), 20).amountMinor).toBe(95_200);
    expect(percentOff(usd(99_999), 15).amountMinor).toBe(84_999);
    expect(percentOff(usd(1_001), 50).amountMinor).toBe(501);
  });

  it("clamps nonsense percentages", () => {
    expect(percentOff(usd(10_000), -5).amountMinor).toBe(10_000);
    expect(percentOff(usd(10_000), 150).amountMinor).toBe(0);
  });
});

describe("formatMoney", () => {
  it("formats with 0 decimals in the page language", () => {
    expect(formatMoney(usd(345_099), { currency: "USD", rates, locale: "en" })).toBe("$3,451");
    const euros = formatMoney(usd(100_000), { currency: "EUR", rates, locale: "de" });
    expect(euros).toMatch(/^920\s€$/);
    expect(formatMoney(usd(100_000), { currency: "CNY", rates, locale: "zh-CN" })).toBe("¥7,240");
  });

  it("converts once and rounds once to whole units", () => {
    // Half a dollar or more rounds up, as the pages have always shown.
    expect(displayUnits(usd(1_234), "USD", rates)).toBe(12);
    expect(displayUnits(usd(1_350), "USD", rates)).toBe(14);
    expect(displayUnits(usd(345_000), "GBP", rates)).toBe(2726);
    // An amount in another currency goes through US dollars.
    expect(displayUnits(money(92_000, "EUR"), "USD", rates)).toBe(1000);
  });
});

describe("atChargeRate (a charge in the traveller's currency)", () => {
  it("converts US cents at the stored rate, rounded once to the minor unit", () => {
    expect(atChargeRate(usd(140_000), "EUR", 0.92)).toEqual(money(128_800, "EUR"));
    expect(atChargeRate(usd(1_005), "GBP", 0.5)).toEqual(money(503, "GBP"));
    expect(atChargeRate(usd(140_000), "USD", 0.92)).toEqual(usd(140_000));
  });

  it("refuses an amount that is not in US dollars and a rate that is not one", () => {
    expect(() => atChargeRate(money(100, "EUR"), "GBP", 0.8)).toThrow(TypeError);
    expect(() => atChargeRate(usd(100), "EUR", 0)).toThrow(RangeError);
    expect(() => atChargeRate(usd(100), "EUR", Number.NaN)).toThrow(RangeError);
  });
});
