import { describe, expect, it } from "vitest";
import { overlappingTier } from "./price-tiers";

const tiers = [
  { id: 1, minTravellers: 1, maxTravellers: 2 },
  { id: 2, minTravellers: 3, maxTravellers: 5 },
];

describe("overlappingTier", () => {
  it("finds the tier a new range shares a group size with", () => {
    expect(overlappingTier(tiers, { minTravellers: 5, maxTravellers: 8 })?.id).toBe(2);
    expect(overlappingTier(tiers, { minTravellers: 2, maxTravellers: 3 })?.id).toBe(1);
    expect(overlappingTier(tiers, { minTravellers: 4, maxTravellers: 4 })?.id).toBe(2);
  });

  it("lets a range that touches no other through", () => {
    expect(overlappingTier(tiers, { minTravellers: 6, maxTravellers: 12 })).toBeNull();
    expect(overlappingTier([], { minTravellers: 1, maxTravellers: 99 })).toBeNull();
  });
});
