import type { Language } from "../../i18n/config";
import type { TFunction } from "../../i18n/translator";
import { formatLongDate, type IsoDate } from "../dates";
import { outstandingCents } from "./account";
import { formatCharge } from "./charge";
import type { PaymentKind } from "./payment-terms";
import type { PriceSnapshot } from "./price-snapshot";
import type { BookingStatus, PaymentStatus } from "./statuses";

/**
 * A booking's invoice and receipt (issue 14, section 6) as lines of text in
 * the traveller's language, worked out from the stored rows only: the
 * office, the customer, the trip, the price lines as charged, the payments
 * and refunds, what was paid and what is still due. Pure, so the words and
 * sums are tested without a PDF; modules/invoices draws it.
 */

/** Payment methods the invoice names (payments.method); any other is left unnamed. */
const METHODS = ["card", "mobile_money", "bank_transfer", "cash"] as const;

export type InvoicePayment = {
  id: number;
  kind: PaymentKind;
  status: PaymentStatus;
  /** US cents: the booking's accounts are kept in USD. */
  amountCents: number;
  /** What the provider said it took, when that differs (the booking was flagged). */
  receivedCents: number | null;
  /** The currency charged and the amount in its minor units. */
  currency: string;
  chargedMinor: number | null;
  method: string | null;
  succeededAt: Date | null;
  createdAt: Date;
};

export type InvoiceFacts = {
  reference: string;
  language: Language;
  issuedAt: Date;
  seller: { name: string; address: string; licence: string; taxId: string; vatNumber: string };
  customer: { name: string | null; email: string | null };
  tourTitle: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  party: { adults: number; children: number; infants: number };
  status: BookingStatus;
  totalCents: number;
  /** As charged at Pay, the extras' labels in the booking's language. */
  priceLines: PriceSnapshot;
  balanceDueDate: IsoDate | null;
  payments: readonly InvoicePayment[];
};

/** A label and its amount; `strong` for the sums a reader looks for. */
export type InvoiceRow = { label: string; amount: string; strong?: boolean };

export type InvoicePaymentRow = { date: string; description: string; detail: string | null; amount: string };

export type InvoiceDocument = {
  language: Language;
  /** The PDF's own title (its metadata), and the file's name without ".pdf". */
  documentTitle: string;
  fileName: string;
  title: string;
  seller: { name: string; lines: string[] };
  meta: InvoiceRow[];
  customer: { heading: string; lines: string[] };
  trip: { heading: string; lines: string[] };
  price: { heading: string; rows: InvoiceRow[] };
  payments: {
    heading: string;
    columns: { date: string; description: string; amount: string };
    rows: InvoicePaymentRow[];
    empty: string | null;
  };
  totals: InvoiceRow[];
  foot: string;
};

/** Money received: a payment that went through, at what the provider took. */
function receivedCents(payment: InvoicePayment): number {
  return payment.receivedCents ?? payment.amountCents;
}

/**
 * The payments the invoice lists, oldest first: those received, and the
 * refunds (kind `refund`, status `refunded`), which count against them.
 */
export function invoicePayments(payments: readonly InvoicePayment[]): InvoicePayment[] {
  return payments
    .filter((p) => (p.kind === "refund" ? p.status === "refunded" : p.status === "succeeded"))
    .sort((a, b) => paidOn(a).getTime() - paidOn(b).getTime() || a.id - b.id);
}

function paidOn(payment: InvoicePayment): Date {
  return payment.succeededAt ?? payment.createdAt;
}

/** What the traveller has paid, less what was refunded, in US cents. */
export function netPaidCents(payments: readonly InvoicePayment[]): number {
  return invoicePayments(payments).reduce(
    (sum, p) => sum + (p.kind === "refund" ? -p.amountCents : receivedCents(p)),
    0,
  );
}

/** "−$100.00": a minus sign, not a hyphen, as the account's price table writes discounts. */
function negative(text: string): string {
  return `−${text}`;
}

