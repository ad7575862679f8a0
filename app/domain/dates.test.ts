import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  ageOn,
  dateInZone,
  daysBetween,
  formatLongDate,
  isCalendarDate,
  monthNames,
  OFFICE_TIME_ZONE,
  officeToday,
} from "./dates";

describe("formatLongDate", () => {
  it("formats a calendar date as that day in every language", () => {
    expect(formatLongDate("2026-03-01", "en")).toBe("March 1, 2026");
    expect(formatLongDate("2026-03-01", "de")).toBe("1. März 2026");
    expect(formatLongDate("2026-03-01", "fr")).toBe("1 mars 2026");
    expect(formatLongDate("2026-03-01", "es")).toBe("1 de marzo de 2026");
    expect(formatLongDate("2026-03-01", "zh")).toBe("2026年3月1日");
  });

  it("reads a timestamp in East Africa Time", () => {
    // 22:00 UTC on 28 February is already 1 March in Arusha.
    expect(formatLongDate(new Date("2026-02-28T22:00:00Z"), "en")).toBe("March 1, 2026");
  });
});

describe("monthNames", () => {
  it("lists the twelve months in the page language", () => {
    const de = monthNames("de");
    expect(de).toHaveLength(12);
    expect(de[0]).toMatchObject({ month: 1, long: "Januar" });
    expect(monthNames("fr")[7]?.long).toBe("août");
    expect(monthNames("zh")[11]?.long).toBe("十二月");
  });
});

describe("officeToday", () => {
  it("is the calendar date in Arusha, three hours ahead of UTC", () => {
    // 22:30 UTC is already the next day in Arusha (UTC+3).
    expect(officeToday(new Date("2026-05-31T22:30:00Z"))).toBe("2026-06-01");
    expect(officeToday(new Date("2026-05-31T12:00:00Z"))).toBe("2026-05-31");
    expect(officeToday(new Date("2026-03-31T20:59:00Z"))).toBe("2026-03-31");
    expect(officeToday(new Date("2026-03-31T21:00:00Z"))).toBe("2026-04-01");
    expect(officeToday(new Date("2026-03-01T20:59:00Z"))).toBe("2026-03-01");
    expect(officeToday(new Date("2026-03-01T21:00:00Z"))).toBe("2026-03-02");
  });

  it("turns the day at midnight in Arusha, not at midnight UTC", () => {
    expect(officeToday(new Date("2026-12-31T20:59:59.999Z"))).toBe("2026-12-31");
    expect(officeToday(new Date("2026-12-31T21:00:00Z"))).toBe("2027-01-01");
    // Just after midnight UTC it has long been the same day in Arusha.
    expect(officeToday(new Date("2027-01-01T00:00:01Z"))).toBe("2027-01-01");
    // 29 February exists in a leap year.
    expect(officeToday(new Date("2028-02-28T21:00:00Z"))).toBe("2028-02-29");
  });

  it("is the office's zone, Africa/Dar_es_Salaam", () => {
    expect(OFFICE_TIME_ZONE).toBe("Africa/Dar_es_Salaam");
  });
});

describe("dateInZone", () => {
  it("follows a zone's daylight saving instead of a fixed offset", () => {
    // Berlin is UTC+1 in winter and UTC+2 in summer.
    expect(dateInZone(new Date("2026-01-15T22:59:00Z"), "Europe/Berlin")).toBe("2026-01-15");
    expect(dateInZone(new Date("2026-01-15T23:00:00Z"), "Europe/Berlin")).toBe("2026-01-16");
    expect(dateInZone(new Date("2026-07-15T21:59:00Z"), "Europe/Berlin")).toBe("2026-07-15");
    expect(dateInZone(new Date("2026-07-15T22:00:00Z"), "Europe/Berlin")).toBe("2026-07-16");
  });
});

describe("addDays", () => {
  it("moves by calendar days across month and year ends", () => {
    expect(addDays("2026-03-31", 1)).toBe("2026-04-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-03-10", 0)).toBe("2026-03-10");
  });
});

describe("daysBetween", () => {
  it("counts calendar days, across month ends and clock changes", () => {
    expect(daysBetween("2026-03-10", "2026-03-10")).toBe(0);
    expect(daysBetween("2026-03-28", "2026-04-02")).toBe(5);
    expect(daysBetween("2026-04-02", "2026-03-28")).toBe(-5);
  });
});

describe("isCalendarDate", () => {
  it("accepts real days only", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-00-10")).toBe(false);
    expect(isCalendarDate("2026-01-00")).toBe(false);
    expect(isCalendarDate("2026-4-01")).toBe(false);
    expect(isCalendarDate("2026-04-01T00:00:00Z")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });
});

describe("addMonths", () => {
  it("moves by calendar months, to the month's last day when the day is missing", () => {
    expect(addMonths("2026-03-15", 6)).toBe("2026-09-15");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-10-31", 2)).toBe("2026-12-31");
    expect(addMonths("2026-12-31", -6)).toBe("2026-06-30");
    expect(addMonths("2026-01-31", -1)).toBe("2025-12-31");
    expect(addMonths("2100-08-29", 6)).toBe("2101-02-28");
    expect(addMonths("2099-08-29", 6)).toBe("2100-02-28");
    expect(addMonths("2399-08-29", 6)).toBe("2400-02-29");
  });
});

describe("ageOn", () => {
  it("counts whole years, one more on the birthday itself", () => {
    expect(ageOn("2008-06-15", "2026-06-14")).toBe(17);
    expect(ageOn("2008-06-15", "2026-06-15")).toBe(18);
    expect(ageOn("2008-06-15", "2026-12-31")).toBe(18);
    expect(ageOn("2026-06-15", "2026-06-15")).toBe(0);
  });

  it("lets someone born on 29 February turn a year older on 1 March in a common year", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });
});
