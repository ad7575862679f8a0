import { type Money, times } from "../money";
import type { Party } from "../pricing";
import { countProblem } from "./counts";
import { type Rooms, type RoomType, roomCount } from "./rooms";

/**
 * Extras and add-ons (step 3): airport transfer, travel insurance, the
 * single room supplement and any others staff define, each priced per
 * traveller, per booking or per room. `quote()` turns the chosen ones into
 * price lines; the caller loads them from the database, never from the form.
 */
export const EXTRA_BASES = ["per_person", "per_booking", "per_room"] as const;
export type ExtraBasis = (typeof EXTRA_BASES)[number];

export type Extra = {
  id: string | number;
  label: string;
  /** The price of one: for one traveller, the booking or one room (US cents as Money). */
  price: Money;
  basis: ExtraBasis;
  /**
   * A per-room extra for rooms of this type only, counted from the rooms
   * chosen whatever `quantity` says: the single room supplement is
   * `{ basis: "per_room", roomType: "single" }`, so it is added (once per
   * single room) as soon as a single room is chosen, and drops out without one.
   */
  roomType?: RoomType | null;
  /**
   * How many: per person, the travellers it covers (everyone, infants too,
   * unless said; at most the party); per booking, 1 unless said; per room,
   * every room unless said (at most the rooms).
   */
  quantity?: number;
};

/** An extra as a price line: how many, the price of one, and the two multiplied. */
export type ExtraLine = {
  id: string | number;
  label: string;
  basis: ExtraBasis;
  count: number;
  unit: Money;
  amount: Money;
};

export type ExtraProblem = {
  id: string | number;
  reason: "not_whole_number" | "negative" | "more_than_travellers" | "more_than_rooms";
};

type Counted = { count: number } | { reason: ExtraProblem["reason"] };

function countOf(extra: Extra, party: Party, rooms: Rooms): Counted {
  const seats = party.adults + party.children + party.infants;
  if (extra.basis === "per_room" && extra.roomType) return { count: roomCount(rooms, extra.roomType) };
  const fallback = { per_person: seats, per_booking: 1, per_room: roomCount(rooms) }[extra.basis];
  const count = extra.quantity ?? fallback;
  const problem = countProblem(count);
  if (problem) return { reason: problem };
  if (extra.basis === "per_person" && count > seats) return { reason: "more_than_travellers" };
  if (extra.basis === "per_room" && count > fallback) return { reason: "more_than_rooms" };
  return { count };
}

/** What is wrong with the extras chosen (an empty list when nothing is): for the form, before `quote()`. */
export function checkExtras(extras: readonly Extra[], party: Party, rooms: Rooms = {}): ExtraProblem[] {
  return extras.flatMap((extra) => {
    const counted = countOf(extra, party, rooms);
    return "reason" in counted ? [{ id: extra.id, reason: counted.reason }] : [];
  });
}

/**
 * The extras as price lines, in the order given; an extra that counts zero
 * (no single room, a quantity of 0) has no line. Throws on a count
 * `checkExtras` refuses (the caller checks the form first) and on a
 * negative price (a discount is not an extra).
 */
export function extraLines(extras: readonly Extra[], party: Party, rooms: Rooms = {}): ExtraLine[] {
  const lines: ExtraLine[] = [];
  for (const extra of extras) {
    const counted = countOf(extra, party, rooms);
    if ("reason" in counted) throw new RangeError(`Extra ${extra.id}: ${counted.reason}`);
    if (extra.price.amountMinor < 0) throw new RangeError(`Extra ${extra.id}: a negative price`);
    if (counted.count === 0) continue;
    const { id, label, basis, price } = extra;
    lines.push({ id, label, basis, count: counted.count, unit: price, amount: times(price, counted.count) });
  }
  return lines;
}
