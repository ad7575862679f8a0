import { describe, expect, it } from "vitest";
import { hoursBetween, lastTwelveMonths, revenueBars } from "./dashboard";

describe("the revenue chart", () => {
  it("covers the twelve months ending with this one, across a year's end", () => {
    const months = lastTwelveMonths("2026-02-15");
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-03");
    expect(months.at(-1)).toBe("2026-02");
  });

  it("fills months without payments with 0 and scales bars to the best month", () => {
    const bars = revenueBars("2026-02-15", [
      { month: "2026-02", cents: 50_000 },
      { month: "2025-12", cents: 200_000 },
      { month: "2025-11", cents: -3_000 },
      { month: "2024-01", cents: 999_999 },
    ]);
    expect(bars).toHaveLength(12);
    expect(bars.find((bar) => bar.month === "2025-12")).toEqual({
      month: "2025-12",
      cents: 200_000,
      percent: 100,
    });
    expect(bars.find((bar) => bar.month === "2026-02")?.percent).toBe(25);
    expect(bars.find((bar) => bar.month === "2025-11")).toEqual({
      month: "2025-11",
      cents: -3_000,
      percent: 0,
    });
    expect(bars.find((bar) => bar.month === "2026-01")?.cents).toBe(0);
  });
});

it("counts an enquiry's wait in whole hours", () => {
  expect(hoursBetween(new Date("2026-01-01T00:00:00Z"), new Date("2026-01-02T01:59:00Z"))).toBe(25);
});
