import { describe, expect, it } from "vitest";
import { detectSwipe, wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("wraps past the last slide to the first and before the first to the last", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(3, 5)).toBe(3);
    expect(wrapIndex(11, 5)).toBe(1);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it("is 0 for an empty or single-slide carousel", () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });
});

describe("detectSwipe", () => {
  const at = (x: number, time: number, y = 100) => ({ x, y, time });

  it("is a left swipe at 50 px within 300 ms, and a right swipe the other way", () => {
    expect(detectSwipe(at(200, 0), at(150, 300))).toBe("left");
    expect(detectSwipe(at(100, 1000), at(150, 1120))).toBe("right");
  });

  it("ignores movements shorter than 50 px", () => {
    expect(detectSwipe(at(200, 0), at(151, 100))).toBeNull();
    expect(detectSwipe(at(100, 0), at(149, 100))).toBeNull();
  });

  it("ignores movements slower than 300 ms", () => {
    expect(detectSwipe(at(300, 0), at(100, 301))).toBeNull();
  });

  it("ignores mostly vertical movements (scrolling)", () => {
    expect(detectSwipe(at(200, 0, 0), at(140, 200, 80))).toBeNull();
    expect(detectSwipe(at(200, 0, 0), at(130, 200, 40))).toBe("left");
  });

  it("ignores samples out of order", () => {
    expect(detectSwipe(at(200, 500), at(100, 400))).toBeNull();
  });
});
