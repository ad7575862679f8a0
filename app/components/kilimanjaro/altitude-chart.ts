/**
 * Geometry of the day-by-day altitude profile on a Kilimanjaro route page,
 * drawn as server-rendered SVG. Pure: the same input gives the same picture on
 * the server and in the browser.
 */

export type AltitudeDay = { dayNumber: number; altitudeM: number | null };

export type ChartPoint = {
  dayNumber: number;
  altitudeM: number;
  x: number;
  y: number;
  /** Where the value label goes so the line does not cross it: below in a dip or at the end of a descent, else above. */
  label: "above" | "below";
};

export type AltitudeChart = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Days with a known altitude, in day order. */
  points: ChartPoint[];
  /** The highest point (the summit on a climb). */
  peak: ChartPoint;
  linePath: string;
  /** The line closed down to the baseline, for the filled area under it. */
  areaPath: string;
  yTicks: Array<{ value: number; y: number }>;
  /** The altitude range of the y axis, whole steps around the data. */
  domain: { min: number; max: number };
};

export type ChartOptions = {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
  /** Metres between y-axis grid lines. */
  tickStep: number;
  /** Space between the plot's sides and the first and last day, for their labels. */
  inset: number;
};

export const DEFAULT_CHART_OPTIONS: ChartOptions = {
  width: 640,
  height: 320,
  padding: { top: 40, right: 16, bottom: 44, left: 72 },
  tickStep: 1000,
  inset: 28,
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Scales the days onto the chart: x by day number (a day without an altitude
 * leaves a gap in spacing, not a fake value), y linearly between whole
 * `tickStep`s below the lowest and above the highest altitude. Null when no
 * day has an altitude.
 */
export function altitudeChart(
  days: readonly AltitudeDay[],
  options: Partial<ChartOptions> = {},
): AltitudeChart | null {
  const { width, height, padding, tickStep, inset } = { ...DEFAULT_CHART_OPTIONS, ...options };
  const known = days
    .filter((d): d is { dayNumber: number; altitudeM: number } => typeof d.altitudeM === "number")
    .sort((a, b) => a.dayNumber - b.dayNumber);
  if (known.length === 0) return null;

  const altitudes = known.map((d) => d.altitudeM);
  let min = Math.floor(Math.min(...altitudes) / tickStep) * tickStep;
  let max = Math.ceil(Math.max(...altitudes) / tickStep) * tickStep;
  if (max === min) {
    // One altitude that is a whole step: give the axis some height around it.
    min -= tickStep;
    max += tickStep;
  }

  const plot = {
    left: padding.left,
    top: padding.top,
    right: width - padding.right,
    bottom: height - padding.bottom,
  };
  const firstDay = known[0]!.dayNumber;
  const lastDay = known[known.length - 1]!.dayNumber;
  const xOf = (day: number) =>
    lastDay === firstDay
      ? (plot.left + plot.right) / 2
      : plot.left + inset + ((day - firstDay) / (lastDay - firstDay)) * (plot.right - plot.left - 2 * inset);
  const yOf = (altitude: number) => plot.bottom - ((altitude - min) / (max - min)) * (plot.bottom - plot.top);

  const points: ChartPoint[] = known.map((d, i) => {
    // A dip: lower than both neighbours, or the end of a descent (the walk out).
    const previous = known[i - 1];
    const next = known[i + 1];
    const inDip =
      previous !== undefined &&
      previous.altitudeM > d.altitudeM &&
      (next === undefined || next.altitudeM > d.altitudeM);
    return {
      dayNumber: d.dayNumber,
      altitudeM: d.altitudeM,
      x: round1(xOf(d.dayNumber)),
      y: round1(yOf(d.altitudeM)),
      label: inDip ? "below" : "above",
    };
  });
  const peak = points.reduce((best, p) => (p.altitudeM > best.altitudeM ? p : best), points[0]!);
  const linePath = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const areaPath = `${linePath} L${last.x} ${plot.bottom} L${first.x} ${plot.bottom} Z`;

  const yTicks: AltitudeChart["yTicks"] = [];
  for (let value = min; value <= max; value += tickStep) yTicks.push({ value, y: round1(yOf(value)) });

  return { width, height, plot, points, peak, linePath, areaPath, yTicks, domain: { min, max } };
}
