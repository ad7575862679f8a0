import { describe, expect, it } from "vitest";
import { officeLocalToUtc, utcToOfficeLocal } from "./office-datetime";

// The blog's publish time is typed in East Africa Time (UTC+3, no daylight
// saving) and stored as a UTC instant.

describe("East Africa Time in the form, UTC in the database", () => {
  it("reads a typed time as EAT and gives the UTC instant", () => {
    expect(officeLocalToUtc("2026-03-01T09:00")?.toISOString()).toBe("2026-03-01T06:00:00.000Z");
    expect(officeLocalToUtc("2026-03-01T09:00:30")?.toISOString()).toBe("2026-03-01T06:00:30.000Z");
    // Just after midnight in Arusha is still the previous day in UTC.
    expect(officeLocalToUtc("2026-01-01T01:30")?.toISOString()).toBe("2025-12-31T22:30:00.000Z");
  });

  it("shows a stored instant as the Arusha wall clock", () => {
    expect(utcToOfficeLocal(new Date("2026-03-01T06:00:00Z"))).toBe("2026-03-01T09:00");
    expect(utcToOfficeLocal(new Date("2025-12-31T22:30:59Z"))).toBe("2026-01-01T01:30");
    expect(utcToOfficeLocal(new Date("2026-06-30T21:00:00Z"))).toBe("2026-07-01T00:00");
  });

  it("round-trips every hour of a year", () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(officeLocalToUtc(utcToOfficeLocal(instant))?.getTime()).toBe(instant.getTime());
    }
  });

  it("follows a zone's own rules (daylight saving) when asked for another zone", () => {
    expect(officeLocalToUtc("2026-07-01T12:00", "Europe/Berlin")?.toISOString()).toBe(
      "2026-07-01T10:00:00.000Z",
    );
    expect(officeLocalToUtc("2026-01-01T12:00", "Europe/Berlin")?.toISOString()).toBe(
      "2026-01-01T11:00:00.000Z",
    );
    expect(utcToOfficeLocal(new Date("2026-07-01T10:00:00Z"), "Europe/Berlin")).toBe("2026-07-01T12:00");
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01T10:60",
      "2026-01-01",
      "01/03/2026 09:00",
      "2026-01-01T10:00Z",
      "tomorrow",
    ]) {
      expect(officeLocalToUtc(bad), bad).toBeNull();
    }
  });
});
