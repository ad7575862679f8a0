import { describe, expect, it } from "vitest";
import { ageAtDeparture, passportExpiresTooSoon } from "./manifest";

describe("the manifest's traveller facts", () => {
  it("gives the age on the departure day, a year more from the birthday on", () => {
    expect(ageAtDeparture("1990-06-15", "2026-06-14")).toBe(35);
    expect(ageAtDeparture("1990-06-15", "2026-06-15")).toBe(36);
    expect(ageAtDeparture(null, "2026-06-15")).toBeNull();
  });

  it("flags a passport that expires within six months of the trip's last day", () => {
    // The trip ends 5 July 2026: the passport must be valid to 5 January 2027.
    expect(passportExpiresTooSoon("2027-01-04", "2026-07-05")).toBe(true);
    expect(passportExpiresTooSoon("2026-08-01", "2026-07-05")).toBe(true);
    expect(passportExpiresTooSoon("2027-01-05", "2026-07-05")).toBe(false);
    expect(passportExpiresTooSoon("2030-01-01", "2026-07-05")).toBe(false);
    expect(passportExpiresTooSoon(null, "2026-07-05")).toBe(false);
  });
});
