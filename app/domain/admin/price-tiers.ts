/**
 * A tour's group-size price tiers never overlap (the exclusion constraint
 * tour_price_tiers_no_overlap): a group of five pays one price. Checked
 * before the insert, so staff read which range it meets rather than a
 * database error.
 */
export type TierRange = { minTravellers: number; maxTravellers: number };

/** The first existing tier whose range shares a group size with `tier`, if any. */
export function overlappingTier<T extends TierRange>(existing: readonly T[], tier: TierRange): T | null {
  return (
    existing.find(
      (other) => other.minTravellers <= tier.maxTravellers && tier.minTravellers <= other.maxTravellers,
    ) ?? null
  );
}
