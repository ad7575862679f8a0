import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  bookings,
  bookingTravellers,
  loyaltyLedger,
  paymentEvents,
  payments,
  users,
} from "#app/db/schema/index";
import { usd } from "#app/domain/money";
import { awardPoints } from "#app/modules/account/loyalty.server";
import { resetEnvCache } from "#app/modules/config/env.server";
import { bookingRow, HOLD_SETTINGS, heldBooking, mailsAbout, payKey, paymentsOf } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createUser, isoDate } from "#tests/factories";
import { holdSeats } from "./hold.server";
import { notifyBookingRequested } from "./notifications.server";
import { recordPaymentFailed, recordPaymentSucceeded } from "./payment-events.server";
import { loyaltyReference } from "./rewards.server";

// What a payment event queues and awards in its own transaction (decision
// 081): the confirmation, the receipt and the office's notice, the points
// and the referral reward, each once however often the event comes; the same
// event delivered in parallel is in tests/integration/booking-race.test.ts.

const database = setUpTestDatabase();
const db = () => database().db;
const MINUTE = 60_000;
let events = 0;

function succeeded(paymentId: number, amountCents: number, now = new Date(), eventId = `evt-${++events}`) {
  return recordPaymentSucceeded(db(), {
    provider: "sandbox",
    eventId,
    paymentId,
    amount: usd(amountCents),
    now,
  });
}

/** A balance payment started from the account (its Pay balance button is built elsewhere). */
async function balancePayment(bookingId: number) {
  const booking = await bookingRow(db(), bookingId);
  const [row] = await db()
    .insert(payments)
    .values({
      bookingId,
      userId: booking.userId,
      provider: "sandbox",
      amountCents: booking.balanceCents,
      kind: "balance",
      idempotencyKey: payKey(),
    })
    .returning();
  if (!row) throw new Error("no balance payment");
  return row;
}

/** A departure far enough ahead for a deposit (the balance is due 60 days before it). */
async function farDeparture() {
  return (await createDeparture(db(), { startDate: isoDate(new Date(), 200) })).id;
}

const templates = (mails: Array<{ template: string }>) => mails.map((mail) => mail.template);

