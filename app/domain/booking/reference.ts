import { type RandomSource, randomUpperAlphanumeric } from "../discount-code";

/**
 * The booking reference (spec section 9): `EA`, the time in base 36 (upper
 * case), 4 random upper-case letters or digits, e.g. `EAMWVQE8BYK3ZP`. The
 * time is in milliseconds, padded to 8 digits (9 from the year 2059 on), so
 * references sort by when they were made and always have 14 or 15
 * characters. Unique only with the database's unique index: the server
 * retries with a new reference on a clash.
 */
export const BOOKING_REFERENCE_PREFIX = "EA";
const TIME_DIGITS = 8;
const RANDOM_LENGTH = 4;
const REFERENCE = /^EA[0-9A-Z]{12,13}$/;

export type ReferenceSources = {
  /** Milliseconds since 1970; Date.now unless a test fixes it. */
  now?: () => number;
  random?: RandomSource;
};

export function newBookingReference(sources: ReferenceSources = {}): string {
  const time = (sources.now ?? Date.now)();
  if (!Number.isSafeInteger(time) || time < 0) throw new RangeError(`Not a time: ${time}`);
  const digits = time.toString(36).toUpperCase().padStart(TIME_DIGITS, "0");
  return `${BOOKING_REFERENCE_PREFIX}${digits}${randomUpperAlphanumeric(RANDOM_LENGTH, sources.random)}`;
}

/**
 * The reference a URL carries (`/booking/success?ref=…`), trimmed and in
 * upper case as it was issued, or null for anything that is not one. The
 * caller still looks it up for the signed-in traveller: a well-formed
 * reference proves nothing.
 */
export function parseBookingReference(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const reference = value.trim().toUpperCase();
  return REFERENCE.test(reference) ? reference : null;
}
