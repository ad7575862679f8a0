import { describe, expect, it } from "vitest";
import { enquiryReplySchema } from "./enquiries";
import { brokePromise, detailEntries, waitingMs, waitParts } from "./enquiries-fields";

const HOUR = 3_600_000;
const created = new Date("2026-06-01T08:00:00Z");

describe("the 24-hour promise", () => {
  it("counts while unanswered and stops at the first answer", () => {
    const now = new Date(created.getTime() + 30 * HOUR);
    expect(waitingMs(created, null, now)).toBe(30 * HOUR);
    expect(brokePromise(created, null, now)).toBe(true);
    const answered = new Date(created.getTime() + 2 * HOUR);
    expect(waitingMs(created, answered, now)).toBe(2 * HOUR);
    expect(brokePromise(created, answered, now)).toBe(false);
    expect(brokePromise(created, null, new Date(created.getTime() + 24 * HOUR))).toBe(false);
  });

  it("splits a wait into days, hours and minutes", () => {
    expect(waitParts(26 * HOUR + 5 * 60_000)).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(waitParts(59_000)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe("enquiry forms", () => {
  it("needs a reply's text, trimmed, line breaks kept", () => {
    expect(enquiryReplySchema.parse({ body: "  Hello\r\nthere " })).toEqual({ body: "Hello\nthere" });
    expect(enquiryReplySchema.safeParse({ body: "   " }).error?.issues[0]?.message).toBe(
      "admin-enquiries:errors.bodyRequired",
    );
  });

  it("lists the details that say something", () => {
    expect(
      detailEntries({ adults: 2, budget: null, interests: ["beach", "culture"], note: "", children: 0 }),
    ).toEqual([
      ["adults", "2"],
      ["interests", "beach, culture"],
      ["children", "0"],
    ]);
  });
});
