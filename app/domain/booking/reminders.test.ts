import { describe, expect, it } from "vitest";
import {
  hasPassportDetails,
  passportDetailsDueBy,
  passportDetailsOpen,
  passportReminderStarts,
} from "./reminders";

describe("passport reminder dates", () => {
  it("reminds from 45 days before departure until the details close 30 days before", () => {
    expect(passportReminderStarts("2026-03-01")).toEqual({ from: "2026-03-31", to: "2026-04-15" });
    expect(passportDetailsDueBy("2026-04-15")).toBe("2026-03-16");
    expect(passportDetailsOpen("2026-04-15", "2026-03-16")).toBe(true);
    expect(passportDetailsOpen("2026-04-15", "2026-03-17")).toBe(false);
  });

  it("counts a passport complete with its number and its expiry only", () => {
    expect(hasPassportDetails({ passportNumber: "X1234567", passportExpiry: "2030-01-01" })).toBe(true);
    expect(hasPassportDetails({ passportNumber: "  ", passportExpiry: "2030-01-01" })).toBe(false);
    expect(hasPassportDetails({ passportNumber: "X1234567", passportExpiry: null })).toBe(false);
    expect(hasPassportDetails({ passportNumber: null, passportExpiry: null })).toBe(false);
  });
});
