import { describe, expect, it } from "vitest";
import { usd } from "../money";
import { quote } from "../pricing";
import {
  cancellationRefund,
  defaultCancellationPolicy,
  parseCancellationPolicy,
  policyRanges,
} from "./cancellation";

const departureDate = "2026-09-30";
const total = usd(1_000_000);

describe("defaultCancellationPolicy", () => {
  it("keeps the deposit from 60 days, half from 30, everything under 30", () => {
    expect(defaultCancellationPolicy()).toEqual([
      { minDaysBefore: 60, keepPercent: 30 },
      { minDaysBefore: 30, keepPercent: 50 },
      { minDaysBefore: 0, keepPercent: 100 },
    ]);
    expect(defaultCancellationPolicy(60).map((t) => t.keepPercent)).toEqual([60, 60, 100]);
  });

  it("reads as ranges of days for the page", () => {
    expect(policyRanges(defaultCancellationPolicy())).toEqual([
      { minDays: 60, maxDays: null, keepPercent: 30 },
      { minDays: 30, maxDays: 59, keepPercent: 50 },
      { minDays: 0, maxDays: 29, keepPercent: 100 },
    ]);
  });
});

describe("parseCancellationPolicy", () => {
  it("reads days:percent pairs in any order", () => {
    expect(parseCancellationPolicy(" 0:100, 90:10,45:40 ")).toEqual([
      { minDaysBefore: 90, keepPercent: 10 },
      { minDaysBefore: 45, keepPercent: 40 },
      { minDaysBefore: 0, keepPercent: 100 },
    ]);
    expect(parseCancellationPolicy("0:0")).toEqual([{ minDaysBefore: 0, keepPercent: 0 }]);
  });

  it("throws on a setting that would refund the wrong amount", () => {
    for (const setting of [
      "",
      "60:30,30:50",
      "60:30,0:101",
      "60:-5,0:100",
      "-1:30,0:100",
      "60:30.5,0:100",
      "60,0:100",
      "60:30:1,0:100",
      "sixty:30,0:100",
      "60:30,60:40,0:100",
      "60:50,30:30,0:100",
    ]) {
      expect(() => parseCancellationPolicy(setting), setting).toThrow();
    }
  });
});

describe("cancellationRefund", () => {
  const refund = (today: string, paid = total) => cancellationRefund({ total, paid, departureDate, today });

  it("refunds all but the deposit from 60 days before departure", () => {
    expect(refund("2026-05-01")).toEqual({
      daysBefore: 152,
      keepPercent: 30,
      kept: usd(300_000),
      refund: usd(700_000),
    });
    expect(refund("2026-08-01")).toMatchObject({ daysBefore: 60, keepPercent: 30, refund: usd(700_000) });
  });

  it("keeps half from 59 to 30 days, everything from 29 days", () => {
    expect(refund("2026-08-02")).toMatchObject({ daysBefore: 59, keepPercent: 50, refund: usd(500_000) });
    expect(refund("2026-08-31")).toMatchObject({ daysBefore: 30, keepPercent: 50 });
    expect(refund("2026-09-01")).toMatchObject({ daysBefore: 29, keepPercent: 100, refund: usd(0) });
    expect(refund("2026-09-30")).toMatchObject({ daysBefore: 0, keepPercent: 100, refund: usd(0) });
  });

  it("refunds nothing once the trip has started, whatever the policy", () => {
    const lenient = parseCancellationPolicy("0:0");
    expect(
      cancellationRefund({ total, paid: total, departureDate, today: "2026-10-01", policy: lenient }),
    ).toEqual({ daysBefore: -1, keepPercent: 100, kept: total, refund: usd(0) });
    expect(
      cancellationRefund({ total, paid: total, departureDate, today: "2026-09-30", policy: lenient }).refund,
    ).toEqual(total);
  });

  it("keeps only what was paid when less was paid than the share, and asks nothing more", () => {
    expect(refund("2026-08-10", usd(300_000))).toMatchObject({
      keepPercent: 50,
      kept: usd(300_000),
      refund: usd(0),
    });
    expect(refund("2026-05-01", usd(0))).toMatchObject({ kept: usd(0), refund: usd(0) });
  });

  it("keeps exactly the deposit quote() charged, rounding the same way", () => {
    const q = quote({
      tour: { priceFrom: 1_005, maxGroupSize: null, tiers: [], childPercent: null, infantPercent: null },
      payment: "deposit",
    });
    expect(q.payment.chargeNow).toEqual(usd(302));
    expect(
      cancellationRefund({ total: q.total, paid: q.payment.chargeNow, departureDate, today: "2026-05-01" }),
    ).toMatchObject({ kept: usd(302), refund: usd(0) });
  });
});
