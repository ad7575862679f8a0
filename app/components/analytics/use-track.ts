import { useEffect } from "react";
import type { AnalyticsEventName, AnalyticsProps } from "#app/domain/analytics/names";
import { track } from "./track";

/** Records `name` once for each new `key` (a tour, a booking) the page shows; nothing while `key` is null. */
export function useTrackOnce(name: AnalyticsEventName, key: string | number | null, props?: AnalyticsProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per key, whatever the props object's identity.
  useEffect(() => {
    if (key !== null) track(name, props);
  }, [name, key]);
}
