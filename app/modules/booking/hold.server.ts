import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookingExtras, bookings, payments, users } from "#app/db/schema/index";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { chargedMinor, chargeTermsAtPay, paymentTerms } from "#app/domain/booking/charge-currency";
import { seatsFor } from "#app/domain/booking/party";
import type { PaymentKind } from "#app/domain/booking/payment-terms";
import { priceSnapshot } from "#app/domain/booking/price-snapshot";
import { type BookingStatus, moveBooking, type PaymentStatus } from "#app/domain/booking/statuses";
import type { CurrencyCode } from "#app/domain/currency";
import { officeToday } from "#app/domain/dates";
import { type Money, money, usd } from "#app/domain/money";
import { env } from "#app/modules/config/env.server";
import type { BookingRow } from "./drafts.server";
import { claimExpiredHolds, expireClaimedHolds } from "./expiry.server";
import { moveBookingTo } from "./history.server";
import { type BookingPrice, priceBooking } from "./price.server";
import { applyPromoChanges, type PromoChange } from "./promo-codes.server";
import { takeSeats } from "./seats.server";

export type HoldRequest = {
  bookingId: number;
  /** The signed-in traveller: the booking must be theirs. */
  userId: string;
  /** The Pay form's key: the same key gives the same answer, one hold and one payment. */
  idempotencyKey: string;
  now: Date;
  /** The payment provider the traveller is sent to next (the sandbox unless said). */
  provider?: string;
  /** How they chose to pay (card, mobile_money), kept on the payment. */
  method?: string;
  /**
   * Currencies the payment may be charged in: PAYMENT_CURRENCIES that the
   * provider takes (the caller knows both). USD only unless said.
   */
  chargeable?: readonly string[];
};

export type HoldSettings = { holdMinutes: number; depositPercent: number; balanceDueDays: number };

export function holdSettings(): HoldSettings {
  const config = env();
  return {
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    depositPercent: config.DEPOSIT_PERCENT,
    balanceDueDays: config.BALANCE_DUE_DAYS,
  };
}

export type Hold = {
  ok: true;
  bookingId: number;
  reference: string;
  /** pending_payment while the payment runs; a key sent again later answers the booking's status then. */
  status: BookingStatus;
  /** When the seats go back unless paid; null once paid. */
  holdExpiresAt: Date | null;
  total: Money;
  /** What remains after this payment, and the day it is due (null when nothing remains). */
  dueLater: Money;
  dueLaterBy: string | null;
  /** amount in US dollars; charged: what the provider is asked for, in the charge currency. */
  payment: {
    id: number;
    provider: string;
    kind: PaymentKind;
    amount: Money;
    charged: Money;
    status: PaymentStatus;
  };
};

export type HoldResult = Hold | ActionFailure;

/** A refusal after something was written: thrown so the transaction rolls it all back. */
class HoldRefused extends Error {
  constructor(readonly failure: ActionFailure) {
    super(failure.message);
  }
}

/** What Pay reads of the booking (the price's inputs, the answer's fields): not the whole row. */
const heldColumns = {
  id: bookings.id,
  reference: bookings.reference,
  userId: bookings.userId,
  status: bookings.status,
  tourId: bookings.tourId,
  departureId: bookings.departureId,
  bannerId: bookings.bannerId,
  requestedStartDate: bookings.requestedStartDate,
  requestAcceptedAt: bookings.requestAcceptedAt,
  adults: bookings.adults,
  children: bookings.children,
  infants: bookings.infants,
  rooms: bookings.rooms,
  paymentChoice: bookings.paymentChoice,
  promoCode: bookings.promoCode,
  holdExpiresAt: bookings.holdExpiresAt,
  totalCents: bookings.totalCents,
  depositCents: bookings.depositCents,
  balanceCents: bookings.balanceCents,
  balanceDueDate: bookings.balanceDueDate,
  displayCurrency: bookings.displayCurrency,
  displayRate: bookings.displayRate,
  chargeCurrency: bookings.chargeCurrency,
  chargeRate: bookings.chargeRate,
};
type HeldBooking = { [K in keyof typeof heldColumns]: BookingRow[K] };

/** What the answer says of a payment. */
const paymentColumns = {
  id: payments.id,
  bookingId: payments.bookingId,
  provider: payments.provider,
  kind: payments.kind,
  amountCents: payments.amountCents,
  currency: payments.currency,
  chargedMinor: payments.chargedMinor,
  status: payments.status,
};
type StartedPayment = Pick<typeof payments.$inferSelect, keyof typeof paymentColumns>;

const notFound = () => fail(404, "booking:hold.notFound", { reason: "not_found" });
const KEY = /^[\x21-\x7e]{8,200}$/;

