import { addDays, type IsoDate, isCalendarDate } from "../dates";
import { isZero, type Money, percentOf, subtract } from "../money";

/**
 * How a booking's total is paid (issue 13, item 2; decision 070): a deposit
 * now and the balance by a date before departure, or everything now.
 */
export const PAYMENT_CHOICES = ["deposit", "full"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/**
 * What one payment pays: the deposit or everything at booking (the choice),
 * or the balance of a booking whose deposit was paid (the account's Pay
 * balance). The database enum `payment_kind` is built from this list.
 */
/** How a traveller pays: the payment step shows each with its logo and a line of explanation. */
export const PAYMENT_METHODS = ["card", "mobile_money"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a payment row is: money in (deposit, full, balance) or back out to the traveller (refund). */
export const PAYMENT_KINDS = ["deposit", "full", "balance", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * The booking's status once a payment of this kind has succeeded: a deposit
 * confirms it, the full amount or the balance pays it in full.
 */
export function statusAfterPayment(kind: PaymentKind): "confirmed" | "paid" {
  return kind === "deposit" ? "confirmed" : "paid";
}

/** DEPOSIT_PERCENT's default. */
export const DEFAULT_DEPOSIT_PERCENT = 30;
/** BALANCE_DUE_DAYS's default: the balance is due this many days before departure. */
export const DEFAULT_BALANCE_DUE_DAYS = 60;

export type PaymentTermsOptions = {
  /** What the traveller asked for; "full" unless said. */
  choice?: PaymentChoice;
  depositPercent?: number;
  balanceDueDays?: number;
  /** The departure (start) date and the office's today: both or neither. */
  departureDate?: IsoDate;
  today?: IsoDate;
};

export type PaymentTerms = {
  depositPercent: number;
  /** The deposit: `depositPercent` % of the total, rounded to the cent, never more than the total. */
  deposit: Money;
  /** The total less the deposit. */
  balance: Money;
  /** The day the balance is due: departure less `balanceDueDays` (null without a departure date). */
  balanceDueDate: IsoDate | null;
  depositOffered: boolean;
  /**
   * Why the deposit is not offered: the balance would already be due (today
   * is on or after the balance's due date), or a deposit would split nothing
   * (a total of 0, a deposit of 0 % or of 100 %).
   */
  depositUnavailable: "balance_due_now" | "nothing_to_split" | null;
  /** What is charged now: the choice, or "full" when the deposit is not offered. */
  choice: PaymentChoice;
  chargeNow: Money;
  /** What remains after `chargeNow`, and the day it is due (null when nothing remains). */
  dueLater: Money;
  dueLaterBy: IsoDate | null;
};

function whole(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(0, Math.round(value)));
}

/**
 * The deposit, the balance and its due date, and what is charged now for
 * the choice. The deposit rounds once, half away from zero (decision 050).
 * On the balance's due date and after it the whole amount is due at once and
 * a deposit is not offered: a traveller booking 60 days or less before
 * departure pays in full.
 */
export function paymentTerms(total: Money, options: PaymentTermsOptions = {}): PaymentTerms {
  const { departureDate, today } = options;
  if ((departureDate === undefined) !== (today === undefined))
    throw new RangeError("A departure date needs today's date, and today a departure date");
  for (const date of [departureDate, today])
    if (date !== undefined && !isCalendarDate(date)) throw new RangeError(`Not a date: ${date}`);

  const depositPercent = whole(options.depositPercent, DEFAULT_DEPOSIT_PERCENT, 100);
  const balanceDueDays = whole(options.balanceDueDays, DEFAULT_BALANCE_DUE_DAYS, Number.MAX_SAFE_INTEGER);
  const percentDue = percentOf(total, depositPercent);
  const deposit = percentDue.amountMinor > total.amountMinor ? total : percentDue;
  const balance = subtract(total, deposit);
  const balanceDueDate = departureDate ? addDays(departureDate, -balanceDueDays) : null;

  let depositUnavailable: PaymentTerms["depositUnavailable"] = null;
  if (isZero(deposit) || isZero(balance)) depositUnavailable = "nothing_to_split";
  else if (balanceDueDate && today && today >= balanceDueDate) depositUnavailable = "balance_due_now";
  const depositOffered = depositUnavailable === null;

  const choice: PaymentChoice = depositOffered && options.choice === "deposit" ? "deposit" : "full";
  const chargeNow = choice === "deposit" ? deposit : total;
  const dueLater = subtract(total, chargeNow);
  return {
    depositPercent,
    deposit,
    balance,
    balanceDueDate,
    depositOffered,
    depositUnavailable,
    choice,
    chargeNow,
    dueLater,
    dueLaterBy: isZero(dueLater) ? null : balanceDueDate,
  };
}
