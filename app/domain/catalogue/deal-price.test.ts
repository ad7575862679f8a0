import { describe, expect, it } from "vitest";
import { type DealRow, daysLeft, isWithinValidity, toDeal } from "./deal-price";

const row = (overrides: Partial<DealRow> = {}): DealRow => ({
  id: 7,
  title: "10% off Lemosho",
  subtitle: null,
  description: null,
  backgroundImageUrl: null,
  tourLink: "/tours/kilimanjaro-lemosho-route-8-days",
  tourDuration: "8 days",
  tourBestTime: null,
  tourPrice: 250_000,
  tourGroupSize: 12,
  discountPercent: 10,
  validFrom: "2026-03-01",
  validUntil: "2026-03-31",
  tour: { id: 3, title: "Lemosho", priceFrom: 279_000, isActive: true },
  ...overrides,
});

describe("isWithinValidity", () => {
  const window = { validFrom: "2026-03-01", validUntil: "2026-03-31" };

  it("includes both ends of the window", () => {
    expect(isWithinValidity(window, "2026-03-01")).toBe(true);
    expect(isWithinValidity(window, "2026-03-15")).toBe(true);
    expect(isWithinValidity(window, "2026-03-31")).toBe(true);
  });

  it("excludes the days before and after", () => {
    expect(isWithinValidity(window, "2026-02-28")).toBe(false);
    expect(isWithinValidity(window, "2026-04-01")).toBe(false);
  });

  it("is never valid without both dates", () => {
    expect(isWithinValidity({ validFrom: null, validUntil: "2026-03-31" }, "2026-03-15")).toBe(false);
    expect(isWithinValidity({ validFrom: "2026-03-01", validUntil: null }, "2026-03-15")).toBe(false);
  });
});

describe("daysLeft", () => {
  it("counts whole days to the last day", () => {
    expect(daysLeft("2026-03-31", "2026-03-31")).toBe(0);
    expect(daysLeft("2026-03-31", "2026-03-01")).toBe(30);
    expect(daysLeft("2026-03-31", "2026-04-02")).toBe(0);
  });
});

describe("toDeal", () => {
  it("prices from the tour's current from-price and books it with the banner", () => {
    const deal = toDeal(row(), "2026-03-10")!;
    expect(deal.originalPrice).toBe(279_000);
    expect(deal.dealPrice).toBe(251_100);
    expect(deal.href).toBe("/booking?tour=3&source=promo&banner=7");
    expect(deal.daysLeft).toBe(21);
  });

  it("falls back to the banner's price and link when the tour is inactive or missing", () => {
    const inactive = toDeal(
      row({ tour: { id: 3, title: "x", priceFrom: 1, isActive: false } }),
      "2026-03-10",
    )!;
    expect(inactive.originalPrice).toBe(250_000);
    expect(inactive.dealPrice).toBe(225_000);
    expect(inactive.href).toBe("/tours/kilimanjaro-lemosho-route-8-days");
    const noTour = toDeal(row({ tour: null, tourLink: null }), "2026-03-10")!;
    expect(noTour.href).toBe("/tours");
  });

  it("uses the banner price when the tour has none, and shows no price when neither has one", () => {
    expect(
      toDeal(row({ tour: { id: 3, title: "x", priceFrom: null, isActive: true } }), "2026-03-10")!.dealPrice,
    ).toBe(225_000);
    const unpriced = toDeal(row({ tour: null, tourPrice: null }), "2026-03-10")!;
    expect(unpriced.originalPrice).toBeNull();
    expect(unpriced.dealPrice).toBeNull();
  });

  it("is not a deal outside its window or without a discount", () => {
    expect(toDeal(row(), "2026-04-01")).toBeNull();
    expect(toDeal(row(), "2026-02-28")).toBeNull();
    expect(toDeal(row({ discountPercent: null }), "2026-03-10")).toBeNull();
    expect(toDeal(row({ validUntil: null }), "2026-03-10")).toBeNull();
  });
});
