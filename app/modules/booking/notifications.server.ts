import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "#app/db/client.server";
import { bookings, bookingTravellers, departures, payments, tours, users } from "#app/db/schema/index";
import { atChargeRate } from "#app/domain/booking/charge-currency";
import { tripEndDate } from "#app/domain/booking/party";
import { hasPassportDetails, passportDetailsDueBy, passportDetailsOpen } from "#app/domain/booking/reminders";
import type { CurrencyCode } from "#app/domain/currency";
import { type IsoDate, officeToday } from "#app/domain/dates";
import { type Money, usd } from "#app/domain/money";
import { DEFAULT_LANGUAGE } from "#app/i18n/config";
import { absoluteUrl, canonicalUrl } from "#app/i18n/urls";
import { env } from "#app/modules/config/env.server";
import { enqueueEmail } from "#app/modules/email/outbox.server";
import type { BookingSummary, TravellerSummary } from "#app/modules/email/templates/booking-parts.server";
import type { BookingStaffProps } from "#app/modules/email/templates/booking-staff.server";
import { logger } from "#app/modules/logging/logger.server";
import type { BookingRow } from "./drafts.server";
import type { PaymentOutcome } from "./payment-events.server";

// The booking's mails (issue 13, item 6; decision 081). Each is queued in
// the outbox inside the transaction of the change that causes it (the
// payment event, the request, the reminder's claim), so the change and its
// mails commit together or not at all; the outbox worker sends them after.
// The traveller's mails are in the booking's language and go to the
// account's address (the one an account deletion erases mails for); the
// office's go to STAFF_EMAIL with STAFF_EMAIL_COPY in copy, in English like
// the other staff notices.

type TravellerRow = typeof bookingTravellers.$inferSelect;

/** Everything a booking mail says, read in the caller's transaction. */
export type BookingMailFacts = {
  booking: BookingRow;
  user: { email: string; fullName: string | null; phone: string | null; deletedAt: Date | null };
  tourTitle: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  travellers: TravellerRow[];
  /** The succeeded payments, as received. */
  paidCents: number;
};

export async function loadBookingMailFacts(
  tx: Executor,
  bookingId: number,
): Promise<BookingMailFacts | null> {
  const [row] = await tx
    .select({
      booking: bookings,
      user: {
        email: users.email,
        fullName: users.fullName,
        phone: users.phone,
        deletedAt: users.deletedAt,
      },
      tourTitle: tours.title,
      durationDays: tours.durationDays,
      startDate: departures.startDate,
      endDate: departures.endDate,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const travellers = await tx
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));
  const [paid] = await tx
    .select({ cents: sql<string | null>`sum(coalesce(${payments.receivedCents}, ${payments.amountCents}))` })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "succeeded")));
  const requested = row.booking.requestedStartDate;
  const startDate = row.startDate ?? requested;
  const endDate = row.endDate ?? (requested ? tripEndDate(requested, row.durationDays ?? 1) : null);
  return {
    booking: row.booking,
    user: row.user,
    tourTitle: row.tourTitle,
    startDate,
    endDate,
    travellers,
    paidCents: Number(paid?.cents ?? 0),
  };
}

/** The booking in the customer's account. */
export function bookingPath(bookingId: number): string {
  return `/account/bookings/${bookingId}`;
}

/** Back to the wizard's review-and-payment step with the draft loaded. */
export function resumePaymentPath(bookingId: number): string {
  return `/booking?draft=${bookingId}&step=4`;
}

export function bookingSummary(facts: BookingMailFacts): BookingSummary {
  const { booking } = facts;
  return {
    reference: booking.reference,
    tourTitle: facts.tourTitle,
    startDate: facts.startDate,
    endDate: facts.endDate,
    adults: booking.adults,
    children: booking.children,
    infants: booking.infants,
    travellers: facts.travellers.map(travellerSummary),
    totalCents: booking.totalCents,
    paidCents: facts.paidCents,
    balanceCents: Math.max(0, booking.totalCents - facts.paidCents),
    balanceDueDate: booking.balanceDueDate,
    bookingUrl: absoluteUrl(env().siteUrl, bookingPath(booking.id)),
  };
}

