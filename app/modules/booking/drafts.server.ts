import type { Database } from "#app/db/client.server";
import { bookings } from "#app/db/schema/index";
import { newBookingReference, type ReferenceSources } from "#app/domain/booking/reference";
import { recordHistory } from "./history.server";

export type BookingRow = typeof bookings.$inferSelect;

export type NewDraft = Omit<
  typeof bookings.$inferInsert,
  "id" | "reference" | "status" | "version" | "createdAt" | "updatedAt"
> & { userId: string; tourId: number };

/** Draws this many references at most before giving up: a clash is already most unlikely. */
const REFERENCE_ATTEMPTS = 5;

/**
 * A new booking in status `draft`, owned by the user, with a fresh reference
 * (spec section 9), and its first history row. A reference that clashes
 * with one already issued is drawn again (`on conflict do nothing`, so the
 * transaction is not aborted by the clash).
 */
export async function createDraftBooking(
  db: Database,
  draft: NewDraft,
  options: { now: Date; sources?: ReferenceSources },
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const reference = newBookingReference({ now: () => options.now.getTime(), ...options.sources });
      const [row] = await tx
        .insert(bookings)
        .values({ ...draft, reference, status: "draft", createdAt: options.now, updatedAt: options.now })
        .onConflictDoNothing({ target: bookings.reference })
        .returning();
      if (!row) continue;
      await recordHistory(tx, row.id, null, "draft", {
        now: options.now,
        actorUserId: draft.userId,
        reason: "created",
      });
      return row;
    }
    throw new Error(`No free booking reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
}
