import { describe, expect, it } from "vitest";
import {
  isSearchable,
  normalizeSearchQuery,
  parsePage,
  parseSearchType,
  prefixTsQuery,
  SEARCH_MAX_LENGTH,
  searchTerms,
  typoSearchWords,
} from "./search-query";

describe("normalizeSearchQuery", () => {
  it("trims and collapses whitespace", () => {
    expect(normalizeSearchQuery("  serengeti \n\t  safari  ")).toBe("serengeti safari");
  });

  it("removes null bytes and other control characters", () => {
    expect(normalizeSearchQuery("ser\u0000en\u0007geti\u200b")).toBe("ser en geti");
  });

  it("caps the length without splitting an emoji", () => {
    const long = "a".repeat(1000);
    expect(normalizeSearchQuery(long)).toHaveLength(SEARCH_MAX_LENGTH);
    const emoji = "🦁".repeat(150);
    const capped = normalizeSearchQuery(emoji);
    expect(Array.from(capped)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(capped).toBe("🦁".repeat(SEARCH_MAX_LENGTH));
  });

  it("keeps quotes, SQL and wildcards as plain text", () => {
    expect(normalizeSearchQuery(`' OR 1=1; --`)).toBe(`' OR 1=1; --`);
    expect(normalizeSearchQuery("100%_\\")).toBe("100%_\\");
  });

  it("turns anything that is not a string into an empty query", () => {
    expect(normalizeSearchQuery(undefined)).toBe("");
    expect(normalizeSearchQuery(["a", "b"])).toBe("");
  });
});

describe("isSearchable", () => {
  it("needs 2 or more characters", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable("a")).toBe(false);
    expect(isSearchable("ab")).toBe(true);
    expect(isSearchable("象")).toBe(false);
    expect(isSearchable("大象")).toBe(true);
  });
});

describe("searchTerms and prefixTsQuery", () => {
  it("keeps letters and digits only, lower-cased, unique", () => {
    expect(searchTerms("Serengeti & Ngorongoro: 7-day SAFARI safari!")).toEqual([
      "serengeti",
      "ngorongoro",
      "7",
      "day",
      "safari",
    ]);
    expect(searchTerms("Tür Zürich 乞力马扎罗")).toEqual(["tür", "zürich", "乞力马扎罗"]);
  });

  it("has no words for punctuation, SQL operators or emoji only", () => {
    expect(searchTerms(`'") -- ; %_\\ 🦁`)).toEqual([]);
    expect(prefixTsQuery([])).toBeNull();
  });

  it("makes every word required, and a prefix from 3 letters", () => {
    expect(prefixTsQuery(["seren", "safari"])).toBe("seren:* & safari:*");
    expect(prefixTsQuery(["ser"])).toBe("ser:*");
    expect(prefixTsQuery(["vi", "7", "day"])).toBe("vi & 7 & day:*");
    expect(prefixTsQuery(["大象"])).toBe("大象");
  });
});

describe("typoSearchWords", () => {
  it("compares the words with names when one has 4 or more letters", () => {
    expect(typoSearchWords(["serengti"])).toBe("serengti");
    expect(typoSearchWords(["or", "1", "heritage"])).toBe("or 1 heritage");
  });

  it("has no typo search for short words only", () => {
    expect(typoSearchWords(["hi"])).toBeNull();
    expect(typoSearchWords(["ser", "7"])).toBeNull();
    expect(typoSearchWords([])).toBeNull();
  });
});

describe("parsePage and parseSearchType", () => {
  it("falls back to page 1", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("-1")).toBe(1);
    expect(parsePage("1e9")).toBe(1);
    expect(parsePage("abc")).toBe(1);
  });

  it("accepts only the four types", () => {
    expect(parseSearchType("tours")).toBe("tours");
    expect(parseSearchType("users")).toBeNull();
  });
});
