import type { DeparturePattern } from "./types";

export type GeneratedDeparture = {
  startDate: string;
  endDate: string;
  capacity: number;
  seatsTaken: number;
  status: "scheduled" | "on_request" | "closed";
  price: number | null;
};

const DAY_MS = 86_400_000;
/** Peak months (1-12): the dry season and the Christmas and calving season. */
export const PEAK_MONTHS = [7, 8, 9, 10, 12, 1, 2];
/** The long rains: fewer departures. */
export const LONG_RAINS_MONTHS = [4, 5];
/** The first departure is this many days after the seeding day, so it can still be booked. */
const FIRST_DEPARTURE_OFFSET_DAYS = 3;

/** The UTC midnight of `date`'s calendar day. */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The same calendar day twelve months later (UTC); departures start before it. */
export function departureHorizon(now: Date): Date {
  const today = utcDay(now);
  return new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A small deterministic generator, so the same tour and date always get the same bookings. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds cents to whole tens of dollars. */
function roundPrice(cents: number): number {
  return Math.round(cents / 1000) * 1000;
}

/**
 * Fixed-date group departures for one tour over the twelve months after `now`:
 * seats taken follow demand (peak months and near dates fill up), a few dates
 * are on request or closed, and peak dates carry the tour's seasonal surcharge.
 */
export function generateDepartures(
  tour: {
    slug: string;
    durationDays: number;
    maxGroupSize: number;
    priceFrom: number;
    departures: DeparturePattern;
  },
  now: Date,
): GeneratedDeparture[] {
  const pattern = tour.departures;
  const today = utcDay(now);
  const horizon = departureHorizon(now);
  const result: GeneratedDeparture[] = [];
  for (
    let time = today.getTime() + FIRST_DEPARTURE_OFFSET_DAYS * DAY_MS;
    time < horizon.getTime();
    time += DAY_MS
  ) {
    const start = new Date(time);
    if (!pattern.weekdays.includes(start.getUTCDay())) continue;
    const week = Math.floor(time / DAY_MS / 7);
    const month = start.getUTCMonth() + 1;
    const rains = LONG_RAINS_MONTHS.includes(month);
    if (pattern.months && !pattern.months.includes(month)) continue;
    if (pattern.everyOtherWeek && week % 2 !== 0) continue;
    if (rains && pattern.lowSeason === "none") continue;
    if (rains && pattern.lowSeason === "fortnightly" && week % 2 !== 0) continue;

    const startDate = isoDate(start);
    const next = random(`${tour.slug}:${startDate}`);
    const peak = PEAK_MONTHS.includes(month);
    const daysAhead = Math.round((time - today.getTime()) / DAY_MS);
    const capacity = tour.maxGroupSize;

    const demand = (peak ? 0.6 : rains ? 0.2 : 0.4) + (daysAhead < 60 ? 0.25 : daysAhead < 150 ? 0.1 : -0.15);
    const roll = next();
    let seatsTaken: number;
    if (roll < demand * 0.3) seatsTaken = capacity;
    else if (roll < demand * 0.55) seatsTaken = Math.max(1, capacity - 1 - Math.floor(next() * 2));
    else if (roll < demand) seatsTaken = 1 + Math.floor(next() * Math.max(1, capacity - 2));
    else seatsTaken = 0;

    const statusRoll = next();
    let status: GeneratedDeparture["status"] = "scheduled";
    if (statusRoll < 0.025) {
      status = "on_request";
      seatsTaken = 0;
    } else if (statusRoll < 0.045) {
      status = "closed";
    }

    const price =
      peak && pattern.peakSurchargePercent > 0
        ? roundPrice((tour.priceFrom * (100 + pattern.peakSurchargePercent)) / 100)
        : null;

    result.push({
      startDate,
      endDate: isoDate(new Date(time + (tour.durationDays - 1) * DAY_MS)),
      capacity,
      seatsTaken,
      status,
      price,
    });
  }
  return result;
}

/**
 * Per-person prices by group size, falling as the group grows; the largest group
 * pays `priceFrom`. Groups of up to 4 get three tiers of single sizes instead.
 */
export function priceTiers(
  priceFrom: number,
  maxGroupSize: number,
): Array<{ minTravellers: number; maxTravellers: number; pricePerPerson: number }> {
  const ranges: Array<[number, number]> =
    maxGroupSize >= 5
      ? [
          [1, 2],
          [3, 4],
          [5, maxGroupSize],
        ]
      : [
          [1, 1],
          [2, 2],
          [3, Math.max(3, maxGroupSize)],
        ];
  const factors = [1.3, 1.12, 1];
  return ranges.map(([min, max], index) => ({
    minTravellers: min,
    maxTravellers: max,
    pricePerPerson: index === 2 ? priceFrom : Math.round((priceFrom * (factors[index] ?? 1)) / 500) * 500,
  }));
}

/** The office's guides in the demo (invented names and numbers), shown in the trip wallet (decision 100). */
export const DEMO_GUIDES = [
  { guideName: "Joseph Mollel", guidePhone: "+255 754 610 201" },
  { guideName: "Neema Lyimo", guidePhone: "+255 765 610 202" },
  { guideName: "Emmanuel Laizer", guidePhone: "+255 713 610 203" },
  { guideName: "Grace Kimaro", guidePhone: "+255 784 610 204" },
  { guideName: "Daniel Saitoti", guidePhone: "+255 754 610 205" },
  { guideName: "Rehema Swai", guidePhone: "+255 769 610 206" },
] as const;

/** The guide of a tour's departure: the same one for the same tour and date each time the demo is seeded. */
export function demoGuideFor(tourSlug: string, startDate: string): (typeof DEMO_GUIDES)[number] {
  const pick = random(`${tourSlug}:${startDate}:guide`)();
  return DEMO_GUIDES[Math.floor(pick * DEMO_GUIDES.length)] ?? DEMO_GUIDES[0];
}
