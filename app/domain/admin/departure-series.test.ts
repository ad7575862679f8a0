import { describe, expect, it } from "vitest";
import {
  departureEnd,
  isYearMonth,
  monthWeeks,
  SERIES_MAX_DATES,
  seriesDates,
  shiftMonth,
  weekdayOf,
} from "./departure-series";

const TODAY = "2026-05-20";

describe("seriesDates", () => {
  it("gives every Monday from June to October, both ends included", () => {
    const result = seriesDates({ from: "2026-06-01", to: "2026-10-26", weekdays: [1] }, TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dates[0]).toBe("2026-06-01");
    expect(result.dates.at(-1)).toBe("2026-10-26");
    expect(result.dates).toHaveLength(22);
    for (const date of result.dates) expect(weekdayOf(date)).toBe(1);
  });

  it("mixes weekdays in date order", () => {
    const result = seriesDates({ from: "2026-06-01", to: "2026-06-14", weekdays: [6, 1] }, TODAY);
    expect(result).toEqual({ ok: true, dates: ["2026-06-01", "2026-06-06", "2026-06-08", "2026-06-13"] });
  });

  it("refuses a range that ends before it starts, starts today or earlier, or is too long", () => {
    expect(seriesDates({ from: "2026-07-01", to: "2026-06-01", weekdays: [1] }, TODAY)).toMatchObject({
      ok: false,
      reason: "order",
    });
    expect(seriesDates({ from: TODAY, to: "2026-06-30", weekdays: [1] }, TODAY)).toMatchObject({
      reason: "past",
    });
    expect(seriesDates({ from: "2026-06-01", to: "2029-06-01", weekdays: [1] }, TODAY)).toMatchObject({
      reason: "tooLong",
    });
  });

  it("refuses a range where no chosen weekday falls", () => {
    expect(seriesDates({ from: "2026-06-02", to: "2026-06-06", weekdays: [1] }, TODAY)).toMatchObject({
      ok: false,
      reason: "none",
    });
  });

  it(`refuses more than ${SERIES_MAX_DATES} dates and says how many it would be`, () => {
    const daily = [0, 1, 2, 3, 4, 5, 6] as const;
    expect(seriesDates({ from: "2026-06-01", to: "2027-05-31", weekdays: daily }, TODAY)).toEqual({
      ok: false,
      reason: "tooMany",
      count: 365,
    });
    // Exactly the cap is allowed.
    const capped = seriesDates({ from: "2026-06-01", to: "2026-12-17", weekdays: daily }, TODAY);
    expect(capped.ok && capped.dates.length).toBe(200);
  });
});

describe("departureEnd", () => {
  it("ends N - 1 days after the start for a tour of N days, the same day without a length", () => {
    expect(departureEnd("2026-06-29", 7)).toBe("2026-07-05");
    expect(departureEnd("2026-06-29", 1)).toBe("2026-06-29");
    expect(departureEnd("2026-06-29", null)).toBe("2026-06-29");
  });
});

describe("the month calendar", () => {
  it("lays a month out in weeks starting on Monday, blank before the 1st and after the last day", () => {
    // June 2026 starts on a Monday and has 30 days.
    const june = monthWeeks("2026-06");
    expect(june).toHaveLength(5);
    expect(june[0]).toEqual([
      "2026-06-01",
      "2026-06-02",
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
      "2026-06-07",
    ]);
    expect(june[4]).toEqual(["2026-06-29", "2026-06-30", null, null, null, null, null]);
    // February 2026 starts on a Sunday: six blanks first.
    const february = monthWeeks("2026-02");
    expect(february[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, "2026-02-01"]);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
  });

  it("moves between months across years and reads only real months", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(isYearMonth("2026-06")).toBe(true);
    expect(isYearMonth("2026-13")).toBe(false);
    expect(isYearMonth("2026-6")).toBe(false);
  });
});
