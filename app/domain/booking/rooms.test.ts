import { describe, expect, it } from "vitest";
import { bedsIn, checkRooms, ROOM_CAPACITY, roomCount } from "./rooms";

const party = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });

describe("rooms", () => {
  it("know their capacity: double and twin 2, single 1, triple 3", () => {
    expect(ROOM_CAPACITY).toEqual({ double: 2, twin: 2, single: 1, triple: 3 });
    expect(bedsIn({ double: 1, single: 1, triple: 2 })).toBe(9);
    expect(roomCount({ double: 1, single: 2 })).toBe(3);
    expect(roomCount({ double: 1, single: 2 }, "single")).toBe(2);
    expect(roomCount({}, "single")).toBe(0);
  });
});

describe("checkRooms", () => {
  it("takes rooms with a bed for every adult and child; infants share", () => {
    expect(checkRooms({ double: 1 }, party(2, 0, 1))).toEqual({ ok: true, rooms: 1, beds: 2 });
    expect(checkRooms({ double: 1, single: 1 }, party(3))).toEqual({ ok: true, rooms: 2, beds: 3 });
    expect(checkRooms({ triple: 1 }, party(2, 1, 2))).toMatchObject({ ok: true });
    // A double for one traveller is a bed to spare, not a problem.
    expect(checkRooms({ double: 1 }, party(1))).toMatchObject({ ok: true });
  });

  it("refuses too few beds, no room and empty rooms", () => {
    expect(checkRooms({ double: 1 }, party(2, 1))).toEqual({
      ok: false,
      problems: [{ field: "rooms", reason: "too_few_beds", beds: 2, needed: 3 }],
    });
    expect(checkRooms({}, party(1))).toEqual({
      ok: false,
      problems: [{ field: "rooms", reason: "no_room" }],
    });
    expect(checkRooms({ single: 3 }, party(2, 0, 1))).toEqual({
      ok: false,
      problems: [{ field: "rooms", reason: "more_rooms_than_travellers", rooms: 3, travellers: 2 }],
    });
  });

  it("refuses counts that are not whole or are negative", () => {
    expect(checkRooms({ double: 1.5, twin: -1 }, party(2))).toEqual({
      ok: false,
      problems: [
        { field: "double", reason: "not_whole_number" },
        { field: "twin", reason: "negative" },
      ],
    });
    expect(checkRooms({ triple: 10 ** 9 }, party(2))).toMatchObject({
      problems: [{ reason: "more_rooms_than_travellers" }],
    });
  });
});
