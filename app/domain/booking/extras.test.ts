import { describe, expect, it } from "vitest";
import { usd } from "../money";
import { checkExtras, type Extra, extraLines } from "./extras";

const party = { adults: 2, children: 1, infants: 1 };
const transfer: Extra = {
  id: "transfer",
  label: "Airport transfer",
  price: usd(4_500),
  basis: "per_booking",
};
const insurance: Extra = { id: 7, label: "Travel insurance", price: usd(8_950), basis: "per_person" };
const supplement: Extra = {
  id: "single",
  label: "Single room supplement",
  price: usd(35_000),
  basis: "per_room",
  roomType: "single",
};
const upgrade: Extra = { id: "upgrade", label: "Lodge upgrade", price: usd(12_000), basis: "per_room" };

describe("extraLines", () => {
  it("counts per booking once, per person for everyone, per room for every room", () => {
    const lines = extraLines([transfer, insurance, upgrade], party, { double: 1, single: 1 });
    expect(lines.map((l) => [l.id, l.count, l.amount.amountMinor])).toEqual([
      ["transfer", 1, 4_500],
      [7, 4, 35_800],
      ["upgrade", 2, 24_000],
    ]);
    expect(lines[1]).toEqual({
      id: 7,
      label: "Travel insurance",
      basis: "per_person",
      count: 4,
      unit: usd(8_950),
      amount: usd(35_800),
    });
  });

  it("takes the quantity asked: a return transfer, insurance for some travellers only", () => {
    const lines = extraLines(
      [
        { ...transfer, quantity: 2 },
        { ...insurance, quantity: 2 },
      ],
      party,
    );
    expect(lines.map((l) => [l.count, l.amount.amountMinor])).toEqual([
      [2, 9_000],
      [2, 17_900],
    ]);
  });

  it("adds the single room supplement once per single room, whatever the quantity says", () => {
    const three = extraLines(
      [{ ...supplement, quantity: 1 }],
      { adults: 3, children: 0, infants: 0 },
      {
        single: 3,
      },
    );
    expect(three.map((l) => [l.count, l.amount.amountMinor])).toEqual([[3, 105_000]]);
    expect(extraLines([supplement], party, { double: 1, triple: 1 })).toEqual([]);
    expect(extraLines([supplement], party)).toEqual([]);
  });

  it("leaves out an extra that counts zero", () => {
    expect(extraLines([{ ...transfer, quantity: 0 }, upgrade], party)).toEqual([]);
  });

  it("throws on a count the form check refuses and on a negative price", () => {
    expect(() => extraLines([{ ...insurance, quantity: 5 }], party)).toThrow(RangeError);
    expect(() => extraLines([{ ...transfer, quantity: -1 }], party)).toThrow(RangeError);
    expect(() => extraLines([{ ...transfer, price: usd(-100) }], party)).toThrow(RangeError);
  });
});

describe("checkExtras", () => {
  it("names each extra whose quantity cannot be", () => {
    expect(checkExtras([transfer, insurance, supplement], party, { double: 1 })).toEqual([]);
    expect(
      checkExtras(
        [
          { ...insurance, quantity: 5 },
          { ...transfer, quantity: 1.5 },
          { ...transfer, id: "back", quantity: -1 },
          { ...upgrade, quantity: 3 },
        ],
        party,
        { double: 2 },
      ),
    ).toEqual([
      { id: 7, reason: "more_than_travellers" },
      { id: "transfer", reason: "not_whole_number" },
      { id: "back", reason: "negative" },
      { id: "upgrade", reason: "more_than_rooms" },
    ]);
  });
});
