import { describe, expect, it } from "vitest";
import { newBookingReference, parseBookingReference } from "./reference";

const fixed = { now: () => Date.UTC(2026, 4, 1, 9, 30), random: () => new Uint8Array([0, 25, 26, 35]) };

describe("newBookingReference", () => {
  it("is EA, the time in upper-case base 36 and four random characters", () => {
    const time = Date.UTC(2026, 4, 1, 9, 30).toString(36).toUpperCase();
    expect(time).toHaveLength(8);
    expect(newBookingReference(fixed)).toBe(`EA${time}AZ09`);
  });

  it("pads an early time to eight digits and keeps the order of time", () => {
    expect(newBookingReference({ ...fixed, now: () => 0 })).toBe("EA00000000AZ09");
    expect(newBookingReference({ ...fixed, now: () => 35 })).toBe("EA0000000ZAZ09");
    const earlier = newBookingReference({ now: () => Date.UTC(2026, 0, 1) });
    const later = newBookingReference({ now: () => Date.UTC(2026, 0, 1, 0, 0, 1) });
    expect(earlier.slice(0, 10) < later.slice(0, 10)).toBe(true);
  });

  it("reads the clock and the random source each time", () => {
    const made = new Set(Array.from({ length: 200 }, () => newBookingReference()));
    expect(made.size).toBeGreaterThan(190);
    for (const reference of made) expect(parseBookingReference(reference)).toBe(reference);
  });

  it("refuses a clock that gives no time", () => {
    expect(() => newBookingReference({ now: () => Number.NaN })).toThrow(RangeError);
    expect(() => newBookingReference({ now: () => -1 })).toThrow(RangeError);
  });
});

describe("parseBookingReference", () => {
  it("takes a reference from a URL, trimmed and upper-cased", () => {
    expect(parseBookingReference("EAMOMQ3XC0AZ09")).toBe("EAMOMQ3XC0AZ09");
    expect(parseBookingReference(" eamomq3xc0az09 ")).toBe("EAMOMQ3XC0AZ09");
    expect(parseBookingReference(new URLSearchParams("ref=EA1MOMQ3XC0AZ09").get("ref"))).toBe(
      "EA1MOMQ3XC0AZ09",
    );
  });

  it("refuses anything else", () => {
    for (const value of [
      null,
      undefined,
      42,
      "",
      "EA",
      "XXMOMQ3XC0AZ09",
      "EAMOMQ3XC0AZ0",
      "EAMOMQ3XC0AZ09123",
      "EAMOMQ3XC0-Z09",
      "EAMOMQ3XC0AZ0%",
      "EA MOMQ3XC0AZ09",
      `EAMOMQ3XC0AZ09${" ".repeat(40)}`,
    ]) {
      expect(parseBookingReference(value), String(value)).toBeNull();
    }
  });
});
