import PDFDocument from "pdfkit";
import type { InvoiceDocument, InvoiceRow } from "#app/domain/booking/invoice";
import { LANGUAGE_TAGS } from "#app/i18n/config";
import { type InvoiceFonts, invoiceFonts, printable } from "./fonts.server";

// An A4 page in points, and the ink: the site's primary green for the title, grey for labels.
const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = "#1b1b1b";
const MUTED = "#5c5c5c";
const BRAND = "#1f5135";
const RULE = "#c9c9c9";

type Weight = keyof InvoiceFonts;
type Box = { x: number; width: number; align?: "left" | "right" };

/**
 * Draws an invoice (domain/booking/invoice.ts) as a one- or two-page A4 PDF
 * and returns its bytes. Text is set in one embedded face (fonts.server.ts),
 * so every label, name and amount is real text: searchable, copyable, read
 * aloud, and found by the tests that parse the file.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const fonts = await invoiceFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: LANGUAGE_TAGS[invoice.language],
    displayTitle: true,
    info: { Title: invoice.documentTitle, Author: invoice.seller.name, Subject: invoice.title },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // pdfkit takes a fontkit face as it takes a file (it checks for `layout`); its types know only files.
  doc.registerFont("regular", fonts.regular as unknown as Buffer);
  doc.registerFont("bold", fonts.bold as unknown as Buffer);

  const page = new Page(doc, fonts);
  page.header(invoice);
  page.parties(invoice);
  page.section(invoice.price.heading);
  page.rows(invoice.price.rows);
  page.section(invoice.payments.heading);
  page.payments(invoice.payments);
  page.gap(10);
  page.rows(invoice.totals);
  page.gap(24);
  page.text(invoice.foot, { x: MARGIN, width: WIDTH }, { size: 8.5, color: MUTED });
  doc.end();
  return finished;
}

/** The drawing position and the few shapes an invoice is made of; a row that does not fit starts a page. */
class Page {
  y = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: InvoiceFonts,
  ) {}

  private set(weight: Weight, size: number, color: string) {
    this.doc.font(weight).fontSize(size).fillColor(color);
  }

  /** The height `text` takes in `box`, set as given. */
  measure(text: string, box: Box, style: { weight?: Weight; size?: number } = {}): number {
    const weight = style.weight ?? "regular";
    this.set(weight, style.size ?? 10, INK);
    return this.doc.heightOfString(printable(text, this.fonts[weight]), { width: box.width });
  }

  /** Draws `text` at the current line (or `at`), and returns its height. */
  text(
    text: string,
    box: Box,
    style: { weight?: Weight; size?: number; color?: string; at?: number } = {},
  ): number {
    const weight = style.weight ?? "regular";
    this.set(weight, style.size ?? 10, style.color ?? INK);
    const line = printable(text, this.fonts[weight]);
    const y = style.at ?? this.y;
    this.doc.text(line, box.x, y, { width: box.width, align: box.align ?? "left" });
    return this.doc.heightOfString(line, { width: box.width });
  }

  /** Starts a page when `height` more would run into the bottom margin. */
  room(height: number) {
    if (this.y + height <= PAGE.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  gap(height: number) {
    this.y += height;
  }

  rule(color = RULE) {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + WIDTH, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  /** The office on the left; the title, the invoice number and the date on the right. */
  header(invoice: InvoiceDocument) {
    const left: Box = { x: MARGIN, width: 270 };
    const right: Box = { x: MARGIN + 290, width: WIDTH - 290, align: "right" };
    let l = this.y;
    l += this.text(invoice.seller.name, left, { weight: "bold", size: 15, color: BRAND, at: l }) + 4;
    for (const line of invoice.seller.lines)
      l += this.text(line, left, { size: 8.5, color: MUTED, at: l }) + 1;
    let r = this.y;
    r += this.text(invoice.title, right, { weight: "bold", size: 17, at: r }) + 6;
    for (const row of invoice.meta) {
      r += this.text(row.label, right, { size: 8, color: MUTED, at: r });
      r += this.text(row.amount, right, { weight: "bold", size: 10, at: r }) + 4;
    }
    this.y = Math.max(l, r) + 14;
    this.rule(BRAND);
    this.gap(14);
  }

  /** The customer and the trip, side by side. */
  parties(invoice: InvoiceDocument) {
    const columns = [
      { part: invoice.customer, box: { x: MARGIN, width: WIDTH / 2 - 10 } },
      { part: invoice.trip, box: { x: MARGIN + WIDTH / 2 + 10, width: WIDTH / 2 - 10 } },
    ];
    const bottoms = columns.map(({ part, box }) => {
      let y = this.y;
      y += this.text(part.heading, box, { weight: "bold", size: 9, color: MUTED, at: y }) + 3;
      for (const line of part.lines) y += this.text(line, box, { size: 10, at: y }) + 2;
      return y;
    });
    this.y = Math.max(...bottoms) + 8;
  }

  section(heading: string) {
    this.room(60);
    this.gap(12);
    this.y += this.text(heading, { x: MARGIN, width: WIDTH }, { weight: "bold", size: 12, color: BRAND }) + 4;
    this.rule();
    this.gap(6);
  }

  /** Label on the left, amount on the right; a strong row has a rule above and bold type. */
  rows(rows: readonly InvoiceRow[]) {
    // Wide enough on the right for "US$2,300.00，须于 2027年4月14日 前付清" on one line.
    const label: Box = { x: MARGIN, width: WIDTH - 250 };
    const amount: Box = { x: MARGIN + WIDTH - 240, width: 240, align: "right" };
    for (const row of rows) {
      const weight: Weight = row.strong ? "bold" : "regular";
      const height = Math.max(
        this.measure(row.label, label, { weight }),
        this.measure(row.amount, amount, { weight }),
      );
      this.room(height + 10);
      if (row.strong) {
        this.gap(3);
        this.rule();
        this.gap(5);
      }
      this.text(row.label, label, { weight });
      this.text(row.amount, amount, { weight });
      this.gap(height + 5);
    }
  }

  /** Date, what it paid (kind, method, and the amount charged in another currency), amount in USD. */
  payments(payments: InvoiceDocument["payments"]) {
    const date: Box = { x: MARGIN, width: 120 };
    const what: Box = { x: MARGIN + 130, width: WIDTH - 130 - 120 };
    const amount: Box = { x: MARGIN + WIDTH - 110, width: 110, align: "right" };
    const head = { size: 8.5, color: MUTED, weight: "bold" as const };
    this.text(payments.columns.date, date, head);
    this.text(payments.columns.description, what, head);
    this.gap(this.text(payments.columns.amount, amount, head) + 5);
    if (payments.empty) {
      this.gap(this.text(payments.empty, { x: MARGIN, width: WIDTH }, { color: MUTED }) + 4);
      return;
    }
    for (const row of payments.rows) {
      const detail = row.detail ? this.measure(row.detail, what, { size: 8.5 }) + 1 : 0;
      const height = Math.max(this.measure(row.date, date), this.measure(row.description, what) + detail);
      this.room(height + 6);
      this.text(row.date, date);
      const described = this.text(row.description, what);
      if (row.detail) this.text(row.detail, what, { size: 8.5, color: MUTED, at: this.y + described + 1 });
      this.text(row.amount, amount);
      this.gap(height + 6);
    }
  }
}
