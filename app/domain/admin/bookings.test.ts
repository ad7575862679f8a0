import { describe, expect, it } from "vitest";
import { ACTION_SCHEMAS, schemaErrors } from "./bookings";
import { availableActions, balanceState, monthRange } from "./bookings-fields";

describe("the staff's booking rules", () => {
  it("says where a balance stands: only a confirmed booking owes one, overdue after its date", () => {
    const owing = { status: "confirmed" as const, balanceCents: 50_000, balanceDueDate: "2026-05-10" };
    expect(balanceState(owing, "2026-05-10")).toBe("due");
    expect(balanceState(owing, "2026-05-11")).toBe("overdue");
    expect(balanceState({ ...owing, status: "paid" }, "2026-06-01")).toBe("none");
    expect(balanceState({ ...owing, balanceCents: 0 }, "2026-06-01")).toBe("none");
  });

  it("turns a month into a half-open range of days, December into January", () => {
    expect(monthRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-03-01" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2027-01-01" });
  });

  it("offers the actions a status allows", () => {
    const base = { requestAccepted: false, paidCents: 0, refundedCents: 0, endDate: "2026-07-07" };
    expect(availableActions({ ...base, status: "requested" }, "2026-05-01")).toEqual([
      "confirmRequest",
      "declineRequest",
      "move",
    ]);
    expect(availableActions({ ...base, status: "requested", requestAccepted: true }, "2026-05-01")).toEqual([
      "move",
    ]);
    const confirmed = { ...base, status: "confirmed" as const, paidCents: 100 };
    expect(availableActions(confirmed, "2026-05-01")).toEqual(["offlinePayment", "refund", "cancel", "move"]);
    expect(availableActions(confirmed, "2026-07-08")).toContain("complete");
    expect(
      availableActions({ ...base, status: "cancelled", paidCents: 100, refundedCents: 100 }, "2026-05-01"),
    ).toEqual([]);
  });

  it("reads dollars as typed into cents, and names the field of each mistake", () => {
    const pay = ACTION_SCHEMAS.offlinePayment;
    expect(pay.parse({ method: "cash", reference: " R-1 ", amount: "1,250.5" })).toEqual({
      method: "cash",
      reference: "R-1",
      amount: 125_050,
    });
    const refused = pay.safeParse({ method: "card", reference: "", amount: "-3" });
    expect(refused.success).toBe(false);
    if (!refused.success)
      expect(schemaErrors(refused.error)).toEqual({
        method: "admin-bookings:form.methodInvalid",
        reference: "admin-bookings:form.referenceRequired",
        amount: "admin-bookings:form.amountInvalid",
      });
    expect(ACTION_SCHEMAS.refund.parse({ amount: "", reason: "x", key: "staff-refund-1" }).amount).toBeNull();
  });
});
