/** Loyalty tiers, lowest first; bronze is where everyone starts (spec section 3). */
export const LOYALTY_TIERS = ["bronze", "silver", "gold", "platinum"] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

export type TierThresholds = Record<Exclude<LoyaltyTier, "bronze">, number>;

/**
 * Reads "silver:1000,gold:5000,platinum:15000" (configuration). Every tier
 * above bronze must be present with thresholds rising, or it throws: a wrong
 * setting must stop the start-up, not quietly mis-rank customers.
 */
export function parseTierThresholds(setting: string): TierThresholds {
  const entries = new Map<string, number>();
  for (const part of setting.split(",")) {
    const [name, value] = part.split(":").map((s) => s.trim());
    if (!name) continue;
    const points = Number(value);
    if (!Number.isInteger(points) || points <= 0) throw new Error(`Invalid loyalty threshold: ${part}`);
    entries.set(name, points);
  }
  const thresholds = {} as TierThresholds;
  let previous = 0;
  for (const tier of LOYALTY_TIERS.slice(1) as Exclude<LoyaltyTier, "bronze">[]) {
    const points = entries.get(tier);
    if (points === undefined) throw new Error(`Missing loyalty threshold for ${tier}`);
    if (points <= previous) throw new Error(`Loyalty thresholds must rise: ${tier} at ${points}`);
    thresholds[tier] = points;
    previous = points;
  }
  return thresholds;
}

/** The tier a balance earns. */
export function tierFor(points: number, thresholds: TierThresholds): LoyaltyTier {
  let tier: LoyaltyTier = "bronze";
  for (const candidate of LOYALTY_TIERS.slice(1) as Exclude<LoyaltyTier, "bronze">[]) {
    if (points >= thresholds[candidate]) tier = candidate;
  }
  return tier;
}

/** The next tier and the points still missing, or null at the top. */
export function nextTier(
  points: number,
  thresholds: TierThresholds,
): { tier: LoyaltyTier; missing: number } | null {
  for (const candidate of LOYALTY_TIERS.slice(1) as Exclude<LoyaltyTier, "bronze">[]) {
    if (points < thresholds[candidate]) return { tier: candidate, missing: thresholds[candidate] - points };
  }
  return null;
}

/**
 * The referral rule: the referrer earns the reward once, when the person they
 * referred has their first trip paid. Pure so that it is tested on its own;
 * the booking module calls it with what it knows.
 */
export function referralReward(input: {
  referrerId: string | null;
  paidTripsBefore: number;
  rewardPoints: number;
}): { userId: string; points: number } | null {
  if (!input.referrerId || input.paidTripsBefore > 0 || input.rewardPoints <= 0) return null;
  return { userId: input.referrerId, points: input.rewardPoints };
}

/**
 * The points a payment earns: `pointsPerUsd` for every whole US dollar paid
 * (LOYALTY_POINTS_PER_USD, 1 by default; it may be a fraction), rounded
 * down: a cent short of a dollar earns nothing for it.
 */
export function pointsForPayment(amountCents: number, pointsPerUsd: number): number {
  if (!(amountCents > 0) || !(pointsPerUsd > 0)) return 0;
  // The small margin keeps 0.29 * 100 from becoming 28.999...
  return Math.floor((amountCents * pointsPerUsd) / 100 + 1e-9);
}
