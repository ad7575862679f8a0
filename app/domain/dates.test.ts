import { describe, expect, it } from "vitest";
import { formatLongDate, monthNames } from "./dates";

describe("formatLongDate", () => {
  it("formats a calendar date as that day in every language", () => {
    expect(formatLongDate("2026-03-01", "en")).toBe("March 1, 2026");
    expect(formatLongDate("2026-03-01", "de")).toBe("1. März 2026");
    expect(formatLongDate("2026-03-01", "fr")).toBe("1 mars 2026");
    expect(formatLongDate("2026-03-01", "es")).toBe("1 de marzo de 2026");
    expect(formatLongDate("2026-03-01", "zh")).toBe("2026年3月1日");
  });

  it("reads a timestamp in East Africa Time", () => {
    // 22:00 UTC on 28 February is already 1 March in Arusha.
    expect(formatLongDate(new Date("2026-02-28T22:00:00Z"), "en")).toBe("March 1, 2026");
  });
});

describe("monthNames", () => {
  it("lists the twelve months in the page language", () => {
    const de = monthNames("de");
    expect(de).toHaveLength(12);
    expect(de[0]).toMatchObject({ month: 1, long: "Januar" });
    expect(monthNames("fr")[7]?.long).toBe("août");
    expect(monthNames("zh")[11]?.long).toBe("十二月");
  });
});
