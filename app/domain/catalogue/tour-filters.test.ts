import { describe, expect, it } from "vitest";
import { tourCategory } from "#app/db/schema/enums";
import type { RateMap } from "../currency";
import {
  activeFilterCount,
  clampPage,
  convertAmount,
  DEFAULT_SORT,
  inCurrency,
  isIndexable,
  pageCount,
  parseDuration,
  parseTourFilters,
  priceBoundsInUsdCents,
  serializeTourFilters,
  TOUR_CATEGORIES,
  type TourFilters,
  tourListHref,
  tourOrder,
} from "./tour-filters";

const rates: RateMap = { USD: 1, EUR: 0.92, GBP: 0.79, AUD: 1.52, CHF: 0.88, CNY: 7.24 };

function parse(query: string, currency: "USD" | "EUR" | "GBP" = "USD"): TourFilters {
  return parseTourFilters(new URLSearchParams(query), { currency });
}

describe("parseTourFilters", () => {
  it("reads every parameter", () => {
    const filters = parse(
      "destination=serengeti&category=wildlife_safari&duration=4-6&minPrice=1000&maxPrice=4000&cur=EUR&group=4&sort=price-asc&page=2",
    );
    expect(filters).toEqual({
      destination: "serengeti",
      category: "wildlife_safari",
      duration: { min: 4, max: 6 },
      minPrice: 1000,
      maxPrice: 4000,
      priceCurrency: "EUR",
      group: 4,
      sort: "price-asc",
      page: 2,
    });
  });

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({
      destination: null,
      category: null,
      duration: null,
      minPrice: null,
      maxPrice: null,
      priceCurrency: "USD",
      group: null,
      sort: DEFAULT_SORT,
      page: 1,
    });
  });

  it("drops values that make no sense instead of failing", () => {
    const filters = parse(
      "destination=../etc&category=spaceflight&duration=abc&minPrice=-5&maxPrice=lots&cur=XYZ&group=0&sort=random&page=-3",
    );
    expect(filters).toEqual(parse(""));
    expect(parse("group=51").group).toBeNull();
    expect(parse("page=99999999").page).toBe(1);
    expect(parse(`destination=${"a".repeat(200)}`).destination).toBeNull();
    expect(parse("category=%00").category).toBeNull();
  });

  it("accepts friendly spellings", () => {
    expect(parse("category=Wildlife-Safari").category).toBe("wildlife_safari");
    expect(parse("destination=Serengeti").destination).toBe("serengeti");
    expect(parse("minPrice=3,450").minPrice).toBe(3450);
    expect(parse("minPrice=€ 1200").minPrice).toBe(1200);
    expect(parse("maxPrice=999.6").maxPrice).toBe(1000);
    expect(parse("sort=PRICE-DESC").sort).toBe("price-desc");
    expect(parse("cur=gbp&minPrice=5").priceCurrency).toBe("GBP");
  });

  it("puts a reversed price range right and ignores a zero minimum", () => {
    const filters = parse("minPrice=5000&maxPrice=1000");
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 5000]);
    expect(parse("minPrice=0&maxPrice=2000").minPrice).toBeNull();
  });

  it("takes the visitor's currency when the link names none", () => {
    expect(parse("minPrice=1000", "EUR").priceCurrency).toBe("EUR");
  });
});

describe("parseDuration", () => {
  it("reads ranges, open ranges and single days", () => {
    expect(parseDuration("4-6")).toEqual({ min: 4, max: 6 });
    expect(parseDuration("10+")).toEqual({ min: 10, max: null });
    expect(parseDuration("7")).toEqual({ min: 7, max: 7 });
    expect(parseDuration("9-3")).toEqual({ min: 3, max: 9 });
  });

  it("rejects nonsense and out-of-range days", () => {
    for (const value of ["", "0-3", "3-99", "x", "1--2", "-4", "4-", "100+"]) {
      expect(parseDuration(value), value).toBeNull();
    }
  });
});

describe("serializeTourFilters", () => {
  it("round-trips and leaves out defaults", () => {
    const query =
      "destination=serengeti&category=beach&duration=10%2B&minPrice=1000&cur=EUR&group=2&sort=rating&page=3";
    expect(serializeTourFilters(parse(query)).toString()).toBe(query);
    expect(serializeTourFilters(parse("sort=popular&page=1&cur=EUR")).toString()).toBe("");
  });

  it("builds list links that reset or keep state", () => {
    const filters = parse("category=beach&page=2");
    expect(tourListHref(filters)).toBe("/tours?category=beach&page=2");
    expect(tourListHref(filters, { page: 1 })).toBe("/tours?category=beach");
    expect(tourListHref(parse(""))).toBe("/tours");
  });

  it("counts the filters that narrow the list", () => {
    expect(activeFilterCount(parse("sort=rating&page=2"))).toBe(0);
    expect(activeFilterCount(parse("category=beach&minPrice=1&maxPrice=9&group=2"))).toBe(3);
  });
});

