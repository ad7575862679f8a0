/**
 * What the search accepts from a visitor: any text at all, reduced to
 * something safe and short before it reaches the database or a log.
 */

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Spec section 2: 3 per type, 12 in all, 'View all results' from 10. */
export const SEARCH_PER_TYPE = 3;
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_TYPES = ["tours", "destinations", "accommodations", "experiences"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

// Control and format characters (null bytes, bidi overrides, zero-width) are never meaningful in a query.
const CONTROL = /[\p{Cc}\p{Cf}]/gu;
const MAX_TERMS = 8;

/** Trimmed, whitespace collapsed, control characters removed, at most 100 characters (never a split emoji). */
export function normalizeSearchQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const cleaned = raw.normalize("NFC").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return Array.from(cleaned).slice(0, SEARCH_MAX_LENGTH).join("").trim();
}

/** A query worth sending to the database: 2 or more characters after normalising. */
export function isSearchable(query: string): boolean {
  return Array.from(query).length >= SEARCH_MIN_LENGTH;
}

/**
 * The words of a query, lower-cased, letters and digits only: what the
 * full-text query is built from, so no tsquery syntax can come from a visitor.
 */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Words this long are prefixes; shorter ones match whole: a prefix of 1 or 2
 * letters ('se') matches much of the catalogue, and costs as much to count
 * and rank.
 */
export const PREFIX_MIN_LENGTH = 3;
/** A word must be this long for a typo search: 'hi' has no useful near misses. */
export const TYPO_MIN_LENGTH = 4;
/**
 * How close a name must be to the words for a typo search (pg_trgm word
 * similarity): 'serengti' finds Serengeti. Every connection sets it
 * (`app/db/search-session.server.ts`), so no server's configuration changes it.
 */
export const TYPO_WORD_SIMILARITY = 0.6;

const letters = (term: string) => Array.from(term).length;

/**
 * `to_tsquery` input: all words required, each of 3 or more letters as a
 * prefix ('seren' finds Serengeti), shorter ones whole ('vi' is only 'vi').
 */
export function prefixTsQuery(terms: string[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((term) => (letters(term) >= PREFIX_MIN_LENGTH ? `${term}:*` : term)).join(" & ");
}

/**
 * What a typo search compares names with: the words, when one of them is
 * long enough to be misspelt recognisably ('serengti'); null otherwise.
 */
export function typoSearchWords(terms: string[]): string | null {
  return terms.some((term) => letters(term) >= TYPO_MIN_LENGTH) ? terms.join(" ") : null;
}

/** A 1-based page number from a query string value; anything odd is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

export function parseSearchType(raw: string | null): SearchType | null {
  return SEARCH_TYPES.find((type) => type === raw) ?? null;
}

/** What the header search receives: per type, its count and up to 3 results. */
export type HeaderSearchResponse = {
  query: string;
  total: number;
  groups: Array<{
    type: string;
    total: number;
    items: Array<{ id: number; title: string; path: string; lang?: string }>;
  }>;
};
