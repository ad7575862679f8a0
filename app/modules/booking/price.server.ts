import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import {
  bookingExtras,
  departures,
  promotionalBanners,
  tourExtras,
  tourPriceTiers,
  tours,
} from "#app/db/schema/index";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { checkExtras, type Extra } from "#app/domain/booking/extras";
import { checkParty } from "#app/domain/booking/party";
import { checkPromoCode } from "#app/domain/booking/promo";
import { checkRooms } from "#app/domain/booking/rooms";
import { isWithinValidity } from "#app/domain/catalogue/deal-price";
import { officeToday } from "#app/domain/dates";
import { localize } from "#app/domain/localized-text";
import { usd } from "#app/domain/money";
import { type Party, type PriceTierInput, type Quote, type QuoteInput, quote } from "#app/domain/pricing";
import type { BookingRow } from "./drafts.server";
import { findPromoCode, type PromoCodeRow, promoCustomerFacts, toPromoCode } from "./promo-codes.server";

export type TourExtraRow = typeof tourExtras.$inferSelect;

/** An extra the booking is priced with: the tour's row, and how many the traveller chose (null: the default). */
export type ChosenExtra = { tourExtra: PricedExtra; quantity: number | null };

export type BookingPrice =
  | {
      ok: true;
      quote: Quote;
      extras: ChosenExtra[];
      /** The code that applies and what it takes off, or null without one. */
      promo: { row: PromoCodeRow; discountCents: number } | null;
    }
  | ActionFailure;

/** What priceBooking reads of the booking: the party, rooms, choices and where it came from. */
export type PricedBooking = Pick<
  BookingRow,
  | "id"
  | "userId"
  | "tourId"
  | "departureId"
  | "bannerId"
  | "adults"
  | "children"
  | "infants"
  | "rooms"
  | "paymentChoice"
  | "requestedStartDate"
  | "promoCode"
>;

export type PriceSettings = {
  now: Date;
  /** The customer's address: a code for another address is refused. */
  email: string;
  depositPercent: number;
  balanceDueDays: number;
};

/**
 * What the booking costs today, from the database only: the tour's tiers,
 * the departure's own price, the extras staff offer (the chosen ones, and
 * the per-room ones of a room type, such as the single room supplement,
 * whenever such a room is chosen), the deal of the banner it came from
 * while that deal runs, and the promo code after checking it for this
 * customer. Nothing the form sent is a price. The wizard shows this; Pay
 * (holdSeats) calls it again inside its transaction and charges that.
 * Refuses a party, rooms, extras or a code that do not pass the domain's
 * checks.
 */
export async function priceBooking(
  tx: Executor,
  booking: PricedBooking,
  settings: PriceSettings,
): Promise<BookingPrice> {
  const today = officeToday(settings.now);
  const made = await pricingFacts(tx, booking);
  if (!made) return fail(404, "booking:hold.notFound", { reason: "not_found" });
  const { tour, departure, extras, tiers, banner } = made;

  const party: Party = { adults: booking.adults, children: booking.children, infants: booking.infants };
  const partyCheck = checkParty(party, { maxGroupSize: tour.maxGroupSize });
  if (!partyCheck.ok)
    return fail(400, "booking:hold.invalidParty", {
      field: "party",
      reason: "invalid_party",
      values: { problems: partyCheck.problems },
    });
  const roomsCheck = checkRooms(booking.rooms, party);
  if (!roomsCheck.ok)
    return fail(400, "booking:hold.invalidRooms", {
      field: "rooms",
      reason: "invalid_rooms",
      values: { problems: roomsCheck.problems },
    });

  const domainExtras: Extra[] = extras.map(({ tourExtra, quantity }) => ({
    id: tourExtra.id,
    label: localize(tourExtra.label, "en"),
    price: usd(tourExtra.priceCents),
    basis: tourExtra.basis,
    roomType: tourExtra.roomType,
    ...(quantity === null ? {} : { quantity }),
  }));
  const extraProblems = checkExtras(domainExtras, party, booking.rooms);
  if (extraProblems.length > 0)
    return fail(400, "booking:hold.invalidExtras", {
      field: "extras",
      reason: "invalid_extras",
      values: { problems: extraProblems },
    });

  const departureDate = departure?.startDate ?? booking.requestedStartDate ?? undefined;
  const input: QuoteInput = {
    tour: {
      priceFrom: tour.priceFrom,
      maxGroupSize: tour.maxGroupSize,
      tiers,
      childPercent: tour.childPricePercent,
      infantPercent: tour.infantPricePercent,
    },
    departurePrice: departure?.price ?? null,
    party,
    // The deal of the banner the booking came from, while it runs and only for its own tour.
    dealPercent:
      banner?.isActive && banner.tourId === booking.tourId && isWithinValidity(banner, today)
        ? banner.discountPercent
        : null,
    extras: domainExtras,
    rooms: booking.rooms,
    payment: booking.paymentChoice,
    depositPercent: settings.depositPercent,
    balanceDueDays: settings.balanceDueDays,
    ...(departureDate ? { departureDate, today } : {}),
  };
  const withoutCode = quote(input);
  if (!booking.promoCode?.trim()) return { ok: true, quote: withoutCode, extras, promo: null };

  const row = await findPromoCode(tx, booking.promoCode);
  const facts = row
    ? await promoCustomerFacts(tx, row.id, booking)
    : { customerUses: 0, paidBookingsBefore: 0 };
  const check = checkPromoCode(row && toPromoCode(row), {
    code: booking.promoCode,
    today,
    email: settings.email,
    spend: withoutCode.promoBase,
    ...facts,
  });
  if (!check.ok || !row)
    return fail(409, `booking:promo.${check.ok ? "unknown" : check.reason}`, {
      field: "promoCode",
      reason: `promo_${check.ok ? "unknown" : check.reason}`,
      ...(!check.ok && check.reason === "minimum_spend"
        ? { values: { minimumSpend: check.minimumSpend } }
        : {}),
    });
  const withCode = quote({ ...input, promo: check.promo });
  const discount = withCode.discounts.find((d) => d.kind === "promo");
  return {
    ok: true,
    quote: withCode,
    extras,
    promo: { row, discountCents: discount?.amount.amountMinor ?? 0 },
  };
}

