/**
 * The availability label of a departure (spec section 4): available, limited,
 * fully booked, closed or on request. One rule for the tour page, the
 * availability page and structured data.
 */
export const AVAILABILITY_LABELS = ["available", "limited", "fully_booked", "closed", "on_request"] as const;
export type AvailabilityLabel = (typeof AVAILABILITY_LABELS)[number];

/** A departure's status as the office sets it (the database enum `departure_status` is built from this list). */
export const DEPARTURE_STATUSES = ["scheduled", "on_request", "closed", "cancelled"] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

export type DepartureSeats = {
  /** YYYY-MM-DD. */
  startDate: string;
  capacity: number;
  seatsTaken: number;
  /**
   * Seats held by bookings waiting for their payment, live holds only (an
   * expired hold counts for nothing, even before the worker releases it:
   * decision 080). None when left out.
   */
  seatsHeld?: number;
  status: DepartureStatus;
  /** This departure's own "few seats left" threshold, set by staff; null or left out: the options' default. */
  limitedSeats?: number | null;
};

export type AvailabilityOptions = {
  /**
   * At or below this many seats left (and some sold) a departure is "limited":
   * AVAILABILITY_LIMITED_SEATS, for the departures that set no threshold of their own.
   */
  limitedSeats: number;
  /** Today as YYYY-MM-DD (the office's day): a departure that has started is closed. */
  today: string;
};

/**
 * Seats still for sale: neither taken nor held by a live hold. Never
 * negative, even if the data says more were taken than exist.
 */
export function seatsLeft(departure: Pick<DepartureSeats, "capacity" | "seatsTaken" | "seatsHeld">): number {
  const used = Math.max(0, departure.seatsTaken) + Math.max(0, departure.seatsHeld ?? 0);
  return Math.max(0, departure.capacity - used);
}

/**
 * The label, in this order: a closed, cancelled or already started departure
 * is closed; one the office confirms by hand is on request; no seats left is
 * fully booked; few seats left is limited. A departure nobody has booked yet
 * is never "limited", even on a tour for four: nothing has been sold.
 */
export function availabilityLabel(
  departure: DepartureSeats,
  options: AvailabilityOptions,
): AvailabilityLabel {
  if (departure.status === "closed" || departure.status === "cancelled") return "closed";
  if (departure.startDate <= options.today) return "closed";
  if (departure.status === "on_request") return "on_request";
  const left = seatsLeft(departure);
  if (left === 0) return "fully_booked";
  const threshold = Math.max(0, Math.floor(departure.limitedSeats ?? options.limitedSeats));
  if (left <= threshold && left < departure.capacity) return "limited";
  return "available";
}

/** Whether a traveller can ask to book this departure online. */
export function isBookable(label: AvailabilityLabel): boolean {
  return label === "available" || label === "limited" || label === "on_request";
}

/** schema.org ItemAvailability for an Offer. */
export const SCHEMA_AVAILABILITY: Record<AvailabilityLabel, string> = {
  available: "https://schema.org/InStock",
  limited: "https://schema.org/LimitedAvailability",
  fully_booked: "https://schema.org/SoldOut",
  closed: "https://schema.org/OutOfStock",
  on_request: "https://schema.org/PreOrder",
};

/**
 * The tour as a whole, from its upcoming departures: the best label among them
 * (available beats limited beats on request...). No departures on the calendar
 * means the office arranges dates on request.
 */
export function overallAvailability(labels: readonly AvailabilityLabel[]): AvailabilityLabel {
  const order: AvailabilityLabel[] = ["available", "limited", "on_request", "fully_booked", "closed"];
  if (labels.length === 0) return "on_request";
  for (const label of order) if (labels.includes(label)) return label;
  return "on_request";
}

export type DepartureItem = {
  id: number;
  startDate: string;
  endDate: string;
  /** Formatted on the server in the page language. */
  dates: string;
  label: AvailabilityLabel;
  seatsLeft: number | null;
  /** US cents per person. */
  price: number;
};