describe("isIndexable", () => {
  it("indexes the list and single destination or category pages", () => {
    expect(isIndexable(parse(""))).toBe(true);
    expect(isIndexable(parse("page=2"))).toBe(true);
    expect(isIndexable(parse("category=beach"))).toBe(true);
    expect(isIndexable(parse("destination=serengeti"))).toBe(true);
  });

  it("keeps narrower lists out of the index", () => {
    for (const query of [
      "category=beach&destination=zanzibar",
      "duration=1-3",
      "minPrice=500",
      "group=4",
      "sort=price-asc",
    ]) {
      expect(isIndexable(parse(query)), query).toBe(false);
    }
  });
});

describe("price range conversion", () => {
  it("passes dollars through as cents", () => {
    expect(priceBoundsInUsdCents({ min: 1000, max: 3450 }, "USD", rates)).toEqual({
      minCents: 99_950,
      maxCents: 345_049,
    });
  });

  it("converts euros to US cents so the shown (rounded) price decides", () => {
    const { minCents, maxCents } = priceBoundsInUsdCents({ min: 920, max: 3000 }, "EUR", rates);
    // $1,000.00 shows as €920: included at the bottom; €3,000 is about $3,260.87.
    expect(minCents).toBeLessThanOrEqual(100_000);
    expect(maxCents).toBeGreaterThanOrEqual(326_086);
    // Check the edges against the display rule: round(cents / 100 * rate).
    const shown = (cents: number) => Math.round((cents / 100) * rates.EUR);
    expect(shown(minCents!)).toBeGreaterThanOrEqual(920);
    expect(shown(minCents! - 1)).toBeLessThan(920);
    expect(shown(maxCents!)).toBeLessThanOrEqual(3000);
    expect(shown(maxCents! + 1)).toBeGreaterThan(3000);
  });

  it("leaves open bounds open and never goes below zero", () => {
    expect(priceBoundsInUsdCents({ min: null, max: null }, "GBP", rates)).toEqual({
      minCents: null,
      maxCents: null,
    });
    expect(priceBoundsInUsdCents({ min: null, max: 0 }, "CNY", rates).maxCents).toBe(6);
  });

  it("shows a shared link's prices in the visitor's currency", () => {
    expect(convertAmount(920, "EUR", "USD", rates)).toBe(1000);
    expect(convertAmount(1000, "USD", "GBP", rates)).toBe(790);
    const shared = parse("minPrice=920&maxPrice=1840&cur=EUR");
    expect(inCurrency(shared, "USD", rates)).toMatchObject({
      minPrice: 1000,
      maxPrice: 2000,
      priceCurrency: "USD",
    });
    expect(inCurrency(parse("category=beach"), "GBP", rates).priceCurrency).toBe("GBP");
  });
});

describe("pages and sort", () => {
  it("counts pages and clamps the page number", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(clampPage(5, 20)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });

  it("orders popular tours featured first, then by reviews and rating", () => {
    expect(tourOrder("popular").map((k) => `${k.field}:${k.direction}`)).toEqual([
      "featured:desc",
      "reviews:desc",
      "rating:desc",
      "displayOrder:asc",
      "id:asc",
    ]);
  });

  it("sorts by price, duration and rating in the asked direction, ending with the id", () => {
    expect(tourOrder("price-asc")[0]).toEqual({ field: "price", direction: "asc" });
    expect(tourOrder("price-desc")[0]).toEqual({ field: "price", direction: "desc" });
    expect(tourOrder("duration-asc")[0]).toEqual({ field: "duration", direction: "asc" });
    expect(tourOrder("duration-desc")[0]).toEqual({ field: "duration", direction: "desc" });
    expect(tourOrder("rating")[0]).toEqual({ field: "rating", direction: "desc" });
    for (const sort of [
      "popular",
      "price-asc",
      "price-desc",
      "duration-asc",
      "duration-desc",
      "rating",
    ] as const) {
      expect(tourOrder(sort).at(-1)).toEqual({ field: "id", direction: "asc" });
    }
  });

  it("knows the same categories as the database", () => {
    expect([...TOUR_CATEGORIES]).toEqual(tourCategory.enumValues);
  });
});
