import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  accommodationInquirySchema,
  cleanText,
  contactSchema,
  enquiryType,
  ID_MAX,
  isValidPhone,
  KEPT_MAX,
  keptValues,
  newsletterSchema,
  newsletterVariant,
  nightsBetween,
  parseEnquiry,
  positiveId,
  tripRequestSchema,
} from "./conversation-rules";
import { fieldErrors } from "./identity-rules";

const TODAY = "2026-03-01";
/** Who writes, in every valid form below. */
const SENDER = { email: "amani@example.com", consent: "on" };

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldErrors(result.error as never);
}

/** A schema and a valid form for it: `parse` and `errors` take the changes to that form. */
function form<S extends z.ZodType>(schema: S, valid: Record<string, unknown>) {
  return {
    parse: (changes: Record<string, unknown> = {}) => schema.parse({ ...valid, ...changes }) as z.output<S>,
    errors: (changes: Record<string, unknown>) => errorsOf(schema.safeParse({ ...valid, ...changes })),
  };
}

describe("newsletter", () => {
  it("requires the email", () => {
    expect(errorsOf(newsletterSchema.safeParse({ email: "  " }))).toEqual({
      email: "validation:emailRequired",
    });
    expect(errorsOf(newsletterSchema.safeParse({ email: "nope" }))).toEqual({ email: "validation:email" });
  });

  it("lower-cases the email and cleans the name of line breaks and markup", () => {
    const parsed = newsletterSchema.parse({
      email: " Amani@Example.COM ",
      firstName: "<b>Amani</b>\r\nBcc: x@y.z",
    });
    expect(parsed.email).toBe("amani@example.com");
    expect(parsed.firstName).toBe("Amani Bcc: x@y.z");
    expect(parsed.firstName).not.toMatch(/[\r\n<>]/);
  });
});

describe("contact", () => {
  const contact = form(contactSchema, {
    ...SENDER,
    fullName: "Amani Mushi",
    phone: "",
    subject: "booking",
    message: "Hello",
  });

  it("accepts a complete message with an optional phone", () => {
    expect(contact.errors({})).toEqual({});
    expect(contact.errors({ phone: "+255 754-123 456" })).toEqual({});
  });

  it("names every missing or wrong field", () => {
    expect(errorsOf(contactSchema.safeParse({ phone: "abc", subject: "spam" }))).toEqual({
      fullName: "validation:required",
      email: "validation:emailRequired",
      phone: "validation:phone",
      subject: "enquiries:errors.subject",
      message: "validation:required",
      consent: "validation:consentRequired",
    });
  });

  it("keeps line breaks in the message but drops markup", () => {
    expect(cleanText("Hi <script>x</script>\r\n\r\n\r\nthere")).toBe("Hi x\n\nthere");
  });
});

describe("phone numbers", () => {
  it.each(["+255754123456", "0754 123 456", "+1-202-555-0143"])("%s is valid", (n) => {
    expect(isValidPhone(n)).toBe(true);
  });
  it.each(["12345", "phone me", "+255 754 123 456 789 000", "12(34)567"])("%s is not", (n) => {
    expect(isValidPhone(n)).toBe(false);
  });
});

describe("accommodation inquiry", () => {
  const inquiry = form(accommodationInquirySchema(TODAY), {
    ...SENDER,
    firstName: "Amani",
    lastName: "Mushi",
    accommodationName: "Ngorongoro Lodge",
    accommodationId: "3",
    checkIn: "2026-07-01",
    checkOut: "2026-07-04",
    adults: "2",
    children: "1",
    roomType: "family",
  });

  it("computes the nights", () => {
    const parsed = inquiry.parse();
    expect(parsed.nights).toBe(3);
    expect(parsed.accommodationId).toBe(3);
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
  });

  it("wants check-out after check-in and no past dates", () => {
    expect(inquiry.errors({ checkOut: "2026-07-01" })).toEqual({
      checkOut: "validation:checkOutAfterCheckIn",
    });
    expect(inquiry.errors({ checkIn: "2026-02-28" })).toMatchObject({ checkIn: "validation:dateInPast" });
    expect(inquiry.errors({ checkIn: "2026-02-31" })).toMatchObject({ checkIn: "enquiries:errors.date" });
  });

  it("bounds the travellers and the room types", () => {
    expect(inquiry.errors({ adults: "0", children: "-1", roomType: "palace" })).toEqual({
      adults: "enquiries:errors.adults",
      children: "enquiries:errors.children",
      roomType: "enquiries:errors.roomType",
    });
  });

  it("ignores an id no accommodation can have", () => {
    expect(inquiry.parse({ accommodationId: String(ID_MAX + 1) }).accommodationId).toBeNull();
  });
});

