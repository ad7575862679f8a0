import { describe, expect, it } from "vitest";
import { usd } from "../money";
import { paymentTerms, statusAfterPayment } from "./payment-terms";

// Departure 30 September 2026: 60 days before is 1 August.
const dates = { departureDate: "2026-09-30", today: "2026-05-01" };

describe("paymentTerms", () => {
  it("splits the total into a 30 % deposit and a balance due 60 days before departure", () => {
    expect(paymentTerms(usd(1_082_200), { ...dates, choice: "deposit" })).toEqual({
      depositPercent: 30,
      deposit: usd(324_660),
      balance: usd(757_540),
      balanceDueDate: "2026-08-01",
      depositOffered: true,
      depositUnavailable: null,
      choice: "deposit",
      chargeNow: usd(324_660),
      dueLater: usd(757_540),
      dueLaterBy: "2026-08-01",
    });
  });

  it("charges everything now for the full payment, and by default", () => {
    const full = paymentTerms(usd(100_000), { ...dates, choice: "full" });
    expect([full.choice, full.chargeNow, full.dueLater, full.dueLaterBy]).toEqual([
      "full",
      usd(100_000),
      usd(0),
      null,
    ]);
    expect(paymentTerms(usd(100_000), dates)).toEqual(full);
    // The deposit is still worked out, so the page can offer it.
    expect([full.depositOffered, full.deposit]).toEqual([true, usd(30_000)]);
  });

  it("rounds the deposit once to the cent, halves away from zero", () => {
    // 30 % of 10.05 is 3.015: 3.02.
    expect(paymentTerms(usd(1_005), dates).deposit).toEqual(usd(302));
    // 30 % of 0.01 is 0.003: nothing, so there is nothing to split.
    const cent = paymentTerms(usd(1), { ...dates, choice: "deposit" });
    expect([cent.deposit, cent.depositUnavailable, cent.chargeNow]).toEqual([
      usd(0),
      "nothing_to_split",
      usd(1),
    ]);
    expect(paymentTerms(usd(99_999), { ...dates, depositPercent: 33 }).deposit).toEqual(usd(33_000));
  });

  it("offers the deposit until the day before the balance falls due, not on that day", () => {
    const dayBefore = paymentTerms(usd(100_000), { ...dates, today: "2026-07-31", choice: "deposit" });
    expect([dayBefore.depositOffered, dayBefore.chargeNow, dayBefore.dueLaterBy]).toEqual([
      true,
      usd(30_000),
      "2026-08-01",
    ]);
    for (const today of ["2026-08-01", "2026-09-29", "2026-09-30", "2026-10-05"]) {
      const inside = paymentTerms(usd(100_000), { ...dates, today, choice: "deposit" });
      expect(inside).toMatchObject({
        depositOffered: false,
        depositUnavailable: "balance_due_now",
        choice: "full",
        chargeNow: usd(100_000),
        dueLater: usd(0),
        dueLaterBy: null,
        balanceDueDate: "2026-08-01",
      });
    }
  });

  it("takes the configured percentage and days, within reason", () => {
    const terms = paymentTerms(usd(100_000), { ...dates, depositPercent: 25, balanceDueDays: 45 });
    expect([terms.deposit, terms.balanceDueDate]).toEqual([usd(25_000), "2026-08-16"]);
    expect(paymentTerms(usd(100_000), { ...dates, depositPercent: 150 }).depositUnavailable).toBe(
      "nothing_to_split",
    );
    expect(paymentTerms(usd(100_000), { ...dates, depositPercent: 0 }).depositUnavailable).toBe(
      "nothing_to_split",
    );
    expect(paymentTerms(usd(100_000), { ...dates, depositPercent: Number.NaN }).depositPercent).toBe(30);
    expect(paymentTerms(usd(100_000), { ...dates, balanceDueDays: -3 }).balanceDueDate).toBe("2026-09-30");
  });

  it("never makes the deposit more than the total, and splits nothing of a free booking", () => {
    const free = paymentTerms(usd(0), { ...dates, choice: "deposit" });
    expect([free.deposit, free.chargeNow, free.depositUnavailable]).toEqual([
      usd(0),
      usd(0),
      "nothing_to_split",
    ]);
  });

  it("offers the deposit without a due date when no dates are given", () => {
    const undated = paymentTerms(usd(100_000), { choice: "deposit" });
    expect([undated.depositOffered, undated.balanceDueDate, undated.dueLater, undated.dueLaterBy]).toEqual([
      true,
      null,
      usd(70_000),
      null,
    ]);
  });

  it("throws on half the dates or a date that is none", () => {
    expect(() => paymentTerms(usd(100), { departureDate: "2026-09-30" })).toThrow(RangeError);
    expect(() => paymentTerms(usd(100), { today: "2026-09-30" })).toThrow(RangeError);
    expect(() => paymentTerms(usd(100), { departureDate: "2026-02-30", today: "2026-01-01" })).toThrow(
      RangeError,
    );
  });
});

describe("statusAfterPayment", () => {
  it("confirms a booking on its deposit and pays it on the full amount or the balance", () => {
    expect(statusAfterPayment("deposit")).toBe("confirmed");
    expect(statusAfterPayment("full")).toBe("paid");
    expect(statusAfterPayment("balance")).toBe("paid");
  });
});
