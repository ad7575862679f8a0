import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "#app/db/client.server";
import {
  bookingExtras,
  bookings,
  bookingTravellers,
  departures,
  payments,
  tours,
} from "#app/db/schema/index";
import {
  type AccountPayment,
  balancePayable,
  bookingGroup,
  cancellationRequestable,
  maskPassportNumber,
  outstandingCents,
  paidCents,
  passportsOpen,
} from "#app/domain/booking/account";
import type {
  AccountBookingDetail,
  AccountBookingItem,
  AccountCancellation,
  AccountExtra,
} from "#app/domain/booking/account-view";
import { type CancellationPolicy, cancellationRefund, policyRanges } from "#app/domain/booking/cancellation";
import { tripEndDate } from "#app/domain/booking/party";
import type { PriceSnapshot } from "#app/domain/booking/price-snapshot";
import { passportDetailsDueBy } from "#app/domain/booking/reminders";
import type { CurrencyCode } from "#app/domain/currency";
import { type IsoDate, officeToday } from "#app/domain/dates";
import { localize } from "#app/domain/localized-text";
import { usd } from "#app/domain/money";
import type { Language } from "#app/i18n/config";
import type { BookingRow } from "./drafts.server";

/**
 * The traveller's bookings as the account shows them (issue 13, section 6;
 * decision 082): the lists of /account and everything about one booking on
 * /account/bookings/:id and its receipt. Reads only; a booking is found only
 * with its owner's id, so another user's booking is as absent as one that
 * does not exist.
 */

/** More than anyone books; the list stops here. */
const LIST_LIMIT = 200;

const bookingColumns = {
  booking: bookings,
  tourTitle: tours.title,
  tourSlug: tours.slug,
  durationDays: tours.durationDays,
  departureStart: departures.startDate,
  departureEnd: departures.endDate,
};

type Joined = {
  booking: BookingRow;
  tourTitle: string;
  tourSlug: string | null;
  durationDays: number | null;
  departureStart: string | null;
  departureEnd: string | null;
};

type PaymentRow = typeof payments.$inferSelect;
type BookingExtraRow = typeof bookingExtras.$inferSelect;

/** The trip's first and last day: the departure's, or the private date asked for and the tour's length. */
export function tripDates(
  row: Pick<Joined, "booking" | "durationDays" | "departureStart" | "departureEnd">,
): {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
} {
  if (row.departureStart) return { startDate: row.departureStart, endDate: row.departureEnd };
  const start = row.booking.requestedStartDate;
  if (!start) return { startDate: null, endDate: null };
  return { startDate: start, endDate: tripEndDate(start, row.durationDays ?? 1) };
}

function item(row: Joined, own: readonly PaymentRow[], today: IsoDate): AccountBookingItem {
  const { booking } = row;
  const { startDate, endDate } = tripDates(row);
  const paid = paidCents(own);
  const priced = booking.priceLines !== null;
  const due = outstandingCents(booking.status, booking.totalCents, paid);
  const group = bookingGroup(booking.status, endDate, today);
  return {
    id: booking.id,
    reference: booking.reference,
    tourTitle: row.tourTitle,
    status: booking.status,
    group,
    startDate,
    endDate,
    totalCents: priced ? booking.totalCents : null,
    paidCents: paid,
    dueCents: due > 0 ? due : null,
    dueDate: due > 0 ? booking.balanceDueDate : null,
    cancellationRequested: booking.cancellationRequestedAt !== null,
    continueUrl: group === "open" ? `/booking?draft=${booking.id}` : null,
  };
}

/**
 * The user's bookings, newest trip first within each list: to continue
 * (drafts, requests, holds), upcoming, past and cancelled.
 */
export async function listAccountBookings(
  db: Executor,
  userId: string,
  now: Date,
): Promise<AccountBookingItem[]> {
  const rows = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(LIST_LIMIT);
  if (rows.length === 0) return [];
  const all = await db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.bookingId,
        rows.map((row) => row.booking.id),
      ),
    );
  const today = officeToday(now);
  const items = rows.map((row) =>
    item(
      row,
      all.filter((p) => p.bookingId === row.booking.id),
      today,
    ),
  );
  // Upcoming trips soonest first; everything else most recent first.
  const key = (i: AccountBookingItem) => i.startDate ?? "";
  return items.sort((a, b) =>
    a.group === "upcoming" && b.group === "upcoming"
      ? key(a).localeCompare(key(b))
      : key(b).localeCompare(key(a)),
  );
}

/** The user's booking with its tour and dates, or null (someone else's, or none). */
export async function ownBooking(db: Executor, bookingId: number, userId: string): Promise<Joined | null> {
  const [row] = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row ?? null;
}

