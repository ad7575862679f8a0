/** Spec section 5: at least 2 tours to compare, at most 4. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** Local storage key of the selection (tour ids, spec section 3). */
export const COMPARE_STORAGE_KEY = "compare.tours";

const ID = /^\d{1,9}$/;

/**
 * What the browser kept: a JSON array of tour ids. Anything else (edited by
 * hand, written by an old version) is cleaned: positive integers only, once
 * each, the first four.
 */
export function cleanSelection(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    if (typeof item !== "number" || !Number.isInteger(item) || item <= 0 || item > 999_999_999) continue;
    if (!ids.includes(item)) ids.push(item);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

export type AddResult = "added" | "duplicate" | "full";

/** Adds a tour at the end, unless it is there already or the selection is full. */
export function addToSelection(ids: readonly number[], id: number): { ids: number[]; result: AddResult } {
  if (ids.includes(id)) return { ids: [...ids], result: "duplicate" };
  if (ids.length >= MAX_COMPARED) return { ids: [...ids], result: "full" };
  return { ids: [...ids, id], result: "added" };
}

export type ParsedTourIds = {
  /** Valid ids, once each, in the order given, at most four. */
  ids: number[];
  /** Entries that are not tour ids (letters, negative numbers...). */
  invalid: number;
  /** Valid ids beyond the fourth, left out. */
  dropped: number;
};

/** `?tours=1,2,3` from the URL: never throws, whatever it holds. */
export function parseTourIds(value: string | null | undefined): ParsedTourIds {
  const parts = (value ?? "")
    .slice(0, 2000)
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const ids: number[] = [];
  let invalid = 0;
  let dropped = 0;
  for (const part of parts) {
    const n = ID.test(part) ? Number(part) : 0;
    if (n <= 0) invalid++;
    else if (ids.includes(n)) continue;
    else if (ids.length >= MAX_COMPARED) dropped++;
    else ids.push(n);
  }
  return { ids, invalid, dropped };
}

/** The /compare address of some tours, in their order. */
export function comparePath(ids: readonly number[]): string {
  return `/compare?tours=${ids.join(",")}`;
}

/** Share tokens are URL-safe random strings (base64url), 10 to 64 characters. */
export function isShareToken(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{10,64}$/.test(value);
}
