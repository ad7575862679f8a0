import type { IsoDate } from "../dates";
import type { TravellerKind } from "../pricing";
import type { AccountPayment, BookingGroup } from "./account";
import type { ExtraBasis } from "./extras";
import type { PriceSnapshot } from "./price-snapshot";
import type { Rooms } from "./rooms";
import type { BookingStatus } from "./statuses";

/**
 * What the account's pages show of the traveller's bookings (decision 082):
 * built by modules/booking/account.server.ts, drawn by
 * components/account/bookings*.tsx. Amounts are US cents (what was charged);
 * timestamps are ISO strings, so the loader's JSON carries them as they are.
 */

/** One booking in the account's lists. */
export type AccountBookingItem = {
  id: number;
  reference: string;
  tourTitle: string;
  status: BookingStatus;
  group: BookingGroup;
  /** The departure's dates, or the private date asked for (its end worked out from the tour's length). */
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  /** Null until the booking was priced (a draft before Pay). */
  totalCents: number | null;
  paidCents: number;
  /** What is still owed on a booking paid in part, and by when; null when nothing is. */
  dueCents: number | null;
  dueDate: IsoDate | null;
  cancellationRequested: boolean;
  /** Where to carry on with a booking not paid for yet (the wizard's draft), else null. */
  continueUrl: string | null;
};

export type AccountTraveller = {
  id: number;
  position: number;
  kind: TravellerKind;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: IsoDate | null;
  nationality: string | null;
  /** The last three characters only. */
  passportNumber: string | null;
  passportExpiry: IsoDate | null;
  /** Number or expiry still to be given. */
  passportMissing: boolean;
};

export type AccountExtra = {
  label: string;
  basis: ExtraBasis;
  /** As charged; null before Pay. */
  count: number | null;
  amountCents: number | null;
};

/** The cancellation policy as the page shows it, and what cancelling today would give back. */
export type AccountCancellation = {
  /** When the traveller asked to cancel (ISO timestamp), and their note. */
  requestedAt: string | null;
  note: string | null;
  /** Whether the form is offered (a paid booking, before departure, not yet asked). */
  offered: boolean;
  policy: { minDays: number; maxDays: number | null; keepPercent: number }[];
  /** If cancelled today: days to departure, the share kept, and the amounts kept and refunded. */
  today: { daysBefore: number; keepPercent: number; keptCents: number; refundCents: number } | null;
};

/** Everything the booking's page shows. */
export type AccountBookingDetail = AccountBookingItem & {
  tourSlug: string | null;
  durationDays: number | null;
  /** A private date asked for (a request), not a scheduled departure. */
  privateDate: boolean;
  party: { adults: number; children: number; infants: number };
  rooms: Rooms;
  lead: { fullName: string | null; email: string | null; phone: string | null };
  travellers: AccountTraveller[];
  extras: AccountExtra[];
  /** The price lines as charged at Pay (null before). */
  priceLines: PriceSnapshot | null;
  payments: AccountPayment[];
  /** The date the balance was due by, as set at Pay. */
  balanceDueDate: IsoDate | null;
  payBalance: {
    offered: boolean;
    amountCents: number;
    /** A balance payment was started and has not finished yet. */
    pending: boolean;
  };
  passports: {
    /** Whether they can still be completed online, and until when. */
    open: boolean;
    lastDay: IsoDate | null;
    missing: number;
  };
  cancellation: AccountCancellation;
  /** When the booking was made (ISO timestamp). */
  createdAt: string;
};

/** What the booking page's action answers to a refused form: which form, what was typed, what is wrong. */
export type BookingActionData = {
  /** The form: pay-balance, passport or cancel-request (null: the intent itself was wrong). */
  intent: string | null;
  /** The passport form's traveller. */
  travellerId: number | null;
  values: Partial<Record<"passportNumber" | "passportExpiry" | "note" | "paymentMethod", string>>;
  fieldErrors: Record<string, string>;
  formError: string | null;
};

/** What `?done=` after a redirect says was saved. */
export const BOOKING_DONE = ["passport", "cancel-request"] as const;
export type BookingDone = (typeof BOOKING_DONE)[number];

export function bookingDone(value: string | null): BookingDone | null {
  return BOOKING_DONE.find((done) => done === value) ?? null;
}
