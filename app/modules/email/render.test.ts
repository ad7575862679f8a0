import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "#app/i18n/config";
import { EMAIL_MESSAGES, emailLanguage } from "./messages.server";
import {
  EMAIL_TEMPLATE_NAMES,
  type EmailPropsByTemplate,
  type EmailTemplateName,
  renderEmail,
} from "./render.server";
import type { BookingSummary } from "./templates/booking-parts.server";

const SUMMARY: BookingSummary = {
  reference: "EAM2K9QZ7ABCD",
  tourTitle: "7-Day Serengeti Migration Safari",
  startDate: "2026-07-12",
  endDate: "2026-07-18",
  adults: 2,
  children: 1,
  infants: 0,
  travellers: [
    { name: "Amani Mushi", kind: "adult" },
    { name: "Neema Mushi", kind: "adult" },
    { name: null, kind: "child" },
  ],
  totalCents: 1_234_550,
  paidCents: 370_365,
  balanceCents: 864_185,
  balanceDueDate: "2026-05-13",
  bookingUrl: "https://kilele.example/account/bookings/42",
};

const PROPS: EmailPropsByTemplate = {
  "newsletter-welcome": {
    firstName: "Amani",
    discountCode: "WELCOMEX7K2",
    unsubscribeUrl: "https://kilele.example/newsletter/unsubscribe?token=abc",
  },
  "newsletter-subscription-admin": {
    email: "amani@example.com",
    name: "Amani Mushi",
    discountCode: "WELCOMEX7K2",
    subscribedAt: new Date("2025-03-01T06:30:00Z"),
  },
  "password-reset": { resetUrl: "https://kilele.example/reset-password?token=r3set" },
  "verify-email": { verifyUrl: "https://kilele.example/verify?token=v3rify", name: "Amani" },
  "booking-inquiry": {
    name: "Amani",
    summary: "7-day Serengeti migration safari\n2 adults, 1 child\nJuly 2026",
    reference: "EAM2K9QZ7AB",
  },
  "newsletter-unsubscribe": {
    unsubscribeUrl: "https://kilele.example/unsubscribe?email=a%40b.example&token=s1gn",
  },
  "enquiry-staff": {
    id: 42,
    type: "accommodation",
    fullName: "Amani Mushi",
    email: "amani@example.com",
    phone: "+255 754 000 111",
    fields: [{ label: "Accommodation", value: "Ngorongoro Crater Lodge" }],
    message: "Two rooms, please.",
  },
  "booking-confirmation": {
    name: "Amani",
    summary: SUMMARY,
    passportsMissing: 1,
    passportsDueBy: "2026-06-12",
  },
  "payment-receipt": {
    name: "Amani",
    summary: SUMMARY,
    payment: { id: 17, kind: "deposit", amountCents: 370_365, paidAt: new Date("2026-03-01T06:30:00Z") },
  },
  "booking-staff": {
    event: "paid",
    bookingId: 42,
    summary: SUMMARY,
    customer: { name: "Amani Mushi", email: "amani@example.com", phone: null },
    payment: { id: 17, kind: "deposit", amountCents: 370_365, receivedCents: 370_365 },
    dietaryRequirements: "Vegetarian",
  },
  "booking-request": {
    name: "Amani",
    summary: { ...SUMMARY, totalCents: 0, paidCents: 0, balanceCents: 0, balanceDueDate: null },
  },
  "payment-flagged": { name: "Amani", summary: SUMMARY, amountCents: 370_365, reason: "seats_gone" },
  "payment-reminder": {
    name: "Amani",
    summary: SUMMARY,
    resumeUrl: "https://kilele.example/booking?draft=42&step=4",
  },
  "passport-reminder": {
    name: "Amani",
    summary: SUMMARY,
    missing: [{ name: "Neema Mushi", kind: "adult", position: 2 }],
    unnamed: 1,
    dueBy: "2026-06-12",
  },
  "booking-cancellation-request": {
    reference: "EAM2K9QZ7ABCD",
    tourTitle: "7-day Serengeti migration safari",
    startDate: "2026-07-01",
    endDate: "2026-07-07",
    customerName: "Amani Mushi",
    customerEmail: "amani@example.com",
    status: "confirmed",
    totalCents: 500_000,
    paidCents: 150_000,
    daysBefore: 75,
    keepPercent: 30,
    keptCents: 150_000,
    refundCents: 0,
    requestedAt: new Date("2026-04-17T07:30:00Z"),
    note: "My mother is ill.\nSorry!",
  },
  "refund-issued": {
    name: "Amani",
    summary: SUMMARY,
    refund: {
      id: 18,
      amountCents: 108_000,
      charged: { minor: 100_000, currency: "EUR" },
      refundedAt: new Date("2026-04-20T09:00:00Z"),
      reason: "Cancelled 70 days before departure",
    },
  },
  "balance-reminder": {
    name: "Amani",
    summary: SUMMARY,
    dueDate: "2026-05-13",
    charge: null,
    payUrl: "https://kilele.example/account/bookings/42?lang=de",
  },
  "balance-overdue": {
    bookingId: 42,
    summary: SUMMARY,
    customer: { name: "Amani Mushi", email: "amani@example.com", phone: "+255 754 000 111" },
    dueDate: "2026-05-13",
    charge: null,
  },
  "booking-request-accepted": {
    name: "Amani",
    summary: SUMMARY,
    payUrl: "https://kilele.example/booking?draft=42&step=4&lang=fr",
  },
  "booking-request-declined": {
    name: "Amani",
    summary: SUMMARY,
    reason: "No guide free on 3 July",
  },
  "enquiry-reply": {
    name: "Amani",
    reference: "#42",
    body: "Yes, the Ngorongoro Crater Lodge has two rooms free.\nShall we hold them?",
    question: "Two rooms, please.",
  },
};