export function travellerSummary(traveller: TravellerRow): TravellerSummary {
  const name = [traveller.firstName, traveller.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return { name: name || null, kind: traveller.kind };
}

/** Travellers of the party whose passport number or expiry is missing (not entered at all included). */
export function passportsMissing(facts: BookingMailFacts): number {
  const { booking } = facts;
  const party = booking.adults + booking.children + booking.infants;
  const complete = facts.travellers.filter(hasPassportDetails).length;
  return Math.max(0, party - complete);
}

const address = z.email();

/**
 * The traveller's address and the name to greet, or null when nobody can
 * receive the mail: the account was deleted, or its address is not one a
 * mail can go to (the payment is recorded all the same).
 */
export function travellerRecipient(facts: BookingMailFacts): { to: string; name: string | null } | null {
  if (facts.user.deletedAt) return null;
  if (!address.safeParse(facts.user.email).success) {
    logger.warn({ bookingId: facts.booking.id }, "booking mail not sent: the account's address is not valid");
    return null;
  }
  const sameAsLead = facts.booking.leadEmail?.trim().toLowerCase() === facts.user.email.toLowerCase();
  const name =
    facts.user.fullName?.trim() || (sameAsLead ? facts.booking.leadFullName?.trim() : null) || null;
  return { to: facts.user.email, name };
}

/** What the provider charged, when not in US dollars (decision 085): receipts show it beside the dollars. */
function chargedOf(payment: typeof payments.$inferSelect): { minor: number; currency: CurrencyCode } | null {
  if (payment.currency === "USD" || payment.chargedMinor === null) return null;
  return { minor: payment.chargedMinor, currency: payment.currency as CurrencyCode };
}

/**
 * The refund mail, in the booking's language, once its refund row is
 * refunded: in the same transaction as the change (the refunds module for a
 * provider that refunds at once, the provider's `refunded` event otherwise).
 */
export async function notifyRefund(tx: Executor, refundPaymentId: number, now: Date): Promise<void> {
  const [refund] = await tx.select().from(payments).where(eq(payments.id, refundPaymentId));
  if (refund?.kind !== "refund" || refund.status !== "refunded") return;
  const facts = await loadBookingMailFacts(tx, refund.bookingId);
  const traveller = facts && travellerRecipient(facts);
  if (!facts || !traveller) return;
  await enqueueEmail(tx, {
    template: "refund-issued",
    locale: facts.booking.language,
    to: traveller.to,
    props: {
      name: traveller.name,
      summary: bookingSummary(facts),
      refund: {
        id: refund.id,
        amountCents: refund.amountCents,
        charged: chargedOf(refund),
        refundedAt: refund.succeededAt ?? now,
        reason: refund.reason,
      },
    },
  });
}

function staffAddresses() {
  const config = env();
  return { to: config.STAFF_EMAIL, cc: config.STAFF_EMAIL_COPY };
}

/** Whom the office calls: the lead traveller, else the account holder, with both addresses when they differ. */
function staffCustomer(facts: BookingMailFacts): BookingStaffProps["customer"] {
  const { booking, user } = facts;
  const leadEmail = booking.leadEmail?.trim();
  return {
    name: booking.leadFullName?.trim() || user.fullName?.trim() || null,
    email:
      leadEmail && leadEmail.toLowerCase() !== user.email.toLowerCase()
        ? `${user.email} / ${leadEmail}`
        : user.email,
    phone: booking.leadPhone?.trim() || user.phone?.trim() || null,
  };
}

function staffProps(
  facts: BookingMailFacts,
  event: BookingStaffProps["event"],
  extra: Pick<BookingStaffProps, "payment" | "reason"> = {},
): BookingStaffProps {
  const { booking } = facts;
  return {
    event,
    bookingId: booking.id,
    summary: bookingSummary(facts),
    customer: staffCustomer(facts),
    flags: booking.flaggedForStaff ? booking.flagReason : null,
    dietaryRequirements: booking.dietaryRequirements,
    specialRequests: booking.specialRequests,
    ...extra,
  };
}

/**
 * The mails a payment event's outcome sends, queued in the event's own
 * transaction (recordPaymentSucceeded / recordPaymentFailed's onEvent):
 *  - `confirmed` / `paid` by a deposit or a full payment: the confirmation
 *    and the receipt to the traveller, the new booking to the office;
 *  - `paid` by the balance: the receipt, which says the booking is now paid
 *    in full;
 *  - `flagged`: the office, and the traveller is told (seats gone: staff
 *    refund or offer another date);
 *  - anything else (failed, ignored, duplicate, unknown): nothing. A
 *    duplicate never reaches here: its transaction stored nothing.
 */
export async function notifyPaymentOutcome(tx: Executor, outcome: PaymentOutcome, now: Date): Promise<void> {
  if (outcome.outcome === "refunded") return notifyRefund(tx, outcome.paymentId, now);
  if (outcome.outcome !== "confirmed" && outcome.outcome !== "paid" && outcome.outcome !== "flagged") return;
  const facts = await loadBookingMailFacts(tx, outcome.bookingId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, outcome.paymentId));
  if (!facts || !payment) return;
  const traveller = travellerRecipient(facts);
  const language = facts.booking.language;
  const summary = bookingSummary(facts);
  const paymentFacts = {
    id: payment.id,
    kind: payment.kind,
    amountCents: payment.amountCents,
    receivedCents: payment.receivedCents,
  };

  if (outcome.outcome === "flagged") {
    await enqueueEmail(tx, {
      template: "booking-staff",
      locale: DEFAULT_LANGUAGE,
      ...staffAddresses(),
      props: staffProps(facts, "flagged", { payment: paymentFacts, reason: outcome.reason }),
    });
    // A dispute is between the traveller and their bank: only the office is told.
    if (traveller && outcome.reason !== "disputed") {
      await enqueueEmail(tx, {
        template: "payment-flagged",
        locale: language,
        to: traveller.to,
        props: {
          name: traveller.name,
          summary,
          amountCents: payment.receivedCents ?? payment.amountCents,
          reason: outcome.reason,
        },
      });
    }
    return;
  }

  const receipt = {
    id: payment.id,
    kind: payment.kind,
    amountCents: payment.receivedCents ?? payment.amountCents,
    charged: chargedOf(payment),
    paidAt: payment.succeededAt ?? now,
  };
  if (payment.kind === "balance") {
    if (traveller) {
      await enqueueEmail(tx, {
        template: "payment-receipt",
        locale: language,
        to: traveller.to,
        props: { name: traveller.name, summary, payment: receipt },
      });
    }
    return;
  }
  if (traveller) {
    const today = officeToday(now);
    const open = facts.startDate !== null && passportDetailsOpen(facts.startDate, today);
    await enqueueEmail(tx, {
      template: "booking-confirmation",
      locale: language,
      to: traveller.to,
      props: {
        name: traveller.name,
        summary,
        passportsMissing: passportsMissing(facts),
        passportsDueBy: open && facts.startDate ? passportDetailsDueBy(facts.startDate) : null,
      },
      // The PDF invoice, drawn when the mail is sent (issue 14, section 6).
      attachments: [{ kind: "invoice", bookingId: facts.booking.id }],
    });
    await enqueueEmail(tx, {
      template: "payment-receipt",
      locale: language,
      to: traveller.to,
      props: { name: traveller.name, summary, payment: receipt },
    });
  }
  await enqueueEmail(tx, {
    template: "booking-staff",
    locale: DEFAULT_LANGUAGE,
    ...staffAddresses(),
    props: staffProps(facts, "paid", { payment: paymentFacts }),
  });
}

