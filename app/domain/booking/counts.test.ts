import { describe, expect, it } from "vitest";
import { countProblem } from "./counts";

describe("countProblem", () => {
  it("accepts whole numbers from zero up", () => {
    expect(countProblem(0)).toBeNull();
    expect(countProblem(20)).toBeNull();
  });

  it("names a fraction, a non-number, an unsafe integer and a negative count", () => {
    expect(countProblem(1.5)).toBe("not_whole_number");
    expect(countProblem(Number.NaN)).toBe("not_whole_number");
    expect(countProblem(2 ** 60)).toBe("not_whole_number");
    expect(countProblem(-1)).toBe("negative");
  });
});
