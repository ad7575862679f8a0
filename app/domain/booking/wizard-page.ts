import type { DepartureItem } from "../catalogue/availability";
import type { IsoDate } from "../dates";
import type { TravellerKind } from "../pricing";
import type { PaymentChoice, PaymentMethod } from "./payment-terms";
import type { PriceSnapshot } from "./price-snapshot";
import type { Rooms } from "./rooms";
import type { BookingStatus } from "./statuses";
import type { TravellerDetails } from "./travellers";

/**
 * What the booking wizard's page shows (routes/site/booking), worked out on
 * the server: the components only lay it out. Amounts are US cents.
 */

export const WIZARD_STEPS = ["tour", "travelers", "extras", "payment", "confirmation"] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];
/** The steps with a form: 1 to 4. The fifth is /booking/success. */
export type FormStep = 1 | 2 | 3 | 4;

export type WizardNotice =
  /** The payment started and its seats are held until `until`. */
  | { kind: "holding"; until: string }
  /** The hold ran out: Pay checks the seats and the price again. */
  | { kind: "hold_expired" }
  /** The home page's banner showed another price than today's. */
  | { kind: "price_changed"; shownCents: number; todayCents: number }
  /** The payment was cancelled or declined at the provider. */
  | { kind: "payment_cancelled" };

/** A traveller as step 2 shows them: what was typed, and the kind their position books. */
export type WizardPageTraveller = TravellerDetails & { kind: TravellerKind };

export type WizardPageExtra = {
  id: number;
  label: string;
  priceCents: number;
  basis: "per_person" | "per_booking" | "per_room";
  chosen: boolean;
};

export type WizardPricePanel =
  | { ok: true; price: PriceSnapshot; extraLabels: Record<string, string>; promoCode: string | null }
  | { ok: false; message: string };

export type WizardPage = {
  step: FormStep;
  /** The furthest step the booking can be on: steps after it are not links yet. */
  reachable: FormStep;
  booking: {
    id: number;
    reference: string;
    status: BookingStatus;
    departureId: number | null;
    requestedStartDate: IsoDate | null;
    adults: number;
    children: number;
    infants: number;
    rooms: Rooms;
    lead: {
      fullName: string;
      email: string;
      phone: string;
      country: string;
      emergencyName: string;
      emergencyPhone: string;
      emergencyRelation: string;
    };
    dietaryRequirements: string;
    specialRequests: string;
    promoCode: string;
    paymentChoice: PaymentChoice;
  };
  tour: { id: number; slug: string; title: string; durationDays: number; maxPartySize: number };
  departures: DepartureItem[];
  departure: DepartureItem | null;
  privateDates: { min: IsoDate; max: IsoDate } | null;
  startDate: IsoDate | null;
  returnDate: IsoDate | null;
  travellers: WizardPageTraveller[];
  extras: WizardPageExtra[];
  /** The single room supplement and its like: added by the rooms, shown in step 1. */
  roomExtras: WizardPageExtra[];
  price: WizardPricePanel;
  needsRequest: boolean;
  notices: WizardNotice[];
  payKey: string;
  termsHref: string;
  /** The ways to pay offered (the configured providers'); `test`: the sandbox, where no money is taken. */
  paymentMethods: Array<{ method: PaymentMethod; test: boolean }>;
};

/** What a refused step answers: what was typed, and the messages beside their fields (translated). */
export type WizardReply = {
  step: FormStep;
  values: Record<string, string | string[]>;
  fieldErrors: Record<string, string>;
  formError: string | null;
};