/**
 * The price a page shows (the wizard's summary). Without a promo code
 * priceBooking is one query; with one, its queries share one read
 * transaction: one connection and one snapshot, instead of each waiting for
 * a connection of the pool again.
 */
export function quoteBooking(
  db: Database,
  booking: PricedBooking,
  settings: PriceSettings,
): Promise<BookingPrice> {
  if (!booking.promoCode?.trim()) return priceBooking(db, booking, settings);
  return db.transaction((tx) => priceBooking(tx, booking, settings));
}

/** What priceBooking needs of an extra staff offer. */
export type PricedExtra = Pick<
  TourExtraRow,
  "id" | "key" | "label" | "priceCents" | "basis" | "roomType" | "displayOrder"
>;

type PricingFacts = {
  tour: {
    priceFrom: number | null;
    maxGroupSize: number | null;
    childPricePercent: number;
    infantPricePercent: number;
  };
  departure: { price: number | null; startDate: string } | null;
  tiers: PriceTierInput[];
  extras: ChosenExtra[];
  banner: {
    tourId: number | null;
    isActive: boolean;
    discountPercent: number | null;
    validFrom: string | null;
    validUntil: string | null;
  } | null;
};

/**
 * Everything the price is made of, in ONE query (Pay runs it inside its
 * transaction, 50 travellers at once; every round trip counts, decision
 * 083): the tour, the departure's own price, the tour's price tiers (as
 * listPriceTiers orders them), the banner the booking came from, and the
 * active extras of the tour the booking is priced with: those chosen, and
 * every per-room extra bound to a room type (counted from the rooms, so the
 * single room supplement comes and goes with the single rooms). An extra
 * staff retired or moved to another tour is left out. Null: no such tour.
 */
async function pricingFacts(tx: Executor, booking: PricedBooking): Promise<PricingFacts | null> {
  const tiers = sql<PriceTierInput[]>`coalesce((
    select json_agg(json_build_object(
      'minTravellers', ${tourPriceTiers.minTravellers},
      'maxTravellers', ${tourPriceTiers.maxTravellers},
      'pricePerPerson', ${tourPriceTiers.pricePerPerson}
    ) order by ${tourPriceTiers.minTravellers})
    from ${tourPriceTiers} where ${tourPriceTiers.tourId} = ${tours.id}), '[]'::json)`;
  const extras = sql<Array<PricedExtra & { quantity: number | null }>>`coalesce((
    select json_agg(json_build_object(
      'id', ${tourExtras.id}, 'key', ${tourExtras.key}, 'label', ${tourExtras.label},
      'priceCents', ${tourExtras.priceCents}, 'basis', ${tourExtras.basis},
      'roomType', ${tourExtras.roomType}, 'displayOrder', ${tourExtras.displayOrder},
      'quantity', ${bookingExtras.quantity}
    ) order by ${tourExtras.displayOrder}, ${tourExtras.id})
    from ${tourExtras}
    left join ${bookingExtras}
      on ${bookingExtras.tourExtraId} = ${tourExtras.id} and ${bookingExtras.bookingId} = ${sql.placeholder("bookingId")}
    where ${tourExtras.tourId} = ${tours.id} and ${tourExtras.isActive}
      and (${bookingExtras.id} is not null or ${tourExtras.roomType} is not null)), '[]'::json)`;
  const [row] = await tx
    .select({
      tour: {
        priceFrom: tours.priceFrom,
        maxGroupSize: tours.maxGroupSize,
        childPricePercent: tours.childPricePercent,
        infantPricePercent: tours.infantPricePercent,
      },
      // A left-joined object comes back null when its FIRST column is null (drizzle's rule):
      // each starts with a column that is never null in a row that exists.
      departure: { startDate: departures.startDate, price: departures.price },
      banner: {
        isActive: promotionalBanners.isActive,
        tourId: promotionalBanners.tourId,
        discountPercent: promotionalBanners.discountPercent,
        validFrom: promotionalBanners.validFrom,
        validUntil: promotionalBanners.validUntil,
      },
      tiers,
      extras,
    })
    .from(tours)
    // A null id joins nothing (= null is never true).
    .leftJoin(departures, eq(departures.id, sql.placeholder("departureId")))
    .leftJoin(promotionalBanners, eq(promotionalBanners.id, sql.placeholder("bannerId")))
    .where(eq(tours.id, sql.placeholder("tourId")))
    // Named, so PostgreSQL parses and plans it once per connection, not on every call.
    .prepare("booking_pricing_facts")
    .execute({
      bookingId: booking.id,
      departureId: booking.departureId,
      bannerId: booking.bannerId,
      tourId: booking.tourId,
    });
  if (!row) return null;
  return {
    ...row,
    extras: row.extras.map(({ quantity, ...tourExtra }) => ({ tourExtra, quantity })),
  };
}
