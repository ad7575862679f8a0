import { useEffect, useRef } from "react";
import { continuesBooking } from "#app/domain/analytics/checkout";
import type { AnalyticsProps } from "#app/domain/analytics/names";
import { track } from "./track";

/**
 * The spec's "abandoned booking" (decision 102): recorded when the wizard of
 * `bookingId` (null: nothing to abandon) gives way to a page that does not
 * carry the booking on (see continuesBooking), with the step it was left at.
 * Closing the tab or paying on the provider's own page unloads the page
 * without this, so a closed tab shows only as the funnel's drop-off.
 */
export function useTrackAbandonedBooking(bookingId: number | null, props: AnalyticsProps) {
  const latest = useRef(props);
  latest.current = props;
  useEffect(
    () => () => {
      if (bookingId === null) return;
      // React Router has moved the address to the next page before this page unmounts.
      if (!continuesBooking(window.location.pathname)) track("abandoned_booking", latest.current);
    },
    [bookingId],
  );
}