export function invoiceDocument(facts: InvoiceFacts, t: TFunction): InvoiceDocument {
  const { language } = facts;
  const money = (cents: number) =>
    cents < 0 ? negative(formatCharge(-cents, language)) : formatCharge(cents, language);
  const date = (value: Date | IsoDate) => formatLongDate(value, language);
  const lines = facts.priceLines;

  const sellerLines = [
    facts.seller.address,
    t("seller.licence", { licence: facts.seller.licence }),
    facts.seller.taxId ? t("seller.taxId", { number: facts.seller.taxId }) : null,
    facts.seller.vatNumber ? t("seller.vat", { number: facts.seller.vatNumber }) : null,
  ].filter((line): line is string => Boolean(line?.trim()));

  const start = facts.startDate;
  const dates = !start
    ? t("noDate")
    : !facts.endDate || facts.endDate === start
      ? date(start)
      : `${date(start)} – ${date(facts.endDate)}`;
  const party = (["adult", "child", "infant"] as const)
    .map((kind) => {
      const count = facts.party[kind === "adult" ? "adults" : kind === "child" ? "children" : "infants"];
      return count > 0 ? t(`price.travellers.${kind}`, { count }) : null;
    })
    .filter(Boolean)
    .join(", ");

  const priceRows: InvoiceRow[] = [
    ...lines.lines.map((line) => ({
      label: `${t(`price.travellers.${line.kind}`, { count: line.count })} × ${money(line.unit.amountMinor)}`,
      amount: money(line.amount.amountMinor),
    })),
    ...lines.extras.map((line) => ({
      label: line.count > 1 ? `${line.label} × ${line.count}` : line.label,
      amount: money(line.amount.amountMinor),
    })),
    { label: t("price.subtotal"), amount: money(lines.subtotal.amountMinor) },
    ...lines.discounts.map((discount) => ({
      label: t(`price.discount.${discount.kind}`, { label: discount.label }),
      amount: money(-discount.amount.amountMinor),
    })),
    { label: t("price.total"), amount: money(lines.total.amountMinor), strong: true },
  ];

  const paymentRows = invoicePayments(facts.payments).map((p): InvoicePaymentRow => {
    const usdCents = p.kind === "refund" ? -p.amountCents : receivedCents(p);
    const method = (METHODS as readonly string[]).includes(p.method ?? "")
      ? t(`payments.methods.${p.method}`)
      : null;
    // The charge may be in a currency the site does not display (a provider's TZS): Intl
    // formats any ISO 4217 code, so the stored code is passed on as it is.
    const charged =
      p.currency !== "USD" && p.chargedMinor !== null
        ? t("payments.charged", {
            charged: formatCharge(p.chargedMinor, language, p.currency as Parameters<typeof formatCharge>[2]),
            usd: money(usdCents),
          })
        : null;
    return {
      date: date(paidOn(p)),
      description: [t(`payments.kinds.${p.kind}`), method].filter(Boolean).join(" · "),
      detail: charged,
      amount: money(usdCents),
    };
  });

  const paid = netPaidCents(facts.payments);
  const due = outstandingCents(facts.status, facts.totalCents, paid);
  const dueText =
    due <= 0
      ? t("totals.nothingDue")
      : facts.balanceDueDate
        ? t("totals.dueBy", { amount: money(due), date: date(facts.balanceDueDate) })
        : money(due);

  return {
    language,
    documentTitle: t("documentTitle", { reference: facts.reference }),
    fileName: facts.reference,
    title: t("title"),
    seller: { name: facts.seller.name, lines: sellerLines },
    meta: [
      { label: t("number"), amount: facts.reference },
      { label: t("issued"), amount: date(facts.issuedAt) },
    ],
    customer: {
      heading: t("customer"),
      lines: [facts.customer.name, facts.customer.email].filter((line): line is string =>
        Boolean(line?.trim()),
      ),
    },
    trip: { heading: t("trip"), lines: [facts.tourTitle, dates, party].filter(Boolean) },
    price: { heading: t("price.title"), rows: priceRows },
    payments: {
      heading: t("payments.title"),
      columns: {
        date: t("payments.date"),
        description: t("payments.description"),
        amount: t("payments.amount"),
      },
      rows: paymentRows,
      empty: paymentRows.length === 0 ? t("payments.none") : null,
    },
    totals: [
      { label: t("totals.total"), amount: money(facts.totalCents) },
      { label: t("totals.paid"), amount: money(paid) },
      { label: t("totals.balance"), amount: dueText, strong: true },
    ],
    foot: t("foot"),
  };
}
