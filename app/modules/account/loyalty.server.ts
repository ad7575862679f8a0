import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { loyaltyLedger, users } from "#app/db/schema/index";
import { referralShareLink } from "#app/domain/account-rules";
import { adjustedBalance } from "#app/domain/admin/people-fields";
import {
  type LoyaltyTier,
  nextTier,
  parseTierThresholds,
  referralReward,
  type TierThresholds,
  tierFor,
} from "#app/domain/loyalty";
import { recordServerEvent } from "#app/modules/analytics/events.server";
import { env } from "#app/modules/config/env.server";

export type LoyaltyReason = (typeof loyaltyLedger.$inferInsert)["reason"];

let cachedThresholds: { setting: string; thresholds: TierThresholds } | undefined;

function tierThresholds(): TierThresholds {
  const setting = env().LOYALTY_TIERS;
  if (cachedThresholds?.setting !== setting) {
    cachedThresholds = { setting, thresholds: parseTierThresholds(setting) };
  }
  return cachedThresholds.thresholds;
}

/**
 * Adds a ledger row and brings users.loyalty_points and loyalty_tier up to
 * date, in the caller's transaction. The same (user, reason, reference) is
 * awarded once, whatever the retries and races: the unique index decides.
 * Returns whether points were added.
 */
export async function awardPoints(
  tx: Executor,
  userId: string,
  points: number,
  reason: LoyaltyReason,
  reference: string | null,
): Promise<boolean> {
  if (!Number.isInteger(points) || points === 0) throw new Error(`Invalid loyalty points: ${points}`);
  await lockUser(tx, userId);
  const inserted = await tx
    .insert(loyaltyLedger)
    .values({ userId, points, reason, reference })
    .onConflictDoNothing()
    .returning({ id: loyaltyLedger.id });
  if (inserted.length === 0) return false;
  await copyBalance(tx, userId, await ledgerBalance(tx, userId));
  // The spec's "loyalty points" event: how many, and why, never whose (decision 102).
  await recordServerEvent(tx, "loyalty_points", { points, reason });
  return true;
}

/** The user's row lock serialises changes to one user's points, so the copied balance is the ledger's sum. */
async function lockUser(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** users.loyalty_points and loyalty_tier follow the ledger. */
async function copyBalance(tx: Executor, userId: string, balance: number) {
  const tier = tierFor(balance, tierThresholds());
  await tx.update(users).set({ loyaltyPoints: balance, loyaltyTier: tier }).where(eq(users.id, userId));
  return tier;
}

export type PointsAdjustment = {
  before: { points: number; tier: LoyaltyTier };
  after: { points: number; tier: LoyaltyTier };
};

/**
 * A staff member's adjustment (issue 15): a ledger row with reason
 * `adjustment`, their note and id, and the balance copied, in the caller's
 * transaction. Null, with nothing written, when it would take the balance
 * below zero.
 */
export async function adjustPoints(
  tx: Executor,
  input: { userId: string; points: number; note: string; actorUserId: string },
): Promise<PointsAdjustment | null> {
  if (!Number.isInteger(input.points) || input.points === 0) {
    throw new Error(`Invalid loyalty points: ${input.points}`);
  }
  await lockUser(tx, input.userId);
  const balance = await ledgerBalance(tx, input.userId);
  const next = adjustedBalance(balance, input.points);
  if (next === null) return null;
  await tx.insert(loyaltyLedger).values({
    userId: input.userId,
    points: input.points,
    reason: "adjustment",
    note: input.note,
    actorUserId: input.actorUserId,
  });
  const tier = await copyBalance(tx, input.userId, next);
  return {
    before: { points: balance, tier: tierFor(balance, tierThresholds()) },
    after: { points: next, tier },
  };
}

async function ledgerBalance(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string | null>`sum(${loyaltyLedger.points})` })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * The referral rule at the moment a booking is paid: the referrer of
 * `referredUserId` earns the configured reward when this is the referred
 * user's first paid trip. Called by the booking module inside its transaction.
 */
export async function awardReferralOnFirstPaidTrip(
  tx: Executor,
  referredUserId: string,
  paidTripsBefore: number,
): Promise<boolean> {
  const [referred] = await tx
    .select({ referredById: users.referredById })
    .from(users)
    .where(eq(users.id, referredUserId))
    .limit(1);
  const reward = referralReward({
    referrerId: referred?.referredById ?? null,
    paidTripsBefore,
    rewardPoints: env().REFERRAL_REWARD_POINTS,
  });
  if (!reward) return false;
  // Referenced by the referred person, not the booking: two of their bookings paid at once
  // still reward the referrer once.
  return awardPoints(tx, reward.userId, reward.points, "referral", referredUserId);
}

export type LoyaltyEntry = {
  id: number;
  points: number;
  reason: LoyaltyReason;
  reference: string | null;
  createdAt: Date;
};

export type LoyaltySummary = {
  balance: number;
  tier: LoyaltyTier;
  tierFloor: number;
  next: { tier: LoyaltyTier; threshold: number; missing: number } | null;
  entries: LoyaltyEntry[];
};

/** Balance (the ledger's sum), tier, the next tier and the latest entries. */
export async function loyaltySummary(userId: string, limit = 10): Promise<LoyaltySummary> {
  const thresholds = tierThresholds();
  const balance = await ledgerBalance(db(), userId);
  const tier = tierFor(balance, thresholds);
  const upcoming = nextTier(balance, thresholds);
  const entries = await db()
    .select({
      id: loyaltyLedger.id,
      points: loyaltyLedger.points,
      reason: loyaltyLedger.reason,
      reference: loyaltyLedger.reference,
      createdAt: loyaltyLedger.createdAt,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(limit);
  return {
    balance,
    tier,
    tierFloor: tier === "bronze" ? 0 : thresholds[tier],
    next: upcoming
      ? { tier: upcoming.tier, missing: upcoming.missing, threshold: balance + upcoming.missing }
      : null,
    entries,
  };
}

export type ReferralStats = { code: string | null; shareLink: string | null; friends: number };

/** The user's code, its share link and how many people joined with it. */
export async function referralStats(userId: string): Promise<ReferralStats> {
  const [user] = await db()
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = await db()
    .select({ friends: count() })
    .from(users)
    .where(and(eq(users.referredById, userId), isNull(users.deletedAt)));
  const code = user?.code ?? null;
  return {
    code,
    shareLink: code ? referralShareLink(env().siteUrl, code) : null,
    friends: Number(row?.friends ?? 0),
  };
}
