import { track } from "./track";

/**
 * The spec's "date selected": a departure picked (its Book link on a tour page
 * or /tour-availability, or a choice in the booking's first step) or a
 * private date typed. The date is a trip's, not a person's: it may be sent.
 */
export function trackDateSelected(pick: {
  tourId: number;
  date: string;
  source: "tour" | "availability" | "booking";
  departure?: number;
}) {
  const props: Record<string, string | number> = {
    tour_id: pick.tourId,
    date: pick.date,
    source: pick.source,
  };
  if (pick.departure !== undefined) props.departure_id = pick.departure;
  track("select_date", props);
}