/**
 * Pay: in ONE transaction, locks the traveller's booking, prices it again
 * from the database (priceBooking: nothing from the form is a price),
 * releases the expired holds of its departure, takes the party's seats as
 * held with a conditional update ('Only {n} seats left on this date'),
 * takes the promo code's use, creates the pending payment keyed by the
 * idempotency key, and moves the booking to `pending_payment` with
 * `hold_expires_at` = now + BOOKING_HOLD_MINUTES and its price lines, with a
 * history row. Any refusal after the first write rolls everything back.
 *
 * The same key answers the same hold (a double click, a retry, a second
 * tab: one hold, one payment). A new key while the hold lasts starts a new
 * payment on the same hold (trying again after a declined card). Only a
 * draft, or a request staff accepted, can be held: an expired hold is
 * reopened as a draft first, so it is priced again.
 */
export async function holdSeats(
  db: Database,
  request: HoldRequest,
  settings: HoldSettings = holdSettings(),
): Promise<HoldResult> {
  if (!KEY.test(request.idempotencyKey)) return fail(400, "booking:hold.badKey", { reason: "bad_key" });
  try {
    return await db.transaction(async (tx) => {
      // One round trip: the booking locked, a payment already started under this key, and the
      // traveller's address (a promo code sent to another address is refused).
      const [row] = await tx
        .select({ booking: heldColumns, earlier: paymentColumns, email: users.email })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .leftJoin(
          payments,
          and(eq(payments.userId, request.userId), eq(payments.idempotencyKey, request.idempotencyKey)),
        )
        .where(eq(bookings.id, request.bookingId))
        .for("update", { of: bookings });
      if (!row || row.booking.userId !== request.userId) return notFound();
      const { booking, earlier } = row;
      if (earlier) return earlier.bookingId === booking.id ? holdAnswer(booking, earlier) : keyReused();

      if (booking.status === "pending_payment") {
        if (booking.holdExpiresAt && booking.holdExpiresAt > request.now)
          return holdAnswer(booking, await startPayment(tx, booking, request));
        return fail(409, "booking:hold.expired", { reason: "hold_expired" });
      }
      const move = moveBooking(booking.status, "pending_payment");
      if (!move.ok) return move;
      if (booking.status === "requested" && !booking.requestAcceptedAt)
        return fail(409, "booking:hold.requestNotAccepted", { reason: "request_not_accepted" });
      if (booking.departureId === null)
        return fail(409, "booking:hold.noDeparture", { field: "departure", reason: "no_departure" });

      const price = await priceBooking(tx, booking, { ...settings, now: request.now, email: row.email });
      if (!price.ok) return price;

      // Expired holds of this departure first, so that the check below counts live holds only.
      const expired = await claimExpiredHolds(tx, {
        now: request.now,
        limit: EXPIRED_PER_HOLD,
        departureId: booking.departureId,
        wait: true,
      });
      const releases = await expireClaimedHolds(tx, expired, request.now);
      const seats = seatsFor(booking);
      const taken = await takeSeats(tx, {
        departureId: booking.departureId,
        seats,
        as: "held",
        today: officeToday(request.now),
        allowOnRequest: booking.status === "requested",
      });
      if (!taken.ok)
        throw new HoldRefused(
          taken.reason === "closed"
            ? fail(409, "booking:hold.departureClosed", { field: "departure", reason: "departure_closed" })
            : fail(409, "booking:hold.seatsLeft", {
                field: "departure",
                reason: "seats_left",
                values: { count: taken.seatsLeft },
              }),
        );
      const promo = await applyPromoChanges(tx, [...releases, ...promoTake(booking, price)], request.now);
      if (!promo.ok)
        throw new HoldRefused(
          fail(409, `booking:promo.${promo.reason}`, { field: "promoCode", reason: `promo_${promo.reason}` }),
        );

      const terms = price.quote.payment;
      // The charge's currency and rate are fixed now, at the rate the booking stored (decision 085).
      const charge = chargeTermsAtPay(
        { currency: booking.displayCurrency, rate: booking.displayRate },
        request.chargeable ?? ["USD"],
      );
      const changes = {
        chargeCurrency: charge.currency,
        chargeRate: charge.rate,
        seatCount: seats,
        holdExpiresAt: new Date(request.now.getTime() + settings.holdMinutes * 60_000),
        priceLines: priceSnapshot(price.quote),
        totalCents: price.quote.total.amountMinor,
        depositCents: terms.chargeNow.amountMinor,
        balanceCents: terms.dueLater.amountMinor,
        balanceDueDate: terms.dueLaterBy,
        promoCode: price.promo?.row.code ?? null,
      };
      await moveBookingTo(
        tx,
        booking,
        "pending_payment",
        { now: request.now, actorUserId: request.userId, reason: "payment started" },
        changes,
      );
      await snapshotExtras(tx, booking.id, price);
      // The booking as just written (read again, it would be the same row).
      const held: HeldBooking = { ...booking, ...changes, status: "pending_payment" };
      return holdAnswer(held, await startPayment(tx, held, request));
    });
  } catch (error) {
    if (error instanceof HoldRefused) return error.failure;
    throw error;
  }
}

