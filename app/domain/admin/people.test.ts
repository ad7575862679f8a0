import { describe, expect, it } from "vitest";
import { loyaltyAdjustmentSchema } from "./people";
import { adjustedBalance, isErasedAddress, roleChangeRefusal } from "./people-fields";

const admin = { id: "a", role: "admin" as const };

describe("roleChangeRefusal", () => {
  it("lets an admin change someone else's role", () => {
    expect(
      roleChangeRefusal({
        actor: admin,
        target: { id: "b", role: "customer", deleted: false },
        next: "staff",
        admins: 1,
      }),
    ).toBeNull();
    expect(
      roleChangeRefusal({
        actor: admin,
        target: { id: "b", role: "admin", deleted: false },
        next: "staff",
        admins: 2,
      }),
    ).toBeNull();
  });

  it("refuses staff, one's own role, deleted accounts and the last admin", () => {
    const target = { id: "b", role: "customer" as const, deleted: false };
    expect(
      roleChangeRefusal({ actor: { id: "s", role: "staff" }, target, next: "staff", admins: 1 }),
    ).toMatchObject({
      status: 403,
      reason: "forbidden",
    });
    expect(
      roleChangeRefusal({
        actor: admin,
        target: { id: "a", role: "admin", deleted: false },
        next: "staff",
        admins: 3,
      }),
    ).toMatchObject({ status: 403, reason: "self" });
    expect(
      roleChangeRefusal({ actor: admin, target: { ...target, deleted: true }, next: "staff", admins: 1 }),
    ).toMatchObject({ status: 409, reason: "deleted" });
    expect(
      roleChangeRefusal({
        actor: admin,
        target: { id: "b", role: "admin", deleted: false },
        next: "customer",
        admins: 1,
      }),
    ).toMatchObject({ status: 409, reason: "last-admin" });
  });
});

describe("loyalty adjustments", () => {
  it("reads signed whole numbers other than zero, with a reason", () => {
    expect(loyaltyAdjustmentSchema.parse({ points: "+250", note: " Goodwill " })).toEqual({
      points: 250,
      note: "Goodwill",
    });
    expect(loyaltyAdjustmentSchema.parse({ points: "-100", note: "Error" })).toEqual({
      points: -100,
      note: "Error",
    });
    for (const points of ["0", "1.5", "abc", "", "99999999"]) {
      expect(loyaltyAdjustmentSchema.safeParse({ points, note: "Reason" }).success, points).toBe(false);
    }
    expect(loyaltyAdjustmentSchema.safeParse({ points: "10", note: "x" }).success).toBe(false);
  });

  it("never takes a balance below zero", () => {
    expect(adjustedBalance(100, -100)).toBe(0);
    expect(adjustedBalance(100, -101)).toBeNull();
    expect(adjustedBalance(0, 5)).toBe(5);
  });

  it("knows an erased address", () => {
    expect(isErasedAddress("deleted-u1@deleted.invalid")).toBe(true);
    expect(isErasedAddress("amani@example.org")).toBe(false);
  });
});
