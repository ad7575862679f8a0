import { type CurrencyCode, isCurrencyCode, type RateMap } from "../currency";

/**
 * The tour list's state, all of it in the URL so a filtered list can be shared
 * and crawled: /tours?destination=serengeti&category=wildlife_safari&duration=4-6
 * &minPrice=1000&maxPrice=4000&cur=EUR&group=4&sort=price-asc&page=2.
 * Parsing never fails: a value that makes no sense is dropped, as if unset.
 */

/** The tour categories (the database enum `tour_category`; a test keeps them equal). */
export const TOUR_CATEGORIES = [
  "wildlife_safari",
  "kilimanjaro",
  "mount_meru",
  "beach",
  "cultural",
  "walking",
  "photography",
  "family",
  "gorilla_trekking",
] as const;
export type TourCategory = (typeof TOUR_CATEGORIES)[number];

export const TOUR_SORTS = [
  "popular",
  "price-asc",
  "price-desc",
  "duration-asc",
  "duration-desc",
  "rating",
] as const;
export type TourSort = (typeof TOUR_SORTS)[number];
export const DEFAULT_SORT: TourSort = "popular";

/** Tours per page: three rows of three on a wide screen. */
export const TOURS_PER_PAGE = 9;

/** The duration choices offered in the form; `parseDuration` accepts any range. */
export const DURATION_PRESETS = ["1-3", "4-6", "7-9", "10+"] as const;

export const LIMITS = {
  maxDays: 60,
  maxGroup: 50,
  maxPrice: 100_000_000,
  maxPage: 1000,
} as const;

export type DurationRange = { min: number; max: number | null };

