import { describe, expect, it } from "vitest";
import { monthCalendar, monthKey, monthRanges, normaliseMonths } from "./best-months";

describe("normaliseMonths", () => {
  it("keeps whole months 1-12 once, in calendar order", () => {
    expect(normaliseMonths([10, 2, 2, 7])).toEqual([2, 7, 10]);
  });

  it("drops values that are not months", () => {
    expect(normaliseMonths([0, 13, -1, 2.5, "3", "x", null, 12])).toEqual([3, 12]);
    expect(normaliseMonths(null)).toEqual([]);
    expect(normaliseMonths("1,2")).toEqual([]);
  });
});

describe("monthCalendar", () => {
  it("has twelve months from January, the best ones marked", () => {
    const calendar = monthCalendar([1, 2, 6, 7, 8, 9, 10]);
    expect(calendar).toHaveLength(12);
    expect(calendar[0]).toEqual({ month: 1, key: "jan", best: true });
    expect(calendar[2]).toEqual({ month: 3, key: "mar", best: false });
    expect(calendar.filter((m) => m.best).map((m) => m.key)).toEqual([
      "jan",
      "feb",
      "jun",
      "jul",
      "aug",
      "sep",
      "oct",
    ]);
  });

  it("marks nothing when no month is stored", () => {
    expect(monthCalendar([]).some((m) => m.best)).toBe(false);
  });
});

describe("monthRanges", () => {
  it("groups consecutive months", () => {
    expect(monthRanges([1, 2, 6, 7, 8, 9, 10])).toEqual([
      { from: 1, to: 2 },
      { from: 6, to: 10 },
    ]);
  });

  it("runs on from December into January", () => {
    expect(monthRanges([1, 2, 6, 7, 8, 9, 12])).toEqual([
      { from: 6, to: 9 },
      { from: 12, to: 2 },
    ]);
  });

  it("gives single months as one-month runs", () => {
    expect(monthRanges([3, 5])).toEqual([
      { from: 3, to: 3 },
      { from: 5, to: 5 },
    ]);
  });

  it("gives the whole year as one run and nothing as none", () => {
    expect(monthRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([{ from: 1, to: 12 }]);
    expect(monthRanges([])).toEqual([]);
  });
});

describe("monthKey", () => {
  it("names a month number", () => {
    expect(monthKey(1)).toBe("jan");
    expect(monthKey(12)).toBe("dec");
  });
});
