import { describe, expect, it } from "vitest";
import { nextTier, parseTierThresholds, pointsForPayment, referralReward, tierFor } from "./loyalty";
import { newReferralCode } from "./referral-code";

const thresholds = parseTierThresholds("silver:1000,gold:5000,platinum:15000");

describe("loyalty tiers", () => {
  it("reads the configured thresholds", () => {
    expect(thresholds).toEqual({ silver: 1000, gold: 5000, platinum: 15000 });
  });

  it.each([
    [0, "bronze"],
    [999, "bronze"],
    [1000, "silver"],
    [4999, "silver"],
    [5000, "gold"],
    [15000, "platinum"],
    [99999, "platinum"],
  ])("%i points is %s", (points, tier) => {
    expect(tierFor(points, thresholds)).toBe(tier);
  });

  it("tells the next tier and what is missing", () => {
    expect(nextTier(250, thresholds)).toEqual({ tier: "silver", missing: 750 });
    expect(nextTier(15000, thresholds)).toBeNull();
  });

  it.each([
    "silver:1000,gold:5000",
    "silver:1000,gold:500,platinum:15000",
    "silver:x,gold:5000,platinum:15000",
    "silver:-1,gold:5000,platinum:15000",
  ])("refuses the setting %s", (setting) => {
    expect(() => parseTierThresholds(setting)).toThrow();
  });
});

describe("referral reward", () => {
  it("rewards the referrer on the friend's first paid trip", () => {
    expect(referralReward({ referrerId: "u1", paidTripsBefore: 0, rewardPoints: 500 })).toEqual({
      userId: "u1",
      points: 500,
    });
  });

  it("rewards nothing on later trips, without a referrer or with no reward set", () => {
    expect(referralReward({ referrerId: "u1", paidTripsBefore: 1, rewardPoints: 500 })).toBeNull();
    expect(referralReward({ referrerId: null, paidTripsBefore: 0, rewardPoints: 500 })).toBeNull();
    expect(referralReward({ referrerId: "u1", paidTripsBefore: 0, rewardPoints: 0 })).toBeNull();
  });
});

describe("referral codes", () => {
  it("are 8 upper-case letters and digits without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
  });

  it("come from the random source", () => {
    expect(newReferralCode((n) => new Uint8Array(n))).toBe("AAAAAAAA");
  });
});

describe("points for a payment", () => {
  it("gives the configured points per whole dollar, rounded down", () => {
    expect(pointsForPayment(123_456, 1)).toBe(1234);
    expect(pointsForPayment(99, 1)).toBe(0);
    expect(pointsForPayment(10_000, 2)).toBe(200);
    expect(pointsForPayment(100, 0.29)).toBe(0);
    expect(pointsForPayment(10_000, 0.29)).toBe(29);
    expect(pointsForPayment(0, 1)).toBe(0);
    expect(pointsForPayment(10_000, 0)).toBe(0);
  });
});
