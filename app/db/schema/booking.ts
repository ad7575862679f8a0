import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PriceSnapshot } from "../../domain/booking/price-snapshot";
import type { Rooms } from "../../domain/booking/rooms";
import { BOOKING_SEATS, BOOKING_STATUSES } from "../../domain/booking/statuses";
import { CURRENCY_CODES, type CurrencyCode } from "../../domain/currency";
import type { LocalizedText } from "../../domain/localized-text";
import { LANGUAGES, type Language } from "../../i18n/config";
import { departures, tours } from "./catalogue";
import { timestamps } from "./columns";
import { promotionalBanners } from "./content";
import {
  bookingStatus,
  extraBasis,
  paymentChoice,
  paymentKind,
  paymentStatus,
  promoKind,
  roomType,
  travellerKind,
} from "./enums";
import { users } from "./users";

// Bookings and what hangs off them (issue 13; decisions 070 and 080). Amounts
// are integer US cents. These rows are customer data: nothing deletes them,
// neither a cascade nor a script (decisions 023 and 029), so every key into
// them restricts, and a tour or departure with bookings cannot be deleted.
// Deleting an account erases the personal fields and keeps the rest for the
// operator's accounts (modules/booking/erasure.server.ts).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The statuses in which a booking has seats on its departure (held or taken). */
const WITH_SEATS = BOOKING_STATUSES.filter((status) => BOOKING_SEATS[status] !== "none");

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** The key of a row that belongs to a booking: restrict, as nothing deletes a booking. */
const bookingKey = () =>
  integer("booking_id")
    .notNull()
    .references((): AnyPgColumn => bookings.id, { onDelete: "restrict" });

