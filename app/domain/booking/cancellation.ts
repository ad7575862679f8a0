import { daysBetween, type IsoDate } from "../dates";
import { type Money, percentOf, subtract } from "../money";
import { DEFAULT_DEPOSIT_PERCENT } from "./payment-terms";

/**
 * The cancellation policy: a scale of days before departure and the share of
 * the booking's total the operator keeps when the traveller cancels then
 * (decision 070). The spec names none; the default follows the payment
 * terms: until the balance falls due (60 days) only the deposit is at stake,
 * then half, then, under 30 days (when lodges and parks are paid), all of it.
 * A cancellation by the operator refunds everything and is not this rule's.
 */
export type CancellationTier = {
  /** From this many days before departure (inclusive) up to the next tier's. */
  minDaysBefore: number;
  /** The percentage of the total kept. */
  keepPercent: number;
};

/** Tiers from the most days before departure to the fewest; the last starts at 0. */
export type CancellationPolicy = readonly CancellationTier[];

/** 60 days or more: the deposit (30 % of the total) is kept; 30-59: 50 %; under 30: 100 %. */
export function defaultCancellationPolicy(
  depositPercent: number = DEFAULT_DEPOSIT_PERCENT,
): CancellationPolicy {
  return [
    { minDaysBefore: 60, keepPercent: depositPercent },
    { minDaysBefore: 30, keepPercent: Math.max(50, depositPercent) },
    { minDaysBefore: 0, keepPercent: 100 },
  ];
}

/**
 * Reads "60:30,30:50,0:100" (days before departure : percent kept), the
 * configuration's form. Whole days, none twice, one tier from day 0, whole
 * percentages 0-100 that never fall as departure nears; otherwise it throws,
 * so a wrong setting stops the start-up instead of refunding the wrong amount.
 */
export function parseCancellationPolicy(setting: string): CancellationPolicy {
  const tiers: CancellationTier[] = [];
  for (const part of setting.split(",")) {
    if (!part.trim()) continue;
    const [days, percent, extra] = part.split(":").map((s) => Number(s.trim()));
    if (extra !== undefined || !Number.isInteger(days) || !Number.isInteger(percent))
      throw new Error(`Invalid cancellation tier: ${part}`);
    if (days! < 0 || percent! < 0 || percent! > 100) throw new Error(`Invalid cancellation tier: ${part}`);
    tiers.push({ minDaysBefore: days!, keepPercent: percent! });
  }
  tiers.sort((a, b) => b.minDaysBefore - a.minDaysBefore);
  for (let i = 1; i < tiers.length; i++) {
    const [earlier, later] = [tiers[i - 1]!, tiers[i]!];
    if (earlier.minDaysBefore === later.minDaysBefore)
      throw new Error(`Cancellation tier given twice: ${later.minDaysBefore} days`);
    if (later.keepPercent < earlier.keepPercent)
      throw new Error(`Cancellation charges must not fall nearer departure: ${later.minDaysBefore} days`);
  }
  if (tiers.at(-1)?.minDaysBefore !== 0) throw new Error("The cancellation policy needs a tier from 0 days");
  return tiers;
}

/** The policy as the page shows it: each tier's range of days (`maxDays` null: and more). */
export function policyRanges(
  policy: CancellationPolicy,
): Array<{ minDays: number; maxDays: number | null; keepPercent: number }> {
  return policy.map((tier, i) => ({
    minDays: tier.minDaysBefore,
    maxDays: i === 0 ? null : policy[i - 1]!.minDaysBefore - 1,
    keepPercent: tier.keepPercent,
  }));
}

export type CancellationRefund = {
  /** Whole office days from the cancellation to departure (negative once the trip has started). */
  daysBefore: number;
  keepPercent: number;
  /** What the operator keeps: the policy's share of the total, never more than was paid. */
  kept: Money;
  /** What goes back: what was paid less what is kept. */
  refund: Money;
};

/**
 * The refund for a traveller cancelling on `today` (the office's day): the
 * tier for the days left to departure gives the share of the total kept;
 * what was paid beyond it goes back. When less was paid than the share (a
 * deposit, cancelled at 40 days), what was paid is kept and nothing more is
 * asked. Once the trip has started nothing is refunded.
 */
export function cancellationRefund(input: {
  total: Money;
  paid: Money;
  departureDate: IsoDate;
  today: IsoDate;
  policy?: CancellationPolicy;
}): CancellationRefund {
  const policy = input.policy ?? defaultCancellationPolicy();
  const daysBefore = daysBetween(input.today, input.departureDate);
  const tier = daysBefore < 0 ? undefined : policy.find((t) => daysBefore >= t.minDaysBefore);
  const keepPercent = tier?.keepPercent ?? 100;
  const share = percentOf(input.total, keepPercent);
  const kept = share.amountMinor < input.paid.amountMinor ? share : input.paid;
  return { daysBefore, keepPercent, kept, refund: subtract(input.paid, kept) };
}
