/**
 * The limits of redirects and of the 404 log, without the rules and the
 * validation (redirects.ts): the staff pages import from here so that zod
 * stays out of their JavaScript (decision 045).
 */

export const FROM_PATH_MAX = 500;
export const TARGET_MAX = 2000;
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

// -- the 404 log --

/** The longest path the 404 log keeps; longer ones are cut. */
export const NOT_FOUND_PATH_MAX = 300;
export const NOT_FOUND_REFERRER_MAX = 500;
/** Rows the 404 log may hold; once full, new paths are dropped and known ones keep counting. */
export const NOT_FOUND_LOG_MAX_PATHS = 5000;
/** Distinct paths one process holds between two flushes; more are dropped until the next flush. */
export const NOT_FOUND_PENDING_MAX = 500;
