import { describe, expect, it } from "vitest";
import {
  checkTravellers,
  isPassportNumber,
  kindsByPosition,
  type LeadDetails,
  normalizePassportNumber,
  passportProblems,
  type TravellerDetails,
} from "./travellers";

const LEAD: LeadDetails = {
  fullName: "Amani Mollel",
  email: "amani@example.org",
  phone: "+255 754 000 111",
  country: "Tanzania",
  emergencyName: "Neema Mollel",
  emergencyPhone: "+255 754 000 222",
  emergencyRelation: "Sister",
};

const traveller = (
  position: number,
  dateOfBirth: string,
  more: Partial<TravellerDetails> = {},
): TravellerDetails => ({
  position,
  firstName: `T${position}`,
  lastName: "Mollel",
  dateOfBirth,
  nationality: "Tanzanian",
  passportNumber: "",
  passportExpiry: "",
  ...more,
});

const TRIP = {
  party: { adults: 2, children: 1, infants: 1 },
  startDate: "2027-07-01",
  returnDate: "2027-07-07",
};
const PARTY = [
  traveller(1, "1980-01-01"),
  traveller(2, "1982-02-02"),
  traveller(3, "2015-05-05"),
  traveller(4, "2025-01-01"),
];

describe("who sits where", () => {
  it("puts the adults first, then the children, then the infants", () => {
    expect(kindsByPosition({ adults: 2, children: 1, infants: 1 })).toEqual([
      "adult",
      "adult",
      "child",
      "infant",
    ]);
    expect(kindsByPosition({ adults: 1, children: 0, infants: 0 })).toEqual(["adult"]);
  });
});

describe("passport numbers", () => {
  it("keep letters and digits as printed, whatever spaces and hyphens are typed", () => {
    expect(normalizePassportNumber(" c01x-00 t47 ")).toBe("C01X00T47");
    expect(isPassportNumber("C01X00T47")).toBe(true);
    expect(isPassportNumber("AB12")).toBe(false);
    expect(isPassportNumber("AB12$567")).toBe(false);
  });
});

describe("checkTravellers", () => {
  it("passes a complete party, passports left for later", () => {
    expect(checkTravellers({ lead: LEAD, travellers: PARTY }, TRIP)).toEqual([]);
  });

  it("names every missing field, beside it", () => {
    const problems = checkTravellers(
      {
        lead: { ...LEAD, fullName: " ", emergencyPhone: "" },
        travellers: [traveller(1, "1980-01-01", { lastName: "" })],
      },
      { ...TRIP, party: { adults: 2, children: 0, infants: 0 } },
    );
    const fields = problems.map((p) => p.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "leadFullName",
        "emergencyPhone",
        "traveller-1-lastName",
        "traveller-2-firstName",
        "traveller-2-dateOfBirth",
      ]),
    );
    expect(problems.every((p) => p.message.startsWith("booking:travellers."))).toBe(true);
  });

  it("refuses an address or a phone that cannot be one", () => {
    const problems = checkTravellers(
      { lead: { ...LEAD, email: "amani", phone: "call me" }, travellers: PARTY },
      TRIP,
    );
    expect(problems).toEqual([
      { field: "leadEmail", message: "booking:travellers.emailInvalid" },
      { field: "leadPhone", message: "booking:travellers.phoneInvalid" },
    ]);
  });

  it("checks each age on the start date against what the traveller was booked as", () => {
    const grownUp = [...PARTY];
    grownUp[2] = traveller(3, "2000-01-01");
    expect(checkTravellers({ lead: LEAD, travellers: grownUp }, TRIP)).toEqual([
      {
        field: "traveller-3-dateOfBirth",
        message: "booking:travellers.wrongCategory.child",
        values: { age: 27 },
      },
    ]);
    const unborn = [...PARTY];
    unborn[3] = traveller(4, "2027-08-01");
    expect(checkTravellers({ lead: LEAD, travellers: unborn }, TRIP)[0]?.message).toBe(
      "booking:travellers.born_after_travel",
    );
  });
});

describe("passportProblems", () => {
  it("asks for both number and expiry, or neither", () => {
    expect(passportProblems(traveller(1, "1980-01-01"), "2027-07-07")).toEqual([]);
    expect(
      passportProblems(traveller(1, "1980-01-01", { passportNumber: "AB1234567" }), "2027-07-07"),
    ).toEqual([{ field: "traveller-1-passportExpiry", message: "booking:travellers.passportExpiryMissing" }]);
  });

  it("refuses a passport that expires less than 6 months after the return, naming the first good date", () => {
    const soon = traveller(1, "1980-01-01", { passportNumber: "AB1234567", passportExpiry: "2027-12-31" });
    expect(passportProblems(soon, "2027-07-07")).toEqual([
      {
        field: "traveller-1-passportExpiry",
        message: "booking:travellers.passportExpiresTooSoon",
        values: { date: "2028-01-07" },
      },
    ]);
    const fine = traveller(1, "1980-01-01", { passportNumber: "AB1234567", passportExpiry: "2028-01-07" });
    expect(passportProblems(fine, "2027-07-07")).toEqual([]);
  });
});
