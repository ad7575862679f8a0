import type { TranslatedLanguage } from "#app/domain/content/translations";

/**
 * The tour editor's limits and choices (issue 16, item 1), without the
 * validation (tours.ts): the editor's page imports from here so that zod stays
 * out of its JavaScript (decision 045).
 */

export const TOUR_LIMITS = {
  title: 200,
  shortDescription: 1000,
  description: 50_000,
  location: 200,
  highlightText: 120,
  listItem: 300,
  listItems: 60,
  images: 30,
  imageUrl: 2000,
  imageAlt: 300,
  days: 60,
  dayTitle: 200,
  dayDescription: 20_000,
  accommodation: 200,
  destinations: 50,
} as const;

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const MEALS = ["breakfast", "lunch", "dinner"] as const;
export type Meal = (typeof MEALS)[number];

/** One language's translated fields as the form shows them (lists as one item per line). */
export type TranslationFormValues = Partial<Record<TranslatedLanguage, Record<string, string>>>;

/** An itinerary day as the form shows it: what was typed, as typed. */
export type DayFormValues = {
  title: string;
  description: string;
  places: string;
  accommodation: string;
  /** The id of the night's stay when it is one of ours ("" for none): its contacts reach the trip wallet. */
  accommodationId: string;
  meals: string[];
  altitudeM: string;
  distanceKm: string;
  walkingHours: string;
  translations: TranslationFormValues;
};

/** The whole tour form as typed (numbers as text, lists as lines), to fill it again after a refusal. */
export type TourFormValues = {
  title: string;
  slug: string;
  category: string;
  difficulty: string;
  shortDescription: string;
  description: string;
  priceFrom: string;
  childPricePercent: string;
  infantPricePercent: string;
  durationDays: string;
  maxGroupSize: string;
  minAge: string;
  maxAltitudeM: string;
  distanceKm: string;
  summitSuccessRate: string;
  startLocation: string;
  endLocation: string;
  highlights: string;
  included: string;
  excluded: string;
  bestMonths: number[];
  isFeatured: boolean;
  displayOrder: string;
  titleHighlightText: string;
  titleHighlightColor: string;
  titleFontSize: string;
  destinationIds: number[];
  /** One image a line: "url | alt text". */
  images: string;
  translations: TranslationFormValues;
  days: DayFormValues[];
};

export const EMPTY_DAY: DayFormValues = {
  title: "",
  description: "",
  places: "",
  accommodation: "",
  accommodationId: "",
  meals: [],
  altitudeM: "",
  distanceKm: "",
  walkingHours: "",
  translations: {},
};

export const EMPTY_TOUR: TourFormValues = {
  title: "",
  slug: "",
  category: "wildlife_safari",
  difficulty: "",
  shortDescription: "",
  description: "",
  priceFrom: "",
  childPricePercent: "70",
  infantPricePercent: "0",
  durationDays: "",
  maxGroupSize: "",
  minAge: "",
  maxAltitudeM: "",
  distanceKm: "",
  summitSuccessRate: "",
  startLocation: "",
  endLocation: "",
  highlights: "",
  included: "",
  excluded: "",
  bestMonths: [],
  isFeatured: false,
  displayOrder: "0",
  titleHighlightText: "",
  titleHighlightColor: "",
  titleFontSize: "default",
  destinationIds: [],
  images: "",
  translations: {},
  days: [],
};

/** The buttons that change the days without saving: add one, remove, move up or down. */
export type DayIntent =
  | { kind: "add" }
  | { kind: "remove"; index: number }
  | { kind: "up"; index: number }
  | { kind: "down"; index: number };

export function readDayIntent(intent: string | null | undefined): DayIntent | null {
  if (intent === "day-add") return { kind: "add" };
  const match = /^day-(remove|up|down):(\d{1,3})$/.exec(intent ?? "");
  if (!match) return null;
  return { kind: match[1] as "remove" | "up" | "down", index: Number(match[2]) };
}

/** The days after one of those buttons (nothing is saved until "Save"). */
export function applyDayIntent(days: readonly DayFormValues[], intent: DayIntent): DayFormValues[] {
  const next = [...days];
  if (intent.kind === "add") {
    if (next.length < TOUR_LIMITS.days) next.push({ ...EMPTY_DAY });
    return next;
  }
  const { index } = intent;
  if (index >= next.length) return next;
  if (intent.kind === "remove") {
    next.splice(index, 1);
    return next;
  }
  const other = intent.kind === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other] as DayFormValues, next[index] as DayFormValues];
  return next;
}

/**
 * The pictures' lines with one more at the end, as the media library's picker
 * offers it (`url | alt`); unchanged when that picture is already listed or
 * the choice is empty or overlong (the save checks every line anyway).
 */
export function appendImageLine(images: string, picked: string): string {
  const line = picked.trim();
  if (line === "" || line.length > TOUR_LIMITS.imageUrl + TOUR_LIMITS.imageAlt + 3) return images;
  const url = line.split("|")[0]?.trim() ?? "";
  const lines = images.split(/\r?\n/).filter((existing) => existing.trim() !== "");
  if (lines.some((existing) => existing.split("|")[0]?.trim() === url)) return images;
  return [...lines, line].join("\n");
}