/** The customer a row belongs to: restrict, as an account's deletion anonymizes its row and keeps it. */
const customerKey = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "restrict" });

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    /** EA + base-36 time + 4 random characters (domain/booking/reference.ts). */
    reference: text("reference").notNull().unique(),
    userId: customerKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "restrict" }),
    /** Null for a private date (a request) until staff give it a departure. */
    departureId: integer("departure_id").references(() => departures.id, { onDelete: "restrict" }),
    /** The date a traveller asked for, for a tour with no scheduled dates. */
    requestedStartDate: date("requested_start_date"),
    /** When staff accepted the request: from then on the traveller may pay. */
    requestAcceptedAt: at("request_accepted_at"),
    status: bookingStatus("status").notNull().default("draft"),
    adults: integer("adults").notNull().default(1),
    children: integer("children").notNull().default(0),
    infants: integer("infants").notNull().default(0),
    rooms: jsonb("rooms").$type<Rooms>().notNull().default({}),
    /**
     * The seats this booking has on its departure: held in pending_payment,
     * taken once paid, 0 in every other status. Copied from the party when the
     * seats are taken, so giving them back never depends on a later edit.
     */
    seatCount: integer("seat_count").notNull().default(0),
    leadFullName: text("lead_full_name"),
    leadEmail: text("lead_email"),
    leadPhone: text("lead_phone"),
    leadCountry: text("lead_country"),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    emergencyContactRelation: text("emergency_contact_relation"),
    dietaryRequirements: text("dietary_requirements"),
    specialRequests: text("special_requests"),
    /** The currency the traveller saw and its rate per US dollar then. */
    displayCurrency: text("display_currency").$type<CurrencyCode>().notNull().default("USD"),
    displayRate: numeric("display_rate", { precision: 18, scale: 8, mode: "number" }).notNull().default(1),
    /**
     * The currency its payments are charged in and its rate per US dollar, fixed when Pay is
     * first pressed (a PAYMENT_CURRENCIES display currency, else USD at 1; decision 085).
     */
    chargeCurrency: text("charge_currency").$type<CurrencyCode>().notNull().default("USD"),
    chargeRate: numeric("charge_rate", { precision: 18, scale: 8, mode: "number" }).notNull().default(1),
    /** quote()'s lines as charged at Pay; null until then. */
    priceLines: jsonb("price_lines").$type<PriceSnapshot>(),
    totalCents: integer("total_cents").notNull().default(0),
    /** What is due at booking: the deposit, or the total when paid in full. */
    depositCents: integer("deposit_cents").notNull().default(0),
    /** What is due later, by balance_due_date: total less deposit. */
    balanceCents: integer("balance_cents").notNull().default(0),
    balanceDueDate: date("balance_due_date"),
    paymentChoice: paymentChoice("payment_choice").notNull().default("full"),
    /** As typed (upper case); checked and its use taken at Pay. */
    promoCode: text("promo_code"),
    /** Where the booking started: "promo" from a home-page banner, "tour", "availability"... */
    source: text("source"),
    /** The banner it came from (its deal applies while the deal runs); attribution only, so set null. */
    bannerId: integer("banner_id").references(() => promotionalBanners.id, { onDelete: "set null" }),
    holdExpiresAt: at("hold_expires_at"),
    /** The traveller's language when the booking was made: its emails are written in it. */
    language: text("language").$type<Language>().notNull().default("en"),
    /** The one reminder for a payment started and not finished (an hour later). */
    paymentReminderSentAt: at("payment_reminder_sent_at"),
    /** The one reminder, 45 days before departure, that passport details are missing. */
    passportReminderSentAt: at("passport_reminder_sent_at"),
    /** The traveller asked to cancel (staff decide and refund by the policy). */
    cancellationRequestedAt: at("cancellation_requested_at"),
    cancellationNote: text("cancellation_note"),
    /** Something staff must look at: a payment that found no seats, an amount that differs... */
    flaggedForStaff: boolean("flagged_for_staff").notNull().default(false),
    flagReason: text("flag_reason"),
    /** Raised by every change the server makes, so a form saved over a newer state is refused. */
    version: integer("version").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("bookings_user_idx").on(t.userId, t.createdAt),
    index("bookings_tour_idx").on(t.tourId),
    index("bookings_departure_idx").on(t.departureId),
    // The expiry job's queue, and a hold's look for the expired holds of its departure.
    index("bookings_hold_expiry_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'pending_payment'`),
    index("bookings_departure_holds_idx")
      .on(t.departureId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check("bookings_reference_format", sql`${t.reference} ~ '^EA[0-9A-Z]{12,13}$'`),
    check(
      "bookings_counts_non_negative",
      sql`${t.adults} >= 0 and ${t.children} >= 0 and ${t.infants} >= 0 and ${t.seatCount} >= 0`,
    ),
    check(
      "bookings_amounts",
      sql`${t.totalCents} >= 0 and ${t.depositCents} >= 0 and ${t.balanceCents} >= 0 and ${t.depositCents} + ${t.balanceCents} = ${t.totalCents}`,
    ),
    check(
      "bookings_seats_only_when_held_or_taken",
      sql`${t.seatCount} = 0 or ${t.status} in (${sqlList(WITH_SEATS)})`,
    ),
    check(
      "bookings_hold_has_expiry",
      sql`${t.status} <> 'pending_payment' or (${t.holdExpiresAt} is not null and ${t.departureId} is not null)`,
    ),
    check(
      "bookings_request_has_date",
      sql`${t.status} <> 'requested' or ${t.requestedStartDate} is not null`,
    ),
    check("bookings_display_currency", sql`${t.displayCurrency} in (${sqlList(CURRENCY_CODES)})`),
    check("bookings_display_rate_positive", sql`${t.displayRate} > 0`),
    check("bookings_charge_currency", sql`${t.chargeCurrency} in (${sqlList(CURRENCY_CODES)})`),
    check("bookings_charge_rate_positive", sql`${t.chargeRate} > 0`),
    check("bookings_flag_has_reason", sql`not ${t.flaggedForStaff} or ${t.flagReason} is not null`),
    check("bookings_language", sql`${t.language} in (${sqlList(LANGUAGES)})`),
  ],
);

/**
 * Everyone who travels, in the order given (position 1 first). Passport
 * details may be completed later from the account; a draft may hold a
 * traveller half typed, so only the kind and position are required.
 */
export const bookingTravellers = pgTable(
  "booking_travellers",
  {
    id: serial("id").primaryKey(),
    bookingId: bookingKey(),
    position: integer("position").notNull(),
    kind: travellerKind("kind").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    dateOfBirth: date("date_of_birth"),
    nationality: text("nationality"),
    passportNumber: text("passport_number"),
    passportExpiry: date("passport_expiry"),
    ...timestamps,
  },
  (t) => [
    unique("booking_travellers_position_unique").on(t.bookingId, t.position),
    check("booking_travellers_position_positive", sql`${t.position} >= 1`),
  ],
);

/**
 * The extras staff offer on a tour (airport transfer, travel insurance, the
 * single room supplement, their own), each with its label per language. Demo
 * content: a seed reset replaces them; bookings keep their own copy
 * (booking_extras), so nothing is lost.
 */
