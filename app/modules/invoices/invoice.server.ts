import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import { bookingExtras, bookings, departures, payments, tours, users } from "#app/db/schema/index";
import { type InvoiceFacts, invoiceDocument } from "#app/domain/booking/invoice";
import { serverT } from "#app/i18n/translate.server";
import { localizedPriceLines, tripDates } from "#app/modules/booking/account.server";
import { getBranding } from "#app/modules/branding/branding.server";
import { env } from "#app/modules/config/env.server";
import { renderInvoicePdf } from "./pdf.server";

/**
 * A booking's invoice and receipt as a PDF (issue 14, section 6), from the
 * stored rows only: the price lines the booking was charged on, its
 * payments and refunds, the office's details from the configuration. It is
 * drawn when asked for (the account's download, the confirmation mail at
 * the moment it is sent), so it always shows the booking as it is then and
 * no copy of it is kept anywhere.
 */

export type BookingInvoice = { reference: string; fileName: string; pdf: Buffer };

/**
 * The facts of the invoice of booking `bookingId` (the user's only, when
 * `userId` is given), or null: no such booking, someone else's, one not
 * priced yet (a draft), or one nothing was ever paid for (no invoice to give).
 */
export async function loadInvoiceFacts(
  db: Executor,
  bookingId: number,
  options: { userId?: string; now: Date },
): Promise<InvoiceFacts | null> {
  const owned = options.userId ? eq(bookings.userId, options.userId) : undefined;
  const [row] = await db
    .select({
      booking: bookings,
      user: { email: users.email, fullName: users.fullName },
      tourTitle: tours.title,
      durationDays: tours.durationDays,
      departureStart: departures.startDate,
      departureEnd: departures.endDate,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(and(eq(bookings.id, bookingId), owned));
  const lines = row?.booking.priceLines;
  if (!row || !lines) return null;
  const { booking } = row;
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const own = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(asc(payments.id));
  if (!own.some((p) => p.kind !== "refund" && p.status === "succeeded")) return null;
  const extras = await db
    .select({ tourExtraId: bookingExtras.tourExtraId, label: bookingExtras.label })
    .from(bookingExtras)
    .where(eq(bookingExtras.bookingId, booking.id));
  const { language } = booking;
  const config = env();
  const branding = await getBranding(language);
  const { startDate, endDate } = tripDates(row);
  return {
    reference: booking.reference,
    language,
    issuedAt: options.now,
    seller: {
      name: branding.companyName,
      address: config.BUSINESS_ADDRESS,
      licence: config.TOUR_OPERATOR_LICENCE,
      taxId: config.TAX_ID_NUMBER,
      vatNumber: config.VAT_NUMBER,
    },
    // The lead traveller named at booking, else the account's holder (as the receipt page).
    customer: {
      name: booking.leadFullName?.trim() || row.user.fullName?.trim() || null,
      email: booking.leadEmail?.trim() || row.user.email,
    },
    tourTitle: row.tourTitle,
    startDate,
    endDate,
    party: { adults: booking.adults, children: booking.children, infants: booking.infants },
    status: booking.status,
    totalCents: booking.totalCents,
    priceLines: localizedPriceLines(lines, extras, language),
    balanceDueDate: booking.balanceDueDate,
    payments: own.map((p) => ({
      id: p.id,
      kind: p.kind,
      status: p.status,
      amountCents: p.amountCents,
      receivedCents: p.receivedCents,
      currency: p.currency,
      chargedMinor: p.chargedMinor,
      method: p.method,
      succeededAt: p.succeededAt,
      createdAt: p.createdAt,
    })),
  };
}

/** The booking's invoice as a PDF in the booking's language, or null when it has none (see loadInvoiceFacts). */
export async function bookingInvoice(
  db: Executor,
  bookingId: number,
  options: { userId?: string; now: Date },
): Promise<BookingInvoice | null> {
  const facts = await loadInvoiceFacts(db, bookingId, options);
  if (!facts) return null;
  const invoice = invoiceDocument(facts, serverT(facts.language, "invoice"));
  return {
    reference: facts.reference,
    fileName: `${invoice.fileName}.pdf`,
    pdf: await renderInvoicePdf(invoice),
  };
}
