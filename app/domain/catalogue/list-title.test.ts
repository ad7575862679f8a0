import { describe, expect, it } from "vitest";
import { titleByFilters } from "./list-title";

const titles = { both: "both", first: "first", second: "second", none: "none" };

describe("titleByFilters", () => {
  it("picks the title for the filters that are set", () => {
    expect(titleByFilters("Lodge", "Serengeti", titles)).toBe("both");
    expect(titleByFilters("Lodge", null, titles)).toBe("first");
    expect(titleByFilters(undefined, "Serengeti", titles)).toBe("second");
    expect(titleByFilters(null, undefined, titles)).toBe("none");
  });

  it("takes an empty name as no filter", () => {
    expect(titleByFilters("", "Serengeti", titles)).toBe("second");
  });
});
