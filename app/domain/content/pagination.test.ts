import { describe, expect, it } from "vitest";
import { blogListHref, matchCategory, pageCount, pageWindow, parsePage } from "./pagination";

describe("parsePage", () => {
  it("reads a positive whole number", () => {
    expect(parsePage("1")).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage(" 12 ")).toBe(12);
  });

  it("falls back to page 1 for anything else", () => {
    for (const raw of [null, undefined, "", "0", "-2", "2.5", "abc", "1e3", "9999999", "1;drop"]) {
      expect(parsePage(raw), String(raw)).toBe(1);
    }
  });
});

describe("pageCount", () => {
  it("rounds up and never goes below one page", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });
});

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 9, 10]);
    // A gap of a single page shows that page instead.
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });
});

describe("matchCategory", () => {
  const categories = ["Kilimanjaro", "Safari Planning", "Responsible Travel"];
  it("matches the slug of an existing category", () => {
    expect(matchCategory("safari-planning", categories)).toBe("Safari Planning");
    expect(matchCategory("Kilimanjaro", categories)).toBe("Kilimanjaro");
  });
  it("knows nothing of other values", () => {
    expect(matchCategory("gorillas", categories)).toBeNull();
    expect(matchCategory("", categories)).toBeNull();
    expect(matchCategory(null, categories)).toBeNull();
  });
});

describe("blogListHref", () => {
  it("puts category and page in the URL, leaving defaults out", () => {
    expect(blogListHref(null)).toBe("/blog");
    expect(blogListHref(null, 2)).toBe("/blog?page=2");
    expect(blogListHref("Safari Planning")).toBe("/blog?category=safari-planning");
    expect(blogListHref("Safari Planning", 3)).toBe("/blog?category=safari-planning&page=3");
  });
});
