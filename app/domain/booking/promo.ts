import type { IsoDate } from "../dates";
import type { Money } from "../money";
import type { PromoDiscount } from "../pricing";

/**
 * Whether a promo code applies to this booking, from its `promo_codes` row
 * and what the server knows of the customer. Pure: the server loads the row
 * and the counts, and takes the code's use with a conditional update in the
 * hold's transaction (this check alone cannot stop two parallel bookings).
 * What the code takes off, and from what, is `quote()`'s (decision 070).
 */
export const PROMO_KINDS = ["percent", "fixed"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export type PromoCode = {
  /** Upper case, as stored. */
  code: string;
  /** The first and last office day it may be used (either may be open). */
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
  /** Uses in all; null: no limit. */
  usageLimit: number | null;
  timesUsed: number;
  oncePerCustomer: boolean;
  /** Only for a customer with no paid booking yet. */
  firstBookingOnly: boolean;
  /** Measured on the travellers' price after any deal (`quote().promoBase`). */
  minimumSpend: Money | null;
  /** For this address only (a newsletter's WELCOME code); compared without case. */
  email: string | null;
} & ({ kind: "percent"; percent: number } | { kind: "fixed"; amountOff: Money });

export type PromoContext = {
  /** The code as the traveller typed it. */
  code: string;
  /** The office's today (officeToday()). */
  today: IsoDate;
  /** The signed-in customer's address. */
  email: string;
  /** How often this customer has used this code already. */
  customerUses: number;
  /** The customer's earlier bookings that were paid (deposit or in full). */
  paidBookingsBefore: number;
  /** The travellers' price after any deal: `quote()` without the code, its `promoBase`. */
  spend: Money;
};

export const PROMO_REFUSALS = [
  "unknown",
  "not_for_this_address",
  "not_yet_valid",
  "expired",
  "used_up",
  "already_used",
  "first_booking_only",
  "minimum_spend",
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export type PromoCheck =
  | { ok: true; promo: PromoDiscount }
  | { ok: false; reason: Exclude<PromoRefusal, "minimum_spend"> }
  | { ok: false; reason: "minimum_spend"; minimumSpend: Money };

/** A code as typed, as it is stored: trimmed, upper case. */
export function normalizePromoCode(value: string): string {
  return value.trim().toUpperCase();
}

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The discount `quote()` takes, or why the code does not apply. A code for
 * another address is refused before anything else, so that it tells nothing
 * of its validity or use to anyone but its owner.
 */
export function checkPromoCode(row: PromoCode | null, context: PromoContext): PromoCheck {
  const code = normalizePromoCode(context.code);
  if (!row || code === "" || normalizePromoCode(row.code) !== code) return { ok: false, reason: "unknown" };
  if (row.email !== null && !sameAddress(row.email, context.email))
    return { ok: false, reason: "not_for_this_address" };
  if (row.validFrom !== null && context.today < row.validFrom) return { ok: false, reason: "not_yet_valid" };
  if (row.validTo !== null && context.today > row.validTo) return { ok: false, reason: "expired" };
  if (row.usageLimit !== null && row.timesUsed >= row.usageLimit) return { ok: false, reason: "used_up" };
  if (row.oncePerCustomer && context.customerUses > 0) return { ok: false, reason: "already_used" };
  if (row.firstBookingOnly && context.paidBookingsBefore > 0)
    return { ok: false, reason: "first_booking_only" };
  if (row.minimumSpend && context.spend.amountMinor < row.minimumSpend.amountMinor)
    return { ok: false, reason: "minimum_spend", minimumSpend: row.minimumSpend };
  const minimumSpend = row.minimumSpend ? { minimumSpend: row.minimumSpend } : {};
  const promo: PromoDiscount =
    row.kind === "percent"
      ? { code, percent: row.percent, ...minimumSpend }
      : { code, amountOff: row.amountOff, ...minimumSpend };
  return { ok: true, promo };
}

/** The newsletter's welcome discount (spec section 9): 5 % off. */
export const WELCOME_PERCENT = 5;

/**
 * The promo row for a newsletter's WELCOME code: 5 % off the subscriber's
 * first booking, once, for the address it was sent to only.
 */
export function welcomePromoCode(code: string, email: string): PromoCode {
  return {
    code: normalizePromoCode(code),
    kind: "percent",
    percent: WELCOME_PERCENT,
    validFrom: null,
    validTo: null,
    usageLimit: 1,
    timesUsed: 0,
    oncePerCustomer: true,
    firstBookingOnly: true,
    minimumSpend: null,
    email: email.trim().toLowerCase(),
  };
}
