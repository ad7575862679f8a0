import { describe, expect, it } from "vitest";
import {
  BOOKING_SEATS,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingStatus,
  canMoveBooking,
  canMovePayment,
  moveBooking,
  movePayment,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
} from "./statuses";

describe("booking statuses", () => {
  it("lists the issue's eight statuses, each with its row in the table", () => {
    expect(BOOKING_STATUSES.join(" ")).toBe(
      "draft requested pending_payment confirmed paid completed cancelled expired",
    );
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const targets of Object.values(BOOKING_TRANSITIONS)) {
      for (const to of targets) expect(BOOKING_STATUSES).toContain(to);
    }
  });

  /** Each step of a booking's life, one move after the other, is allowed. */
  function walk(...statuses: BookingStatus[]): Set<string> {
    const moves = new Set<string>();
    for (let i = 1; i < statuses.length; i++) {
      const [from, to] = [statuses[i - 1]!, statuses[i]!];
      expect(canMoveBooking(from, to), `${from} > ${to}`).toBe(true);
      moves.add(`${from}>${to}`);
    }
    return moves;
  }

  it("allows the lives a booking leads: deposit, request, expiry, late payment, going back", () => {
    const seen = new Set([
      ...walk("draft", "pending_payment", "confirmed", "paid", "completed"),
      ...walk("draft", "requested", "pending_payment", "paid", "cancelled"),
      ...walk("draft", "requested", "cancelled"),
      ...walk("draft", "pending_payment", "draft", "pending_payment", "expired", "draft", "cancelled"),
      ...walk("pending_payment", "expired", "confirmed", "cancelled"),
      ...walk("pending_payment", "expired", "paid", "completed"),
      ...walk("pending_payment", "cancelled"),
      ...walk("confirmed", "completed"),
    ]);
    // Those lives use every move of the table, and the table has no other.
    const count = Object.values(BOOKING_TRANSITIONS).reduce((n, targets) => n + targets.length, 0);
    expect(seen.size).toBe(count);
  });

  it("refuses skipping the payment, reviving a final booking and going backwards after payment", () => {
    const refused = [
      "draft>confirmed draft>paid requested>confirmed requested>draft expired>pending_payment",
      "expired>cancelled confirmed>pending_payment confirmed>expired paid>confirmed",
      "completed>cancelled cancelled>draft cancelled>confirmed",
    ]
      .join(" ")
      .split(" ")
      .map((move) => move.split(">") as [BookingStatus, BookingStatus]);
    for (const [from, to] of refused) expect(canMoveBooking(from, to), `${from} > ${to}`).toBe(false);
    for (const status of BOOKING_STATUSES) expect(canMoveBooking(status, status)).toBe(false);
    expect(BOOKING_TRANSITIONS.completed).toEqual([]);
    expect(BOOKING_TRANSITIONS.cancelled).toEqual([]);
  });

  it("answers a move or a 409 refusal with its reason, never a throw", () => {
    expect(moveBooking("draft", "pending_payment")).toEqual({
      ok: true,
      from: "draft",
      to: "pending_payment",
    });
    expect(moveBooking("paid", "confirmed")).toEqual({
      ok: false,
      status: 409,
      message: "booking:status.refused",
      reason: "not_allowed",
      values: { from: "paid", to: "confirmed" },
    });
    expect(moveBooking("confirmed", "confirmed")).toMatchObject({
      ok: false,
      status: 409,
      reason: "same_status",
    });
  });

  it("says which statuses hold or take seats: an expired hold counts for nothing", () => {
    const held = BOOKING_STATUSES.filter((s) => BOOKING_SEATS[s] === "held");
    const taken = BOOKING_STATUSES.filter((s) => BOOKING_SEATS[s] === "taken");
    expect(held).toEqual(["pending_payment"]);
    expect(taken).toEqual(["confirmed", "paid", "completed"]);
    expect(BOOKING_SEATS.expired).toBe("none");
    expect(BOOKING_SEATS.requested).toBe("none");
  });

  it("takes seats only through a hold or a late payment's re-take", () => {
    // Every move into a seat-taking status starts from a hold, an expired hold, or seats already taken.
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_TRANSITIONS[from]) {
        if (BOOKING_SEATS[to] === "taken" && BOOKING_SEATS[from] === "none") expect(from).toBe("expired");
        if (BOOKING_SEATS[to] === "held") expect(["draft", "requested"]).toContain(from);
      }
    }
  });
});

describe("payment statuses", () => {
  it("lists the four statuses with their moves", () => {
    expect(PAYMENT_STATUSES).toEqual(["pending", "succeeded", "failed", "refunded"]);
    expect(PAYMENT_TRANSITIONS).toEqual({
      pending: ["succeeded", "failed"],
      succeeded: ["refunded"],
      failed: [],
      refunded: [],
    });
  });

  it("refuses a late failure after success, a second success and a refund of nothing", () => {
    expect(canMovePayment("pending", "succeeded")).toBe(true);
    expect(canMovePayment("succeeded", "refunded")).toBe(true);
    expect(canMovePayment("succeeded", "failed")).toBe(false);
    expect(canMovePayment("failed", "succeeded")).toBe(false);
    expect(canMovePayment("pending", "refunded")).toBe(false);
    expect(canMovePayment("refunded", "succeeded")).toBe(false);
    // The refusal has the booking's shape (above), with the payment's message.
    const lateFailure = movePayment("succeeded", "failed");
    expect(lateFailure.ok || [lateFailure.status, lateFailure.message, lateFailure.reason]).toEqual([
      409,
      "booking:payment.refused",
      "not_allowed",
    ]);
    expect(movePayment("succeeded", "succeeded")).toMatchObject({ ok: false, reason: "same_status" });
    expect(movePayment("pending", "failed")).toEqual({ ok: true, from: "pending", to: "failed" });
  });
});
