import { addDays, addMonths, ageOn, type IsoDate, isCalendarDate } from "../dates";
import { CHILD_AGES, INFANT_AGES, type Party, TRAVELLER_KINDS, type TravellerKind } from "../pricing";
import { countProblem } from "./counts";

/**
 * Who travels: the party's counts, each traveller's age category at the
 * travel date and their passport's validity. Answers are reason codes (the
 * pages translate them), never English text.
 */

/**
 * The most travellers one online booking takes, whatever the tour says: a
 * larger group is arranged with the office (an enquiry), and a tour with no
 * maximum group size is held to it.
 */
export const PARTY_HARD_CAP = 20;

export type PartyField = "adults" | "children" | "infants";

export type PartyProblem =
  | { field: PartyField; reason: "not_whole_number" | "negative" }
  | { field: "adults"; reason: "no_adult" }
  | { field: "party"; reason: "too_large"; max: number };

export type PartyCheck = { ok: true; party: Party; seats: number } | { ok: false; problems: PartyProblem[] };

/** Everyone takes a seat on the vehicle, infants too. */
export function seatsFor(party: Party): number {
  return party.adults + party.children + party.infants;
}

/** The largest party a tour takes online: its max group size (when it has a usable one), never over the cap. */
export function maxPartySize(maxGroupSize: number | null, hardCap: number = PARTY_HARD_CAP): number {
  const own =
    maxGroupSize !== null && Number.isInteger(maxGroupSize) && maxGroupSize >= 1 ? maxGroupSize : null;
  return Math.min(own ?? hardCap, hardCap);
}

/**
 * The party's counts: whole numbers, none negative, at least one adult (18+),
 * and everyone together within `maxPartySize`. Seats left on a departure are
 * the hold's business (the server), not this check's.
 */
export function checkParty(
  party: Party,
  limits: { maxGroupSize: number | null; hardCap?: number },
): PartyCheck {
  const problems: PartyProblem[] = [];
  for (const [field, count] of [
    ["adults", party.adults],
    ["children", party.children],
    ["infants", party.infants],
  ] as const) {
    const reason = countProblem(count);
    if (reason) problems.push({ field, reason });
  }
  if (problems.length > 0) return { ok: false, problems };
  if (party.adults < 1) problems.push({ field: "adults", reason: "no_adult" });
  const max = maxPartySize(limits.maxGroupSize, limits.hardCap);
  const seats = seatsFor(party);
  if (seats > max) problems.push({ field: "party", reason: "too_large", max });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, party, seats };
}

/** Ages above this are a typing error, not a traveller. */
const OLDEST_AGE = 120;

/** The category an age falls in (spec section 3): infant 0-4, child 5-17, adult 18+. */
export function kindForAge(age: number): TravellerKind {
  if (age <= INFANT_AGES.max) return "infant";
  if (age <= CHILD_AGES.max) return "child";
  return "adult";
}

export type TravellerAgeCheck =
  | { ok: true; age: number; kind: TravellerKind }
  | { ok: false; reason: "invalid_date_of_birth" | "born_after_travel" | "implausible_age" }
  | { ok: false; reason: "wrong_category"; age: number; kind: TravellerKind };

/**
 * A traveller's age at the start of the trip and whether it fits the
 * category they were booked (and priced) in. The start date decides: a child
 * who turns 18 during the trip travels as a child; one whose 18th birthday
 * is the start date travels as an adult.
 */
export function checkTravellerAge(
  traveller: { dateOfBirth: string; kind: TravellerKind },
  travelDate: IsoDate,
): TravellerAgeCheck {
  if (!isCalendarDate(traveller.dateOfBirth)) return { ok: false, reason: "invalid_date_of_birth" };
  if (traveller.dateOfBirth > travelDate) return { ok: false, reason: "born_after_travel" };
  const age = ageOn(traveller.dateOfBirth, travelDate);
  if (age > OLDEST_AGE) return { ok: false, reason: "implausible_age" };
  const kind = kindForAge(age);
  if (kind !== traveller.kind) return { ok: false, reason: "wrong_category", age, kind };
  return { ok: true, age, kind };
}

/** Whether the travellers named are exactly the party booked: as many of each kind. */
export function travellersMatchParty(party: Party, kinds: readonly TravellerKind[]): boolean {
  const booked: Record<TravellerKind, number> = {
    adult: party.adults,
    child: party.children,
    infant: party.infants,
  };
  return TRAVELLER_KINDS.every((kind) => kinds.filter((k) => k === kind).length === booked[kind]);
}

/** The last day of a trip of `durationDays` days: a 7-day safari starting on the 1st ends on the 7th. */
export function tripEndDate(startDate: IsoDate, durationDays: number): IsoDate {
  return addDays(startDate, Math.max(1, Math.floor(durationDays)) - 1);
}

/** Tanzania's entry rule: a passport valid for at least 6 months after the day one leaves. */
export const PASSPORT_MONTHS_AFTER_RETURN = 6;

export type PassportCheck =
  | { ok: true }
  | { ok: false; reason: "invalid_date" }
  | { ok: false; reason: "expires_too_soon"; mustBeValidUntil: IsoDate };

/**
 * The passport's expiry against the return date: it must be on or after the
 * return date plus 6 months (31 August plus 6 months is 28 February, 29 in a
 * leap year). The refusal names the first acceptable expiry date.
 */
export function checkPassportExpiry(expiry: string, returnDate: IsoDate): PassportCheck {
  if (!isCalendarDate(expiry)) return { ok: false, reason: "invalid_date" };
  const mustBeValidUntil = addMonths(returnDate, PASSPORT_MONTHS_AFTER_RETURN);
  return expiry >= mustBeValidUntil
    ? { ok: true }
    : { ok: false, reason: "expires_too_soon", mustBeValidUntil };
}
