import { and, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookings, newsletterSubscriptions, promoCodes, promoRedemptions } from "#app/db/schema/index";
import { normalizePromoCode, type PromoCode, welcomePromoCode } from "#app/domain/booking/promo";
import { BOOKING_SEATS, BOOKING_STATUSES } from "#app/domain/booking/statuses";
import { isWelcomeCode } from "#app/domain/discount-code";
import { usd } from "#app/domain/money";

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * The active code as typed (any case), or null. A newsletter's WELCOME code
 * that has no row yet gets one the first time it is typed, restricted to the
 * subscriber's address (domain's welcomePromoCode): from then on its single
 * use is taken and given back like any other code's.
 */
export async function findPromoCode(tx: Executor, typed: string): Promise<PromoCodeRow | null> {
  const code = normalizePromoCode(typed);
  if (!code) return null;
  const row = await byCode(tx, code);
  if (row) return row.isActive ? row : null;
  if (!isWelcomeCode(code)) return null;
  const [subscription] = await tx
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.discountCode, code))
    .limit(1);
  if (!subscription) return null;
  const welcome = welcomePromoCode(code, subscription.email);
  if (welcome.kind !== "percent") throw new Error("A welcome code takes a percentage off");
  // Two first uses at once: one insert wins, both read its row.
  await tx
    .insert(promoCodes)
    .values({
      code: welcome.code,
      kind: welcome.kind,
      percent: welcome.percent,
      usageLimit: welcome.usageLimit,
      oncePerCustomer: welcome.oncePerCustomer,
      firstBookingOnly: welcome.firstBookingOnly,
      restrictedEmail: welcome.email,
    })
    .onConflictDoNothing();
  return byCode(tx, code);
}

async function byCode(tx: Executor, code: string): Promise<PromoCodeRow | null> {
  const [row] = await tx.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = ${code}`).limit(1);
  return row ?? null;
}

/** The row as the domain's promo check reads it. */
export function toPromoCode(row: PromoCodeRow): PromoCode {
  const common = {
    code: row.code,
    validFrom: row.validFrom,
    validTo: row.validTo,
    usageLimit: row.usageLimit,
    timesUsed: row.uses,
    oncePerCustomer: row.oncePerCustomer,
    firstBookingOnly: row.firstBookingOnly,
    minimumSpend: row.minimumSpendCents === null ? null : usd(row.minimumSpendCents),
    email: row.restrictedEmail,
  };
  return row.kind === "percent"
    ? { ...common, kind: "percent", percent: row.percent ?? 0 }
    : { ...common, kind: "fixed", amountOff: usd(row.amountOffCents ?? 0) };
}

/** Statuses of a booking that was paid for (in part or in full): "first booking only" looks at these. */
const PAID_STATUSES = BOOKING_STATUSES.filter((status) => BOOKING_SEATS[status] === "taken");

/**
 * What the promo check needs to know of the customer: how often they hold a
 * live use of this code, and how many of their other bookings were paid.
 */
export async function promoCustomerFacts(
  tx: Executor,
  promoCodeId: number,
  booking: { id: number; userId: string },
): Promise<{ customerUses: number; paidBookingsBefore: number }> {
  const [uses] = await tx
    .select({ n: count() })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoCodeId, promoCodeId),
        eq(promoRedemptions.userId, booking.userId),
        isNull(promoRedemptions.releasedAt),
      ),
    );
  const [paid] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, booking.userId),
        ne(bookings.id, booking.id),
        inArray(bookings.status, PAID_STATUSES),
      ),
    );
  return { customerUses: uses?.n ?? 0, paidBookingsBefore: paid?.n ?? 0 };
}

/** Taking a code's use for a booking, or giving a booking's use back. */
export type PromoChange =
  | {
      kind: "take";
      promoCodeId: number;
      bookingId: number;
      userId: string;
      oncePerCustomer: boolean;
      discountCents: number;
    }
  | { kind: "release"; promoCodeId: number; bookingId: number };

/** The live uses the bookings hold, as changes that give them back. */
export async function promoReleasesFor(tx: Executor, bookingIds: readonly number[]): Promise<PromoChange[]> {
  if (bookingIds.length === 0) return [];
  const rows = await tx
    .select({ promoCodeId: promoRedemptions.promoCodeId, bookingId: promoRedemptions.bookingId })
    .from(promoRedemptions)
    .where(and(inArray(promoRedemptions.bookingId, [...bookingIds]), isNull(promoRedemptions.releasedAt)));
  return rows.map((row) => ({ kind: "release", ...row }));
}

export type PromoChangeResult = { ok: true } | { ok: false; reason: "already_used" | "used_up" };

/**
 * Applies the changes in the order of the codes' ids, releases before takes
 * of one code: two transactions that touch the same codes then lock them in
 * the same order and cannot deadlock, and a use given back is free for a
 * take in the same transaction. A take inserts the redemption first (its
 * unique indexes refuse a second live use by the booking, or by the customer
 * of a once-per-customer code) and then takes the use with a conditional
 * update (`uses < usage_limit`): of parallel bookings of a single-use code,
 * exactly one gets it. A refused take leaves the caller to roll back.
 */
export async function applyPromoChanges(
  tx: Executor,
  changes: readonly PromoChange[],
  now: Date,
): Promise<PromoChangeResult> {
  const ordered = [...changes].sort(
    (a, b) => a.promoCodeId - b.promoCodeId || (a.kind === b.kind ? 0 : a.kind === "release" ? -1 : 1),
  );
  for (const change of ordered) {
    if (change.kind === "release") {
      const released = await tx
        .update(promoRedemptions)
        .set({ releasedAt: now })
        .where(
          and(
            eq(promoRedemptions.promoCodeId, change.promoCodeId),
            eq(promoRedemptions.bookingId, change.bookingId),
            isNull(promoRedemptions.releasedAt),
          ),
        )
        .returning({ id: promoRedemptions.id });
      if (released.length > 0) {
        await tx
          .update(promoCodes)
          .set({ uses: sql`${promoCodes.uses} - ${released.length}` })
          .where(eq(promoCodes.id, change.promoCodeId));
      }
      continue;
    }
    const { kind: _, ...redemption } = change;
    const inserted = await tx
      .insert(promoRedemptions)
      .values({ ...redemption, redeemedAt: now })
      .onConflictDoNothing()
      .returning({ id: promoRedemptions.id });
    if (inserted.length === 0) return { ok: false, reason: "already_used" };
    const taken = await tx
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(
        and(
          eq(promoCodes.id, change.promoCodeId),
          or(isNull(promoCodes.usageLimit), sql`${promoCodes.uses} < ${promoCodes.usageLimit}`),
        ),
      )
      .returning({ id: promoCodes.id });
    if (taken.length === 0) return { ok: false, reason: "used_up" };
  }
  return { ok: true };
}