async function ledgerOf(userId: string) {
  return db()
    .select({
      points: loyaltyLedger.points,
      reason: loyaltyLedger.reason,
      reference: loyaltyLedger.reference,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId))
    .orderBy(loyaltyLedger.id);
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

afterEach(() => {
  delete process.env.LOYALTY_POINTS_PER_USD;
  delete process.env.LOYALTY_TIERS;
  resetEnvCache();
});

describe("the mails of a payment", () => {
  it("queue one confirmation, one receipt and one notice to the office, however often the event comes", async () => {
    const user = await createUser(db(), { fullName: "Anna Schmidt" });
    const { booking, hold } = await heldBooking(db(), {
      userId: user.id,
      departureId: await farDeparture(),
      adults: 2,
      rooms: { double: 1 },
      paymentChoice: "deposit",
      language: "de",
    });
    await db()
      .insert(bookingTravellers)
      .values([
        { bookingId: booking.id, position: 1, kind: "adult", firstName: "Anna", lastName: "Schmidt" },
        { bookingId: booking.id, position: 2, kind: "adult", firstName: "Jonas", lastName: "Schmidt" },
      ]);
    const amount = hold.payment.amount.amountMinor;
    for (let i = 0; i < 3; i++) await succeeded(hold.payment.id, amount, new Date(), "evt-three-times");
    // The provider's retry under another event id moves nothing, so it sends nothing either.
    expect(await succeeded(hold.payment.id, amount)).toMatchObject({ outcome: "ignored" });

    const mails = await mailsAbout(db(), booking.reference);
    expect(templates(mails)).toEqual(["booking-confirmation", "payment-receipt", "booking-staff"]);
    const [confirmation, receipt, staff] = mails;
    expect(confirmation).toMatchObject({ locale: "de", toAddress: user.email, ccAddress: null });
    expect(confirmation?.subject).toContain(booking.reference);
    expect(confirmation?.text).toContain("Hallo Anna Schmidt,");
    expect(confirmation?.text).toContain("Jonas Schmidt");
    expect(confirmation?.text).toContain(`/account/bookings/${booking.id}`);
    expect(confirmation?.text).toContain("30 Tage vor der Abreise");
    // The invoice is named, and drawn when the mail is sent (app/modules/invoices/mail-attachment.server.test.ts).
    expect(confirmation?.attachments).toEqual([{ kind: "invoice", bookingId: booking.id }]);
    expect(receipt?.attachments).toBeNull();
    expect(staff?.attachments).toBeNull();
    expect(receipt).toMatchObject({ locale: "de", toAddress: user.email });
    expect(receipt?.text).toContain(`${booking.reference}-${hold.payment.id}`);
    expect(receipt?.text).toContain("Anzahlung");
    // The office reads English, at the bookings address with the operations copy.
    expect(staff).toMatchObject({
      locale: "en",
      toAddress: "bookings@kilele-safaris.example",
      ccAddress: "operations@kilele-safaris.example",
    });
    expect(staff?.subject).toContain(`New booking ${booking.reference}`);
    expect(staff?.text).toContain(user.email);
  });

  it("queue nothing for a declined card, and the receipt alone for the balance", async () => {
    const { booking, hold } = await heldBooking(db(), {
      departureId: await farDeparture(),
      paymentChoice: "deposit",
    });
    expect(
      await recordPaymentFailed(db(), {
        provider: "sandbox",
        eventId: `evt-${++events}`,
        paymentId: hold.payment.id,
        now: new Date(),
        reason: "card declined",
      }),
    ).toMatchObject({ outcome: "failed" });
    expect(await mailsAbout(db(), booking.reference)).toEqual([]);
    expect(await ledgerOf(booking.userId)).toEqual([]);

    // Another card: a new key on the same hold, and it goes through.
    const retry = await holdSeats(
      db(),
      { bookingId: booking.id, userId: booking.userId, idempotencyKey: payKey(), now: new Date() },
      HOLD_SETTINGS,
    );
    if (!retry.ok) throw new Error(retry.message);
    await succeeded(retry.payment.id, retry.payment.amount.amountMinor);
    expect(templates(await mailsAbout(db(), booking.reference))).toEqual([
      "booking-confirmation",
      "payment-receipt",
      "booking-staff",
    ]);

    const balance = await balancePayment(booking.id);
    for (let i = 0; i < 3; i++)
      expect(await succeeded(balance.id, balance.amountCents, new Date(), "evt-balance")).toMatchObject({
        outcome: i === 0 ? "paid" : "duplicate",
      });
    const mails = await mailsAbout(db(), booking.reference);
    expect(templates(mails)).toEqual([
      "booking-confirmation",
      "payment-receipt",
      "booking-staff",
      "payment-receipt",
    ]);
    expect(mails[3]?.text).toContain("Your booking is now paid in full.");
    expect(mails[3]?.text).toContain(`Balance of booking ${booking.reference}`);
  });

  it("tell the office and the traveller when the seats were gone, and award nothing", async () => {
    const departure = await createDeparture(db(), { capacity: 2 });
    const start = new Date();
    const { booking, hold } = await heldBooking(
      db(),
      { departureId: departure.id, adults: 2, language: "fr" },
      start,
    );
    const later = new Date(start.getTime() + 20 * MINUTE);
    const other = await createBooking(db(), { departureId: departure.id, adults: 2 });
    expect(
      await holdSeats(
        db(),
        { bookingId: other.id, userId: other.userId, idempotencyKey: payKey(), now: later },
        HOLD_SETTINGS,
      ),
    ).toMatchObject({ ok: true });

    expect(await succeeded(hold.payment.id, hold.payment.amount.amountMinor, later)).toMatchObject({
      outcome: "flagged",
      reason: "seats_gone",
    });
    const mails = await mailsAbout(db(), booking.reference);
    expect(templates(mails)).toEqual(["booking-staff", "payment-flagged"]);
    expect(mails[0]?.subject).toContain("seats had gone to other travellers");
    expect(mails[1]).toMatchObject({ locale: "fr" });
    expect(mails[1]?.text).toContain("rembourser");
    expect(await ledgerOf(booking.userId)).toEqual([]);
  });

  it("tell the office and the traveller about an amount that differs", async () => {
    const { booking, hold } = await heldBooking(db());
    expect(await succeeded(hold.payment.id, hold.payment.amount.amountMinor - 100)).toMatchObject({
      outcome: "flagged",
      reason: "amount_differs",
    });
    const mails = await mailsAbout(db(), booking.reference);
    expect(templates(mails)).toEqual(["booking-staff", "payment-flagged"]);
    expect(mails[1]?.text).toContain("Please do not pay again.");
  });

  it("are part of the payment: a mail that cannot be queued leaves the payment unrecorded, to be delivered again", async () => {
    const { booking, hold } = await heldBooking(db());
    await db().execute(
      sql.raw(`
      create function refuse_receipts() returns trigger language plpgsql as $$
      begin
        if new.template = 'payment-receipt' then raise exception 'the outbox is down'; end if;
        return new;
      end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_receipts before insert on email_outbox
        for each row execute function refuse_receipts()`),
    );
    try {
      await expect(
        succeeded(hold.payment.id, hold.payment.amount.amountMinor, new Date(), "evt-outbox-down"),
      ).rejects.toThrow();
      expect(await bookingRow(db(), booking.id)).toMatchObject({ status: "pending_payment" });
      expect(await paymentsOf(db(), booking.id)).toMatchObject([{ status: "pending" }]);
      expect(
        await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, "evt-outbox-down")),
      ).toEqual([]);
      expect(await mailsAbout(db(), booking.reference)).toEqual([]);
      expect(await ledgerOf(booking.userId)).toEqual([]);
    } finally {
      await db().execute(sql.raw("drop trigger refuse_receipts on email_outbox"));
      await db().execute(sql.raw("drop function refuse_receipts()"));
    }
    // The provider delivers the event again: now it all happens, once.
    expect(
      await succeeded(hold.payment.id, hold.payment.amount.amountMinor, new Date(), "evt-outbox-down"),
    ).toMatchObject({ outcome: "paid" });
    expect(templates(await mailsAbout(db(), booking.reference))).toEqual([
      "booking-confirmation",
      "payment-receipt",
      "booking-staff",
    ]);
    expect(await ledgerOf(booking.userId)).toHaveLength(1);
  });
});