export type TourFilters = {
  /** A destination slug; the tours visiting it or any of its parks. */
  destination: string | null;
  category: TourCategory | null;
  duration: DurationRange | null;
  /** Whole units of `priceCurrency`, as the visitor typed them. */
  minPrice: number | null;
  maxPrice: number | null;
  priceCurrency: CurrencyCode;
  /** Travellers in the party: tours that take a group this large. */
  group: number | null;
  sort: TourSort;
  page: number;
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** A whole number in [min, max] from "12" (or "12.0"); anything else is null. */
export function parseWhole(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,12}(\.\d+)?$/.test(value)) return null;
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/** "4-6", "10+" or "7" (exactly seven days); a reversed range is put right. */
export function parseDuration(value: string | null): DurationRange | null {
  if (!value) return null;
  const match = /^(\d{1,3})(?:(\+)|-(\d{1,3}))?$/.exec(value.replace(/\s+/g, ""));
  if (!match) return null;
  const a = Number(match[1]);
  if (a < 1 || a > LIMITS.maxDays) return null;
  if (match[2]) return { min: a, max: null };
  const b = match[3] === undefined ? a : Number(match[3]);
  if (b < 1 || b > LIMITS.maxDays) return null;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

export function formatDuration(range: DurationRange): string {
  if (range.max === null) return `${range.min}+`;
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}

function parsePrice(value: string | null): number | null {
  if (value === null) return null;
  // Visitors paste "3,450" or "€ 3450": keep the digits before any decimal point.
  const cleaned = value.replace(/[\s,'’_]/g, "").replace(/^[^\d-]+/, "");
  return parseWhole(cleaned, 0, LIMITS.maxPrice);
}

export function parseTourFilters(params: URLSearchParams, options: { currency: CurrencyCode }): TourFilters {
  const destinationRaw = text(params, "destination")?.toLowerCase() ?? null;
  const destination =
    destinationRaw && destinationRaw.length <= 120 && SLUG.test(destinationRaw) ? destinationRaw : null;

  const categoryRaw = text(params, "category")?.toLowerCase().replace(/-/g, "_") ?? null;
  const category = (TOUR_CATEGORIES as readonly string[]).includes(categoryRaw ?? "")
    ? (categoryRaw as TourCategory)
    : null;

  let minPrice = parsePrice(text(params, "minPrice"));
  let maxPrice = parsePrice(text(params, "maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice === 0) minPrice = null;

  const cur = text(params, "cur")?.toUpperCase() ?? null;
  const sortRaw = text(params, "sort")?.toLowerCase() ?? null;

  return {
    destination,
    category,
    duration: parseDuration(text(params, "duration")),
    minPrice,
    maxPrice,
    priceCurrency: isCurrencyCode(cur) ? cur : options.currency,
    group: parseWhole(text(params, "group"), 1, LIMITS.maxGroup),
    sort: (TOUR_SORTS as readonly string[]).includes(sortRaw ?? "") ? (sortRaw as TourSort) : DEFAULT_SORT,
    page: parseWhole(text(params, "page"), 1, LIMITS.maxPage) ?? 1,
  };
}

export function hasPriceBounds(filters: Pick<TourFilters, "minPrice" | "maxPrice">): boolean {
  return filters.minPrice !== null || filters.maxPrice !== null;
}

/** The URL query of a state, in a fixed order, leaving out defaults and empty values. */
export function serializeTourFilters(filters: TourFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.destination) params.set("destination", filters.destination);
  if (filters.category) params.set("category", filters.category);
  if (filters.duration) params.set("duration", formatDuration(filters.duration));
  if (filters.minPrice !== null) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== null) params.set("maxPrice", String(filters.maxPrice));
  // The currency matters only with a price, and keeps a shared link meaning the same thing.
  if (hasPriceBounds(filters)) params.set("cur", filters.priceCurrency);
  if (filters.group !== null) params.set("group", String(filters.group));
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** /tours with this state, e.g. for pagination links and the JS form. */
export function tourListHref(filters: TourFilters, changes: Partial<TourFilters> = {}): string {
  const query = serializeTourFilters({ ...filters, ...changes }).toString();
  return query ? `/tours?${query}` : "/tours";
}

/** How many filters narrow the list (sort and page are not filters). */
export function activeFilterCount(filters: TourFilters): number {
  return [
    filters.destination,
    filters.category,
    filters.duration,
    hasPriceBounds(filters) ? true : null,
    filters.group,
  ].filter((value) => value !== null).length;
}

/**
 * Whether search engines should index this list: the plain list and the
 * landing pages of one destination or one category (any page of them).
 * Narrower combinations, prices, group sizes and other sort orders are
 * near-duplicates: "noindex, follow" keeps the tours reachable.
 */
export function isIndexable(filters: TourFilters): boolean {
  const narrowing =
    filters.duration !== null ||
    hasPriceBounds(filters) ||
    filters.group !== null ||
    filters.sort !== DEFAULT_SORT;
  if (narrowing) return false;
  return !(filters.destination && filters.category);
}

/**
 * The USD-cent bounds of a price range typed in `currency`, chosen so a tour is
 * kept exactly when the price shown to the visitor (converted and rounded to
 * whole units, as `formatMoney` does) lies within the range.
 */
export function priceBoundsInUsdCents(
  bounds: { min: number | null; max: number | null },
  currency: CurrencyCode,
  rates: RateMap,
): { minCents: number | null; maxCents: number | null } {
  const rate = currency === "USD" ? 1 : rates[currency];
  if (!(rate > 0)) return { minCents: null, maxCents: null };
  const minCents =
    bounds.min === null ? null : Math.max(0, Math.ceil(((bounds.min - 0.5) * 100) / rate - 1e-9));
  const maxCents =
    bounds.max === null ? null : Math.max(0, Math.ceil(((bounds.max + 0.5) * 100) / rate - 1e-9) - 1);
  return { minCents, maxCents };
}

/** A typed amount in another currency, in whole units (the form shows the visitor's currency). */
export function convertAmount(amount: number, from: CurrencyCode, to: CurrencyCode, rates: RateMap): number {
  if (from === to) return amount;
  const fromRate = from === "USD" ? 1 : rates[from];
  const toRate = to === "USD" ? 1 : rates[to];
  if (!(fromRate > 0) || !(toRate > 0)) return amount;
  return Math.round((amount / fromRate) * toRate);
}

/**
 * The state the form should show in the visitor's currency: a shared link
 * priced in euros, opened by someone paying in pounds, shows pounds.
 */
export function inCurrency(filters: TourFilters, currency: CurrencyCode, rates: RateMap): TourFilters {
  if (filters.priceCurrency === currency || !hasPriceBounds(filters))
    return { ...filters, priceCurrency: currency };
  const convert = (value: number | null) =>
    value === null ? null : convertAmount(value, filters.priceCurrency, currency, rates);
  return {
    ...filters,
    minPrice: convert(filters.minPrice),
    maxPrice: convert(filters.maxPrice),
    priceCurrency: currency,
  };
}

/** The page to show: beyond the last page is the last page. */
export function clampPage(page: number, total: number, perPage: number = TOURS_PER_PAGE): number {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / perPage));
  return Math.min(Math.max(1, page), pages);
}

export function pageCount(total: number, perPage: number = TOURS_PER_PAGE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

export type OrderField = "featured" | "reviews" | "rating" | "price" | "duration" | "displayOrder" | "id";
export type OrderKey = { field: OrderField; direction: "asc" | "desc" };

/**
 * What each sort means, key by key; the query turns the keys into ORDER BY
 * (missing prices, durations and ratings count as the card's fallbacks).
 * Every order ends with the id, so pages never overlap or skip a tour.
 */
export function tourOrder(sort: TourSort): OrderKey[] {
  const id: OrderKey = { field: "id", direction: "asc" };
  switch (sort) {
    case "price-asc":
      return [{ field: "price", direction: "asc" }, { field: "rating", direction: "desc" }, id];
    case "price-desc":
      return [{ field: "price", direction: "desc" }, { field: "rating", direction: "desc" }, id];
    case "duration-asc":
      return [{ field: "duration", direction: "asc" }, { field: "price", direction: "asc" }, id];
    case "duration-desc":
      return [{ field: "duration", direction: "desc" }, { field: "price", direction: "asc" }, id];
    case "rating":
      return [{ field: "rating", direction: "desc" }, { field: "reviews", direction: "desc" }, id];
    default:
      // Popular: what the office features, then what most travellers booked and rated.
      return [
        { field: "featured", direction: "desc" },
        { field: "reviews", direction: "desc" },
        { field: "rating", direction: "desc" },
        { field: "displayOrder", direction: "asc" },
        id,
      ];
  }
}
