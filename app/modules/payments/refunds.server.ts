import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookings, departures, payments } from "#app/db/schema/index";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { paidCents } from "#app/domain/booking/account";
import { type CancellationPolicy, cancellationRefund } from "#app/domain/booking/cancellation";
import type { CurrencyCode } from "#app/domain/currency";
import { officeToday } from "#app/domain/dates";
import { type Money, money, roundHalfAwayFromZero, usd } from "#app/domain/money";
import { cancellationPolicy } from "#app/modules/booking/cancellation-request.server";
import { recordHistory } from "#app/modules/booking/history.server";
import { notifyRefund } from "#app/modules/booking/notifications.server";
import { OFFLINE_PROVIDER, offlineRefunds } from "./offline.server";
import type { RefundStart } from "./provider.server";
import { paymentProviders } from "./providers.server";

export type RefundOrder = {
  bookingId: number;
  /** US cents to give back; null: what the cancellation scale refunds today. */
  amountCents: number | null;
  /** The member of staff who gives it, and why (kept on the refund and in the booking's history). */
  actorUserId: string;
  reason: string;
  /** The staff form's key: the same key gives the same refund. */
  idempotencyKey: string;
  now: Date;
  /** The booking locked, before anything is recorded: a refusal stops it (the staff form's version). */
  check?: (booking: typeof bookings.$inferSelect) => ActionFailure | null;
  /** After the refund rows are recorded, in their transaction: the staff area's audit row. */
  afterChange?: (tx: Executor, planned: { amountCents: number; refundIds: number[] }) => Promise<void>;
};

export type RefundDone = {
  ok: true;
  bookingId: number;
  /** In US cents; each part is one refund row of one paid payment. */
  amountCents: number;
  refunds: Array<{ id: number; status: "pending" | "refunded" | "failed" }>;
};

export type RefundResult = RefundDone | ActionFailure;

const KEY = /^[\x21-\x7e]{8,180}$/;
const MONEY_IN = ["deposit", "full", "balance"] as const;

/**
 * Gives money back to the traveller, the way they paid (issue 14, decision
 * 085). In one transaction: locks the booking, works out what is still
 * refundable (what was paid less what was refunded or is being refunded),
 * checks the amount (or takes the cancellation scale's refund of today),
 * and records one `refund` row per paid payment it comes from (newest
 * first), pending, with the staff member and reason, and a history row.
 * Then each part goes to its provider: a provider that refunds at once (the
 * sandbox) marks the row refunded and mails the traveller now; one that
 * confirms later does it when its `refunded` event comes (recordRefundConfirmed).
 * A provider's error marks that part failed and says so; nothing else changes.
 * The same key answers the same refund.
 */
export async function refundBooking(db: Database, order: RefundOrder): Promise<RefundResult> {
  if (!KEY.test(order.idempotencyKey)) return fail(400, "booking:refund.badKey", { reason: "bad_key" });
  if (!order.reason.trim())
    return fail(400, "booking:refund.reasonRequired", { field: "reason", reason: "no_reason" });
  if (order.amountCents !== null && !(Number.isSafeInteger(order.amountCents) && order.amountCents > 0))
    return fail(400, "booking:refund.badAmount", { field: "amount", reason: "bad_amount" });

  const planned = await db.transaction(async (tx) => planRefund(tx, order));
  if (!planned.ok || planned.already) return planned.ok ? planned.done : planned;

  const refunds: RefundDone["refunds"] = [];
  for (const part of planned.parts) refunds.push({ id: part.id, status: await sendRefund(db, part, order) });
  return { ok: true, bookingId: order.bookingId, amountCents: planned.done.amountCents, refunds };
}

/** What the cancellation scale refunds today: what was paid less the share kept for the days left. */
export function refundByScale(
  booking: { totalCents: number; paidCents: number; refundedCents: number; startDate: string },
  today: string,
  policy: CancellationPolicy = cancellationPolicy(),
): number {
  const refund = cancellationRefund({
    total: usd(booking.totalCents),
    paid: usd(booking.paidCents),
    departureDate: booking.startDate,
    today,
    policy,
  });
  return Math.max(0, refund.refund.amountMinor - booking.refundedCents);
}

type Part = {
  id: number;
  provider: string;
  amount: Money;
  source: { id: number; providerReference: string | null; providerTransactionId: string | null };
};

type Plan =
  | { ok: true; already: true; done: RefundDone }
  | { ok: true; already: false; parts: Part[]; done: RefundDone }
  | ActionFailure;