/** Expired holds one hold releases at most: a departure has far fewer seats. */
const EXPIRED_PER_HOLD = 500;

const keyReused = () => fail(409, "booking:hold.keyReused", { reason: "key_reused" });

function promoTake(booking: HeldBooking, price: Extract<BookingPrice, { ok: true }>): PromoChange[] {
  if (!price.promo) return [];
  return [
    {
      kind: "take",
      promoCodeId: price.promo.row.id,
      bookingId: booking.id,
      userId: booking.userId,
      oncePerCustomer: price.promo.row.oncePerCustomer,
      discountCents: price.promo.discountCents,
    },
  ];
}

/**
 * The extras as charged: each chosen one gets its label, price, count and
 * amount of today; a per-room extra added by the rooms (the single room
 * supplement) gets its row; one that no longer counts keeps a count of 0.
 */
async function snapshotExtras(tx: Executor, bookingId: number, price: Extract<BookingPrice, { ok: true }>) {
  const counted = price.extras.map(({ tourExtra, quantity }) => {
    const line = price.quote.extras.find((l) => l.id === tourExtra.id);
    return {
      bookingId,
      tourExtraId: tourExtra.id,
      quantity,
      label: tourExtra.label,
      basis: tourExtra.basis,
      roomType: tourExtra.roomType,
      unitPriceCents: tourExtra.priceCents,
      count: line?.count ?? 0,
      amountCents: line?.amount.amountMinor ?? 0,
    };
  });
  const ids = counted.map((row) => row.tourExtraId);
  // Those no longer priced (staff retired the extra) keep their row, counted 0. Rows apart
  // from the upsert's, so the two can share one statement (one round trip).
  const zero = tx
    .update(bookingExtras)
    .set({ count: 0, amountCents: 0 })
    .where(
      and(
        eq(bookingExtras.bookingId, bookingId),
        ids.length > 0 ? notInArray(bookingExtras.tourExtraId, ids) : undefined,
      ),
    )
    .returning({ id: bookingExtras.id });
  if (counted.length === 0) {
    await zero;
    return;
  }
  const zeroed = tx.$with("zeroed").as(zero);
  await tx
    .with(zeroed)
    .insert(bookingExtras)
    .values(counted)
    .onConflictDoUpdate({
      target: [bookingExtras.bookingId, bookingExtras.tourExtraId],
      set: {
        label: sql`excluded.label`,
        basis: sql`excluded.basis`,
        roomType: sql`excluded.room_type`,
        unitPriceCents: sql`excluded.unit_price_cents`,
        count: sql`excluded.count`,
        amountCents: sql`excluded.amount_cents`,
      },
    });
}

/** The pending payment of what is due now, under the request's key; a key already used refuses. */
async function startPayment(tx: Executor, booking: HeldBooking, request: HoldRequest) {
  // In the booking's charge currency when this payment's provider takes it, else in USD.
  const terms = paymentTerms(
    { currency: booking.chargeCurrency, rate: booking.chargeRate },
    request.chargeable ?? ["USD"],
  );
  const [payment] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      provider: request.provider ?? "sandbox",
      method: request.method ?? null,
      amountCents: booking.depositCents,
      currency: terms.currency,
      chargedMinor: chargedMinor(booking.depositCents, terms),
      // What is charged now: the deposit when a balance remains, else everything. The booking
      // keeps what the traveller asked for, which may be a deposit no longer offered.
      kind: booking.balanceCents > 0 ? "deposit" : "full",
      idempotencyKey: request.idempotencyKey,
      createdAt: request.now,
      updatedAt: request.now,
    })
    .onConflictDoNothing()
    .returning(paymentColumns);
  if (payment) return payment;
  // The key is taken. The first read looked for it in a snapshot older than the booking's lock:
  // the same request sent twice at once finds the payment the first one started only now, and
  // gets its answer. A key of another of the traveller's bookings is refused.
  const [taken] = await tx
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.userId, booking.userId), eq(payments.idempotencyKey, request.idempotencyKey)));
  if (taken?.bookingId === booking.id) return taken;
  throw new HoldRefused(keyReused());
}

/** The answer, from the stored rows only: every request with the same key gets the same one. */
function holdAnswer(booking: HeldBooking, payment: StartedPayment): Hold {
  return {
    ok: true,
    bookingId: booking.id,
    reference: booking.reference,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt,
    total: usd(booking.totalCents),
    dueLater: usd(booking.balanceCents),
    dueLaterBy: booking.balanceDueDate,
    payment: {
      id: payment.id,
      provider: payment.provider,
      kind: payment.kind,
      amount: usd(payment.amountCents),
      charged: money(payment.chargedMinor ?? payment.amountCents, payment.currency as CurrencyCode),
      status: payment.status,
    },
  };
}
