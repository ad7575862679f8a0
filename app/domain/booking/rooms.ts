import type { Party } from "../pricing";
import { countProblem } from "./counts";

/**
 * The rooms a party sleeps in (step 1: rooms and room type). A room holds
 * adults and children up to its capacity; infants share their parents' room
 * and take no bed. A party may mix types (a double and a single for three
 * adults). The single room supplement is an extra priced per single room
 * (`quote()`'s per-room extras bound to a room type).
 */
export const ROOM_TYPES = ["double", "twin", "single", "triple"] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const ROOM_CAPACITY: { readonly [T in RoomType]: number } = {
  double: 2,
  twin: 2,
  single: 1,
  triple: 3,
};

/** How many rooms of each type; a type left out is none. */
export type Rooms = Partial<Record<RoomType, number>>;

/** The number of rooms, of one type or of all. */
export function roomCount(rooms: Rooms, type?: RoomType): number {
  const types: readonly RoomType[] = type ? [type] : ROOM_TYPES;
  return types.reduce<number>((n, t) => n + (rooms[t] ?? 0), 0);
}

/** The beds the rooms have: each room's capacity times its count. */
export function bedsIn(rooms: Rooms): number {
  return ROOM_TYPES.reduce<number>((n, t) => n + (rooms[t] ?? 0) * ROOM_CAPACITY[t], 0);
}

export type RoomsProblem =
  | { field: RoomType; reason: "not_whole_number" | "negative" }
  | { field: "rooms"; reason: "no_room" }
  | { field: "rooms"; reason: "too_few_beds"; beds: number; needed: number }
  | { field: "rooms"; reason: "more_rooms_than_travellers"; rooms: number; travellers: number };

export type RoomsCheck = { ok: true; rooms: number; beds: number } | { ok: false; problems: RoomsProblem[] };

/**
 * Whether the rooms hold the party: whole counts, none negative, at least
 * one room, a bed for every adult and child, and no room left empty (there
 * cannot be more rooms than adults and children to sleep in them).
 */
export function checkRooms(rooms: Rooms, party: Party): RoomsCheck {
  const problems: RoomsProblem[] = [];
  for (const type of ROOM_TYPES) {
    const reason = countProblem(rooms[type] ?? 0);
    if (reason) problems.push({ field: type, reason });
  }
  if (problems.length > 0) return { ok: false, problems };
  const count = roomCount(rooms);
  const beds = bedsIn(rooms);
  const needed = party.adults + party.children;
  if (count === 0) problems.push({ field: "rooms", reason: "no_room" });
  else if (beds < needed) problems.push({ field: "rooms", reason: "too_few_beds", beds, needed });
  else if (count > needed)
    problems.push({ field: "rooms", reason: "more_rooms_than_travellers", rooms: count, travellers: needed });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rooms: count, beds };
}
