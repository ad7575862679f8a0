import { describe, expect, it } from "vitest";
import { subtract, usd } from "./money";
import { fromPrice, quote, tourPriceTable } from "./pricing";

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
    const shares = (adult: number, childPercent: number) =>
      tourPriceTable({ priceFrom: adult, maxGroupSize: 4, tiers: [], childPercent, infantPercent: 0 }).rows[0]
        ?.child;
    expect(shares(99_999, 70)).toBe(69_999);
    expect(shares(100_001, 33)).toBe(33_000);
  });
});

const tour = { priceFrom: 345_000, maxGroupSize: 6, tiers, childPercent: 70, infantPercent: 10 };

describe("fromPrice", () => {
  it("is the tour's price_from, else its cheapest tier, else the card fallback", () => {
    expect(fromPrice(tour)).toEqual(usd(345_000));
    expect(fromPrice({ priceFrom: null, tiers })).toEqual(usd(345_000));
    expect(fromPrice({ priceFrom: null, tiers: [] })).toEqual(usd(350_000));
  });
});

describe("quote", () => {
  it("without a party is the from-price for one adult, with the tour's table", () => {
    const q = quote({ tour });
    expect(q.table).toEqual(tourPriceTable(tour));
    expect(q.unit).toEqual({ adult: usd(345_000), child: usd(241_500), infant: usd(34_500) });
    expect(q.lines).toEqual([{ kind: "adult", count: 1, unit: usd(345_000), amount: usd(345_000) }]);
    expect(q.subtotal).toEqual(usd(345_000));
    expect(q.discounts).toEqual([]);
    expect(q.total).toEqual(usd(345_000));
  });

  it("prices a party at the tier for its size, everyone counted, with child and infant shares", () => {
    // 2 adults + 1 child + 1 infant = 4 travellers: the 3-4 tier, 3,865.00 per adult.
    const q = quote({ tour, party: { adults: 2, children: 1, infants: 1 } });
    expect(q.lines).toEqual([
      { kind: "adult", count: 2, unit: usd(386_500), amount: usd(773_000) },
      { kind: "child", count: 1, unit: usd(270_550), amount: usd(270_550) },
      { kind: "infant", count: 1, unit: usd(38_650), amount: usd(38_650) },
    ]);
    expect(q.subtotal).toEqual(usd(1_082_200));
    expect(q.total).toEqual(usd(1_082_200));
  });

  it("takes a departure's own price over the tiers", () => {
    const q = quote({ tour, departurePrice: 400_000, party: { adults: 1, children: 1, infants: 0 } });
    expect(q.unit.adult).toEqual(usd(400_000));
    expect(q.total).toEqual(usd(680_000));
  });

  it("falls back to the from-price for a party outside every tier", () => {
    expect(quote({ tour, party: { adults: 9, children: 0, infants: 0 } }).unit.adult).toEqual(usd(345_000));
  });

  it("takes a deal off each traveller's price, rounding the price left, as the deals page shows it", () => {
    const one = quote({ tour: { ...tour, priceFrom: 279_000 }, dealPercent: 10 });
    expect(one.subtotal).toEqual(usd(279_000));
    expect(one.total).toEqual(usd(251_100));
    expect(one.discounts).toEqual([{ kind: "deal", label: "10%", amount: usd(27_900) }]);
    // 10.01 less 50 % is 5.01 for each of three adults: 15.03 in all, not 15.02.
    const flat = quote({
      tour: { priceFrom: 1_001, maxGroupSize: null, tiers: [], childPercent: null, infantPercent: null },
      dealPercent: 50,
      party: { adults: 3, children: 0, infants: 0 },
    });
    expect(flat.total).toEqual(usd(1_503));
    expect(flat.discounts[0]?.amount).toEqual(usd(1_500));
  });

  it("takes a promo code off the total after the deal", () => {
    const base = { tour: { ...tour, priceFrom: 100_000 }, dealPercent: 10 };
    const percent = quote({ ...base, promo: { code: "WELCOME1A2B", percent: 5 } });
    expect(percent.total).toEqual(usd(85_500));
    expect(percent.discounts.map((d) => [d.kind, d.label, d.amount.amountMinor])).toEqual([
      ["deal", "10%", 10_000],
      ["promo", "WELCOME1A2B", 4_500],
    ]);
    const fixed = quote({ ...base, promo: { code: "SAVE50", amountOff: usd(5_000) } });
    expect(fixed.total).toEqual(usd(85_000));
    const tooSmall = quote({
      ...base,
      promo: { code: "BIG", amountOff: usd(5_000), minimumSpend: usd(100_000) },
    });
    expect(tooSmall.total).toEqual(usd(90_000));
    expect(tooSmall.discounts.map((d) => d.kind)).toEqual(["deal"]);
    const allOff = quote({ ...base, promo: { code: "ALL", amountOff: usd(1_000_000) } });
    expect(allOff.total).toEqual(usd(0));
  });
});

