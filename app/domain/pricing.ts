import { TOUR_CARD_FALLBACKS } from "./tour";

/** Spec section 3: children are 5 to 17, infants 0 to 4 (adults 18+). */
export const CHILD_AGES = { min: 5, max: 17 } as const;
export const INFANT_AGES = { min: 0, max: 4 } as const;

export type PriceTierInput = { minTravellers: number; maxTravellers: number; pricePerPerson: number };

export type PriceRow = {
  minTravellers: number;
  /** Null: no upper limit known. */
  maxTravellers: number | null;
  /** US cents per person. */
  adult: number;
  child: number;
  infant: number;
};

export type PriceTable = {
  /** The "from" price: the tour's price_from, else its cheapest tier, else the card fallback. */
  fromPrice: number;
  rows: PriceRow[];
  childPercent: number;
  infantPercent: number;
};

function percent(value: number | null | undefined, fallback: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A share of an adult price, in whole cents. */
export function shareOf(adultCents: number, percentOfAdult: number): number {
  return Math.round((adultCents * percentOfAdult) / 100);
}

/**
 * The per-person prices by group size (tour_price_tiers), each with the child
 * and infant price, in US cents. A tour without tiers gets one row at its
 * from-price. Display data only: what a booking costs is worked out again on
 * the server when it is made.
 */
export function tourPriceTable(input: {
  priceFrom: number | null;
  maxGroupSize: number | null;
  tiers: readonly PriceTierInput[];
  childPercent: number | null;
  infantPercent: number | null;
}): PriceTable {
  const childPercent = percent(input.childPercent, 70);
  const infantPercent = percent(input.infantPercent, 0);
  const tiers = input.tiers
    .filter((t) => t.pricePerPerson >= 0 && t.minTravellers >= 1 && t.maxTravellers >= t.minTravellers)
    .sort((a, b) => a.minTravellers - b.minTravellers);
  const cheapestTier = tiers.length > 0 ? Math.min(...tiers.map((t) => t.pricePerPerson)) : null;
  const fromPrice = input.priceFrom ?? cheapestTier ?? TOUR_CARD_FALLBACKS.priceFrom;
  const row = (min: number, max: number | null, adult: number): PriceRow => ({
    minTravellers: min,
    maxTravellers: max,
    adult,
    child: shareOf(adult, childPercent),
    infant: shareOf(adult, infantPercent),
  });
  const rows =
    tiers.length > 0
      ? tiers.map((t) => row(t.minTravellers, t.maxTravellers, t.pricePerPerson))
      : [row(1, input.maxGroupSize, fromPrice)];
  return { fromPrice, rows, childPercent, infantPercent };
}
