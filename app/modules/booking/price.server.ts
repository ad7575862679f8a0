import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Database, Executor } from "#app/db/client.server";
import { bookingExtras, departures, promotionalBanners, tourExtras, tours } from "#app/db/schema/index";
import { type ActionFailure, fail } from "#app/domain/action-result";
import { checkExtras, type Extra } from "#app/domain/booking/extras";
import { checkParty } from "#app/domain/booking/party";
import { checkPromoCode } from "#app/domain/booking/promo";
import { checkRooms } from "#app/domain/booking/rooms";
import { isWithinValidity } from "#app/domain/catalogue/deal-price";
import { officeToday } from "#app/domain/dates";
import { localize } from "#app/domain/localized-text";
import { usd } from "#app/domain/money";
import { type Party, type Quote, type QuoteInput, quote } from "#app/domain/pricing";
import { listPriceTiers } from "#app/modules/catalogue/price-tiers.server";
import type { BookingRow } from "./drafts.server";
import { findPromoCode, type PromoCodeRow, promoCustomerFacts, toPromoCode } from "./promo-codes.server";

export type TourExtraRow = typeof tourExtras.$inferSelect;

/** An extra the booking is priced with: the tour's row, and how many the traveller chose (null: the default). */
export type ChosenExtra = { tourExtra: TourExtraRow; quantity: number | null };

export type BookingPrice =
  | {
      ok: true;
      quote: Quote;
      extras: ChosenExtra[];
      /** The code that applies and what it takes off, or null without one. */
      promo: { row: PromoCodeRow; discountCents: number } | null;
    }
  | ActionFailure;

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
  booking: BookingRow,
  settings: PriceSettings,
): Promise<BookingPrice> {
  const today = officeToday(settings.now);
  const [tour] = await tx.select().from(tours).where(eq(tours.id, booking.tourId));
  if (!tour) return fail(404, "booking:hold.notFound", { reason: "not_found" });

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

  const [departure] = booking.departureId
    ? await tx
        .select({ price: departures.price, startDate: departures.startDate })
        .from(departures)
        .where(eq(departures.id, booking.departureId))
    : [];
  const extras = await chosenExtras(tx, booking);
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
      tiers: (await listPriceTiers([tour.id], tx)).get(tour.id) ?? [],
      childPercent: tour.childPricePercent,
      infantPercent: tour.infantPricePercent,
    },
    departurePrice: departure?.price ?? null,
    party,
    dealPercent: await dealPercent(tx, booking, today),
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
 * The price a page shows (the wizard's summary): priceBooking in one
 * read transaction, so its six to nine queries share one connection and one
 * snapshot instead of each waiting for a connection of the pool again.
 */
export function quoteBooking(
  db: Database,
  booking: BookingRow,
  settings: PriceSettings,
): Promise<BookingPrice> {
  return db.transaction((tx) => priceBooking(tx, booking, settings));
}

/**
 * The active extras of the booking's tour it is priced with: those chosen,
 * and every per-room extra bound to a room type (counted from the rooms, so
 * the single room supplement comes and goes with the single rooms). An
 * extra staff retired or moved to another tour is left out.
 */
async function chosenExtras(tx: Executor, booking: BookingRow): Promise<ChosenExtra[]> {
  const rows = await tx
    .select({ tourExtra: tourExtras, quantity: bookingExtras.quantity })
    .from(tourExtras)
    .leftJoin(
      bookingExtras,
      and(eq(bookingExtras.tourExtraId, tourExtras.id), eq(bookingExtras.bookingId, booking.id)),
    )
    .where(
      and(
        eq(tourExtras.tourId, booking.tourId),
        eq(tourExtras.isActive, true),
        or(isNotNull(bookingExtras.id), isNotNull(tourExtras.roomType)),
      ),
    );
  return rows.sort(
    (a, b) => a.tourExtra.displayOrder - b.tourExtra.displayOrder || a.tourExtra.id - b.tourExtra.id,
  );
}

/** The deal of the banner the booking came from, while it runs and only for its own tour. */
async function dealPercent(tx: Executor, booking: BookingRow, today: string): Promise<number | null> {
  if (booking.bannerId === null) return null;
  const [banner] = await tx
    .select({
      tourId: promotionalBanners.tourId,
      isActive: promotionalBanners.isActive,
      discountPercent: promotionalBanners.discountPercent,
      validFrom: promotionalBanners.validFrom,
      validUntil: promotionalBanners.validUntil,
    })
    .from(promotionalBanners)
    .where(eq(promotionalBanners.id, booking.bannerId));
  if (!banner?.isActive || banner.tourId !== booking.tourId || !isWithinValidity(banner, today)) return null;
  return banner.discountPercent;
}
