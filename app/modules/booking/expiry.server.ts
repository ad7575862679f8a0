import { and, asc, eq, lte } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookings } from "#app/db/schema/index";
import { type PeriodicWorker, startPeriodicWorker } from "#app/modules/jobs/periodic-worker.server";
import { logger } from "#app/modules/logging/logger.server";
import { moveBookingTo } from "./history.server";
import { applyPromoChanges, type PromoChange, promoReleasesFor } from "./promo-codes.server";
import { giveBackHeldSeats } from "./seats.server";

export type ExpiredHold = { id: number; departureId: number | null; seatCount: number };

/**
 * Locks up to `limit` holds that have run out (of one departure, when
 * given), oldest first. The release job skips those another transaction has
 * locked: any number of instances share the work without waiting on each
 * other or releasing a hold twice. A new hold on the departure (`wait: true`)
 * waits for them instead: skipped, they would still count in the departure's
 * held seats, and a traveller would be refused seats about to come free.
 * Once the other transaction commits they are no longer pending, so they are
 * not released twice. Only holds wait: a late payment already holds its own
 * (expired) booking's lock, and a hold waiting on that booking while the
 * payment waited on the hold's rows would deadlock; the payment skips, and at
 * worst is flagged for staff.
 */
export async function claimExpiredHolds(
  tx: Executor,
  claim: { now: Date; limit: number; departureId?: number; wait?: boolean },
): Promise<ExpiredHold[]> {
  return tx
    .select({ id: bookings.id, departureId: bookings.departureId, seatCount: bookings.seatCount })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "pending_payment"),
        lte(bookings.holdExpiresAt, claim.now),
        claim.departureId === undefined ? undefined : eq(bookings.departureId, claim.departureId),
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt), asc(bookings.id))
    .limit(claim.limit)
    .for("update", claim.wait ? {} : { skipLocked: true });
}

/**
 * Ends the claimed holds: their seats go back to their departures, each
 * booking moves to `expired` (with its history row) and holds no seat. The
 * promo code uses they held are returned as changes for the caller to
 * apply with its own (applyPromoChanges orders them all), not applied here.
 */
export async function expireClaimedHolds(
  tx: Executor,
  claimed: readonly ExpiredHold[],
  now: Date,
): Promise<PromoChange[]> {
  if (claimed.length === 0) return [];
  await giveBackHeldSeats(tx, claimed);
  for (const hold of claimed) {
    await moveBookingTo(
      tx,
      { id: hold.id, status: "pending_payment" },
      "expired",
      { now, actorUserId: null, reason: "hold expired" },
      { seatCount: 0 },
    );
  }
  return promoReleasesFor(
    tx,
    claimed.map((hold) => hold.id),
  );
}

/**
 * One batch of the expiry job, in one transaction: claims up to `limit`
 * expired holds, gives their seats and promo code uses back and moves the
 * bookings to `expired`. Returns the bookings released.
 */
export async function releaseExpiredHolds(db: Database, now: Date, limit: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const claimed = await claimExpiredHolds(tx, { now, limit });
    const releases = await expireClaimedHolds(tx, claimed, now);
    await applyPromoChanges(tx, releases, now);
    return claimed.map((hold) => hold.id);
  });
}

export type HoldReleaseWorker = PeriodicWorker;

const DEFAULT_BATCH_SIZE = 100;

/**
 * The expiry job (decision 042's periodic worker): every `intervalMs`, and
 * batch after batch while full batches come, until the signal stops it.
 * Every instance may run it: the batches skip each other's rows.
 */
export function startHoldReleaseWorker(options: {
  db: Database;
  intervalMs: number;
  batchSize?: number;
}): HoldReleaseWorker {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  return startPeriodicWorker({
    name: "holds",
    intervalMs: options.intervalMs,
    run: async (signal) => {
      while (!signal.aborted) {
        const released = await releaseExpiredHolds(options.db, new Date(), batchSize);
        if (released.length > 0) logger.info({ bookings: released }, "expired seat holds released");
        if (released.length < batchSize) return;
      }
    },
  });
}