/** The one detail each template must carry into both parts. */
const KEY_DETAIL: Record<EmailTemplateName, string> = {
  "newsletter-welcome": "WELCOMEX7K2",
  "newsletter-subscription-admin": "amani@example.com",
  "password-reset": "https://kilele.example/reset-password?token=r3set",
  "verify-email": "https://kilele.example/verify?token=v3rify",
  "booking-inquiry": "Serengeti migration",
  "newsletter-unsubscribe": "https://kilele.example/unsubscribe?email=a%40b.example&token=s1gn",
  "enquiry-staff": "Ngorongoro Crater Lodge",
  "booking-confirmation": "EAM2K9QZ7ABCD",
  "payment-receipt": "EAM2K9QZ7ABCD-17",
  "booking-staff": "amani@example.com",
  "booking-request": "EAM2K9QZ7ABCD",
  "payment-flagged": "EAM2K9QZ7ABCD",
  "payment-reminder": "https://kilele.example/booking?draft=42&step=4",
  "passport-reminder": "Neema Mushi",
  "booking-cancellation-request": "EAM2K9QZ7ABCD",
  "refund-issued": "EAM2K9QZ7ABCD-18",
  "balance-reminder": "https://kilele.example/account/bookings/42?lang=de",
  "balance-overdue": "amani@example.com",
  "booking-request-accepted": "https://kilele.example/booking?draft=42&step=4&lang=fr",
  "booking-request-declined": "No guide free on 3 July",
  "enquiry-reply": "Ngorongoro Crater Lodge has two rooms free",
};

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

describe("email messages", () => {
  const english = leaves(EMAIL_MESSAGES.en);
  // Words that are the same in the other language, or brand/loan words kept on purpose.
  const sameAsEnglish = new Set(["newsletterSubscriptionAdmin.name", "booking.travellerLine"]);

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s has every key, translated, with the same placeholders",
    (lang) => {
      const messages = leaves(EMAIL_MESSAGES[lang]);
      // Plural forms differ by language (French has "many", Chinese only "other"; locales.test.ts
      // checks each has its own): the keys are compared without them.
      const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
      const keys = (map: Map<string, string>) => [...new Set([...map.keys()].map(base))].sort();
      expect(keys(messages)).toEqual(keys(english));
      for (const [key, en] of english) {
        const text = messages.get(key) ?? messages.get(`${base(key)}_other`) ?? "";
        expect(text.trim(), key).not.toBe("");
        if (!sameAsEnglish.has(key)) expect(text, `${lang} ${key} is still English`).not.toBe(en);
        const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en));
      }
    },
  );

  it("maps stored locales to a site language", () => {
    expect(emailLanguage("de-DE")).toBe("de");
    expect(emailLanguage("zh_CN")).toBe("zh");
    expect(emailLanguage("FR")).toBe("fr");
    expect(emailLanguage("pt-BR")).toBe("en");
    expect(emailLanguage(undefined)).toBe("en");
  });
});