async function planRefund(tx: Executor, order: RefundOrder): Promise<Plan> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, order.bookingId)).for("update");
  if (!booking) return fail(404, "booking:refund.notFound", { reason: "not_found" });
  const own = await tx
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(asc(payments.id))
    .for("update");

  const keyed = own.filter(
    (p) => p.kind === "refund" && p.idempotencyKey.startsWith(`${order.idempotencyKey}:`),
  );
  if (keyed.length > 0)
    return {
      ok: true,
      already: true,
      done: {
        ok: true,
        bookingId: booking.id,
        amountCents: keyed.reduce((sum, p) => sum + p.amountCents, 0),
        refunds: keyed.map((p) => ({ id: p.id, status: refundStatus(p.status) })),
      },
    };

  const paid = own.filter(
    (p) => (MONEY_IN as readonly string[]).includes(p.kind) && p.status === "succeeded",
  );
  const refunding = own.filter((p) => p.kind === "refund" && p.status !== "failed");
  const givenBack = (sourceId: number) =>
    refunding.filter((r) => r.refundOfPaymentId === sourceId).reduce((sum, r) => sum + r.amountCents, 0);
  const refundedCents = refunding.reduce((sum, r) => sum + r.amountCents, 0);
  const refundable = paidCents(paid) - refundedCents;

  const refused = order.check?.(booking);
  if (refused) return refused;

  let amount = order.amountCents;
  if (amount === null) {
    const startDate = await departureDate(tx, booking);
    if (!startDate) return fail(409, "booking:refund.noDate", { reason: "no_date" });
    amount = refundByScale(
      {
        totalCents: booking.totalCents,
        paidCents: paidCents(paid),
        refundedCents,
        startDate,
      },
      officeToday(order.now),
    );
  }
  if (amount <= 0) return fail(409, "booking:refund.nothingToRefund", { reason: "nothing_refundable" });
  if (amount > refundable)
    return fail(409, "booking:refund.tooMuch", {
      field: "amount",
      reason: "too_much",
      values: { refundable },
    });

  // Newest payment first: the balance before the deposit, so a partial refund leaves the deposit.
  const parts: Part[] = [];
  let left = amount;
  for (const source of [...paid].reverse()) {
    if (left === 0) break;
    const room = (source.receivedCents ?? source.amountCents) - givenBack(source.id);
    const cents = Math.min(room, left);
    if (cents <= 0) continue;
    left -= cents;
    // In the currency it was charged in, in proportion (a euro payment is refunded in euros).
    const minor =
      source.chargedMinor === null || source.currency === "USD"
        ? cents
        : roundHalfAwayFromZero((cents * source.chargedMinor) / source.amountCents);
    const [row] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        userId: booking.userId,
        provider: source.provider,
        kind: "refund",
        status: "pending",
        amountCents: cents,
        currency: source.currency,
        chargedMinor: minor,
        method: source.method,
        refundOfPaymentId: source.id,
        actorUserId: order.actorUserId,
        reason: order.reason.trim(),
        idempotencyKey: `${order.idempotencyKey}:${source.id}`,
        createdAt: order.now,
        updatedAt: order.now,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error("The refund row was not inserted");
    parts.push({
      id: row.id,
      provider: source.provider,
      amount: money(minor, source.currency as CurrencyCode),
      source: {
        id: source.id,
        providerReference: source.providerReference,
        providerTransactionId: source.providerTransactionId,
      },
    });
  }
  await recordHistory(tx, booking.id, booking.status, booking.status, {
    now: order.now,
    actorUserId: order.actorUserId,
    reason: `refund of ${amount} US cents: ${order.reason.trim()}`,
  });
  await order.afterChange?.(tx, { amountCents: amount, refundIds: parts.map((p) => p.id) });
  return {
    ok: true,
    already: false,
    parts,
    done: {
      ok: true,
      bookingId: booking.id,
      amountCents: amount,
      refunds: parts.map((p) => ({ id: p.id, status: "pending" })),
    },
  };
}

/** A refund row's status as the answer names it (a refund row is never `succeeded`). */
function refundStatus(status: string): "pending" | "refunded" | "failed" {
  return status === "refunded" || status === "failed" ? status : "pending";
}

/**
 * The part to its provider; its row records what the provider answered. Only
 * the provider's refusal (or no such provider) marks the part failed: once
 * the provider has answered, the money has moved, and an error of ours in
 * recording it is thrown, never written down as a failed refund.
 */
async function sendRefund(
  db: Database,
  part: Part,
  order: RefundOrder,
): Promise<"pending" | "refunded" | "failed"> {
  let answer: RefundStart;
  try {
    const provider =
      part.provider === OFFLINE_PROVIDER ? offlineRefunds : paymentProviders().get(part.provider);
    if (!provider) throw new Error(`Payment provider ${part.provider} is not switched on`);
    answer = await provider.refund({
      paymentId: part.source.id,
      refundPaymentId: part.id,
      providerReference: part.source.providerReference,
      providerTransactionId: part.source.providerTransactionId,
      amount: part.amount,
      reason: order.reason.trim(),
    });
  } catch (error) {
    await db
      .update(payments)
      .set({
        status: "failed",
        failedAt: order.now,
        failureReason: (error as Error).message.slice(0, 500),
        updatedAt: order.now,
      })
      .where(and(eq(payments.id, part.id), eq(payments.status, "pending")));
    return "failed";
  }
  await db.transaction(async (tx) => {
    const settled = answer.status === "refunded";
    await tx
      .update(payments)
      .set({
        providerReference: answer.providerReference,
        updatedAt: order.now,
        ...(settled ? { status: "refunded" as const, succeededAt: order.now } : {}),
      })
      .where(and(eq(payments.id, part.id), eq(payments.status, "pending")));
    if (settled) await notifyRefund(tx, part.id, order.now);
  });
  return answer.status;
}

async function departureDate(tx: Executor, booking: typeof bookings.$inferSelect): Promise<string | null> {
  if (booking.departureId === null) return booking.requestedStartDate;
  const [departure] = await tx
    .select({ startDate: departures.startDate })
    .from(departures)
    .where(eq(departures.id, booking.departureId));
  return departure?.startDate ?? null;
}