/**
 * A draft became a booking request (a private date): the traveller's
 * acknowledgement ("we contact you within 24 hours") and the office's
 * notice, queued in the caller's transaction, the one that moved the
 * booking to `requested`, so both commit with it. Call it once, right after
 * the move; a booking that is not `requested` sends nothing.
 */
export async function notifyBookingRequested(tx: Executor, bookingId: number): Promise<void> {
  const facts = await loadBookingMailFacts(tx, bookingId);
  if (facts?.booking.status !== "requested") return;
  const traveller = travellerRecipient(facts);
  if (traveller) {
    await enqueueEmail(tx, {
      template: "booking-request",
      locale: facts.booking.language,
      to: traveller.to,
      props: { name: traveller.name, summary: bookingSummary(facts) },
    });
  }
  await enqueueEmail(tx, {
    template: "booking-staff",
    locale: DEFAULT_LANGUAGE,
    ...staffAddresses(),
    props: staffProps(facts, "requested"),
  });
}

/** The payment reminder (reminders.server.ts decides when): back to the payment step. */
export async function enqueuePaymentReminder(tx: Executor, facts: BookingMailFacts): Promise<boolean> {
  const traveller = travellerRecipient(facts);
  if (!traveller) return false;
  await enqueueEmail(tx, {
    template: "payment-reminder",
    locale: facts.booking.language,
    to: traveller.to,
    props: {
      name: traveller.name,
      summary: bookingSummary(facts),
      resumeUrl: absoluteUrl(env().siteUrl, resumePaymentPath(facts.booking.id)),
    },
  });
  return true;
}

