import { describe, expect, it } from "vitest";
import { altitudeChart, DEFAULT_CHART_OPTIONS } from "./altitude-chart";

const { width, height, padding, inset } = DEFAULT_CHART_OPTIONS;
const top = padding.top;
const bottom = height - padding.bottom;
// The first and last day sit `inset` inside the plot, so their labels fit.
const left = padding.left + inset;
const right = width - padding.right - inset;

const machame = [
  { dayNumber: 1, altitudeM: 2835 },
  { dayNumber: 2, altitudeM: 3750 },
  { dayNumber: 3, altitudeM: 3976 },
  { dayNumber: 4, altitudeM: 3995 },
  { dayNumber: 5, altitudeM: 4673 },
  { dayNumber: 6, altitudeM: 5895 },
  { dayNumber: 7, altitudeM: 1640 },
];

describe("altitudeChart", () => {
  it("rounds the axis out to whole thousands around the data", () => {
    const chart = altitudeChart(machame)!;
    expect(chart.domain).toEqual({ min: 1000, max: 6000 });
    expect(chart.yTicks.map((t) => t.value)).toEqual([1000, 2000, 3000, 4000, 5000, 6000]);
    expect(chart.yTicks[0]!.y).toBe(bottom);
    expect(chart.yTicks.at(-1)!.y).toBe(top);
  });

  it("puts the first day at the left edge, the last at the right, evenly by day number", () => {
    const chart = altitudeChart(machame)!;
    const xs = chart.points.map((p) => p.x);
    expect(xs[0]).toBe(left);
    expect(xs.at(-1)).toBe(right);
    const step = (right - left) / 6;
    for (const [i, x] of xs.entries()) expect(x).toBeCloseTo(left + i * step, 1);
  });

  it("scales altitude linearly: higher is nearer the top", () => {
    const chart = altitudeChart(machame)!;
    const summit = chart.points[5]!;
    const gate = chart.points[6]!;
    expect(chart.peak).toEqual(summit);
    expect(summit.altitudeM).toBe(5895);
    // 5,895 m on a 1,000-6,000 m axis: 97.9% of the way up.
    expect(summit.y).toBeCloseTo(bottom - (4895 / 5000) * (bottom - top), 1);
    expect(gate.y).toBeGreaterThan(summit.y);
    for (const p of chart.points) {
      expect(p.y).toBeGreaterThanOrEqual(top);
      expect(p.y).toBeLessThanOrEqual(bottom);
    }
  });

  it("draws a line through every point and closes the area on the baseline", () => {
    const chart = altitudeChart(machame)!;
    expect(chart.linePath.startsWith(`M${left} `)).toBe(true);
    expect(chart.linePath.match(/L/g)).toHaveLength(6);
    expect(chart.areaPath.endsWith(`L${left} ${bottom} Z`)).toBe(true);
  });

  it("puts a value label below the point only in a dip, where the line rises on both sides", () => {
    const chart = altitudeChart(machame)!;
    expect(chart.points.map((p) => p.label)).toEqual([
      "above",
      "above",
      "above",
      "above",
      "above",
      "above",
      "below",
    ]);
    const valley = altitudeChart([
      { dayNumber: 1, altitudeM: 4200 },
      { dayNumber: 2, altitudeM: 3900 },
      { dayNumber: 3, altitudeM: 4700 },
    ])!;
    expect(valley.points.map((p) => p.label)).toEqual(["above", "below", "above"]);
  });

  it("skips days without an altitude and keeps day spacing", () => {
    const chart = altitudeChart([
      { dayNumber: 3, altitudeM: 3000 },
      { dayNumber: 1, altitudeM: 2000 },
      { dayNumber: 2, altitudeM: null },
    ])!;
    expect(chart.points.map((p) => p.dayNumber)).toEqual([1, 3]);
    expect(chart.points.map((p) => p.x)).toEqual([left, right]);
  });

  it("returns null with no altitudes, and centres a single day", () => {
    expect(altitudeChart([])).toBeNull();
    expect(altitudeChart([{ dayNumber: 1, altitudeM: null }])).toBeNull();
    const single = altitudeChart([{ dayNumber: 1, altitudeM: 3000 }])!;
    expect(single.points[0]!.x).toBe((left + right) / 2);
    expect(single.points[0]!.label).toBe("above");
    expect(single.domain).toEqual({ min: 2000, max: 4000 });
    expect(single.points[0]!.y).toBe((top + bottom) / 2);
  });

  it("honours custom sizes and steps", () => {
    const chart = altitudeChart(machame, {
      width: 300,
      height: 200,
      padding: { top: 10, right: 10, bottom: 10, left: 10 },
      tickStep: 500,
      inset: 0,
    })!;
    expect(chart.domain).toEqual({ min: 1500, max: 6000 });
    expect(chart.yTicks).toHaveLength(10);
    expect(chart.points.at(-1)!.x).toBe(290);
  });
});
