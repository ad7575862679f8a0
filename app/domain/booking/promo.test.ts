import { describe, expect, it } from "vitest";
import { usd } from "../money";
import { quote } from "../pricing";
import { checkPromoCode, normalizePromoCode, type PromoCode, welcomePromoCode } from "./promo";

const summer: PromoCode = {
  code: "SUMMER26",
  kind: "percent",
  percent: 10,
  validFrom: "2026-06-01",
  validTo: "2026-08-31",
  usageLimit: 100,
  timesUsed: 12,
  oncePerCustomer: false,
  firstBookingOnly: false,
  minimumSpend: null,
  email: null,
};
const context = {
  code: "SUMMER26",
  today: "2026-07-01",
  email: "amani@example.com",
  customerUses: 0,
  paidBookingsBefore: 0,
  spend: usd(500_000),
};

describe("normalizePromoCode", () => {
  it("trims and upper-cases what was typed", () => {
    expect(normalizePromoCode("  summer26 ")).toBe("SUMMER26");
  });
});

describe("checkPromoCode", () => {
  it("gives the discount quote() takes, whatever the case and spaces typed", () => {
    expect(checkPromoCode(summer, { ...context, code: " Summer26 " })).toEqual({
      ok: true,
      promo: { code: "SUMMER26", percent: 10 },
    });
    const fixed: PromoCode = { ...summer, kind: "fixed", amountOff: usd(5_000), minimumSpend: usd(100_000) };
    expect(checkPromoCode(fixed, context)).toEqual({
      ok: true,
      promo: { code: "SUMMER26", amountOff: usd(5_000), minimumSpend: usd(100_000) },
    });
  });

  it("refuses an unknown code", () => {
    expect(checkPromoCode(null, context)).toEqual({ ok: false, reason: "unknown" });
    expect(checkPromoCode(summer, { ...context, code: "WINTER26" })).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect(checkPromoCode({ ...summer, code: "" }, { ...context, code: "  " })).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("is valid from its first to its last office day, both included", () => {
    const on = (today: string) => checkPromoCode(summer, { ...context, today });
    expect(on("2026-05-31")).toEqual({ ok: false, reason: "not_yet_valid" });
    expect(on("2026-06-01").ok).toBe(true);
    expect(on("2026-08-31").ok).toBe(true);
    expect(on("2026-09-01")).toEqual({ ok: false, reason: "expired" });
    const open = { ...summer, validFrom: null, validTo: null };
    expect(checkPromoCode(open, { ...context, today: "2030-01-01" }).ok).toBe(true);
  });

  it("counts its uses: in all, and by this customer when once per customer", () => {
    expect(checkPromoCode({ ...summer, timesUsed: 100 }, context)).toEqual({ ok: false, reason: "used_up" });
    expect(checkPromoCode({ ...summer, timesUsed: 99 }, context).ok).toBe(true);
    expect(checkPromoCode({ ...summer, usageLimit: null, timesUsed: 10 ** 6 }, context).ok).toBe(true);
    expect(checkPromoCode(summer, { ...context, customerUses: 3 }).ok).toBe(true);
    expect(checkPromoCode({ ...summer, oncePerCustomer: true }, { ...context, customerUses: 1 })).toEqual({
      ok: false,
      reason: "already_used",
    });
  });

  it("keeps a first-booking code for a customer with no paid booking", () => {
    const first = { ...summer, firstBookingOnly: true };
    expect(checkPromoCode(first, context).ok).toBe(true);
    expect(checkPromoCode(first, { ...context, paidBookingsBefore: 1 })).toEqual({
      ok: false,
      reason: "first_booking_only",
    });
  });

  it("wants its minimum spend on the travellers' price, and says how much", () => {
    const big = { ...summer, minimumSpend: usd(500_000) };
    expect(checkPromoCode(big, context)).toEqual({
      ok: true,
      promo: { code: "SUMMER26", percent: 10, minimumSpend: usd(500_000) },
    });
    expect(checkPromoCode(big, { ...context, spend: usd(499_999) })).toEqual({
      ok: false,
      reason: "minimum_spend",
      minimumSpend: usd(500_000),
    });
  });

  it("refuses a code for another address before saying anything else about it", () => {
    const theirs = { ...summer, email: "Baraka@Example.com", timesUsed: 100, validTo: "2020-01-01" };
    expect(checkPromoCode(theirs, context)).toEqual({ ok: false, reason: "not_for_this_address" });
    expect(checkPromoCode({ ...summer, email: " Amani@Example.COM" }, context).ok).toBe(true);
  });
});

describe("welcomePromoCode", () => {
  const welcome = welcomePromoCode("welcome1a2b", "Amani@Example.com ");
  const first = { ...context, code: "WELCOME1A2B" };

  it("gives 5 % off the subscriber's first booking, for their address only", () => {
    expect(welcome).toMatchObject({ code: "WELCOME1A2B", percent: 5, email: "amani@example.com" });
    const check = checkPromoCode(welcome, first);
    expect(check).toEqual({ ok: true, promo: { code: "WELCOME1A2B", percent: 5 } });
    if (!check.ok) return;
    expect(
      quote({
        tour: { priceFrom: 100_000, maxGroupSize: null, tiers: [], childPercent: null, infantPercent: null },
        promo: check.promo,
      }).total,
    ).toEqual(usd(95_000));
  });

  it("works once, never after a paid booking, never for another address", () => {
    expect(checkPromoCode({ ...welcome, timesUsed: 1 }, first)).toMatchObject({ reason: "used_up" });
    expect(checkPromoCode(welcome, { ...first, customerUses: 1 })).toMatchObject({ reason: "already_used" });
    expect(checkPromoCode(welcome, { ...first, paidBookingsBefore: 1 })).toMatchObject({
      reason: "first_booking_only",
    });
    expect(checkPromoCode(welcome, { ...first, email: "someone@example.com" })).toMatchObject({
      reason: "not_for_this_address",
    });
  });
});