/** The passport reminder (reminders.server.ts decides when): who is missing, and by when. */
export async function enqueuePassportReminder(tx: Executor, facts: BookingMailFacts): Promise<boolean> {
  const traveller = travellerRecipient(facts);
  if (!traveller || !facts.startDate) return false;
  const missing = facts.travellers
    .filter((row) => !hasPassportDetails(row))
    .map((row) => ({ ...travellerSummary(row), position: row.position }));
  const { booking } = facts;
  const unnamed = Math.max(0, booking.adults + booking.children + booking.infants - facts.travellers.length);
  await enqueueEmail(tx, {
    template: "passport-reminder",
    locale: booking.language,
    to: traveller.to,
    props: {
      name: traveller.name,
      summary: bookingSummary(facts),
      missing,
      unnamed,
      dueBy: passportDetailsDueBy(facts.startDate),
    },
  });
  return true;
}

/**
 * The balance still to pay as the booking is charged (at the rate it fixed
 * when Pay was first pressed), or null when it is charged in US dollars.
 */
function balanceCharge(facts: BookingMailFacts, balanceCents: number): Money | null {
  const { booking } = facts;
  if (booking.chargeCurrency === "USD") return null;
  return atChargeRate(usd(balanceCents), booking.chargeCurrency, booking.chargeRate);
}

/**
 * A balance reminder (balance-reminders.server.ts decides when): what is
 * still to pay, by when, and the account's booking page in the traveller's
 * language, where Pay balance is. Nothing when nothing is owed or nobody can
 * receive it.
 */
export async function enqueueBalanceReminder(
  tx: Executor,
  facts: BookingMailFacts,
  dueDate: IsoDate,
): Promise<boolean> {
  const traveller = travellerRecipient(facts);
  const summary = bookingSummary(facts);
  if (!traveller || summary.balanceCents <= 0) return false;
  const { booking } = facts;
  await enqueueEmail(tx, {
    template: "balance-reminder",
    locale: booking.language,
    to: traveller.to,
    props: {
      name: traveller.name,
      summary,
      dueDate,
      charge: balanceCharge(facts, summary.balanceCents),
      payUrl: canonicalUrl(env().siteUrl, bookingPath(booking.id), booking.language),
    },
  });
  return true;
}

/** The office's alert, the day after a balance due date passed unpaid (balance-reminders.server.ts). */
export async function enqueueBalanceOverdue(
  tx: Executor,
  facts: BookingMailFacts,
  dueDate: IsoDate,
): Promise<boolean> {
  const summary = bookingSummary(facts);
  if (summary.balanceCents <= 0) return false;
  await enqueueEmail(tx, {
    template: "balance-overdue",
    locale: DEFAULT_LANGUAGE,
    ...staffAddresses(),
    props: {
      bookingId: facts.booking.id,
      summary,
      customer: staffCustomer(facts),
      dueDate,
      charge: balanceCharge(facts, summary.balanceCents),
    },
  });
  return true;
}

/**
 * Staff confirmed a request (issue 15): the traveller's mail with the link
 * to the payment step, queued in the transaction that accepted it.
 */
export async function notifyRequestAccepted(tx: Executor, bookingId: number): Promise<void> {
  const facts = await loadBookingMailFacts(tx, bookingId);
  const traveller = facts && travellerRecipient(facts);
  if (!facts || !traveller) return;
  await enqueueEmail(tx, {
    template: "booking-request-accepted",
    locale: facts.booking.language,
    to: traveller.to,
    props: {
      name: traveller.name,
      summary: bookingSummary(facts),
      payUrl: absoluteUrl(env().siteUrl, resumePaymentPath(facts.booking.id)),
    },
  });
}

/** Staff declined a request: the traveller is told why, in the transaction that cancelled it. */
export async function notifyRequestDeclined(tx: Executor, bookingId: number, reason: string): Promise<void> {
  const facts = await loadBookingMailFacts(tx, bookingId);
  const traveller = facts && travellerRecipient(facts);
  if (!facts || !traveller) return;
  await enqueueEmail(tx, {
    template: "booking-request-declined",
    locale: facts.booking.language,
    to: traveller.to,
    props: { name: traveller.name, summary: bookingSummary(facts), reason },
  });
}
