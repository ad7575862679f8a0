import { describe, expect, it } from "vitest";
import { addToSelection, cleanSelection, comparePath, isShareToken, parseTourIds } from "./comparison";

describe("cleanSelection", () => {
  it("keeps positive integer ids, once each, at most four", () => {
    expect(cleanSelection([3, 1, 3, 2, 7, 9])).toEqual([3, 1, 2, 7]);
  });

  it("drops what is not a tour id", () => {
    expect(cleanSelection([1, "2", -3, 0, 1.5, null, {}, Number.NaN, 4])).toEqual([1, 4]);
    expect(cleanSelection("1,2")).toEqual([]);
    expect(cleanSelection(null)).toEqual([]);
  });
});

describe("addToSelection", () => {
  it("adds at the end, refuses a duplicate and a fifth", () => {
    expect(addToSelection([1], 2)).toEqual({ ids: [1, 2], result: "added" });
    expect(addToSelection([1, 2], 2)).toEqual({ ids: [1, 2], result: "duplicate" });
    expect(addToSelection([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], result: "full" });
  });
});

describe("parseTourIds", () => {
  it("reads ids in order, once each", () => {
    expect(parseTourIds("3, 1,3,2")).toEqual({ ids: [3, 1, 2], invalid: 0, dropped: 0 });
  });

  it("counts entries that are not ids and ids past the fourth", () => {
    expect(parseTourIds("abc,-1,0,1e3,2")).toEqual({ ids: [2], invalid: 4, dropped: 0 });
    const many = Array.from({ length: 50 }, (_, i) => i + 1).join(",");
    expect(parseTourIds(many)).toEqual({ ids: [1, 2, 3, 4], invalid: 0, dropped: 46 });
    expect(parseTourIds(null)).toEqual({ ids: [], invalid: 0, dropped: 0 });
    expect(parseTourIds("9999999999")).toEqual({ ids: [], invalid: 1, dropped: 0 });
  });

  it("builds the address back", () => {
    expect(comparePath([3, 1])).toBe("/compare?tours=3,1");
  });
});

describe("isShareToken", () => {
  it("accepts URL-safe tokens of 10 to 64 characters", () => {
    expect(isShareToken("abcDEF12_-")).toBe(true);
    expect(isShareToken("short")).toBe(false);
    expect(isShareToken("has space in it")).toBe(false);
    expect(isShareToken(undefined)).toBe(false);
  });
});
