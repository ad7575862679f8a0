/** The booking funnel's steps, in order (issue 17). */
export const FUNNEL_STEPS = ["view_item", "begin_checkout", "purchase"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export type FunnelRow = {
  step: FunnelStep;
  /** Visitors (client ids) who reached this step, having reached every step before it. */
  visitors: number;
  /** Share of the previous step's visitors who reached this one (1 for the first step; 0 when nobody was there). */
  conversion: number;
  /** Visitors of the previous step lost at this one. */
  dropOff: number;
  /** dropOff as a share of the previous step (0..1). */
  dropOffRate: number;
};

/**
 * The funnel's rows from the visitors reaching each step in order
 * (`counts[i]` for FUNNEL_STEPS[i]; a visitor counts at a step only having
 * reached every earlier one): how many went on, and how many were lost.
 */
export function funnelFromCounts(counts: readonly number[]): FunnelRow[] {
  return FUNNEL_STEPS.map((step, index) => {
    const visitors = counts[index] ?? 0;
    if (index === 0) return { step, visitors, conversion: visitors > 0 ? 1 : 0, dropOff: 0, dropOffRate: 0 };
    const before = counts[index - 1] ?? 0;
    const dropOff = Math.max(0, before - visitors);
    return {
      step,
      visitors,
      conversion: before > 0 ? visitors / before : 0,
      dropOff,
      dropOffRate: before > 0 ? dropOff / before : 0,
    };
  });
}