export const tourExtras = pgTable(
  "tour_extras",
  {
    id: serial("id").primaryKey(),
    tourId: integer("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    /** A stable name within the tour (airport-transfer, single-supplement). */
    key: text("key").notNull(),
    label: jsonb("label").$type<LocalizedText>().notNull(),
    priceCents: integer("price_cents").notNull(),
    basis: extraBasis("basis").notNull(),
    /** A per-room extra for rooms of this type only (the single room supplement). */
    roomType: roomType("room_type"),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique("tour_extras_tour_key_unique").on(t.tourId, t.key),
    check("tour_extras_key_format", sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("tour_extras_price_non_negative", sql`${t.priceCents} >= 0`),
    check("tour_extras_room_type_per_room", sql`${t.roomType} is null or ${t.basis} = 'per_room'`),
  ],
);

/**
 * The extras a booking chose. In a draft: which and how many; from Pay on
 * also what they cost then (label, price, count and amount copied), so the
 * booking keeps its price when staff change or retire the extra.
 */
export const bookingExtras = pgTable(
  "booking_extras",
  {
    id: serial("id").primaryKey(),
    bookingId: bookingKey(),
    tourExtraId: integer("tour_extra_id").references(() => tourExtras.id, { onDelete: "set null" }),
    label: jsonb("label").$type<LocalizedText>().notNull(),
    basis: extraBasis("basis").notNull(),
    roomType: roomType("room_type"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** As chosen; null: the basis's default (everyone, once, every room). */
    quantity: integer("quantity"),
    /** As priced at Pay; null before. */
    count: integer("count"),
    amountCents: integer("amount_cents"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("booking_extras_extra_unique").on(t.bookingId, t.tourExtraId),
    check(
      "booking_extras_non_negative",
      sql`${t.unitPriceCents} >= 0 and ${t.quantity} >= 0 and ${t.count} >= 0 and ${t.amountCents} >= 0`,
    ),
  ],
);

/**
 * Promo codes (domain/booking/promo.ts). `uses` counts the live redemptions:
 * a hold takes a use with a conditional update (uses < usage_limit) in its
 * transaction, an expired or released hold gives it back.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    /** Stored in upper case; unique whatever the case typed. */
    code: text("code").notNull(),
    kind: promoKind("kind").notNull(),
    percent: integer("percent"),
    amountOffCents: integer("amount_off_cents"),
    /** The first and last office day it may be used; either may be open. */
    validFrom: date("valid_from"),
    validTo: date("valid_to"),
    /** Uses in all; null: no limit. */
    usageLimit: integer("usage_limit"),
    uses: integer("uses").notNull().default(0),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    firstBookingOnly: boolean("first_booking_only").notNull().default(false),
    minimumSpendCents: integer("minimum_spend_cents"),
    /** For this address only (a newsletter's WELCOME code). */
    restrictedEmail: text("restricted_email"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("promo_codes_code_upper_unique").on(sql`upper(${t.code})`),
    check("promo_codes_code_format", sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{1,39}$'`),
    check(
      "promo_codes_kind_amount",
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountOffCents} is null)
        or (${t.kind} = 'fixed' and ${t.amountOffCents} > 0 and ${t.percent} is null)`,
    ),
    check(
      "promo_codes_uses_range",
      sql`${t.uses} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} >= 0 and ${t.uses} <= ${t.usageLimit}))`,
    ),
    check("promo_codes_minimum_spend_non_negative", sql`${t.minimumSpendCents} >= 0`),
    check("promo_codes_validity_order", sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * A code's use by a booking, taken with the hold. A released use (the hold
 * expired or was given up) keeps its row with released_at, and then counts
 * for nothing: the unique indexes hold for live uses only, so a booking held
 * again, or a customer's next booking, may take the code again.
 */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: serial("id").primaryKey(),
    promoCodeId: integer("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "restrict" }),
    bookingId: bookingKey(),
    userId: customerKey(),
    /** The code's rule when it was taken: the index below applies to these rows only. */
    oncePerCustomer: boolean("once_per_customer").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    redeemedAt: at("redeemed_at").notNull().defaultNow(),
    releasedAt: at("released_at"),
  },
  (t) => [
    uniqueIndex("promo_redemptions_booking_unique")
      .on(t.promoCodeId, t.bookingId)
      .where(sql`${t.releasedAt} is null`),
    uniqueIndex("promo_redemptions_once_per_customer")
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.oncePerCustomer} and ${t.releasedAt} is null`),
    index("promo_redemptions_booking_idx").on(t.bookingId),
    index("promo_redemptions_user_idx").on(t.userId),
    check("promo_redemptions_discount_non_negative", sql`${t.discountCents} >= 0`),
  ],
);

