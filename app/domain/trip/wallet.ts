import type { AccountBookingDetail } from "../booking/account-view";
import type { BookingStatus } from "../booking/statuses";
import { addDays, type IsoDate } from "../dates";
import type { WalletPage } from "../offline/cache-rules";

/**
 * The trip wallet (issue 17, decision 100): what a traveller needs on the
 * trip, at /account/trips/{reference} and its voucher, contacts and packing
 * pages. Pure: built by modules/booking/trip-wallet.server.ts, drawn by
 * components/trip/. Amounts are US cents as charged; dates are calendar dates.
 */

/** Bookings that are a trip: paid for (in part or whole), or done. Drafts, holds and cancelled ones have none. */
export const TRIP_WALLET_STATUSES: readonly BookingStatus[] = ["confirmed", "paid", "completed"];

export function hasTripWallet(status: BookingStatus): boolean {
  return TRIP_WALLET_STATUSES.includes(status);
}

export function walletUrl(reference: string, page: WalletPage = ""): string {
  return `/account/trips/${reference}${page ? `/${page}` : ""}`;
}

/** The night's stay: one of ours (with its contacts), or only the name the itinerary gives. */
export type WalletStay = {
  name: string;
  /** Null when the itinerary names a stay that is not one of ours (a fly camp, a mountain hut). */
  id: number | null;
  location: string | null;
  phone: string | null;
  email: string | null;
  imageUrl: string | null;
  checkInTime: string | null;
  checkOutTime: string | null;
};

export type WalletDay = {
  dayNumber: number;
  /** The day's date on this booking's trip; null while the trip has no date. */
  date: IsoDate | null;
  title: string;
  description: string;
  places: string[];
  meals: Array<"breakfast" | "lunch" | "dinner">;
  altitudeM: number | null;
  stay: WalletStay | null;
};

export type PackingKind = "safari" | "climb" | "beach";

export type TripWallet = {
  booking: AccountBookingDetail;
  tour: {
    /** In the page's language when the tour and its days are all translated, else English (`lang`). */
    title: string;
    lang: string;
    imageUrl: string | null;
    climb: boolean;
    packing: PackingKind;
  };
  days: WalletDay[];
  /** The departure's guide, once the office has named one. */
  guide: { name: string | null; phone: string | null } | null;
  emergency: { office: string; evacuation: { phone: string; provider: string } | null };
};

const CLIMBS = new Set(["kilimanjaro", "mount_meru"]);

export function isClimb(category: string): boolean {
  return CLIMBS.has(category);
}

/** Which packing list a tour needs: the mountain's, the coast's, or the safari's (every other kind). */
export function packingKindFor(category: string): PackingKind {
  if (isClimb(category)) return "climb";
  if (category === "beach") return "beach";
  return "safari";
}

/**
 * The safari and beach lists (item keys, grouped; the words are in the trip
 * namespace). A climb uses the Kilimanjaro section's own list.
 */
export const PACKING_LISTS = {
  safari: {
    clothing: ["neutral", "layers", "longSleeves", "hat", "shoes", "swimwear"],
    gear: ["binoculars", "camera", "power", "bag", "torch", "bottle"],
    health: ["documents", "insurance", "malaria", "repellent", "sunscreen", "medication", "cash"],
  },
  beach: {
    clothing: ["light", "coverUp", "swimwear", "sandals", "hat"],
    gear: ["snorkel", "power", "bottle", "bag"],
    health: ["documents", "insurance", "malaria", "repellent", "reefSafe", "medication", "cash"],
  },
} as const satisfies Record<Exclude<PackingKind, "climb">, Record<string, readonly string[]>>;

/** The date of a day of the programme: the trip's first day is day 1. */
export function dayDate(startDate: IsoDate | null, dayNumber: number): IsoDate | null {
  return startDate ? addDays(startDate, dayNumber - 1) : null;
}

/** Each of our stays on the trip once, with the nights spent there (dates, or day numbers without a date). */
export function staysOf(days: readonly WalletDay[]): Array<{ stay: WalletStay; nights: WalletDay[] }> {
  const byStay = new Map<string, { stay: WalletStay; nights: WalletDay[] }>();
  for (const day of days) {
    if (!day.stay) continue;
    const key = day.stay.id === null ? `name:${day.stay.name.toLowerCase()}` : `id:${day.stay.id}`;
    const entry = byStay.get(key) ?? { stay: day.stay, nights: [] };
    entry.nights.push(day);
    byStay.set(key, entry);
  }
  return [...byStay.values()];
}

/** Tanzania's emergency number (police, fire, ambulance), from any phone. */
export const TANZANIA_EMERGENCY_NUMBER = "112";

/** The emergency numbers in the order a traveller should call them: Tanzania's, the office's, evacuation. */
export function emergencyNumbers(
  emergency: TripWallet["emergency"],
): Array<{ key: "national" | "office" | "evacuation"; number: string; provider?: string }> {
  return [
    { key: "national", number: TANZANIA_EMERGENCY_NUMBER },
    { key: "office", number: emergency.office },
    ...(emergency.evacuation
      ? [
          {
            key: "evacuation" as const,
            number: emergency.evacuation.phone,
            provider: emergency.evacuation.provider,
          },
        ]
      : []),
  ];
}
