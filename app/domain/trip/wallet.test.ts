import { describe, expect, it } from "vitest";
import {
  dayDate,
  emergencyNumbers,
  hasTripWallet,
  PACKING_LISTS,
  packingKindFor,
  staysOf,
  type WalletDay,
  walletUrl,
} from "./wallet";

const day = (dayNumber: number, stay: WalletDay["stay"]): WalletDay => ({
  dayNumber,
  date: dayDate("2027-07-10", dayNumber),
  title: `Day ${dayNumber}`,
  description: "",
  places: [],
  meals: [],
  altitudeM: null,
  stay,
});
const lodge = (id: number | null, name: string): WalletDay["stay"] => ({
  id,
  name,
  location: null,
  phone: id ? "+255 754 000 111" : null,
  email: null,
  imageUrl: null,
  checkInTime: null,
  checkOutTime: null,
});

describe("the trip wallet (decision 100)", () => {
  it("is a trip's once paid for, in part or whole, and after it", () => {
    for (const status of ["confirmed", "paid", "completed"] as const)
      expect(hasTripWallet(status)).toBe(true);
    for (const status of ["draft", "requested", "pending_payment", "cancelled", "expired"] as const)
      expect(hasTripWallet(status)).toBe(false);
    expect(walletUrl("EA1")).toBe("/account/trips/EA1");
    expect(walletUrl("EA1", "contacts")).toBe("/account/trips/EA1/contacts");
  });

  it("dates each day of the programme from the trip's first day", () => {
    expect(dayDate("2027-07-10", 1)).toBe("2027-07-10");
    expect(dayDate("2027-07-30", 3)).toBe("2027-08-01");
    expect(dayDate(null, 2)).toBeNull();
  });

  it("packs for the mountain, the coast or a safari", () => {
    expect(packingKindFor("kilimanjaro")).toBe("climb");
    expect(packingKindFor("mount_meru")).toBe("climb");
    expect(packingKindFor("beach")).toBe("beach");
    for (const category of ["wildlife_safari", "cultural", "photography", "family", "walking"])
      expect(packingKindFor(category)).toBe("safari");
    expect(PACKING_LISTS.safari.health).toContain("malaria");
  });

  it("lists each stay once with its nights, ours by id and the others by name", () => {
    const days = [
      day(1, lodge(4, "Silale Baobab Lodge")),
      day(2, lodge(4, "Silale Baobab Lodge")),
      day(3, lodge(null, "Fly camp")),
      day(4, lodge(null, "fly camp")),
      day(5, null),
    ];
    const stays = staysOf(days);
    expect(stays.map((s) => [s.stay.name, s.nights.map((n) => n.date)])).toEqual([
      ["Silale Baobab Lodge", ["2027-07-10", "2027-07-11"]],
      ["Fly camp", ["2027-07-12", "2027-07-13"]],
    ]);
  });

  it("gives Tanzania's 112 first, then the office's line, and evacuation only when configured", () => {
    expect(emergencyNumbers({ office: "+255 754 123 456", evacuation: null })).toEqual([
      { key: "national", number: "112" },
      { key: "office", number: "+255 754 123 456" },
    ]);
    expect(
      emergencyNumbers({
        office: "+255 754 123 456",
        evacuation: { phone: "+254 20 315 454", provider: "Flying Doctors" },
      }).at(-1),
    ).toEqual({ key: "evacuation", number: "+254 20 315 454", provider: "Flying Doctors" });
  });
});
