import { describe, expect, it } from "vitest";
import { accommodationType, experienceCategory } from "#app/db/schema/enums";
import {
  ACCOMMODATION_TYPES,
  accommodationSearch,
  countryCode,
  EXPERIENCE_CATEGORIES,
  parseAccommodationFilters,
  parseExperienceCategory,
  ratingValue,
  stayTimes,
} from "./places";

describe("closed lists", () => {
  it("match the database enums", () => {
    expect([...EXPERIENCE_CATEGORIES]).toEqual(experienceCategory.enumValues);
    expect([...ACCOMMODATION_TYPES]).toEqual(accommodationType.enumValues);
  });
});

describe("parseExperienceCategory", () => {
  it("reads a known category and ignores anything else", () => {
    expect(parseExperienceCategory(new URLSearchParams("category=wellness"))).toBe("wellness");
    expect(parseExperienceCategory(new URLSearchParams("category=WELLNESS"))).toBeNull();
    expect(parseExperienceCategory(new URLSearchParams("category=<script>"))).toBeNull();
    expect(parseExperienceCategory(new URLSearchParams(""))).toBeNull();
  });
});

describe("parseAccommodationFilters", () => {
  it("reads the type and the location slug", () => {
    expect(parseAccommodationFilters(new URLSearchParams("type=camp&location=serengeti"))).toEqual({
      type: "camp",
      location: "serengeti",
    });
  });

  it("drops values that cannot be right instead of failing", () => {
    expect(parseAccommodationFilters(new URLSearchParams("type=castle&location=../etc"))).toEqual({
      type: null,
      location: null,
    });
    expect(parseAccommodationFilters(new URLSearchParams("type=&location="))).toEqual({
      type: null,
      location: null,
    });
  });

  it("round-trips through the query string", () => {
    const filters = { type: "lodge", location: "tanzania" } as const;
    expect(parseAccommodationFilters(new URLSearchParams(accommodationSearch(filters)))).toEqual(filters);
    expect(accommodationSearch({ type: null, location: null })).toBe("");
    expect(accommodationSearch({ type: null, location: "zanzibar" })).toBe("?location=zanzibar");
  });
});

describe("stayTimes", () => {
  it("defaults to check-in 14:00 and check-out 11:00", () => {
    expect(stayTimes({})).toEqual({ checkIn: "14:00", checkOut: "11:00" });
    expect(stayTimes({ checkInTime: null, checkOutTime: "" })).toEqual({
      checkIn: "14:00",
      checkOut: "11:00",
    });
  });

  it("keeps the property's own times", () => {
    expect(stayTimes({ checkInTime: "12:00", checkOutTime: "10:00" })).toEqual({
      checkIn: "12:00",
      checkOut: "10:00",
    });
  });

  it("ignores times that are not times", () => {
    expect(stayTimes({ checkInTime: "25:00", checkOutTime: "noon" })).toEqual({
      checkIn: "14:00",
      checkOut: "11:00",
    });
  });
});

describe("countryCode", () => {
  it("knows the countries we travel to", () => {
    expect(countryCode("Tanzania")).toBe("TZ");
    expect(countryCode(" rwanda ")).toBe("RW");
    expect(countryCode("Atlantis")).toBeNull();
    expect(countryCode(null)).toBeNull();
  });
});

describe("ratingValue", () => {
  it("keeps ratings from 1 to 5 with one decimal", () => {
    expect(ratingValue(4.8)).toBe(4.8);
    expect(ratingValue("4.66")).toBe(4.7);
    expect(ratingValue(0)).toBeNull();
    expect(ratingValue(null)).toBeNull();
    expect(ratingValue(6)).toBeNull();
  });
});
