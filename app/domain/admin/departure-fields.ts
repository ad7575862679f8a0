/**
 * The limits of the staff's departure forms, without the validation
 * (departure-forms.ts): the pages import from here so that zod stays out of
 * their JavaScript (decision 045).
 */

/** Most seats a departure may have: a large group charter, not a typo. */
export const MAX_CAPACITY = 500;
/** The "few seats left" threshold a departure may set at most (the env's own bound). */
export const MAX_LIMITED_SEATS = 100;
/** The guide's name and phone on a departure (the trip wallet, decision 100). */
export const GUIDE_NAME_MAX = 100;
export const PHONE_MAX = 40;
