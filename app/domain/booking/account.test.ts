import { describe, expect, it } from "vitest";
import {
  balancePayable,
  bookingGroup,
  cancellationRequestable,
  checkPassportCompletion,
  maskPassportNumber,
  outstandingCents,
  paidCents,
  passportsOpen,
} from "./account";
import { formatCharge } from "./charge";
import { passportDetailsDueBy } from "./reminders";
import { normalizePassportNumber } from "./travellers";

describe("bookingGroup", () => {
  it("puts unpaid bookings to continue, paid ones upcoming until their last day, then past", () => {
    const today = "2026-05-10";
    expect(
      ["draft", "requested", "pending_payment", "expired"].map((s) => bookingGroup(s as never, null, today)),
    ).toEqual(["open", "open", "open", "open"]);
    expect(bookingGroup("confirmed", "2026-05-10", today)).toBe("upcoming");
    expect(bookingGroup("paid", "2026-05-09", today)).toBe("past");
    expect(bookingGroup("completed", "2027-01-01", today)).toBe("past");
    expect(bookingGroup("cancelled", "2027-01-01", today)).toBe("cancelled");
  });
});

describe("amounts", () => {
  it("counts succeeded payments only, at what the provider took", () => {
    expect(
      paidCents([
        { status: "succeeded", amountCents: 30_000, receivedCents: 30_000 },
        { status: "failed", amountCents: 70_000, receivedCents: null },
        { status: "pending", amountCents: 70_000, receivedCents: null },
        { status: "refunded", amountCents: 5_000, receivedCents: 5_000 },
        { status: "succeeded", amountCents: 100, receivedCents: null },
      ]),
    ).toBe(30_100);
  });

  it("owes the rest on a paid-for booking only, never below zero", () => {
    expect(outstandingCents("confirmed", 100_000, 30_000)).toBe(70_000);
    expect(outstandingCents("paid", 100_000, 120_000)).toBe(0);
    expect(outstandingCents("pending_payment", 100_000, 0)).toBe(0);
    expect(outstandingCents("draft", 100_000, 0)).toBe(0);
  });

  it("offers Pay balance for a confirmed booking that owes something and is not being cancelled", () => {
    const base = { status: "confirmed" as const, outstandingCents: 70_000, cancellationRequested: false };
    expect(balancePayable(base)).toEqual({ ok: true });
    expect(balancePayable({ ...base, status: "paid" })).toEqual({ ok: false, reason: "not_payable" });
    expect(balancePayable({ ...base, status: "pending_payment" })).toEqual({
      ok: false,
      reason: "not_payable",
    });
    expect(balancePayable({ ...base, outstandingCents: 0 })).toEqual({ ok: false, reason: "nothing_due" });
    expect(balancePayable({ ...base, cancellationRequested: true })).toEqual({
      ok: false,
      reason: "cancellation_requested",
    });
  });

  it("writes a charge in US dollars with its cents, in the page's language", () => {
    expect(formatCharge(123_450, "en")).toBe("$1,234.50");
    expect(formatCharge(123_450, "de")).toMatch(/^1\.234,50\s\$$/);
  });
});

describe("passport completion", () => {
  // A 7-day trip from 1 September: back on 7 September, so valid until 7 March at least.
  const trip = { startDate: "2026-09-01", returnDate: "2026-09-07" };
  const complete = (today: string, passportExpiry = "2027-03-07", passportNumber = "ab 123-4567") =>
    checkPassportCompletion({ status: "confirmed", ...trip, today, passportNumber, passportExpiry });

  it("closes 30 days before departure, the 30th day itself still open", () => {
    expect(passportDetailsDueBy("2026-09-01")).toBe("2026-08-02");
    expect(passportsOpen("confirmed", "2026-09-01", "2026-08-02")).toBe(true);
    expect(passportsOpen("confirmed", "2026-09-01", "2026-08-03")).toBe(false);
    expect(complete("2026-08-02")).toEqual({
      ok: true,
      passportNumber: "AB1234567",
      passportExpiry: "2027-03-07",
    });
    expect(complete("2026-08-03")).toEqual({
      ok: false,
      field: null,
      reason: "too_late",
      lastDay: "2026-08-02",
    });
    expect(complete("2026-09-02")).toMatchObject({ ok: false, reason: "too_late" });
  });

  it("needs a passport valid 6 months after the return date", () => {
    expect(complete("2026-05-01", "2027-03-07")).toMatchObject({ ok: true });
    expect(complete("2026-05-01", "2027-03-06")).toEqual({
      ok: false,
      field: "passportExpiry",
      reason: "expires_too_soon",
      mustBeValidUntil: "2027-03-07",
    });
    expect(complete("2026-05-01", "2027-02-30")).toEqual({
      ok: false,
      field: "passportExpiry",
      reason: "invalid_date",
    });
    expect(complete("2026-05-01", "next year")).toMatchObject({ reason: "invalid_date" });
  });

  it("takes 5 to 20 letters and digits as the number", () => {
    expect(normalizePassportNumber(" c01x-00 t47 ")).toBe("C01X00T47");
    expect(complete("2026-05-01", "2030-01-01", "1234")).toMatchObject({
      field: "passportNumber",
      reason: "invalid_number",
    });
    expect(complete("2026-05-01", "2030-01-01", "X".repeat(21))).toMatchObject({ reason: "invalid_number" });
    expect(complete("2026-05-01", "2030-01-01", "<script>")).toMatchObject({ reason: "invalid_number" });
  });

  it("is for bookings asked for or paid, with their dates", () => {
    const input = { ...trip, today: "2026-05-01", passportNumber: "AB1234567", passportExpiry: "2030-01-01" };
    for (const status of ["draft", "pending_payment", "cancelled", "completed", "expired"] as const)
      expect(checkPassportCompletion({ ...input, status })).toMatchObject({ reason: "not_editable" });
    for (const status of ["requested", "confirmed", "paid"] as const)
      expect(checkPassportCompletion({ ...input, status })).toMatchObject({ ok: true });
    expect(checkPassportCompletion({ ...input, status: "paid", startDate: null })).toMatchObject({
      reason: "not_editable",
    });
  });

  it("shows only the last three characters of a number", () => {
    expect(maskPassportNumber("AB1234567")).toBe("••••••567");
    expect(maskPassportNumber(null)).toBeNull();
  });
});

describe("cancellationRequestable", () => {
  it("takes a paid-for booking until the day before departure", () => {
    expect(cancellationRequestable("confirmed", "2026-09-01", "2026-08-31")).toEqual({ ok: true });
    expect(cancellationRequestable("paid", "2026-09-01", "2026-09-01")).toEqual({
      ok: false,
      reason: "trip_started",
    });
    expect(cancellationRequestable("draft", "2026-09-01", "2026-05-01")).toEqual({
      ok: false,
      reason: "not_cancellable",
    });
    expect(cancellationRequestable("cancelled", "2026-09-01", "2026-05-01")).toMatchObject({ ok: false });
  });
});
