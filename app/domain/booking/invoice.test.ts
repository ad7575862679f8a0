import { describe, expect, it } from "vitest";
import en from "../../i18n/locales/en/invoice.json";
import { createTranslator } from "../../i18n/translator";
import { usd } from "../money";
import { type InvoiceFacts, type InvoicePayment, invoiceDocument, netPaidCents } from "./invoice";
import { paymentTerms } from "./payment-terms";

// The invoice's words and sums, without a PDF: what counts as paid (payments
// received less refunds; failed and pending attempts not at all), the
// balance, the tax lines the configuration has, a payment in another currency.

const t = createTranslator("en", { invoice: en }, { defaultNamespace: "invoice" }).t();
const at = new Date("2026-05-01T10:00:00Z");

let ids = 0;
function payment(overrides: Partial<InvoicePayment>): InvoicePayment {
  return {
    id: ++ids,
    kind: "deposit",
    status: "succeeded",
    amountCents: 0,
    receivedCents: null,
    currency: "USD",
    chargedMinor: null,
    method: null,
    succeededAt: at,
    createdAt: at,
    ...overrides,
  };
}

function facts(overrides: Partial<InvoiceFacts> = {}): InvoiceFacts {
  return {
    reference: "EAABCDEF123456",
    language: "en",
    issuedAt: at,
    seller: { name: "Kilele Safaris", address: "Arusha", licence: "TALA/1", taxId: "TIN 1", vatNumber: "" },
    customer: { name: "Anna", email: "anna@example.org" },
    tourTitle: "Serengeti",
    startDate: "2026-09-01",
    endDate: "2026-09-07",
    party: { adults: 2, children: 1, infants: 0 },
    status: "confirmed",
    totalCents: 500_000,
    priceLines: {
      unit: { adult: usd(200_000), child: usd(100_000), infant: usd(0) },
      lines: [
        { kind: "adult", count: 2, unit: usd(200_000), amount: usd(400_000) },
        { kind: "child", count: 1, unit: usd(100_000), amount: usd(100_000) },
      ],
      extras: [],
      subtotal: usd(500_000),
      discounts: [],
      promoBase: usd(500_000),
      total: usd(500_000),
      payment: paymentTerms(usd(500_000), {
        choice: "deposit",
        departureDate: "2026-09-01",
        today: "2026-05-01",
      }),
    },
    balanceDueDate: "2026-07-03",
    payments: [],
    ...overrides,
  };
}

const amountOf = (rows: { label: string; amount: string }[], label: string) =>
  rows.find((row) => row.label === label)?.amount;

describe("the invoice", () => {
  it("counts what was received, less refunds, and leaves failed and pending attempts out", () => {
    const payments = [
      payment({ kind: "deposit", amountCents: 150_000 }),
      payment({ kind: "balance", amountCents: 90_000, status: "failed" }),
      payment({ kind: "balance", amountCents: 90_000, status: "pending" }),
      payment({ kind: "balance", amountCents: 100_000, receivedCents: 99_000 }),
      payment({ kind: "refund", amountCents: 20_000, status: "refunded" }),
      // A refund still under way has given nothing back yet.
      payment({ kind: "refund", amountCents: 5_000, status: "pending" }),
    ];
    expect(netPaidCents(payments)).toBe(150_000 + 99_000 - 20_000);
    const invoice = invoiceDocument(facts({ payments }), t);
    expect(invoice.payments.rows.map((row) => [row.description, row.amount])).toEqual([
      ["Deposit", "$1,500.00"],
      ["Balance", "$990.00"],
      ["Refund", "−$200.00"],
    ]);
    expect(amountOf(invoice.totals, "Total paid")).toBe("$2,290.00");
    expect(amountOf(invoice.totals, "Balance")).toBe("$2,710.00, due by July 3, 2026");
  });

  it("shows a payment charged in another currency with its USD value, and names the method", () => {
    const invoice = invoiceDocument(
      facts({
        payments: [
          payment({ amountCents: 150_000, currency: "GBP", chargedMinor: 118_500, method: "card" }),
          payment({ kind: "balance", amountCents: 10_000, method: "carrier-pigeon" }),
        ],
      }),
      t,
    );
    expect(invoice.payments.rows[0]).toMatchObject({
      description: "Deposit · Card",
      detail: "Charged £1,185.00, worth $1,500.00",
      amount: "$1,500.00",
    });
    // A method the invoice has no word for is left unnamed rather than shown raw.
    expect(invoice.payments.rows[1]).toMatchObject({ description: "Balance", detail: null });
  });

  it("owes nothing once paid in full or cancelled, and lists the price lines as charged", () => {
    const paid = invoiceDocument(
      facts({ status: "paid", payments: [payment({ kind: "full", amountCents: 500_000 })] }),
      t,
    );
    expect(amountOf(paid.totals, "Balance")).toBe("Nothing due");
    expect(paid.price.rows.map((row) => row.label)).toEqual([
      "2 adults × $2,000.00",
      "1 child × $1,000.00",
      "Subtotal",
      "Total price",
    ]);
    const cancelled = invoiceDocument(
      facts({ status: "cancelled", payments: [payment({ amountCents: 150_000 })] }),
      t,
    );
    expect(amountOf(cancelled.totals, "Balance")).toBe("Nothing due");
  });

  it("prints the tax numbers the configuration has, and no empty VAT line", () => {
    const without = invoiceDocument(facts(), t);
    expect(without.seller.lines).toEqual(["Arusha", "Tour operator licence: TALA/1", "Tax ID: TIN 1"]);
    const withVat = invoiceDocument(
      facts({ seller: { ...facts().seller, vatNumber: "VRN 40-012345-A" } }),
      t,
    );
    expect(withVat.seller.lines).toContain("VAT number: VRN 40-012345-A");
    expect(withVat.payments.empty).toBe("No payment received yet.");
    expect(withVat.meta).toEqual([
      { label: "Invoice number", amount: "EAABCDEF123456" },
      { label: "Date of issue", amount: "May 1, 2026" },
    ]);
  });
});
