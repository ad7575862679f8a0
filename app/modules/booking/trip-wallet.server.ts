import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { accommodations, bookings, departures, tourItineraryDays, tours } from "#app/db/schema/index";
import type { CancellationPolicy } from "#app/domain/booking/cancellation";
import { localizeTogether } from "#app/domain/content/translations";
import {
  dayDate,
  hasTripWallet,
  isClimb,
  packingKindFor,
  type TripWallet,
  type WalletDay,
} from "#app/domain/trip/wallet";
import type { Language } from "#app/i18n/config";
import { env } from "#app/modules/config/env.server";
import { accountBooking } from "./account.server";

/**
 * The trip wallet of one of the traveller's bookings (issue 17, decision
 * 100): the booking as the account shows it (reference, travellers, paid and
 * due), the day-by-day programme with each night's stay and its contacts,
 * the departure's guide and the emergency numbers. Found only with its
 * owner's id and only for a trip (confirmed, paid or done): anything else is
 * null, which the page answers with 404.
 */
export async function tripWallet(
  db: Executor,
  request: {
    reference: string;
    userId: string;
    now: Date;
    language: Language;
    policy: CancellationPolicy;
  },
): Promise<TripWallet | null> {
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status, departureId: bookings.departureId, tour: tours })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(and(eq(bookings.reference, request.reference), eq(bookings.userId, request.userId)));
  if (!row || !hasTripWallet(row.status)) return null;
  const booking = await accountBooking(db, {
    bookingId: row.id,
    userId: request.userId,
    now: request.now,
    language: request.language,
    policy: request.policy,
  });
  if (!booking) return null;
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const days = await db
    .select({ day: tourItineraryDays, stay: accommodations })
    .from(tourItineraryDays)
    .leftJoin(accommodations, eq(accommodations.id, tourItineraryDays.accommodationId))
    .where(eq(tourItineraryDays.tourId, row.tour.id))
    .orderBy(asc(tourItineraryDays.dayNumber));
  const [departure] = row.departureId
    ? await db
        .select({ guideName: departures.guideName, guidePhone: departures.guidePhone })
        .from(departures)
        .where(eq(departures.id, row.departureId))
    : [];
  // The tour and its days in one language, never half and half (as on the tour page).
  const text = localizeTogether<Record<string, unknown>>(
    [
      { entity: "tours", record: row.tour, translations: row.tour.translations },
      ...days.map(({ day }) => ({
        entity: "tourItineraryDays" as const,
        record: day,
        translations: day.translations,
      })),
    ],
    request.language,
  );
  const [tour, ...localDays] = text.values as [typeof row.tour, ...Array<(typeof days)[number]["day"]>];
  const config = env();
  return {
    booking: { ...booking, tourTitle: tour.title },
    tour: {
      title: tour.title,
      lang: text.lang,
      imageUrl: row.tour.imageUrl,
      climb: isClimb(row.tour.category),
      packing: packingKindFor(row.tour.category),
    },
    days: localDays.map((day, index): WalletDay => {
      const stay = days[index]?.stay ?? null;
      return {
        dayNumber: day.dayNumber,
        date: dayDate(booking.startDate, day.dayNumber),
        title: day.title,
        description: day.description,
        places: day.places ?? [],
        meals: day.meals ?? [],
        altitudeM: day.altitudeM,
        stay: stay
          ? {
              id: stay.id,
              name: stay.name,
              location: stay.location,
              phone: stay.contactPhone,
              email: stay.contactEmail,
              imageUrl: stay.featuredImage ?? stay.imageUrl,
              checkInTime: stay.checkInTime,
              checkOutTime: stay.checkOutTime,
            }
          : day.accommodation
            ? {
                id: null,
                name: day.accommodation,
                location: null,
                phone: null,
                email: null,
                imageUrl: null,
                checkInTime: null,
                checkOutTime: null,
              }
            : null,
      };
    }),
    guide:
      departure && (departure.guideName || departure.guidePhone)
        ? { name: departure.guideName, phone: departure.guidePhone }
        : null,
    emergency: {
      office: config.OFFICE_EMERGENCY_PHONE ?? config.PHONE_PRIMARY,
      evacuation: config.EVACUATION_PHONE
        ? { phone: config.EVACUATION_PHONE, provider: config.EVACUATION_PROVIDER }
        : null,
    },
  };
}
