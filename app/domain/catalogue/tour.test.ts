import { describe, expect, it } from "vitest";
import { tourPath } from "./tour";

describe("tourPath", () => {
  it("links by slug, or by id when a tour has no slug (spec section 2)", () => {
    expect(tourPath({ id: 7, slug: "northern-circuit-classic-safari" })).toBe(
      "/tours/northern-circuit-classic-safari",
    );
    expect(tourPath({ id: 7, slug: null })).toBe("/tours/7");
  });
});
