import { describe, expect, it } from "vitest";
import {
  checkParty,
  checkPassportExpiry,
  checkTravellerAge,
  kindForAge,
  maxPartySize,
  PARTY_HARD_CAP,
  seatsFor,
  travellersMatchParty,
  tripEndDate,
} from "./party";

const party = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });
const tour = { maxGroupSize: 6 };

describe("seatsFor", () => {
  it("gives everyone a seat, infants too", () => {
    expect(seatsFor(party(2, 1, 1))).toBe(4);
    expect(seatsFor(party(1))).toBe(1);
  });
});

describe("maxPartySize", () => {
  it("is the tour's max group size, never above the hard cap", () => {
    expect(maxPartySize(6)).toBe(6);
    expect(maxPartySize(40)).toBe(PARTY_HARD_CAP);
    expect(maxPartySize(null)).toBe(20);
    expect(maxPartySize(0)).toBe(20);
    expect(maxPartySize(2.5)).toBe(20);
    expect(maxPartySize(null, 12)).toBe(12);
  });
});

describe("checkParty", () => {
  it("takes a party with at least one adult within the tour's size", () => {
    expect(checkParty(party(2, 1, 1), tour)).toEqual({ ok: true, party: party(2, 1, 1), seats: 4 });
    expect(checkParty(party(6), tour)).toMatchObject({ ok: true, seats: 6 });
    expect(checkParty(party(20), { maxGroupSize: null })).toMatchObject({ ok: true, seats: 20 });
  });

  it("refuses 0, -1 and 10^9 with a reason code", () => {
    expect(checkParty(party(0), tour)).toEqual({
      ok: false,
      problems: [{ field: "adults", reason: "no_adult" }],
    });
    expect(checkParty(party(0, 2), tour)).toEqual({
      ok: false,
      problems: [{ field: "adults", reason: "no_adult" }],
    });
    expect(checkParty(party(-1), tour)).toEqual({
      ok: false,
      problems: [{ field: "adults", reason: "negative" }],
    });
    expect(checkParty(party(1, -1, -3), tour)).toEqual({
      ok: false,
      problems: [
        { field: "children", reason: "negative" },
        { field: "infants", reason: "negative" },
      ],
    });
    expect(checkParty(party(10 ** 9), tour)).toEqual({
      ok: false,
      problems: [{ field: "party", reason: "too_large", max: 6 }],
    });
  });

  it("counts infants towards the tour's maximum, and holds a tour without one to the cap", () => {
    expect(checkParty(party(4, 2, 1), tour)).toMatchObject({
      ok: false,
      problems: [{ reason: "too_large", max: 6 }],
    });
    expect(checkParty(party(21), { maxGroupSize: null })).toMatchObject({ problems: [{ max: 20 }] });
    expect(checkParty(party(25), { maxGroupSize: 30 })).toMatchObject({ problems: [{ max: 20 }] });
    expect(checkParty(party(7), { maxGroupSize: null, hardCap: 6 })).toMatchObject({
      problems: [{ max: 6 }],
    });
  });

  it("refuses fractions, non-numbers and unsafe integers", () => {
    expect(checkParty(party(1.5), tour)).toEqual({
      ok: false,
      problems: [{ field: "adults", reason: "not_whole_number" }],
    });
    expect(checkParty(party(2, Number.NaN, Number.POSITIVE_INFINITY), tour)).toMatchObject({
      problems: [
        { field: "children", reason: "not_whole_number" },
        { field: "infants", reason: "not_whole_number" },
      ],
    });
    expect(checkParty(party(2 ** 60), tour)).toMatchObject({ problems: [{ reason: "not_whole_number" }] });
  });
});

describe("kindForAge", () => {
  it("follows the spec's ages: infants 0-4, children 5-17, adults 18+", () => {
    expect([0, 4, 5, 17, 18, 90].map(kindForAge)).toEqual([
      "infant",
      "infant",
      "child",
      "child",
      "adult",
      "adult",
    ]);
  });
});

