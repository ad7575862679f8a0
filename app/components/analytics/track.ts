import type { AnalyticsEventName, AnalyticsProps } from "#app/domain/analytics/names";

/** One event as the tracker sends it (see app/domain/analytics/batch.ts). */
export type QueuedEvent = {
  name: AnalyticsEventName;
  at: number;
  path: string;
  language?: string;
  currency?: string;
  props?: AnalyticsProps;
};

/** Fired on `window` when analytics are switched on or off (consent given, withdrawn, or read at load). */
export const ANALYTICS_STATE_EVENT = "analytics-state";

/**
 * What `track` writes to and the tracker (loaded only after consent) reads:
 * off until the visitor accepts, so nothing is even queued before.
 */
export const analytics: {
  on: boolean;
  queue: QueuedEvent[];
  context: { language?: string; currency?: string };
  /** Set by the tracker: called after each event (it sends a full batch at once). */
  wake?: () => void;
} = { on: false, queue: [], context: {} };

/**
 * Records a named event, with a few short details (values cut to 200
 * characters), for the page the visitor is on. Does nothing without consent.
 */
export function track(name: AnalyticsEventName, props?: AnalyticsProps): void {
  if (!analytics.on || typeof window === "undefined") return;
  const event: QueuedEvent = { name, at: Date.now(), path: window.location.pathname, ...analytics.context };
  if (props) {
    event.props = {};
    for (const [key, value] of Object.entries(props).slice(0, 10)) {
      event.props[key] = typeof value === "string" ? value.slice(0, 200) : value;
    }
  }
  analytics.queue.push(event);
  analytics.wake?.();
}