/**
 * One attempt to pay: created pending with the hold, keyed by the Pay form's
 * idempotency key (a double click or a second tab finds the same row), then
 * succeeded or failed when the provider's event arrives.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    bookingId: bookingKey(),
    userId: customerKey(),
    provider: text("provider").notNull(),
    /** The provider's own id for the payment, once it has given one. */
    providerReference: text("provider_reference"),
    /** In US cents, whatever the charge's currency: the booking's accounts are kept in USD. */
    amountCents: integer("amount_cents").notNull(),
    /** The currency charged, and the amount in its minor units (amount_cents when USD). */
    currency: text("currency").notNull().default("USD"),
    chargedMinor: integer("charged_minor"),
    /** How the traveller paid: card, mobile_money, bank_transfer, cash (null: not known). */
    method: text("method"),
    /** The provider's id of the money movement (Stripe's payment intent, Pesapal's confirmation code). */
    providerTransactionId: text("provider_transaction_id"),
    /** A refund: the payment it gives money back from. */
    refundOfPaymentId: integer("refund_of_payment_id").references((): AnyPgColumn => payments.id, {
      onDelete: "restrict",
    }),
    /** The member of staff who issued it (a refund, an offline payment), and why. */
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    status: paymentStatus("status").notNull().default("pending"),
    kind: paymentKind("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** What the provider said it took, when that is not amount_cents (the booking is flagged). */
    receivedCents: integer("received_cents"),
    failureReason: text("failure_reason"),
    succeededAt: at("succeeded_at"),
    failedAt: at("failed_at"),
    ...timestamps,
  },
  (t) => [
    unique("payments_user_idempotency_key_unique").on(t.userId, t.idempotencyKey),
    uniqueIndex("payments_provider_reference_unique")
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    index("payments_booking_idx").on(t.bookingId),
    index("payments_refund_of_idx").on(t.refundOfPaymentId),
    check(
      "payments_amount_non_negative",
      sql`${t.amountCents} >= 0 and ${t.receivedCents} >= 0 and ${t.chargedMinor} >= 0`,
    ),
    check("payments_currency_format", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("payments_idempotency_key_length", sql`length(${t.idempotencyKey}) between 8 and 200`),
  ],
);

/**
 * Every event a payment provider delivered, once: the unique (provider,
 * event id) makes a webhook delivered three times one row, and only the
 * delivery that inserted it acts.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    /** What it says happened: succeeded, failed. */
    type: text("type").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    receivedAt: at("received_at").notNull().defaultNow(),
    processedAt: at("processed_at"),
    /** What acting on it did (recordPaymentSucceeded's outcome). */
    outcome: text("outcome"),
  },
  (t) => [
    unique("payment_events_provider_event_unique").on(t.provider, t.eventId),
    index("payment_events_payment_idx").on(t.paymentId),
  ],
);

/** Every status a booking took: from, to, who (null: the system), why, when. */
export const bookingHistory = pgTable(
  "booking_history",
  {
    id: serial("id").primaryKey(),
    bookingId: bookingKey(),
    /** Null for the booking's creation. */
    fromStatus: bookingStatus("from_status"),
    toStatus: bookingStatus("to_status").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "restrict" }),
    reason: text("reason"),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("booking_history_booking_idx").on(t.bookingId, t.at)],
);

/**
 * The reminders and alerts a booking was sent, one row each (decision 085):
 * the unique (booking, kind) is what lets any number of app instances run
 * the reminder job, since only the one whose insert wins sends the mail.
 * Kinds: balance-14, balance-7, balance-1 (days before the balance is due),
 * balance-overdue (the office's alert the day after).
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    id: serial("id").primaryKey(),
    bookingId: bookingKey(),
    kind: text("kind").notNull(),
    /** The due date it was about: a due date staff move gets its reminders again. */
    dueDate: date("due_date").notNull(),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [unique("booking_reminders_booking_kind_due_unique").on(t.bookingId, t.kind, t.dueDate)],
);

/**
 * What a payment provider's adapter keeps between requests and instances:
 * Pesapal's registered notification id, for one. Never a secret.
 */
export const paymentProviderState = pgTable(
  "payment_provider_state",
  {
    provider: text("provider").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.key] })],
);
