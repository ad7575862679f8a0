import { and, eq, sql } from "drizzle-orm";
import { db, type Executor } from "#app/db/client.server";
import { departures, tours } from "#app/db/schema/index";
import { type ActionResult, fail } from "#app/domain/action-result";
import type {
  DepartureCreate,
  DepartureEdit,
  DepartureGuide,
  SeriesCreate,
} from "#app/domain/admin/departure-forms";
import { departureEnd, seriesDates } from "#app/domain/admin/departure-series";
import type { DepartureStatus } from "#app/domain/catalogue/availability";
import { type IsoDate, officeToday } from "#app/domain/dates";
import { recordAudit } from "#app/modules/admin/audit.server";
import { nextVersion, staleVersion } from "#app/modules/admin/versions.server";
import { claimExpiredHolds, expireClaimedHolds } from "#app/modules/booking/expiry.server";
import { applyPromoChanges } from "#app/modules/booking/promo-codes.server";

// Staff changes to departures (issue 15, item 4): create one or a series,
// edit capacity, price and the "few seats left" threshold, name the guide,
// close, reopen, cancel. Each in one transaction with its audit row.

const NS = "admin-departures:errors";

export type Actor = { actorUserId: string; now: Date };

type DepartureRecord = typeof departures.$inferSelect;

/** What the audit log keeps of a departure: what staff set, not the seat counters bookings move. */
function audited(row: DepartureRecord) {
  return {
    tourId: row.tourId,
    startDate: row.startDate,
    endDate: row.endDate,
    capacity: row.capacity,
    status: row.status,
    price: row.price,
    limitedSeats: row.limitedSeats,
  };
}

async function tourDuration(tx: Executor, tourId: number) {
  const [tour] = await tx
    .select({ id: tours.id, durationDays: tours.durationDays })
    .from(tours)
    .where(eq(tours.id, tourId));
  return tour ?? null;
}

const noTour = () => fail(404, `${NS}.tour`, { field: "tourId" });
const missing = () => fail(404, "admin:form.notFound");

/** One departure on a date the tour does not have yet, after today. */
export async function createDeparture(
  input: DepartureCreate,
  actor: Actor,
): Promise<ActionResult<{ departureId: number }>> {
  if (input.startDate <= officeToday(actor.now)) return fail(400, `${NS}.past`, { field: "startDate" });
  return db().transaction(async (tx) => {
    const tour = await tourDuration(tx, input.tourId);
    if (!tour) return noTour();
    const [row] = await tx
      .insert(departures)
      .values({
        tourId: tour.id,
        startDate: input.startDate,
        endDate: departureEnd(input.startDate, tour.durationDays),
        capacity: input.capacity,
        price: input.price,
        limitedSeats: input.limitedSeats,
      })
      .onConflictDoNothing({ target: [departures.tourId, departures.startDate] })
      .returning();
    if (!row) return fail(409, `${NS}.exists`, { field: "startDate" });
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "departure.create",
      entityType: "departure",
      entityId: row.id,
      before: null,
      after: audited(row),
    });
    return { ok: true, departureId: row.id };
  });
}

export type SeriesOutcome = { created: IsoDate[]; skipped: IsoDate[] };

/**
 * Every chosen weekday between two dates. Dates the tour already has are
 * skipped and reported, not an error; more than SERIES_MAX_DATES is refused
 * before anything is written.
 */
export async function createSeries(input: SeriesCreate, actor: Actor): Promise<ActionResult<SeriesOutcome>> {
  const dates = seriesDates(input, officeToday(actor.now));
  if (!dates.ok) {
    const field = dates.reason === "none" ? "weekdays" : dates.reason === "order" ? "to" : "from";
    return fail(400, `${NS}.series.${dates.reason}`, { field, values: { count: dates.count } });
  }
  return db().transaction(async (tx) => {
    const tour = await tourDuration(tx, input.tourId);
    if (!tour) return noTour();
    const rows = await tx
      .insert(departures)
      .values(
        dates.dates.map((startDate) => ({
          tourId: tour.id,
          startDate,
          endDate: departureEnd(startDate, tour.durationDays),
          capacity: input.capacity,
          price: input.price,
        })),
      )
      .onConflictDoNothing({ target: [departures.tourId, departures.startDate] })
      .returning();
    for (const row of rows)
      await recordAudit(tx, {
        actorUserId: actor.actorUserId,
        action: "departure.create",
        entityType: "departure",
        entityId: row.id,
        before: null,
        after: { ...audited(row), series: true },
      });
    const created = new Set(rows.map((row) => row.startDate));
    return {
      ok: true,
      created: dates.dates.filter((date) => created.has(date)),
      skipped: dates.dates.filter((date) => !created.has(date)),
    };
  });
}

