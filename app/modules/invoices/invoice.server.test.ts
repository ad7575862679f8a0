import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { bookings, payments } from "#app/db/schema/index";
import { formatLongDate } from "#app/domain/dates";
import { paidBooking } from "#tests/account-bookings";
import { bookingRow, payKey } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createUser } from "#tests/factories";
import { bookingInvoice } from "./invoice.server";

// The invoice PDF of a booking paid through the payment event path (the rows
// a real traveller has), parsed back with pdf-parse: it opens, and its text
// carries the reference, the price lines, the payments and refunds, and the
// balance; a booking in Chinese is set in Chinese, its labels and a Chinese
// name extractable as text.

const database = setUpTestDatabase();
const db = () => database().db;

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    // pdf-parse joins the runs of a line with spaces or tabs: one space, so phrases can be matched.
    return { text: result.text.replace(/[ \t\u00A0]+/g, " "), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

async function addPayment(
  values: Partial<typeof payments.$inferInsert> & { bookingId: number; userId: string },
) {
  await db()
    .insert(payments)
    .values({ provider: "sandbox", idempotencyKey: payKey(), amountCents: 0, kind: "balance", ...values });
}

describe("the booking's invoice", () => {
  it("opens and carries the reference, the price lines, the payments, the refund and the balance", async () => {
    const { booking, hold } = await paidBooking(db(), { leadFullName: "Anna Müller" });
    const row = await bookingRow(db(), booking.id);
    // A second payment charged in euros (its USD value is what counts), then a refund of part of it.
    await addPayment({
      bookingId: booking.id,
      userId: booking.userId,
      amountCents: 50_000,
      currency: "EUR",
      chargedMinor: 46_000,
      method: "card",
      status: "succeeded",
      succeededAt: new Date(),
    });
    await addPayment({
      bookingId: booking.id,
      userId: booking.userId,
      kind: "refund",
      amountCents: 10_000,
      status: "refunded",
      method: "mobile_money",
      reason: "goodwill",
    });
    // A failed attempt is no payment and stays off the invoice.
    await addPayment({
      bookingId: booking.id,
      userId: booking.userId,
      amountCents: 77_700,
      status: "failed",
    });

    const invoice = await bookingInvoice(db(), booking.id, { now: new Date("2026-03-02T09:00:00Z") });
    expect(invoice?.fileName).toBe(`${booking.reference}.pdf`);
    const pdf = invoice!.pdf;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);

    expect(text).toContain("Invoice and receipt");
    expect(text).toContain(booking.reference);
    expect(text).toContain("March 2, 2026");
    expect(text).toContain("Anna Müller");
    // The office, from the configuration's defaults.
    expect(text).toContain("Kilele Safaris");
    expect(text).toContain("Arusha, Tanzania");
    expect(text).toContain("Tour operator licence: TALA/TO/2024/0412");
    expect(text).toContain("Tax ID: TIN 123-456-789");
    // The price lines as charged: 2 adults at $2,000.
    expect(text).toContain("2 adults × $2,000.00");
    expect(text).toContain("Subtotal");
    expect(text).toMatch(/Total price \$4,000\.00/);
    // Payments: the deposit, the euro payment with its USD value, the refund as a negative line.
    const deposit = hold.payment.amount.amountMinor;
    expect(deposit).toBe(120_000);
    expect(text).toMatch(/Deposit \$1,200\.00/);
    expect(text).toContain("Balance · Card");
    expect(text).toContain("Charged €460.00, worth $500.00");
    expect(text).toMatch(/Refund · Mobile money −\$100\.00/);
    expect(text).not.toContain("777.00");
    // Paid: 1,200 + 500 − 100 = 1,600; due: 4,000 − 1,600 = 2,400 by the booking's date.
    expect(text).toMatch(/Total paid \$1,600\.00/);
    expect(text).toContain(`$2,400.00, due by ${formatLongDate(row.balanceDueDate!, "en")}`);
  });

  it("is set in Chinese for a booking in Chinese, its labels and a Chinese name extractable as text", async () => {
    const { booking } = await paidBooking(db(), { choice: "full", leadFullName: "张伟" });
    await db().update(bookings).set({ language: "zh" }).where(eq(bookings.id, booking.id));

    const invoice = await bookingInvoice(db(), booking.id, { now: new Date("2026-03-02T09:00:00Z") });
    const { text } = await textOf(invoice!.pdf);
    expect(text).toContain("发票及收据");
    expect(text).toContain("发票编号");
    expect(text).toContain("张伟");
    expect(text).toContain("2 名成人 × US$2,000.00");
    expect(text).toContain("付款记录");
    expect(text).toContain("全款");
    expect(text).toContain("2026年3月2日");
    expect(text).toContain("无应付款项");
    expect(text).toContain(booking.reference);
  });

  it("sets German, French and Spanish accents as they are", async () => {
    const { booking } = await paidBooking(db(), { leadFullName: "Łucja Dvořák-Peña" });
    for (const [language, words] of [
      ["de", ["Rechnung und Quittung", "Rechnungsempfänger", "Anzahlung", "Gesamtpreis", "fällig bis"]],
      ["fr", ["Facture et reçu", "Numéro de facture", "Acompte", "Date d'émission", "à régler avant le"]],
      ["es", ["Factura y recibo", "Número de factura", "Depósito", "Fecha de emisión", "Precio total"]],
    ] as const) {
      await db().update(bookings).set({ language }).where(eq(bookings.id, booking.id));
      const { text } = await textOf((await bookingInvoice(db(), booking.id, { now: new Date() }))!.pdf);
      for (const word of words) expect(text, language).toContain(word);
      // The face has ñ but not ř: the name keeps what it can (ř printed as its base letter).
      expect(text, language).toContain("Dvorák-Peña");
    }
  });

  it("is only its owner's when asked for a user, and none for a booking nothing was paid for", async () => {
    const { booking } = await paidBooking(db());
    const stranger = await createUser(db());
    expect(await bookingInvoice(db(), booking.id, { userId: stranger.id, now: new Date() })).toBeNull();
    expect(
      await bookingInvoice(db(), booking.id, { userId: booking.userId, now: new Date() }),
    ).not.toBeNull();
    expect(await bookingInvoice(db(), 987_654, { now: new Date() })).toBeNull();
    await db().update(payments).set({ status: "failed" }).where(eq(payments.bookingId, booking.id));
    expect(await bookingInvoice(db(), booking.id, { now: new Date() })).toBeNull();
  });
});
