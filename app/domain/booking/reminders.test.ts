import { describe, expect, it } from "vitest";
import { addDays } from "../dates";
import {
  BALANCE_OVERDUE_KIND,
  balanceOverdue,
  balanceReminderDue,
  balanceReminderWindows,
  hasPassportDetails,
  passportDetailsDueBy,
  passportDetailsOpen,
  passportReminderStarts,
} from "./reminders";

describe("passport reminder dates", () => {
  it("reminds from 45 days before departure until the details close 30 days before", () => {
    expect(passportReminderStarts("2026-03-01")).toEqual({ from: "2026-03-31", to: "2026-04-15" });
    expect(passportDetailsDueBy("2026-04-15")).toBe("2026-03-16");
    expect(passportDetailsOpen("2026-04-15", "2026-03-16")).toBe(true);
    expect(passportDetailsOpen("2026-04-15", "2026-03-17")).toBe(false);
  });

  it("counts a passport complete with its number and its expiry only", () => {
    expect(hasPassportDetails({ passportNumber: "X1234567", passportExpiry: "2030-01-01" })).toBe(true);
    expect(hasPassportDetails({ passportNumber: "  ", passportExpiry: "2030-01-01" })).toBe(false);
    expect(hasPassportDetails({ passportNumber: "X1234567", passportExpiry: null })).toBe(false);
    expect(hasPassportDetails({ passportNumber: null, passportExpiry: null })).toBe(false);
  });
});

describe("balance reminders", () => {
  const due = "2026-05-20";
  const days = [14, 7, 1];
  const on = (daysBefore: number) => balanceReminderDue(due, addDays(due, -daysBefore), days);

  it("names each reminder on its day: 14, 7 and 1 days before the due date", () => {
    expect(on(15)).toBeNull();
    expect(on(14)).toBe("balance-14d");
    expect(on(7)).toBe("balance-7d");
    expect(on(1)).toBe("balance-1d");
  });

  it("after days the job missed, names only the nearest reminder, and none after the due date", () => {
    expect(on(10)).toBe("balance-14d");
    expect(on(8)).toBe("balance-14d");
    // Down from day 14 to day 3: the 7-day reminder goes, the 14-day one never will.
    expect(on(3)).toBe("balance-7d");
    expect(on(0)).toBe("balance-1d");
    expect(on(-1)).toBeNull();
  });

  it("takes the days in any order, twice or with 0 (the due date itself)", () => {
    expect(balanceReminderDue(due, addDays(due, -5), [1, 7, 7, 14])).toBe("balance-7d");
    expect(balanceReminderDue(due, due, [0, 3])).toBe("balance-0d");
    expect(balanceReminderDue(due, addDays(due, -1), [0, 3])).toBe("balance-3d");
    expect(balanceReminderDue(due, addDays(due, -1), [])).toBeNull();
  });

  it("gives the query the due dates each reminder is due for today, the same rule turned round", () => {
    const today = "2026-05-01";
    const windows = balanceReminderWindows(today, days);
    expect(windows).toEqual([
      { kind: "balance-1d", from: "2026-05-01", to: "2026-05-02" },
      { kind: "balance-7d", from: "2026-05-03", to: "2026-05-08" },
      { kind: "balance-14d", from: "2026-05-09", to: "2026-05-15" },
    ]);
    for (let offset = -3; offset <= 20; offset++) {
      const dueDate = addDays(today, offset);
      const window = windows.find((w) => w.from <= dueDate && dueDate <= w.to);
      expect(window?.kind ?? null, dueDate).toBe(balanceReminderDue(dueDate, today, days));
    }
  });

  it("alerts the office from the day after an unpaid due date", () => {
    expect(BALANCE_OVERDUE_KIND).toBe("balance-overdue");
    expect(balanceOverdue(due, due)).toBe(false);
    expect(balanceOverdue(due, addDays(due, 1))).toBe(true);
    expect(balanceOverdue(due, addDays(due, 9))).toBe(true);
  });
});
