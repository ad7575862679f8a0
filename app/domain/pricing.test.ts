import { describe, expect, it } from "vitest";
import { shareOf, tourPriceTable } from "./tour-prices";

const tiers = [
  { minTravellers: 5, maxTravellers: 6, pricePerPerson: 345_000 },
  { minTravellers: 1, maxTravellers: 2, pricePerPerson: 448_500 },
  { minTravellers: 3, maxTravellers: 4, pricePerPerson: 386_500 },
];

describe("tourPriceTable", () => {
  it("lists the tiers by group size with child and infant prices", () => {
    const table = tourPriceTable({
      priceFrom: 345_000,
      maxGroupSize: 6,
      tiers,
      childPercent: 70,
      infantPercent: 10,
    });
    expect(table.fromPrice).toBe(345_000);
    expect(table.rows.map((r) => [r.minTravellers, r.maxTravellers, r.adult])).toEqual([
      [1, 2, 448_500],
      [3, 4, 386_500],
      [5, 6, 345_000],
    ]);
    expect(table.rows[2]).toMatchObject({ child: 241_500, infant: 34_500 });
  });

  it("falls back to one row at the from-price without tiers", () => {
    const table = tourPriceTable({
      priceFrom: 120_000,
      maxGroupSize: 8,
      tiers: [],
      childPercent: 50,
      infantPercent: 0,
    });
    expect(table.rows).toEqual([
      { minTravellers: 1, maxTravellers: 8, adult: 120_000, child: 60_000, infant: 0 },
    ]);
  });

  it("uses the cheapest tier, then the spec's card fallback, for a missing from-price", () => {
    expect(
      tourPriceTable({ priceFrom: null, maxGroupSize: null, tiers, childPercent: 70, infantPercent: 0 })
        .fromPrice,
    ).toBe(345_000);
    const bare = tourPriceTable({
      priceFrom: null,
      maxGroupSize: null,
      tiers: [],
      childPercent: null,
      infantPercent: null,
    });
    expect(bare.fromPrice).toBe(350_000);
    expect(bare.rows[0]).toMatchObject({ maxTravellers: null, child: 245_000, infant: 0 });
    expect([bare.childPercent, bare.infantPercent]).toEqual([70, 0]);
  });

  it("drops broken tiers and keeps percentages within 0-100", () => {
    const table = tourPriceTable({
      priceFrom: 100_000,
      maxGroupSize: 4,
      tiers: [{ minTravellers: 3, maxTravellers: 2, pricePerPerson: 1 }],
      childPercent: 140,
      infantPercent: -5,
    });
    expect(table.rows).toHaveLength(1);
    expect([table.childPercent, table.infantPercent]).toEqual([100, 0]);
  });

  it("rounds shares to whole cents", () => {
    expect(shareOf(99_999, 70)).toBe(69_999);
    expect(shareOf(100_001, 33)).toBe(33_000);
  });
});
