import { describe, expect, it } from "vitest";
import { priceSnapshot } from "#app/domain/booking/price-snapshot";
import { money, usd } from "#app/domain/money";
import { quote } from "#app/domain/pricing";
import { chargeLines } from "./checkout.server";

// What a provider's page lists for a charge (Stripe Checkout's line items):
// built on the server from the booking's stored price lines.

const snapshot = (promo = false) =>
  priceSnapshot(
    quote({
      tour: { priceFrom: 200_000, maxGroupSize: 8, tiers: [], childPercent: 50, infantPercent: 0 },
      departurePrice: null,
      party: { adults: 2, children: 1, infants: 0 },
      dealPercent: promo ? 10 : null,
      extras: [{ id: 7, label: "Airport transfer", price: usd(6_000), basis: "per_booking", roomType: null }],
      rooms: { triple: 1 },
      payment: "full",
      depositPercent: 30,
      balanceDueDays: 60,
    }),
  );

const checkout = { description: "Northern Circuit (full)", language: "de" as const };

describe("chargeLines", () => {
  it("lists each party line and extra of a full payment, in the traveller's language, adding up to the charge", () => {
    const lines = chargeLines("full", snapshot(), usd(506_000), checkout);
    expect(lines).toEqual([
      { label: "2 Erwachsene", amount: usd(400_000) },
      { label: "1 Kind", amount: usd(100_000) },
      { label: "Airport transfer", amount: usd(6_000) },
    ]);
  });

  it("converts them to the charge's currency, the last line taking the rounding", () => {
    const lines = chargeLines("full", snapshot(), money(465_521, "EUR"), checkout);
    expect(lines.map((line) => line.amount.currency)).toEqual(["EUR", "EUR", "EUR"]);
    expect(lines.reduce((sum, line) => sum + line.amount.amountMinor, 0)).toBe(465_521);
  });

  it("is one line, the description, for a deposit, a balance, or a price with a discount", () => {
    const whole = [{ label: checkout.description, amount: usd(151_800) }];
    expect(chargeLines("deposit", snapshot(), usd(151_800), checkout)).toEqual(whole);
    expect(chargeLines("balance", snapshot(), usd(151_800), checkout)).toEqual(whole);
    expect(chargeLines("full", snapshot(true), usd(151_800), checkout)).toEqual(whole);
    expect(chargeLines("full", null, usd(151_800), checkout)).toEqual(whole);
  });
});
