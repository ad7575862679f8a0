import { describe, expect, it } from "vitest";
import { KILIMANJARO_TOURS } from "#app/db/seed/tours-kilimanjaro";
import { routeKeyOf, routeProfileOf } from "./route-profiles";

describe("routeKeyOf", () => {
  it("finds the route named in a tour slug", () => {
    expect(routeKeyOf("kilimanjaro-machame-route-7-days")).toBe("machame");
    expect(routeKeyOf("kilimanjaro-northern-circuit-9-days")).toBe("northern-circuit");
    expect(routeKeyOf("lemosho")).toBe("lemosho");
  });

  it("does not match part of a word, and knows nothing of unknown routes", () => {
    expect(routeKeyOf("kilimanjaro-shiraz-route")).toBeNull();
    expect(routeKeyOf("kilimanjaro-western-breach-8-days")).toBeNull();
    expect(routeKeyOf(null)).toBeNull();
    expect(routeProfileOf("mount-meru-climb-4-days")).toBeNull();
  });

  it("covers every Kilimanjaro route of the demo content", () => {
    for (const tour of KILIMANJARO_TOURS.filter((t) => t.category === "kilimanjaro")) {
      expect(routeProfileOf(tour.slug), tour.slug).not.toBeNull();
    }
  });
});
