import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookingExtras, bookings, bookingTravellers, tourExtras, tours, users } from "#app/db/schema/index";
import { type FieldProblem, kindsByPosition } from "#app/domain/booking/travellers";
import type { WizardPageTraveller } from "#app/domain/booking/wizard-page";
import type { DepartureItem } from "#app/domain/catalogue/availability";
import { addDays, type IsoDate, officeToday } from "#app/domain/dates";
import { localize } from "#app/domain/localized-text";
import type { Quote } from "#app/domain/pricing";
import type { Language } from "#app/i18n/config";
import {
  describeDeparture,
  findDeparture,
  listTourDepartures,
} from "#app/modules/catalogue/departures.server";
import { fromPriceOf, listPriceTiers } from "#app/modules/catalogue/price-tiers.server";
import { env } from "#app/modules/config/env.server";
import type { BookingRow } from "./drafts.server";
import { holdSettings } from "./hold.server";
import { priceBooking } from "./price.server";

/** A private trip is asked for at least this many days ahead (staff need time to arrange it). */
export const PRIVATE_DATE_MIN_DAYS = 14;
/** ...and at most this far ahead. */
export const PRIVATE_DATE_MAX_DAYS = 730;
/** How many upcoming departures step 1 offers. */
const DEPARTURES_SHOWN = 24;

export type WizardTour = {
  id: number;
  slug: string;
  title: string;
  durationDays: number;
  maxGroupSize: number | null;
};

export type WizardExtra = {
  id: number;
  label: string;
  priceCents: number;
  basis: "per_person" | "per_booking" | "per_room";
  /** Added by the rooms (the single room supplement), never ticked by hand. */
  byRoom: boolean;
  chosen: boolean;
};

export type WizardTraveller = WizardPageTraveller;

export type WizardPrice =
  | { ok: true; quote: Quote; extraLabels: Record<string, string>; promoCode: string | null }
  | { ok: false; problem: FieldProblem };

export type WizardView = {
  booking: BookingRow;
  tour: WizardTour;
  /** Upcoming departures to choose from; empty for a tour with no scheduled dates (a private trip). */
  departures: DepartureItem[];
  /** The chosen departure, also when it is no longer offered (closed, full). */
  departure: DepartureItem | null;
  /** A private date: the first and last day one may ask for. */
  privateDates: { min: IsoDate; max: IsoDate };
  startDate: IsoDate | null;
  returnDate: IsoDate | null;
  travellers: WizardTraveller[];
  extras: WizardExtra[];
  price: WizardPrice;
  /** Staff confirm it before anyone pays: a private date, or a departure sold on request. */
  needsRequest: boolean;
  accountEmail: string;
};

/**
 * Everything the wizard shows for one of the traveller's bookings, or null
 * when it is not theirs (the page answers 404, whoever else's it is). The
 * price is priceBooking's: the same function Pay charges with.
 */
export async function loadWizard(
  db: Database,
  request: { bookingId: number; userId: string; language: Language; now: Date },
): Promise<WizardView | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, request.bookingId));
  if (!booking || booking.userId !== request.userId) return null;
  const [tour] = await db.select().from(tours).where(eq(tours.id, booking.tourId));
  if (!tour) return null;
  const today = officeToday(request.now);
  const durationDays = Math.max(1, tour.durationDays ?? 1);

  const tiers = (await listPriceTiers([tour.id], db)).get(tour.id) ?? [];
  const fromPrice = fromPriceOf(tour, tiers);
  const toItem = (row: Awaited<ReturnType<typeof listTourDepartures>>[number]) =>
    describeDeparture(row, {
      limitedSeats: env().AVAILABILITY_LIMITED_SEATS,
      today,
      fromPrice,
      language: request.language,
    });
  const upcoming = await listTourDepartures(tour.id, today, DEPARTURES_SHOWN, request.now);
  const departures = upcoming.map(toItem);
  let departure = departures.find((d) => d.id === booking.departureId) ?? null;
  if (!departure && booking.departureId !== null) {
    // The chosen date is no longer among those offered (closed, full, started): still shown.
    const row = await findDeparture(booking.departureId, request.now);
    departure = row ? toItem(row) : null;
  }
  const onRequest = booking.departureId !== null && departure?.label === "on_request";

  const startDate = departure?.startDate ?? booking.requestedStartDate ?? null;
  const returnDate = departure?.endDate ?? (startDate ? addDays(startDate, durationDays - 1) : null);

  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, booking.userId));
  const accountEmail = owner?.email ?? "";

  return {
    booking,
    tour: {
      id: tour.id,
      slug: tour.slug ?? String(tour.id),
      title: tour.title,
      durationDays,
      maxGroupSize: tour.maxGroupSize,
    },
    departures,
    departure,
    privateDates: { min: addDays(today, PRIVATE_DATE_MIN_DAYS), max: addDays(today, PRIVATE_DATE_MAX_DAYS) },
    startDate,
    returnDate,
    travellers: await travellersOf(db, booking),
    extras: await extrasOf(db, booking, request.language),
    price: await db.transaction((tx) =>
      wizardPrice(tx, booking, accountEmail, request.language, request.now),
    ),
    needsRequest: booking.departureId === null || onRequest,
    accountEmail,
  };
}

/** The travellers of the party, by position, each with the kind its position has. */
async function travellersOf(db: Database, booking: BookingRow): Promise<WizardTraveller[]> {
  const rows = await db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, booking.id))
    .orderBy(asc(bookingTravellers.position));
  return kindsByPosition(booking).map((kind, index) => {
    const row = rows.find((r) => r.position === index + 1);
    return {
      position: index + 1,
      kind,
      firstName: row?.firstName ?? "",
      lastName: row?.lastName ?? "",
      dateOfBirth: row?.dateOfBirth ?? "",
      nationality: row?.nationality ?? "",
      passportNumber: row?.passportNumber ?? "",
      passportExpiry: row?.passportExpiry ?? "",
    };
  });
}

async function extrasOf(db: Database, booking: BookingRow, language: Language): Promise<WizardExtra[]> {
  const offered = await db
    .select()
    .from(tourExtras)
    .where(and(eq(tourExtras.tourId, booking.tourId), eq(tourExtras.isActive, true)))
    .orderBy(asc(tourExtras.displayOrder), asc(tourExtras.id));
  const chosen = await db
    .select({ id: bookingExtras.tourExtraId })
    .from(bookingExtras)
    .where(and(eq(bookingExtras.bookingId, booking.id)));
  const chosenIds = new Set(chosen.map((c) => c.id));
  return offered.map((extra) => ({
    id: extra.id,
    label: localize(extra.label, language),
    priceCents: extra.priceCents,
    basis: extra.basis,
    byRoom: extra.roomType !== null,
    chosen: extra.roomType === null && chosenIds.has(extra.id),
  }));
}

/** The price as Pay would charge it now, or why it cannot be priced yet. */
export async function wizardPrice(
  db: Executor,
  booking: BookingRow,
  email: string,
  language: Language,
  now: Date,
): Promise<WizardPrice> {
  const settings = holdSettings();
  const price = await priceBooking(db, booking, { ...settings, now, email });
  if (!price.ok)
    return {
      ok: false,
      problem: { field: price.field ?? "form", message: price.message, values: price.values },
    };
  const extraLabels = Object.fromEntries(
    price.extras.map(({ tourExtra }) => [String(tourExtra.id), localize(tourExtra.label, language)]),
  );
  return { ok: true, quote: price.quote, extraLabels, promoCode: price.promo?.row.code ?? null };
}