describe("tour enquiry and tailor-made request", () => {
  const trip = form(tripRequestSchema(TODAY), {
    ...SENDER,
    type: "tailor_made",
    fullName: "Amani Mushi",
    travelMonth: "2026-08",
    adults: "2",
    children: "1",
    infants: "1",
    budget: "5000to8000",
    interests: ["wildlife", "beach", "not-an-interest"],
  });

  it("accepts a month instead of dates and keeps known interests only", () => {
    const parsed = trip.parse();
    expect(parsed.interests).toEqual(["wildlife", "beach"]);
    expect(parsed.infants).toBe(1);
  });

  it("needs dates or a month, a tour for a tour enquiry, and an end after the start", () => {
    expect(trip.errors({ travelMonth: "", type: "tour" })).toEqual({
      tourId: "validation:required",
      startDate: "enquiries:errors.travelDates",
    });
    expect(trip.errors({ travelMonth: "", startDate: "2026-08-10", endDate: "2026-08-01" })).toEqual({
      endDate: "enquiries:errors.endAfterStart",
    });
    expect(trip.errors({ travelMonth: "2026-02" })).toEqual({ travelMonth: "validation:dateInPast" });
    expect(trip.errors({ travelMonth: "", startDate: "2026-02-01", endDate: "2026-02-08" })).toEqual({
      startDate: "validation:dateInPast",
      endDate: "validation:dateInPast",
    });
  });

  it("bounds adults (18+), children (5-17) and infants (0-4) counts", () => {
    expect(trip.errors({ adults: "31", children: "x", infants: "11" })).toEqual({
      adults: "enquiries:errors.adults",
      children: "enquiries:errors.children",
      infants: "enquiries:errors.infants",
    });
    expect(trip.errors({ adults: "1e400", children: "-1", infants: "1.5" })).toEqual({
      adults: "enquiries:errors.adults",
      children: "enquiries:errors.children",
      infants: "enquiries:errors.infants",
    });
  });

  it("refuses a tour id no tour can have", () => {
    expect(trip.errors({ type: "tour", tourId: String(ID_MAX + 1) })).toEqual({
      tourId: "validation:required",
    });
  });
});

describe("parseEnquiry", () => {
  it("validates each type with its schema and names the type", () => {
    const tailorMade = { ...SENDER, fullName: "Amani", travelMonth: "2026-08" };
    const parsed = parseEnquiry("tailor_made", tailorMade, TODAY);
    expect(parsed.success && parsed.data.type).toBe("tailor_made");
    const refused = parseEnquiry("contact", tailorMade, TODAY);
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({
      subject: "enquiries:errors.subject",
      message: "validation:required",
    });
  });

  it("takes an unknown type for a contact message", () => {
    expect(enquiryType("tour")).toBe("tour");
    expect(enquiryType("admin")).toBe("contact");
    expect(enquiryType(undefined)).toBe("contact");
  });
});

describe("what was typed comes back", () => {
  it("without the honeypot, cut to a sane length", () => {
    const kept = keptValues({
      website: "http://spam.example",
      fullName: "x".repeat(KEPT_MAX + 50),
      interests: Array.from({ length: 50 }, () => "wildlife"),
    });
    expect(kept).not.toHaveProperty("website");
    expect((kept.fullName as string).length).toBe(KEPT_MAX);
    expect(kept.interests).toHaveLength(20);
  });
});

describe("ids and variants", () => {
  it.each([
    ["3", 3],
    ["0", null],
    ["-2", null],
    ["2.5", null],
    ["abc", null],
    ["", null],
    [String(ID_MAX), ID_MAX],
    [String(ID_MAX + 1), null],
  ])("positiveId(%j) is %j", (value, id) => {
    expect(positiveId(value)).toBe(id);
  });

  it("sends a plain newsletter post back to a known form only", () => {
    expect(newsletterVariant("home")).toBe("home");
    expect(newsletterVariant("\r\nSet-Cookie: a=b")).toBe("footer");
  });
});
