import { ROOM_TYPES, type Rooms, type RoomType } from "../booking/rooms";
import { addMonths, ageOn, type IsoDate } from "../dates";

/**
 * What a departure's manifest says of each traveller beyond what was typed
 * (issue 15, item 4): the age on the day the trip starts, and whether the
 * passport runs out too soon. Most countries ask for a passport valid six
 * months after the stay, so it is measured from the trip's last day.
 */

export const PASSPORT_VALID_MONTHS_AFTER_TRIP = 6;

/** Age in whole years on the departure day; null without a date of birth. */
export function ageAtDeparture(dateOfBirth: IsoDate | null, startDate: IsoDate): number | null {
  if (!dateOfBirth) return null;
  return ageOn(dateOfBirth, startDate);
}

/**
 * Whether the passport expires before six months after the trip's last
 * day (expiring on that very day passes). Without an expiry, nothing to flag:
 * the manifest shows it as missing instead.
 */
export function passportExpiresTooSoon(expiry: IsoDate | null, endDate: IsoDate): boolean {
  if (!expiry) return false;
  return expiry < addMonths(endDate, PASSPORT_VALID_MONTHS_AFTER_TRIP);
}

/** "1 × Double, 1 × Single": the booking's rooms, each type named by `name` (the page's language). */
export function roomsText(rooms: Rooms, name: (type: RoomType) => string): string {
  return ROOM_TYPES.filter((type) => (rooms[type] ?? 0) > 0)
    .map((type) => `${rooms[type]} × ${name(type)}`)
    .join(", ");
}