/** The policy, and what cancelling on `today` would keep and refund. */
export function cancellationView(
  booking: Pick<BookingRow, "status" | "totalCents" | "cancellationRequestedAt" | "cancellationNote">,
  startDate: IsoDate | null,
  paid: number,
  today: IsoDate,
  policy: CancellationPolicy,
): AccountCancellation {
  const requestable = cancellationRequestable(booking.status, startDate, today);
  const refund =
    requestable.ok && startDate
      ? cancellationRefund({
          total: usd(booking.totalCents),
          paid: usd(paid),
          departureDate: startDate,
          today,
          policy,
        })
      : null;
  return {
    requestedAt: booking.cancellationRequestedAt?.toISOString() ?? null,
    note: booking.cancellationNote,
    offered: requestable.ok && booking.cancellationRequestedAt === null,
    policy: policyRanges(policy),
    today: refund && {
      daysBefore: refund.daysBefore,
      keepPercent: refund.keepPercent,
      keptCents: refund.kept.amountMinor,
      refundCents: refund.refund.amountMinor,
    },
  };
}

function accountPayment(p: PaymentRow): AccountPayment {
  return {
    id: p.id,
    createdAt: p.createdAt.toISOString(),
    succeededAt: p.succeededAt?.toISOString() ?? null,
    kind: p.kind,
    amountCents: p.amountCents,
    charged:
      p.currency !== "USD" && p.chargedMinor !== null
        ? { minor: p.chargedMinor, currency: p.currency as CurrencyCode }
        : null,
    status: p.status,
  };
}

/** The price lines as charged, their extras named in `language` (the booking keeps each extra's labels). */
export function localizedPriceLines(
  lines: PriceSnapshot,
  extras: readonly Pick<BookingExtraRow, "tourExtraId" | "label">[],
  language: Language,
): PriceSnapshot {
  return {
    ...lines,
    extras: lines.extras.map((line) => {
      const own = extras.find((extra) => extra.tourExtraId === line.id);
      return own ? { ...line, label: localize(own.label, language) } : line;
    }),
  };
}

/**
 * Everything about one of the user's bookings: travellers, extras, the
 * price lines as charged, payments, what is owed and by when, and what the
 * traveller may do with it now (pay the balance, complete passports, ask to
 * cancel). Null for a booking that is not the user's.
 */
export async function accountBooking(
  db: Executor,
  request: { bookingId: number; userId: string; now: Date; language: Language; policy: CancellationPolicy },
): Promise<AccountBookingDetail | null> {
  const row = await ownBooking(db, request.bookingId, request.userId);
  if (!row) return null;
  const { booking } = row;
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const travellers = await db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, booking.id))
    .orderBy(asc(bookingTravellers.position));
  const extras = await db
    .select()
    .from(bookingExtras)
    .where(eq(bookingExtras.bookingId, booking.id))
    .orderBy(asc(bookingExtras.id));
  const own = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(asc(payments.id));
  const today = officeToday(request.now);
  const base = item(row, own, today);
  const paid = base.paidCents;
  const outstanding = outstandingCents(booking.status, booking.totalCents, paid);
  const payable = balancePayable({
    status: booking.status,
    outstandingCents: outstanding,
    cancellationRequested: booking.cancellationRequestedAt !== null,
  });
  const priced = booking.priceLines !== null;
  const chosenExtras: AccountExtra[] = extras
    // Once priced, an extra that no longer counts (count 0) was not charged.
    .filter((extra) => !priced || (extra.count ?? 0) > 0)
    .map((extra) => ({
      label: localize(extra.label, request.language),
      basis: extra.basis,
      count: extra.count,
      amountCents: extra.amountCents,
    }));
  const open = passportsOpen(booking.status, base.startDate, today);
  const accountTravellers = travellers.map((t) => ({
    id: t.id,
    position: t.position,
    kind: t.kind,
    firstName: t.firstName,
    lastName: t.lastName,
    dateOfBirth: t.dateOfBirth,
    nationality: t.nationality,
    passportNumber: maskPassportNumber(t.passportNumber),
    passportExpiry: t.passportExpiry,
    passportMissing: !t.passportNumber || !t.passportExpiry,
  }));
  return {
    ...base,
    tourSlug: row.tourSlug,
    durationDays: row.durationDays,
    privateDate: booking.departureId === null,
    party: { adults: booking.adults, children: booking.children, infants: booking.infants },
    rooms: booking.rooms,
    lead: { fullName: booking.leadFullName, email: booking.leadEmail, phone: booking.leadPhone },
    travellers: accountTravellers,
    extras: chosenExtras,
    priceLines: booking.priceLines && localizedPriceLines(booking.priceLines, extras, request.language),
    payments: own.map(accountPayment),
    balanceDueDate: booking.balanceDueDate,
    payBalance: {
      offered: payable.ok,
      amountCents: outstanding,
      pending: own.some((p) => p.kind === "balance" && p.status === "pending"),
    },
    passports: {
      open,
      lastDay: base.startDate ? passportDetailsDueBy(base.startDate) : null,
      missing: accountTravellers.filter((t) => t.passportMissing).length,
    },
    cancellation: cancellationView(booking, base.startDate, paid, today, request.policy),
    createdAt: booking.createdAt.toISOString(),
  };
}