/**
 * Releases the departure's expired holds, as a new hold does first (decision
 * 080): their seats no longer count, so staff are not refused a capacity
 * because of a traveller who walked away from the payment.
 */
async function releaseExpiredHoldsOf(tx: Executor, departureId: number, now: Date) {
  const expired = await claimExpiredHolds(tx, { now, limit: 500, departureId, wait: true });
  const releases = await expireClaimedHolds(tx, expired, now);
  await applyPromoChanges(tx, releases, now);
}

/** Why a conditional update of this departure found no row: gone, saved by someone else, or the seats. */
async function refusal(
  tx: Executor,
  id: number,
  version: number,
  seats: (row: DepartureRecord) => ReturnType<typeof fail>,
) {
  const [row] = await tx.select().from(departures).where(eq(departures.id, id));
  if (!row) return missing();
  if (row.version !== version) return staleVersion();
  return seats(row);
}

/** The seats a departure has sold or held, for a refusal's message. */
const seatValues = (row: DepartureRecord) => ({
  taken: row.seatsTaken,
  held: row.seatsHeld,
  count: row.seatsTaken + row.seatsHeld,
});

/**
 * Capacity, price and threshold, if nobody saved the departure since the
 * form was loaded (`version`). The capacity never goes under the seats
 * taken and held: the update is conditional on it, so a booking taking
 * seats at the same moment either commits first (and the check sees its
 * seats) or waits for this row and is then checked against the new
 * capacity (takeSeats' own conditional update). Never above capacity.
 */
export async function updateDeparture(
  id: number,
  version: number,
  edit: DepartureEdit,
  actor: Actor,
): Promise<ActionResult> {
  return db().transaction(async (tx) => {
    await releaseExpiredHoldsOf(tx, id, actor.now);
    const [before] = await tx.select().from(departures).where(eq(departures.id, id));
    if (!before) return missing();
    const [after] = await tx
      .update(departures)
      .set({
        capacity: edit.capacity,
        price: edit.price,
        limitedSeats: edit.limitedSeats,
        version: nextVersion(departures.version),
        updatedAt: actor.now,
      })
      .where(
        and(
          eq(departures.id, id),
          eq(departures.version, version),
          sql`${departures.seatsTaken} + ${departures.seatsHeld} <= ${edit.capacity}`,
        ),
      )
      .returning();
    if (!after)
      return refusal(tx, id, version, (row) =>
        fail(409, `${NS}.capacityBelowSeats`, {
          field: "capacity",
          reason: "capacity_below_seats",
          values: seatValues(row),
        }),
      );
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "departure.update",
      entityType: "departure",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return { ok: true };
  });
}

/**
 * Names the departure's guide (or clears them), if nobody saved the
 * departure since the form was loaded: its travellers see the name and
 * phone in their trip wallet (decision 100).
 */
export async function setDepartureGuide(
  id: number,
  version: number,
  guide: DepartureGuide,
  actor: Actor,
): Promise<ActionResult> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(departures).where(eq(departures.id, id));
    if (!before) return missing();
    const [after] = await tx
      .update(departures)
      .set({ ...guide, version: nextVersion(departures.version), updatedAt: actor.now })
      .where(and(eq(departures.id, id), eq(departures.version, version)))
      .returning();
    if (!after) return staleVersion();
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "departure.guide",
      entityType: "departure",
      entityId: id,
      before: { guideName: before.guideName, guidePhone: before.guidePhone },
      after: { guideName: after.guideName, guidePhone: after.guidePhone },
    });
    return { ok: true };
  });
}

/**
 * Opens (scheduled), sells on request, closes (no more sales, reopenable)
 * or cancels (the date will not run) a departure. Cancelling is refused
 * while bookings hold or took seats on it: they are moved or cancelled
 * first, in the bookings section, so nobody is left on a trip that is not
 * happening. Closing keeps its bookings.
 */
export async function setDepartureStatus(
  id: number,
  version: number,
  status: DepartureStatus,
  actor: Actor,
): Promise<ActionResult> {
  return db().transaction(async (tx) => {
    if (status === "cancelled") await releaseExpiredHoldsOf(tx, id, actor.now);
    const [before] = await tx.select().from(departures).where(eq(departures.id, id));
    if (!before) return missing();
    const [after] = await tx
      .update(departures)
      .set({ status, version: nextVersion(departures.version), updatedAt: actor.now })
      .where(
        and(
          eq(departures.id, id),
          eq(departures.version, version),
          status === "cancelled" ? sql`${departures.seatsTaken} + ${departures.seatsHeld} = 0` : undefined,
        ),
      )
      .returning();
    if (!after)
      return refusal(tx, id, version, (row) =>
        fail(409, `${NS}.cancelWithBookings`, { reason: "has_bookings", values: seatValues(row) }),
      );
    await recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: "departure.status",
      entityType: "departure",
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return { ok: true };
  });
}
