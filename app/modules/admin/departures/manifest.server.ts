import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { db } from "#app/db/client.server";
import {
  bookingExtras,
  bookings,
  bookingTravellers,
  departures,
  tourExtras,
  tours,
} from "#app/db/schema/index";
import { ageAtDeparture, passportExpiresTooSoon, roomsText } from "#app/domain/admin/manifest";
import type { Rooms } from "#app/domain/booking/rooms";
import type { BookingStatus } from "#app/domain/booking/statuses";
import { type LocalizedText, localize } from "#app/domain/localized-text";
import type { Language } from "#app/i18n/config";
import { serverT } from "#app/i18n/translate.server";
import { csvResponse } from "#app/modules/admin/csv.server";

/**
 * The travellers of a departure, for the guides and the lodges (issue 15,
 * item 4): those of bookings that took seats (confirmed, paid, completed).
 * Bookings still waiting for their payment only hold seats; they are not
 * listed, and the page says how many seats they hold.
 */
export const MANIFEST_STATUSES = [
  "confirmed",
  "paid",
  "completed",
] as const satisfies readonly BookingStatus[];

export type ManifestTraveller = {
  bookingId: number;
  reference: string;
  position: number;
  kind: string;
  name: string;
  age: number | null;
  dateOfBirth: string | null;
  nationality: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  passportTooSoon: boolean;
  dietary: string | null;
  emergencyContact: string | null;
  /** The booking's rooms (the traveller shares one of them; which one is not recorded). */
  rooms: Rooms;
  /** The booking's extras (the airport transfer among them) as chosen, in the staff member's language. */
  extras: string;
  specialRequests: string | null;
};

const joinParts = (parts: ReadonlyArray<string | null | undefined>, separator: string) =>
  parts.filter((part) => part?.trim()).join(separator);

export async function loadManifest(departureId: number, language: Language, now = new Date()) {
  const [departure] = await db()
    .select({
      id: departures.id,
      startDate: departures.startDate,
      endDate: departures.endDate,
      capacity: departures.capacity,
      seatsTaken: departures.seatsTaken,
      status: departures.status,
      tourId: tours.id,
      tourTitle: tours.title,
    })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .where(eq(departures.id, departureId));
  if (!departure) return null;

  const [rows, extras, [held]] = await Promise.all([
    db()
      .select({
        booking: {
          id: bookings.id,
          reference: bookings.reference,
          rooms: bookings.rooms,
          dietary: bookings.dietaryRequirements,
          specialRequests: bookings.specialRequests,
          emergencyName: bookings.emergencyContactName,
          emergencyPhone: bookings.emergencyContactPhone,
          emergencyRelation: bookings.emergencyContactRelation,
        },
        traveller: bookingTravellers,
      })
      .from(bookings)
      .innerJoin(bookingTravellers, eq(bookingTravellers.bookingId, bookings.id))
      .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...MANIFEST_STATUSES])))
      .orderBy(asc(bookings.reference), asc(bookingTravellers.position)),
    db()
      .select({
        bookingId: bookingExtras.bookingId,
        label: bookingExtras.label,
        quantity: bookingExtras.quantity,
        count: bookingExtras.count,
        key: tourExtras.key,
      })
      .from(bookingExtras)
      .innerJoin(bookings, eq(bookings.id, bookingExtras.bookingId))
      .leftJoin(tourExtras, eq(tourExtras.id, bookingExtras.tourExtraId))
      .where(and(eq(bookings.departureId, departureId), inArray(bookings.status, [...MANIFEST_STATUSES])))
      .orderBy(asc(bookingExtras.id)),
    db()
      .select({ seats: sql<number>`coalesce(sum(${bookings.seatCount}), 0)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.departureId, departureId),
          eq(bookings.status, "pending_payment"),
          gt(bookings.holdExpiresAt, now),
        ),
      ),
  ]);

  const extrasByBooking = new Map<number, string[]>();
  for (const extra of extras) {
    const times = extra.count ?? extra.quantity;
    const text = `${localize(extra.label as LocalizedText, language)}${times && times > 1 ? ` ×${times}` : ""}`;
    extrasByBooking.set(extra.bookingId, [...(extrasByBooking.get(extra.bookingId) ?? []), text]);
  }

  const travellers: ManifestTraveller[] = rows.map(({ booking, traveller }) => ({
    bookingId: booking.id,
    reference: booking.reference,
    position: traveller.position,
    kind: traveller.kind,
    name: joinParts([traveller.firstName, traveller.lastName], " "),
    age: ageAtDeparture(traveller.dateOfBirth, departure.startDate),
    dateOfBirth: traveller.dateOfBirth,
    nationality: traveller.nationality,
    passportNumber: traveller.passportNumber,
    passportExpiry: traveller.passportExpiry,
    passportTooSoon: passportExpiresTooSoon(traveller.passportExpiry, departure.endDate),
    dietary: booking.dietary,
    emergencyContact:
      joinParts(
        [
          booking.emergencyName,
          booking.emergencyRelation && `(${booking.emergencyRelation})`,
          booking.emergencyPhone,
        ],
        " ",
      ) || null,
    rooms: booking.rooms ?? {},
    extras: (extrasByBooking.get(booking.id) ?? []).join(", "),
    specialRequests: booking.specialRequests,
  }));

  return { departure, travellers, heldSeats: held?.seats ?? 0 };
}

export type Manifest = NonNullable<Awaited<ReturnType<typeof loadManifest>>>;

/** The manifest as CSV for the lodges and the guides: one row per traveller, in the staff member's language. */
export function manifestCsv(manifest: Manifest, language: Language) {
  const t = serverT(language, "admin-departures");
  const { departure } = manifest;
  return csvResponse(
    `manifest-${departure.startDate}-${departure.id}`,
    [
      "booking",
      "traveller",
      "kind",
      "name",
      "date_of_birth",
      "age_at_departure",
      "nationality",
      "passport",
      "passport_expiry",
      "passport_expires_within_6_months",
      "dietary",
      "emergency_contact",
      "rooms",
      "extras_and_transfers",
      "special_requests",
    ],
    manifest.travellers.map((row) => [
      row.reference,
      row.position,
      t(`kind.${row.kind}`),
      row.name,
      row.dateOfBirth ?? "",
      row.age ?? "",
      row.nationality ?? "",
      row.passportNumber ?? "",
      row.passportExpiry ?? "",
      row.passportTooSoon ? "yes" : "",
      row.dietary ?? "",
      row.emergencyContact ?? "",
      roomsText(row.rooms, (type) => t(`rooms.${type}`)),
      row.extras,
      row.specialRequests ?? "",
    ]),
  );
}
