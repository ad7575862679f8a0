import { type IsoDate, isCalendarDate } from "../dates";
import { type Party, TRAVELLER_KINDS, type TravellerKind } from "../pricing";
import { checkPassportExpiry, checkTravellerAge } from "./party";

/**
 * Step 2 of the wizard: who travels, the lead traveller and the emergency
 * contact. `checkTravellers` answers every problem at once, each with the
 * form field it belongs to and a message key of the `booking` namespace, so
 * the page shows them beside their fields; the same check runs again at Pay
 * on what was stored.
 */

export type TravellerDetails = {
  position: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  /** Both may be left for later (the account, until 30 days before departure). */
  passportNumber: string;
  passportExpiry: string;
};

export type LeadDetails = {
  fullName: string;
  email: string;
  phone: string;
  country: string;
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
};

export type FieldProblem = { field: string; message: string; values?: Record<string, unknown> };

/** The longest value each text field keeps: the form's maxlength and the server's cap. */
export const TRAVELLER_TEXT_MAX = {
  name: 80,
  fullName: 120,
  email: 254,
  phone: 40,
  country: 60,
  nationality: 60,
  passportNumber: 20,
  relation: 60,
  notes: 1000,
} as const;

const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{6,40}$/;

/** The field name of a traveller's value in the form: `traveller-2-lastName`. */
export function travellerField(position: number, name: keyof Omit<TravellerDetails, "position">): string {
  return `traveller-${position}-${name}`;
}

/** Who sits at each position: the adults first, then the children, then the infants. */
export function kindsByPosition(party: Party): TravellerKind[] {
  const counts: Record<TravellerKind, number> = {
    adult: party.adults,
    child: party.children,
    infant: party.infants,
  };
  return TRAVELLER_KINDS.flatMap((kind) => Array.from({ length: counts[kind] }, () => kind));
}

/** A passport number as stored: letters and digits as printed, without the spaces and hyphens people type. */
export function normalizePassportNumber(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

/** Passport numbers are 5 to 20 letters and digits the world over (most have 8 or 9). */
export function isPassportNumber(normalized: string): boolean {
  return PASSPORT_NUMBER.test(normalized);
}

/**
 * Problems with one traveller's passport: both or neither of number and
 * expiry, a plausible number, and (Tanzania's entry rule) an expiry at least
 * 6 months after the return date. Used by the wizard and the account page.
 */
export function passportProblems(
  traveller: Pick<TravellerDetails, "position" | "passportNumber" | "passportExpiry">,
  returnDate: IsoDate | null,
): FieldProblem[] {
  const number = normalizePassportNumber(traveller.passportNumber);
  const expiry = traveller.passportExpiry.trim();
  const numberField = travellerField(traveller.position, "passportNumber");
  const expiryField = travellerField(traveller.position, "passportExpiry");
  if (!number && !expiry) return [];
  const problems: FieldProblem[] = [];
  if (!number) problems.push({ field: numberField, message: "booking:travellers.passportNumberMissing" });
  else if (!isPassportNumber(number))
    problems.push({ field: numberField, message: "booking:travellers.passportNumberInvalid" });
  if (!expiry) problems.push({ field: expiryField, message: "booking:travellers.passportExpiryMissing" });
  else if (returnDate) {
    const check = checkPassportExpiry(expiry, returnDate);
    if (!check.ok)
      problems.push(
        check.reason === "invalid_date"
          ? { field: expiryField, message: "booking:travellers.dateInvalid" }
          : {
              field: expiryField,
              message: "booking:travellers.passportExpiresTooSoon",
              values: { date: check.mustBeValidUntil },
            },
      );
  } else if (!isCalendarDate(expiry))
    problems.push({ field: expiryField, message: "booking:travellers.dateInvalid" });
  return problems;
}

/**
 * Everything wrong with step 2, for a party travelling from `startDate` to
 * `returnDate`: every traveller named, born on a real date and of the age
 * they were booked (and priced) as on the start date, with a nationality;
 * passports optional but right when given; the lead traveller reachable and
 * an emergency contact given.
 */
export function checkTravellers(
  input: { lead: LeadDetails; travellers: readonly TravellerDetails[] },
  trip: { party: Party; startDate: IsoDate | null; returnDate: IsoDate | null },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const required = (field: string, value: string) => {
    if (!value.trim()) problems.push({ field, message: "booking:travellers.required" });
    return Boolean(value.trim());
  };

  const { lead } = input;
  required("leadFullName", lead.fullName);
  if (required("leadEmail", lead.email) && !EMAIL.test(lead.email.trim()))
    problems.push({ field: "leadEmail", message: "booking:travellers.emailInvalid" });
  if (required("leadPhone", lead.phone) && !PHONE.test(lead.phone.trim()))
    problems.push({ field: "leadPhone", message: "booking:travellers.phoneInvalid" });
  required("emergencyName", lead.emergencyName);
  if (required("emergencyPhone", lead.emergencyPhone) && !PHONE.test(lead.emergencyPhone.trim()))
    problems.push({ field: "emergencyPhone", message: "booking:travellers.phoneInvalid" });

  const kinds = kindsByPosition(trip.party);
  kinds.forEach((kind, index) => {
    const position = index + 1;
    const traveller = input.travellers.find((t) => t.position === position);
    const field = (name: keyof Omit<TravellerDetails, "position">) => travellerField(position, name);
    required(field("firstName"), traveller?.firstName ?? "");
    required(field("lastName"), traveller?.lastName ?? "");
    required(field("nationality"), traveller?.nationality ?? "");
    const born = traveller?.dateOfBirth.trim() ?? "";
    if (required(field("dateOfBirth"), born) && trip.startDate) {
      const age = checkTravellerAge({ dateOfBirth: born, kind }, trip.startDate);
      if (!age.ok)
        problems.push(
          age.reason === "wrong_category"
            ? {
                field: field("dateOfBirth"),
                message: `booking:travellers.wrongCategory.${kind}`,
                values: { age: age.age },
              }
            : { field: field("dateOfBirth"), message: `booking:travellers.${age.reason}` },
        );
    }
    if (traveller) problems.push(...passportProblems(traveller, trip.returnDate));
  });
  return problems;
}