describe("loyalty for a payment", () => {
  it("awards the points of each payment once, as ledger rows, and recomputes the tier", async () => {
    process.env.LOYALTY_POINTS_PER_USD = "2";
    resetEnvCache();
    const user = await createUser(db());
    const { booking, hold } = await heldBooking(db(), {
      userId: user.id,
      departureId: await farDeparture(),
      paymentChoice: "deposit",
    });
    const deposit = hold.payment.amount.amountMinor;
    const depositPoints = Math.floor(deposit / 100) * 2;
    // Silver just above what the customer has, so the deposit's points cross the threshold.
    const silver = depositPoints + 10;
    process.env.LOYALTY_TIERS = `silver:${silver},gold:${silver * 10},platinum:${silver * 100}`;
    resetEnvCache();
    await db().transaction((tx) => awardPoints(tx, user.id, 10, "adjustment", "start"));
    expect(await userRow(user.id)).toMatchObject({ loyaltyTier: "bronze" });

    for (let i = 0; i < 3; i++) await succeeded(hold.payment.id, deposit, new Date(), "evt-points");
    expect(await ledgerOf(user.id)).toEqual([
      { points: 10, reason: "adjustment", reference: "start" },
      {
        points: depositPoints,
        reason: "booking",
        reference: loyaltyReference({ reference: booking.reference, paymentId: hold.payment.id }),
      },
    ]);
    expect(await userRow(user.id)).toMatchObject({ loyaltyPoints: silver, loyaltyTier: "silver" });

    const balance = await balancePayment(booking.id);
    await succeeded(balance.id, balance.amountCents);
    await succeeded(balance.id, balance.amountCents);
    const ledger = await ledgerOf(user.id);
    expect(ledger).toHaveLength(3);
    expect(ledger[2]).toEqual({
      points: Math.floor(balance.amountCents / 100) * 2,
      reason: "booking",
      reference: `${booking.reference}/${balance.id}`,
    });
    expect((await userRow(user.id)).loyaltyPoints).toBe(ledger.reduce((sum, row) => sum + row.points, 0));
  });

  it("rewards the referrer once, on the friend's first paid booking", async () => {
    const referrer = await createUser(db());
    const friend = await createUser(db(), { referredById: referrer.id });
    const referrals = async () =>
      db()
        .select()
        .from(loyaltyLedger)
        .where(and(eq(loyaltyLedger.userId, referrer.id), eq(loyaltyLedger.reason, "referral")));

    // A declined card, then a payment that found no seat: no paid trip yet, no reward.
    const declined = await heldBooking(db(), { userId: friend.id });
    await recordPaymentFailed(db(), {
      provider: "sandbox",
      eventId: `evt-${++events}`,
      paymentId: declined.hold.payment.id,
      now: new Date(),
    });
    const flagged = await heldBooking(db(), { userId: friend.id });
    await succeeded(flagged.hold.payment.id, flagged.hold.payment.amount.amountMinor - 1);
    expect(await referrals()).toEqual([]);

    const first = await heldBooking(db(), {
      userId: friend.id,
      departureId: await farDeparture(),
      paymentChoice: "deposit",
    });
    await succeeded(first.hold.payment.id, first.hold.payment.amount.amountMinor);
    expect(await referrals()).toMatchObject([{ points: 500, reference: friend.id }]);
    expect(await userRow(referrer.id)).toMatchObject({ loyaltyPoints: 500 });

    // The first booking's balance, and a second booking: still the one reward.
    const balance = await balancePayment(first.booking.id);
    await succeeded(balance.id, balance.amountCents);
    const second = await heldBooking(db(), { userId: friend.id });
    await succeeded(second.hold.payment.id, second.hold.payment.amount.amountMinor);
    expect(await referrals()).toHaveLength(1);
    expect(await userRow(referrer.id)).toMatchObject({ loyaltyPoints: 500 });
  });
});

