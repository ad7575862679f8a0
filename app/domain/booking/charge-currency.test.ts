import { describe, expect, it } from "vitest";
import { money, usd } from "../money";
import { atChargeRate, chargedMinor, chargeTermsAtPay, paymentTerms, USD_TERMS } from "./charge-currency";

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

describe("the charge's terms (decision 085)", () => {
  it("charges in the display currency at its stored rate when payments may be charged in it, else in USD", () => {
    expect(chargeTermsAtPay({ currency: "EUR", rate: 0.92 }, ["USD", "EUR", "GBP"])).toEqual({
      currency: "EUR",
      rate: 0.92,
    });
    expect(chargeTermsAtPay({ currency: "CNY", rate: 7.1 }, ["USD", "EUR", "GBP"])).toEqual(USD_TERMS);
    expect(chargeTermsAtPay({ currency: "EUR", rate: 0 }, ["USD", "EUR"])).toEqual(USD_TERMS);
  });

  it("charges one payment in USD when its provider does not take the booking's currency", () => {
    expect(paymentTerms({ currency: "EUR", rate: 0.92 }, ["USD", "KES", "TZS"])).toEqual(USD_TERMS);
    expect(paymentTerms({ currency: "EUR", rate: 0.92 }, ["USD", "EUR"])).toEqual({
      currency: "EUR",
      rate: 0.92,
    });
    expect(chargedMinor(140_000, { currency: "EUR", rate: 0.92 })).toBe(128_800);
    expect(chargedMinor(140_000, USD_TERMS)).toBe(140_000);
  });
});
