import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promotionalBanners } from "#app/db/schema/content";
import { bookingExtras, bookings, promoCodes, promoRedemptions } from "#app/db/schema/index";
import { newBookingReference } from "#app/domain/booking/reference";
import { usd } from "#app/domain/money";
import { bookingRow, departureSeats, HOLD_SETTINGS, historyOf, payKey, paymentsOf } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import {
  createBooking,
  createDeparture,
  createPromoCode,
  createSubscriber,
  createTour,
  createTourExtra,
  createUser,
  isoDate,
} from "#tests/factories";
import { createDraftBooking } from "./drafts.server";
import { holdSeats } from "./hold.server";

// Pay's hold, one call at a time; parallel calls on PostgreSQL are in
// tests/integration/booking-race.test.ts.

const database = setUpTestDatabase();
const db = () => database().db;

const hold = (booking: { id: number; userId: string }, now = new Date(), idempotencyKey = payKey()) =>
  holdSeats(db(), { bookingId: booking.id, userId: booking.userId, idempotencyKey, now }, HOLD_SETTINGS);

describe("holdSeats", () => {
  it("prices the booking from the database, holds its seats and starts the deposit's payment", async () => {
    const tour = await createTour(db(), { priceFrom: 200_000, childPricePercent: 50 });
    // Far enough ahead for a deposit: the balance is due 60 days before departure.
    const departure = await createDeparture(db(), {
      tourId: tour.id,
      capacity: 10,
      seatsTaken: 2,
      startDate: isoDate(new Date(), 200),
    });
    const transfer = await createTourExtra(db(), {
      tourId: tour.id,
      key: "airport-transfer",
      priceCents: 6_000,
    });
    const single = await createTourExtra(db(), {
      tourId: tour.id,
      key: "single-supplement",
      basis: "per_room",
      roomType: "single",
      priceCents: 30_000,
      label: { en: "Single room supplement", de: "Einzelzimmerzuschlag" },
    });
    const draft = await createBooking(db(), {
      departureId: departure.id,
      adults: 2,
      children: 1,
      infants: 1,
      rooms: { double: 1, single: 1 },
      paymentChoice: "deposit",
    });
    await db().insert(bookingExtras).values({
      bookingId: draft.id,
      tourExtraId: transfer.id,
      label: transfer.label,
      basis: transfer.basis,
      unitPriceCents: 1, // what the page showed long ago: never charged
    });
    const now = new Date();

    const answer = await hold(draft, now);

    // 2 adults at 2,000, a child at 1,000, an infant free; transfer 60, one single room 300.
    const total = 2 * 200_000 + 100_000 + 6_000 + 30_000;
    const deposit = Math.round(total * 0.3);
    expect(answer).toMatchObject({
      ok: true,
      bookingId: draft.id,
      reference: draft.reference,
      holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
      total: usd(total),
      dueLater: usd(total - deposit),
      payment: { kind: "deposit", amount: usd(deposit), provider: "sandbox" },
    });
    const booking = await bookingRow(db(), draft.id);
    expect(booking).toMatchObject({
      status: "pending_payment",
      seatCount: 4,
      totalCents: total,
      depositCents: deposit,
      balanceCents: total - deposit,
      version: 1,
    });
    expect(booking.priceLines?.total).toEqual(usd(total));
    expect(booking.balanceDueDate).toBe(isoDate(departure.startDate, -60));
    // Everyone takes a seat, the infant too.
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 10, taken: 2, held: 4 });
    expect(await historyOf(db(), draft.id)).toEqual([["draft", "pending_payment", "payment started"]]);
    const [payment] = await paymentsOf(db(), draft.id);
    expect(payment).toMatchObject({ status: "pending", amountCents: deposit, kind: "deposit" });

    // The extras as charged: the transfer at today's price, the supplement added by the single room.
    const extras = await db().select().from(bookingExtras).where(eq(bookingExtras.bookingId, draft.id));
    expect(extras.map((e) => [e.tourExtraId, e.unitPriceCents, e.count, e.amountCents]).sort()).toEqual(
      [
        [transfer.id, 6_000, 1, 6_000],
        [single.id, 30_000, 1, 30_000],
      ].sort(),
    );
  });

  it("answers the same key with the same hold, and a new key while it lasts with a new payment", async () => {
    const draft = await createBooking(db());
    const key = payKey();
    const first = await hold(draft, new Date(), key);
    const again = await hold(draft, new Date(Date.now() + 60_000), key);
    expect(again).toEqual(first);
    expect(await paymentsOf(db(), draft.id)).toHaveLength(1);

    const retry = await hold(draft, new Date(Date.now() + 120_000));
    if (!retry.ok || !first.ok) throw new Error("refused");
    expect(retry.payment.id).not.toBe(first.payment.id);
    expect(retry.holdExpiresAt).toEqual(first.holdExpiresAt);
    expect(await paymentsOf(db(), draft.id)).toHaveLength(2);
    expect((await departureSeats(db(), draft.departureId!)).held).toBe(1);

    // The key of one booking sent for another of the traveller's bookings.
    const other = await createBooking(db(), { userId: draft.userId });
    expect(await hold(other, new Date(), key)).toMatchObject({
      ok: false,
      status: 409,
      reason: "key_reused",
    });
    expect(await hold(draft, new Date(), "short")).toMatchObject({
      ok: false,
      status: 400,
      reason: "bad_key",
    });
  });

  it("refuses when the party does not fit, naming the seats left, and changes nothing", async () => {
    const departure = await createDeparture(db(), { capacity: 8, seatsTaken: 5 });
    const draft = await createBooking(db(), {
      departureId: departure.id,
      adults: 2,
      children: 2,
      rooms: { double: 2 },
    });
    expect(await hold(draft)).toMatchObject({
      ok: false,
      status: 409,
      message: "booking:hold.seatsLeft",
      reason: "seats_left",
      values: { count: 3 },
    });
    expect(await bookingRow(db(), draft.id)).toMatchObject({ status: "draft", seatCount: 0, version: 0 });
    expect(await departureSeats(db(), departure.id)).toEqual({ capacity: 8, taken: 5, held: 0 });
    expect(await paymentsOf(db(), draft.id)).toEqual([]);
  });

  it("refuses another traveller's booking, a wrong party, a closed date and a booking not in draft", async () => {
    const draft = await createBooking(db());
    const stranger = await createUser(db());
    expect(await hold({ id: draft.id, userId: stranger.id })).toMatchObject({ ok: false, status: 404 });

    for (const party of [{ adults: 0 }, { adults: 1_000_000_000 }, { adults: 1, infants: 20 }]) {
      const wrong = await createBooking(db(), party);
      expect(await hold(wrong)).toMatchObject({ ok: false, status: 400, reason: "invalid_party" });
    }
    // A negative count never even reaches a row.
    await expect(createBooking(db(), { adults: -1 })).rejects.toThrow();
    const small = await createTour(db(), { maxGroupSize: 2 });
    const tooMany = await createBooking(db(), { tourId: small.id, adults: 3, rooms: { triple: 1 } });
    expect(await hold(tooMany)).toMatchObject({ ok: false, reason: "invalid_party" });
    const noBed = await createBooking(db(), { adults: 3, rooms: { double: 1 } });
    expect(await hold(noBed)).toMatchObject({ ok: false, status: 400, reason: "invalid_rooms" });

    const closed = await createDeparture(db(), { status: "closed" });
    expect(await hold(await createBooking(db(), { departureId: closed.id }))).toMatchObject({
      ok: false,
      reason: "departure_closed",
    });
    const started = await createDeparture(db(), { startDate: isoDate(new Date()) });
    expect(await hold(await createBooking(db(), { departureId: started.id }))).toMatchObject({
      ok: false,
      reason: "departure_closed",
    });
    const paid = await createBooking(db(), { status: "completed" });
    expect(await hold(paid)).toMatchObject({ ok: false, status: 409, message: "booking:status.refused" });
  });

  it("holds a private date only once staff accepted the request and gave it a departure", async () => {
    const tour = await createTour(db());
    const requested = await createBooking(db(), {
      tourId: tour.id,
      departureId: null,
      status: "requested",
      requestedStartDate: isoDate(new Date(), 40),
    });
    expect(await hold(requested)).toMatchObject({ ok: false, reason: "request_not_accepted" });
    const date = await createDeparture(db(), { tourId: tour.id, status: "on_request", capacity: 4 });
    await db()
      .update(bookings)
      .set({ departureId: date.id, requestAcceptedAt: new Date() })
      .where(eq(bookings.id, requested.id));
    expect(await hold(requested)).toMatchObject({ ok: true });
    expect(await departureSeats(db(), date.id)).toEqual({ capacity: 4, taken: 0, held: 1 });
  });

  it("takes a promo code's use with the hold, and refuses a code used up, used before or for another address", async () => {
    const code = await createPromoCode(db(), { percent: 10, usageLimit: 1 });
    const tour = await createTour(db(), { priceFrom: 100_000 });
    const first = await createBooking(db(), { tourId: tour.id, promoCode: code.code.toLowerCase() });
    expect(await hold(first)).toMatchObject({ ok: true, total: usd(90_000) });
    const [taken] = await db().select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(taken?.uses).toBe(1);
    const [redemption] = await db()
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.bookingId, first.id));
    expect(redemption).toMatchObject({ promoCodeId: code.id, userId: first.userId, discountCents: 10_000 });

    const second = await createBooking(db(), { tourId: tour.id, promoCode: code.code });
    expect(await hold(second)).toMatchObject({
      ok: false,
      status: 409,
      message: "booking:promo.used_up",
      field: "promoCode",
    });

    const once = await createPromoCode(db(), { oncePerCustomer: true });
    const user = await createUser(db());
    expect(await hold(await createBooking(db(), { userId: user.id, promoCode: once.code }))).toMatchObject({
      ok: true,
    });
    expect(await hold(await createBooking(db(), { userId: user.id, promoCode: once.code }))).toMatchObject({
      ok: false,
      reason: "promo_already_used",
    });
    const unknown = await createBooking(db(), { promoCode: "NOSUCHCODE" });
    expect(await hold(unknown)).toMatchObject({ ok: false, reason: "promo_unknown" });
  });

  it("makes a newsletter's WELCOME code a promo code for the subscriber's address only, once", async () => {
    const subscriber = await createSubscriber(db());
    const owner = await createUser(db(), { email: subscriber.email.toUpperCase() });
    const someoneElse = await createUser(db());
    const tour = await createTour(db(), { priceFrom: 100_000 });
    const theirs = await createBooking(db(), {
      tourId: tour.id,
      userId: someoneElse.id,
      promoCode: subscriber.discountCode,
    });
    expect(await hold(theirs)).toMatchObject({ ok: false, reason: "promo_not_for_this_address" });
    const mine = await createBooking(db(), {
      tourId: tour.id,
      userId: owner.id,
      promoCode: subscriber.discountCode,
    });
    expect(await hold(mine)).toMatchObject({ ok: true, total: usd(95_000) });
    const again = await createBooking(db(), {
      tourId: tour.id,
      userId: owner.id,
      promoCode: subscriber.discountCode,
    });
    expect(await hold(again)).toMatchObject({ ok: false, reason: "promo_used_up" });
    const [row] = await db().select().from(promoCodes).where(eq(promoCodes.code, subscriber.discountCode));
    expect(row).toMatchObject({
      usageLimit: 1,
      uses: 1,
      oncePerCustomer: true,
      firstBookingOnly: true,
      restrictedEmail: subscriber.email,
    });
  });

  it("applies the deal of the banner the booking came from while it runs, for its own tour only", async () => {
    const [tour, otherTour] = await Promise.all([
      createTour(db(), { priceFrom: 100_000 }),
      createTour(db(), { priceFrom: 100_000 }),
    ]);
    const [banner] = await db()
      .insert(promotionalBanners)
      .values({
        title: "Green season",
        tourId: tour.id,
        discountPercent: 20,
        validFrom: isoDate(new Date(), -1),
        validUntil: isoDate(new Date(), 1),
      })
      .returning();
    const fromBanner = await createBooking(db(), { tourId: tour.id, bannerId: banner!.id, source: "promo" });
    expect(await hold(fromBanner)).toMatchObject({ ok: true, total: usd(80_000) });
    const elsewhere = await createBooking(db(), { tourId: otherTour.id, bannerId: banner!.id });
    expect(await hold(elsewhere)).toMatchObject({ ok: true, total: usd(100_000) });
    await db()
      .update(promotionalBanners)
      .set({ isActive: false })
      .where(eq(promotionalBanners.id, banner!.id));
    const ended = await createBooking(db(), { tourId: tour.id, bannerId: banner!.id });
    expect(await hold(ended)).toMatchObject({ ok: true, total: usd(100_000) });
  });

  it("gives a draft a fresh reference, drawn again on a clash, and its first history row", async () => {
    const user = await createUser(db());
    const tour = await createTour(db());
    const now = new Date();
    const zeros = (size: number) => new Uint8Array(size);
    const taken = await createBooking(db(), {
      tourId: tour.id,
      reference: newBookingReference({ now: () => now.getTime(), random: zeros }),
    });
    let draws = 0;
    const draft = await createDraftBooking(
      db(),
      { userId: user.id, tourId: tour.id },
      {
        now,
        // The first reference drawn is the one already issued.
        sources: { random: (size) => (draws++ === 0 ? zeros(size) : crypto.getRandomValues(zeros(size))) },
      },
    );
    expect(draws).toBe(2);
    expect(draft.reference).not.toBe(taken.reference);
    expect(draft.status).toBe("draft");
    expect(await historyOf(db(), draft.id)).toEqual([[null, "draft", "created"]]);
  });
});
