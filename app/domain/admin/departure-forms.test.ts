import { describe, expect, it } from "vitest";
import { departureEditSchema, extraSchema, seriesSchema, tierSchema } from "./departure-forms";

describe("the departure forms", () => {
  it("reads prices in dollars as cents, a blank price and threshold as the tour's and the site's", () => {
    expect(departureEditSchema.parse({ capacity: "14", price: "2450.5", limitedSeats: "" })).toEqual({
      capacity: 14,
      price: 245_050,
      limitedSeats: null,
    });
    expect(departureEditSchema.parse({ capacity: "14", price: " ", limitedSeats: "3" })).toMatchObject({
      price: null,
      limitedSeats: 3,
    });
  });

  it("refuses with the section's message keys", () => {
    const result = departureEditSchema.safeParse({ capacity: "0", price: "12,50", limitedSeats: "-1" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ["capacity", "admin-departures:errors.capacity"],
      ["price", "admin-departures:errors.price"],
      ["limitedSeats", "admin-departures:errors.limitedSeats"],
    ]);
  });

  it("takes a series' weekdays once each and needs one", () => {
    const base = { tourId: "3", from: "2026-06-01", to: "2026-10-31", capacity: "12", price: "" };
    expect(seriesSchema.parse({ ...base, weekdays: ["1", "1", "5"] }).weekdays).toEqual([1, 5]);
    expect(seriesSchema.safeParse({ ...base, weekdays: [] }).error?.issues[0]?.message).toBe(
      "admin-departures:errors.weekdays",
    );
  });

  it("refuses a tier whose end is below its start, and a room type on an extra not charged per room", () => {
    expect(
      tierSchema.safeParse({ minTravellers: "5", maxTravellers: "3", pricePerPerson: "100" }).error
        ?.issues[0],
    ).toMatchObject({ path: ["maxTravellers"], message: "admin-departures:errors.tierOrder" });
    const extra = { key: "single-room", labelEn: "Single room", price: "300", basis: "per_booking" };
    expect(extraSchema.safeParse({ ...extra, roomType: "single" }).error?.issues[0]?.path).toEqual([
      "roomType",
    ]);
    expect(
      extraSchema.parse({ ...extra, basis: "per_room", roomType: "single", isActive: "on" }),
    ).toMatchObject({
      price: 30_000,
      isActive: true,
    });
  });
});
