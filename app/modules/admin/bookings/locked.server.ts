import { eq, sql } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookings } from "#app/db/schema/index";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { staleVersion } from "#app/modules/admin/versions.server";
import type { BookingRow } from "#app/modules/booking/drafts.server";

/** Who acts, and when: every staff action on a booking carries it. */
export type StaffAct = { bookingId: number; actorUserId: string; now: Date };

/** The version the staff member's form was loaded with. */
export type Versioned = { version: number };

export const bookingNotFound = () => fail(404, "admin:form.notFound", { reason: "not_found" });

/** The form's version against the locked row: a booking changed since the page was loaded is refused. */
export function versionCheck(version: number) {
  return (booking: { version: number }): ActionFailure | null =>
    booking.version === version ? null : staleVersion();
}

/**
 * The booking locked for the rest of the transaction (every booking change
 * locks it first: the order holds, payments and cancellations take too), or
 * the refusal when it is gone or changed since the form was loaded.
 */
export async function lockAtVersion(
  tx: Executor,
  bookingId: number,
  version: number,
): Promise<BookingRow | ActionFailure> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!booking) return bookingNotFound();
  return versionCheck(version)(booking) ?? booking;
}

export function isFailure(value: unknown): value is ActionFailure {
  return typeof value === "object" && value !== null && "ok" in value && value.ok === false;
}

/** A change that moves no status still raises the version, so a form loaded before it is refused. */
export async function touchBooking(
  tx: Executor,
  bookingId: number,
  now: Date,
  set: Partial<BookingRow> = {},
) {
  await tx
    .update(bookings)
    .set({ ...set, version: sql`${bookings.version} + 1`, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}

/** What an audit row keeps of a booking: the fields a staff action changes. */
export function auditView(booking: BookingRow) {
  return {
    status: booking.status,
    departureId: booking.departureId,
    seatCount: booking.seatCount,
    requestAcceptedAt: booking.requestAcceptedAt,
  };
}

/** A refusal after something was written: thrown so the transaction rolls it all back, then answered. */
export class StaffActionRefused extends Error {
  constructor(readonly failure: ActionFailure) {
    super(failure.message);
  }
}

export async function refusedOnThrow<T>(work: () => Promise<T>): Promise<T | ActionFailure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffActionRefused) return error.failure;
    throw error;
  }
}
