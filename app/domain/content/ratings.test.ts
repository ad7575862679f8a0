import { describe, expect, it } from "vitest";
import { starParts, summariseRatings } from "./ratings";

describe("summariseRatings", () => {
  it("averages testimonials and tour reviews together, weighting tours by their review count", () => {
    const summary = summariseRatings(
      [
        { rating: 5, total: 3 },
        { rating: 4, total: 1 },
      ],
      [
        { rating: 4.5, reviewCount: 4 },
        { rating: 3, reviewCount: 2 },
      ],
    );
    // (5*3 + 4 + 4.5*4 + 3*2) / (4 + 6) = 43 / 10
    expect(summary.average).toBe(4.3);
    expect(summary.count).toBe(10);
    expect(summary.testimonials).toEqual({ count: 4, byStars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 3 } });
  });

  it("ignores ratings outside 1-5 and tours without reviews", () => {
    const summary = summariseRatings(
      [
        { rating: 0, total: 4 },
        { rating: 6, total: 1 },
        { rating: 2, total: 1 },
      ],
      [
        { rating: 5, reviewCount: 0 },
        { rating: 9, reviewCount: 10 },
      ],
    );
    expect(summary.average).toBe(2);
    expect(summary.count).toBe(1);
  });

  it("has no average when there is nothing to average", () => {
    expect(summariseRatings([], [])).toEqual({
      average: null,
      count: 0,
      testimonials: { count: 0, byStars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });
});

describe("starParts", () => {
  it("rounds to the nearest half star and always makes five", () => {
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts(4.7)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(4.2)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts(3.75)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starParts(0)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starParts(12)).toEqual({ full: 5, half: false, empty: 0 });
  });
});