describe("quote for a booking", () => {
  const transfer = {
    id: "transfer",
    label: "Airport transfer",
    price: usd(4_500),
    basis: "per_booking" as const,
  };
  const supplement = {
    id: "single",
    label: "Single room supplement",
    price: usd(35_000),
    basis: "per_room" as const,
    roomType: "single" as const,
  };
  const booking = {
    tour,
    party: { adults: 2, children: 1, infants: 0 },
    extras: [transfer],
    promo: { code: "WELCOMEAB12", percent: 5 },
    departureDate: "2026-09-30",
    today: "2026-05-01",
  };

  it("adds the extras as lines after the travellers, and takes the promo code off the travellers only", () => {
    // 3 travellers: the 3-4 tier, 3,865.00 an adult, 2,705.50 the child: 10,435.50; 5 % off: 9,913.73 (rounded once).
    const q = quote(booking);
    expect(q.extras).toEqual([
      {
        id: "transfer",
        label: "Airport transfer",
        basis: "per_booking",
        count: 1,
        unit: usd(4_500),
        amount: usd(4_500),
      },
    ]);
    expect(q.subtotal).toEqual(usd(1_043_550 + 4_500));
    expect(q.promoBase).toEqual(usd(1_043_550));
    expect(q.discounts).toEqual([{ kind: "promo", label: "WELCOMEAB12", amount: usd(52_177) }]);
    expect(q.total).toEqual(usd(991_373 + 4_500));
    expect(q.total).toEqual(subtract(q.subtotal, q.discounts[0]!.amount));
  });

  it("splits the total with the extras into deposit and balance, and charges the choice", () => {
    const q = quote({ ...booking, payment: "deposit" });
    // 30 % of 9,958.73 is 2,987.619: 2,987.62.
    expect(q.payment).toMatchObject({
      deposit: usd(298_762),
      balance: usd(697_111),
      balanceDueDate: "2026-08-01",
      choice: "deposit",
      chargeNow: usd(298_762),
    });
    expect(quote(booking).payment.chargeNow).toEqual(q.total);
    const late = quote({ ...booking, payment: "deposit", today: "2026-08-01" });
    expect([late.payment.depositUnavailable, late.payment.chargeNow]).toEqual([
      "balance_due_now",
      late.total,
    ]);
  });

  it("leaves the deal on the travellers' prices and the extras whole", () => {
    const q = quote({
      ...booking,
      promo: null,
      dealPercent: 10,
      extras: [transfer, { ...transfer, id: "back" }],
    });
    expect(q.discounts).toEqual([{ kind: "deal", label: "10%", amount: usd(104_355) }]);
    expect(q.promoBase).toEqual(usd(939_195));
    expect(q.total).toEqual(usd(939_195 + 9_000));
  });

  it("never lets a fixed promo code eat into the extras", () => {
    const q = quote({ ...booking, promo: { code: "ALL", amountOff: usd(10_000_000) } });
    expect(q.discounts.map((d) => d.amount)).toEqual([usd(1_043_550)]);
    expect(q.total).toEqual(usd(4_500));
  });

  it("measures a minimum spend on the travellers' price, for both kinds of code", () => {
    const below = { ...booking, extras: [{ ...transfer, price: usd(500_000) }] };
    const percent = quote({ ...below, promo: { code: "BIG", percent: 10, minimumSpend: usd(1_100_000) } });
    expect(percent.discounts).toEqual([]);
    const exactly = quote({ ...booking, promo: { code: "BIG", percent: 10, minimumSpend: usd(1_043_550) } });
    expect(exactly.discounts.map((d) => d.amount)).toEqual([usd(104_355)]);
  });

  it("adds the single room supplement per single room chosen", () => {
    const q = quote({
      ...booking,
      promo: null,
      party: { adults: 3, children: 0, infants: 0 },
      extras: [supplement],
      rooms: { double: 1, single: 1 },
    });
    expect(q.extras.map((l) => [l.id, l.count, l.amount])).toEqual([["single", 1, usd(35_000)]]);
    expect(q.total).toEqual(usd(3 * 386_500 + 35_000));
    expect(quote({ ...booking, extras: [supplement], rooms: { triple: 1 } }).extras).toEqual([]);
  });

  it("gives the old answers when asked the old questions", () => {
    const q = quote({ tour, party: { adults: 2, children: 1, infants: 1 } });
    expect(q.extras).toEqual([]);
    expect(q.promoBase).toEqual(q.total);
    expect(q.payment).toMatchObject({ choice: "full", chargeNow: q.total, balanceDueDate: null });
  });
});