describe("renderEmail", () => {
  const subjects = new Map<string, Set<string>>();

  for (const template of EMAIL_TEMPLATE_NAMES) {
    it.each(LANGUAGES)(`renders ${template} in %s`, async (lang: Language) => {
      const email = await renderEmail(template, lang, PROPS[template] as never);
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.html).toMatch(/^<!DOCTYPE html/i);
      expect(email.html).toContain(`lang="${lang === "zh" ? "zh-CN" : lang}"`);
      // The text part has no markup, but the same essentials.
      expect(email.text).not.toMatch(/<[a-z]/i);
      const detail = KEY_DETAIL[template];
      expect(email.text).toContain(detail);
      expect(email.html).toContain(detail.replaceAll("&", "&amp;"));
      // Brand footer: company, Arusha address and the licence line.
      for (const part of [email.html, email.text]) {
        expect(part).toContain("Kilele Safaris");
        expect(part).toContain("Arusha");
        expect(part).toContain("TALA/TO/2024/0412");
      }
      const seen = subjects.get(template) ?? new Set();
      seen.add(email.subject);
      subjects.set(template, seen);
    });

    it(`${template} has a different subject in each language`, () => {
      expect(subjects.get(template)?.size).toBe(LANGUAGES.length);
    });
  }

  it("writes the welcome email in German with the 5% gift", async () => {
    const email = await renderEmail("newsletter-welcome", "de", PROPS["newsletter-welcome"]);
    expect(email.subject).toBe("Willkommen bei Kilele Safaris: 5 % Rabatt auf Ihre erste Safari");
    expect(email.text).toContain("Hallo Amani,");
    expect(email.text).toContain("5 % Rabatt auf Ihre erste Buchung");
    expect(email.html).toContain('href="https://kilele.example/newsletter/unsubscribe?token=abc"');
  });

  it("promises contact within 24 hours and a 24-hour reset link", async () => {
    const inquiry = await renderEmail("booking-inquiry", "en", PROPS["booking-inquiry"]);
    expect(inquiry.text).toContain("within 24 hours");
    expect(inquiry.text).toContain("EAM2K9QZ7AB");
    const reset = await renderEmail("password-reset", "fr", PROPS["password-reset"]);
    expect(reset.text).toContain("24\u00a0heures");
  });

  it("gives the staff notification the subscription time in East Africa Time", async () => {
    const email = await renderEmail(
      "newsletter-subscription-admin",
      "en",
      PROPS["newsletter-subscription-admin"],
    );
    expect(email.subject).toBe("New newsletter subscriber: amani@example.com");
    expect(email.text).toMatch(/9:30\s?AM/);
    const anonymous = await renderEmail("newsletter-subscription-admin", "es", {
      ...PROPS["newsletter-subscription-admin"],
      name: null,
    });
    expect(anonymous.text).toContain("No indicado");
  });

  it("confirms a booking with its reference, trip, travellers, money, next steps and contacts", async () => {
    const email = await renderEmail("booking-confirmation", "en", PROPS["booking-confirmation"]);
    expect(email.subject).toBe("Booking confirmed: 7-Day Serengeti Migration Safari (EAM2K9QZ7ABCD)");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("July 12, 2026 to July 18, 2026");
      expect(part).toContain("2 adults and 1 child");
      expect(part).toContain("Amani Mushi (adult)");
      expect(part).toContain("Traveller 3 (child)");
      expect(part).toContain("$12,345.50");
      expect(part).toContain("$3,703.65");
      expect(part).toContain("$8,641.85, due by May 13, 2026");
      expect(part).toContain("30 days before departure");
      expect(part).toContain("+255 754 123 456");
      expect(part).toContain("hello@kilele-safaris.example");
      expect(part).toContain("by June 12, 2026");
    }
    expect(email.html).toContain('href="https://kilele.example/account/bookings/42"');
    const paid = await renderEmail("booking-confirmation", "de", {
      ...PROPS["booking-confirmation"],
      summary: { ...SUMMARY, paidCents: SUMMARY.totalCents, balanceCents: 0 },
      passportsMissing: 0,
    });
    expect(paid.text).toContain("Vollständig bezahlt");
    expect(paid.text).toContain("12. Juli 2026 bis 18. Juli 2026");
    expect(paid.text).toMatch(/12\.345,50\s\$/);
    expect(paid.text).not.toContain("Restbetrag von");
    expect(paid.text).not.toContain("Passdaten");
  });

  it("writes a receipt per payment: amount, date in East Africa Time, what for, and the booking after it", async () => {
    const email = await renderEmail("payment-receipt", "en", PROPS["payment-receipt"]);
    expect(email.subject).toBe("Receipt for your payment of $3,703.65 (booking EAM2K9QZ7ABCD)");
    expect(email.text).toContain("Deposit for booking EAM2K9QZ7ABCD");
    expect(email.text).toMatch(/March 1, 2026,? (at )?9:30\sAM/);
    expect(email.text).toContain("The balance of $8,641.85 is due by May 13, 2026.");
    const balance = await renderEmail("payment-receipt", "fr", {
      ...PROPS["payment-receipt"],
      summary: { ...SUMMARY, paidCents: SUMMARY.totalCents, balanceCents: 0 },
      payment: { ...PROPS["payment-receipt"].payment, kind: "balance", amountCents: 864_185 },
    });
    expect(balance.text).toContain("Solde de la réservation EAM2K9QZ7ABCD");
    expect(balance.text).toContain("entièrement payée");
  });

  it("tells the office why a payment is flagged, and the traveller what happens to it", async () => {
    const staff = await renderEmail("booking-staff", "en", {
      ...PROPS["booking-staff"],
      event: "flagged",
      reason: "seats_gone",
      flags: "seats_gone; promo code no longer free",
    });
    expect(staff.subject).toBe(
      "Booking EAM2K9QZ7ABCD needs attention: paid after the seat hold expired, and the seats had gone to other travellers",
    );
    expect(staff.text).toContain("promo code no longer free");
    expect(staff.text).toContain("Vegetarian");
    const traveller = await renderEmail("payment-flagged", "en", PROPS["payment-flagged"]);
    expect(traveller.text).toContain("another date or to refund your payment in full");
    const other = await renderEmail("payment-flagged", "en", {
      ...PROPS["payment-flagged"],
      reason: "amount_differs",
    });
    expect(other.text).toContain("Please do not pay again.");
    expect(other.text).not.toContain("refund");
  });

  it("acknowledges a private-date request within 24 hours, and links both reminders", async () => {
    const request = await renderEmail("booking-request", "en", PROPS["booking-request"]);
    expect(request.text).toContain("within 24 hours");
    expect(request.text).not.toContain("$");
    const staff = await renderEmail("booking-staff", "en", { ...PROPS["booking-staff"], event: "requested" });
    expect(staff.subject).toContain("New private-date request EAM2K9QZ7ABCD");
    const reminder = await renderEmail("payment-reminder", "es", PROPS["payment-reminder"]);
    expect(reminder.html).toContain('href="https://kilele.example/booking?draft=42&amp;step=4"');
    const passports = await renderEmail("passport-reminder", "en", PROPS["passport-reminder"]);
    expect(passports.text).toContain("Neema Mushi (adult)");
    expect(passports.text).toContain("1 traveller not entered yet");
    expect(passports.text).toContain("by June 12, 2026");
    expect(passports.html).toContain('href="https://kilele.example/account/bookings/42"');
  });

  it("reminds of the balance with the amount, the charge in the booking's currency, the due date and the link", async () => {
    const usdOnly = await renderEmail("balance-reminder", "en", PROPS["balance-reminder"]);
    expect(usdOnly.subject).toBe("Balance of $8,641.85 due on May 13, 2026: booking EAM2K9QZ7ABCD");
    expect(usdOnly.text).not.toContain("Charged in");
    const euros = await renderEmail("balance-reminder", "de", {
      ...PROPS["balance-reminder"],
      charge: { amountMinor: 795_050, currency: "EUR" },
    });
    expect(euros.text).toMatch(/8\.641,85\s\$/);
    expect(euros.text).toContain("Abgebucht in EUR");
    expect(euros.text).toMatch(/7\.950,50\s€/);
    expect(euros.text).toContain("13. Mai 2026");
    expect(euros.html).toContain('href="https://kilele.example/account/bookings/42?lang=de"');
  });

  it("tells the office in English which balance is overdue, since when, and whom to call", async () => {
    const staff = await renderEmail("balance-overdue", "en", {
      ...PROPS["balance-overdue"],
      charge: { amountMinor: 682_706, currency: "GBP" },
    });
    expect(staff.subject).toBe("Balance overdue on EAM2K9QZ7ABCD: $8,641.85 was due on May 13, 2026");
    expect(staff.text).toContain("EAM2K9QZ7ABCD (booking #42)");
    expect(staff.text).toContain("+255 754 000 111");
    expect(staff.text).toContain("To be charged in GBP");
    expect(staff.text).toContain("£6,827.06");
  });

  it("escapes what users typed", async () => {
    const email = await renderEmail("booking-inquiry", "en", {
      name: '<img src=x onerror="alert(1)">',
      summary: "<script>alert(1)</script>",
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<img src=x");
    expect(email.html).toContain("&lt;script&gt;");
  });

  it("falls back to English for an unknown locale and keeps subjects on one line", async () => {
    const email = await renderEmail("newsletter-subscription-admin", "pt-BR" as Language, {
      ...PROPS["newsletter-subscription-admin"],
      email: "a@example.com\r\nBcc: evil@example.com",
    });
    expect(email.html).toContain('lang="en"');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
