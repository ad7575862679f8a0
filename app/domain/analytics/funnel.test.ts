import { describe, expect, it } from "vitest";
import { FUNNEL_STEPS, funnelFromCounts } from "./funnel";

describe("the booking funnel", () => {
  it("has the three steps in order", () => {
    expect(FUNNEL_STEPS).toEqual(["view_item", "begin_checkout", "purchase"]);
  });

  it("gives each step's visitors, conversion and drop-off from the step before", () => {
    expect(funnelFromCounts([200, 50, 10])).toEqual([
      { step: "view_item", visitors: 200, conversion: 1, dropOff: 0, dropOffRate: 0 },
      { step: "begin_checkout", visitors: 50, conversion: 0.25, dropOff: 150, dropOffRate: 0.75 },
      { step: "purchase", visitors: 10, conversion: 0.2, dropOff: 40, dropOffRate: 0.8 },
    ]);
  });

  it("matches a scripted visit: one visitor buys, one only looks", () => {
    const [view, checkout, purchase] = funnelFromCounts([2, 1, 1]);
    expect(view).toMatchObject({ visitors: 2 });
    expect(checkout).toMatchObject({ visitors: 1, conversion: 0.5, dropOff: 1, dropOffRate: 0.5 });
    expect(purchase).toMatchObject({ visitors: 1, conversion: 1, dropOff: 0, dropOffRate: 0 });
  });

  it("divides by nobody without failing", () => {
    expect(funnelFromCounts([0, 0, 0]).map((row) => [row.conversion, row.dropOffRate])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(funnelFromCounts([])).toHaveLength(3);
  });
});