describe("checkTravellerAge", () => {
  const departure = "2026-07-15";

  it("accepts a traveller of the category they were booked in", () => {
    expect(checkTravellerAge({ dateOfBirth: "1980-01-31", kind: "adult" }, departure)).toEqual({
      ok: true,
      age: 46,
      kind: "adult",
    });
    expect(checkTravellerAge({ dateOfBirth: "2021-07-16", kind: "infant" }, departure)).toMatchObject({
      ok: true,
      age: 4,
    });
  });

  it("moves a traveller up a category on a birthday that is the travel date", () => {
    expect(checkTravellerAge({ dateOfBirth: "2008-07-15", kind: "child" }, departure)).toEqual({
      ok: false,
      reason: "wrong_category",
      age: 18,
      kind: "adult",
    });
    expect(checkTravellerAge({ dateOfBirth: "2008-07-16", kind: "child" }, departure)).toMatchObject({
      ok: true,
      age: 17,
    });
    expect(checkTravellerAge({ dateOfBirth: "2021-07-15", kind: "infant" }, departure)).toMatchObject({
      ok: false,
      kind: "child",
    });
  });

  it("counts a 29 February birthday as passed on 1 March of a common year", () => {
    const leapling = { dateOfBirth: "2008-02-29", kind: "child" as const };
    expect(checkTravellerAge(leapling, "2026-02-28")).toMatchObject({ ok: true, age: 17 });
    expect(checkTravellerAge(leapling, "2026-03-01")).toMatchObject({ ok: false, age: 18, kind: "adult" });
  });

  it("refuses a date of birth that is no date, after the trip, or too long ago", () => {
    for (const dateOfBirth of ["2010-02-30", "15/07/2010", ""]) {
      expect(checkTravellerAge({ dateOfBirth, kind: "child" }, departure)).toEqual({
        ok: false,
        reason: "invalid_date_of_birth",
      });
    }
    expect(checkTravellerAge({ dateOfBirth: "2026-07-16", kind: "infant" }, departure)).toEqual({
      ok: false,
      reason: "born_after_travel",
    });
    expect(checkTravellerAge({ dateOfBirth: "2026-07-15", kind: "infant" }, departure)).toMatchObject({
      ok: true,
      age: 0,
    });
    expect(checkTravellerAge({ dateOfBirth: "1900-01-01", kind: "adult" }, departure)).toEqual({
      ok: false,
      reason: "implausible_age",
    });
  });
});

describe("travellersMatchParty", () => {
  it("wants as many travellers of each kind as were booked", () => {
    expect(travellersMatchParty(party(2, 1), ["adult", "child", "adult"])).toBe(true);
    expect(travellersMatchParty(party(2, 1), ["adult", "adult", "adult"])).toBe(false);
    expect(travellersMatchParty(party(2, 1), ["adult", "child"])).toBe(false);
    expect(travellersMatchParty(party(1, 0, 1), ["adult", "infant"])).toBe(true);
  });
});

describe("tripEndDate", () => {
  it("is the last day of the trip", () => {
    expect(tripEndDate("2026-07-01", 7)).toBe("2026-07-07");
    expect(tripEndDate("2026-07-01", 1)).toBe("2026-07-01");
    expect(tripEndDate("2026-02-25", 5)).toBe("2026-03-01");
    expect(tripEndDate("2026-07-01", 0)).toBe("2026-07-01");
  });
});

describe("checkPassportExpiry", () => {
  it("wants the passport valid at least 6 months after the return date", () => {
    expect(checkPassportExpiry("2027-01-07", "2026-07-07")).toEqual({ ok: true });
    expect(checkPassportExpiry("2027-01-06", "2026-07-07")).toEqual({
      ok: false,
      reason: "expires_too_soon",
      mustBeValidUntil: "2027-01-07",
    });
    expect(checkPassportExpiry("2026-07-01", "2026-07-07")).toMatchObject({ reason: "expires_too_soon" });
  });

  it("counts 6 months from the end of a month to the last day of the shorter month", () => {
    expect(checkPassportExpiry("2027-02-28", "2026-08-31")).toEqual({ ok: true });
    expect(checkPassportExpiry("2027-02-27", "2026-08-31")).toMatchObject({ mustBeValidUntil: "2027-02-28" });
    expect(checkPassportExpiry("2028-02-28", "2027-08-31")).toMatchObject({ mustBeValidUntil: "2028-02-29" });
  });

  it("refuses an expiry that is no date", () => {
    expect(checkPassportExpiry("2027-02-30", "2026-07-07")).toEqual({ ok: false, reason: "invalid_date" });
    expect(checkPassportExpiry("next year", "2026-07-07")).toEqual({ ok: false, reason: "invalid_date" });
  });
});
