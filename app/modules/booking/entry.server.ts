import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server";
import { bookings, departures, promotionalBanners, users } from "#app/db/schema/index";
import type { CurrencyCode } from "#app/domain/currency";
import { officeToday } from "#app/domain/dates";
import type { Language } from "#app/i18n/config";
import { findTour } from "#app/modules/catalogue/tour-detail.server";
import { createDraftBooking } from "./drafts.server";

export type BookingEntry = {
  userId: string;
  /** The tour's id or slug, as in `/booking?tour=`. */
  tour: string;
  departureId: number | null;
  /** Attribution only: where the traveller came from ("promo", "tour"...) and the banner. */
  source: string | null;
  bannerId: number | null;
  language: Language;
  display: { currency: CurrencyCode; rate: number };
  now: Date;
};

const SOURCE = /^[a-z][a-z0-9_-]{0,29}$/;

/**
 * Where `/booking?tour=…` leads: the traveller's draft for this tour (one
 * they left half done, on this device or another), else a new one. The
 * query picks the tour, the departure and the attribution, nothing else: no
 * price or discount is read from it. A departure of another tour, or one
 * that has gone, is ignored (the traveller picks one in step 1); a banner is
 * kept only when it promotes this tour. The lead traveller starts as the
 * account's name and address. Null for a tour that does not exist or is not
 * offered.
 */
export async function openDraft(db: Database, entry: BookingEntry): Promise<{ bookingId: number } | null> {
  const tour = await findTour(entry.tour, db);
  if (!tour?.isActive) return null;
  const departureId = await upcomingDepartureOf(db, tour.id, entry.departureId, entry.now);
  const bannerId = await bannerFor(db, tour.id, entry.bannerId);
  const source = entry.source && SOURCE.test(entry.source) ? entry.source : null;

  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, entry.userId), eq(bookings.tourId, tour.id), eq(bookings.status, "draft")))
    .orderBy(desc(bookings.updatedAt))
    .limit(1);
  if (existing) {
    // A departure picked on the tour page is what the traveller wants now.
    const changes = {
      ...(departureId === null ? {} : { departureId, requestedStartDate: null }),
      ...(bannerId === null ? {} : { bannerId, source }),
    };
    if (Object.keys(changes).length > 0)
      await db
        .update(bookings)
        .set({ ...changes, updatedAt: entry.now })
        .where(and(eq(bookings.id, existing.id), eq(bookings.status, "draft")));
    return { bookingId: existing.id };
  }

  const [user] = await db
    .select({ email: users.email, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(eq(users.id, entry.userId));
  const draft = await createDraftBooking(
    db,
    {
      userId: entry.userId,
      tourId: tour.id,
      departureId,
      adults: 2,
      rooms: { double: 1 },
      source,
      bannerId,
      language: entry.language,
      displayCurrency: entry.display.currency,
      displayRate: entry.display.rate,
      leadFullName: user?.fullName ?? null,
      leadEmail: user?.email ?? null,
      leadPhone: user?.phone ?? null,
    },
    { now: entry.now },
  );
  return { bookingId: draft.id };
}

/** The departure when it belongs to the tour and is still to come; null otherwise. */
async function upcomingDepartureOf(
  db: Database,
  tourId: number,
  departureId: number | null,
  now: Date,
): Promise<number | null> {
  if (departureId === null) return null;
  const [row] = await db
    .select({ startDate: departures.startDate, status: departures.status })
    .from(departures)
    .where(and(eq(departures.id, departureId), eq(departures.tourId, tourId)));
  if (!row || row.status === "cancelled" || row.startDate <= officeToday(now)) return null;
  return departureId;
}

async function bannerFor(db: Database, tourId: number, bannerId: number | null): Promise<number | null> {
  if (bannerId === null) return null;
  const [banner] = await db
    .select({ tourId: promotionalBanners.tourId })
    .from(promotionalBanners)
    .where(eq(promotionalBanners.id, bannerId));
  return banner?.tourId === tourId ? bannerId : null;
}