describe("notifyBookingRequested", () => {
  it("acknowledges a private-date request in the traveller's language and tells the office", async () => {
    const user = await createUser(db(), { fullName: "Lucía García" });
    const request = await createBooking(db(), {
      userId: user.id,
      departureId: null,
      requestedStartDate: isoDate(new Date(), 40),
      adults: 2,
      language: "es",
      specialRequests: "Luna de miel",
    });
    // Still a draft: nothing is sent.
    await db().transaction((tx) => notifyBookingRequested(tx, request.id));
    expect(await mailsAbout(db(), request.reference)).toEqual([]);

    await db().transaction(async (tx) => {
      await tx.update(bookings).set({ status: "requested" }).where(eq(bookings.id, request.id));
      await notifyBookingRequested(tx, request.id);
    });
    const mails = await mailsAbout(db(), request.reference);
    expect(templates(mails)).toEqual(["booking-request", "booking-staff"]);
    expect(mails[0]).toMatchObject({ locale: "es", toAddress: user.email });
    expect(mails[0]?.text).toContain("24 horas");
    expect(mails[1]).toMatchObject({ locale: "en", ccAddress: "operations@kilele-safaris.example" });
    expect(mails[1]?.subject).toContain(`New private-date request ${request.reference}`);
    expect(mails[1]?.text).toContain("Luna de miel");
  });

  it("sends nothing to an account that was deleted, and commits or rolls back with the caller", async () => {
    const user = await createUser(db(), { deletedAt: new Date() });
    const request = await createBooking(db(), {
      userId: user.id,
      departureId: null,
      requestedStartDate: isoDate(new Date(), 40),
      status: "requested",
    });
    await db().transaction((tx) => notifyBookingRequested(tx, request.id));
    expect(templates(await mailsAbout(db(), request.reference))).toEqual(["booking-staff"]);

    const other = await createBooking(db(), {
      departureId: null,
      requestedStartDate: isoDate(new Date(), 40),
      status: "requested",
    });
    await expect(
      db().transaction(async (tx) => {
        await notifyBookingRequested(tx, other.id);
        throw new Error("the wizard's save failed");
      }),
    ).rejects.toThrow("the wizard's save failed");
    expect(await mailsAbout(db(), other.reference)).toEqual([]);
  });
});
