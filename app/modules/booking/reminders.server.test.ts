import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, bookingTravellers, departures, users } from "#app/db/schema/index";
import { addDays, officeToday } from "#app/domain/dates";
import { usd } from "#app/domain/money";
import { heldBooking, mailsAbout } from "#tests/bookings";
import { defaultDatabaseKind, setUpTestDatabase } from "#tests/db";
import { createBooking, createDeparture, createUser, isoDate } from "#tests/factories";
import { releaseExpiredHolds } from "./expiry.server";
import { recordPaymentFailed, recordPaymentSucceeded } from "./payment-events.server";
import { sendPassportReminders, sendPaymentReminders, startBookingReminderWorker } from "./reminders.server";
import { reopenAsDraft } from "./reopen.server";

// The two reminders (decision 081): each sent once, not before its time, and
// never to a booking that no longer needs it. Every test's bookings share
// the file's database, so each asserts on its own bookings only.

const database = setUpTestDatabase();
const db = () => database().db;
const MINUTE = 60_000;
let events = 0;

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

async function reminderMails(reference: string, template: string) {
  return (await mailsAbout(db(), reference)).filter((mail) => mail.template === template);
}

describe("sendPaymentReminders", () => {
  it("sends one reminder an hour after the payment was started, with the link back to the draft", async () => {
    const start = new Date();
    const { booking } = await heldBooking(db(), { language: "fr" }, start);

    expect(await sendPaymentReminders(db(), minutesAfter(start, 59))).not.toContain(booking.id);
    expect(await reminderMails(booking.reference, "payment-reminder")).toEqual([]);

    expect(await sendPaymentReminders(db(), minutesAfter(start, 60))).toContain(booking.id);
    expect(await sendPaymentReminders(db(), minutesAfter(start, 61))).not.toContain(booking.id);
    expect(await sendPaymentReminders(db(), minutesAfter(start, 600))).not.toContain(booking.id);

    const mails = await reminderMails(booking.reference, "payment-reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: "fr" });
    expect(mails[0]?.html).toContain(`/booking?draft=${booking.id}&amp;step=4`);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.paymentReminderSentAt).toEqual(minutesAfter(start, 60));
    // Marking the reminder is no change the traveller's open form must reload for.
    expect(row?.version).toBe(booking.version + 1);
  });

  it("reminds an expired hold, a declined card and a booking reopened to be changed", async () => {
    const start = new Date();
    const expired = await heldBooking(db(), {}, start);
    await releaseExpiredHolds(db(), minutesAfter(start, 20), 100);
    const declined = await heldBooking(db(), {}, start);
    await recordPaymentFailed(db(), {
      provider: "sandbox",
      eventId: `evt-reminder-${++events}`,
      paymentId: declined.hold.payment.id,
      now: minutesAfter(start, 2),
    });
    const reopened = await heldBooking(db(), {}, start);
    expect(
      await reopenAsDraft(db(), {
        bookingId: reopened.booking.id,
        userId: reopened.booking.userId,
        now: minutesAfter(start, 5),
      }),
    ).toEqual({ ok: true });
    const ids = [expired, declined, reopened].map((held) => held.booking.id);
    expect(
      await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, ids[0]!)),
    ).toEqual([{ status: "expired" }]);

    const sent = await sendPaymentReminders(db(), minutesAfter(start, 60));
    expect(sent).toEqual(expect.arrayContaining(ids));
  });

  it("never reminds a paid, cancelled or requested booking, nor one whose departure started or closed", async () => {
    const start = new Date();
    const paid = await heldBooking(db(), {}, start);
    await recordPaymentSucceeded(db(), {
      provider: "sandbox",
      eventId: `evt-reminder-${++events}`,
      paymentId: paid.hold.payment.id,
      amount: paid.hold.payment.amount,
      now: minutesAfter(start, 10),
    });
    const cancelled = await heldBooking(db(), {}, start);
    await db()
      .update(bookings)
      .set({ status: "cancelled", seatCount: 0, holdExpiresAt: null })
      .where(eq(bookings.id, cancelled.booking.id));
    const requested = await heldBooking(db(), {}, start);
    await db()
      .update(bookings)
      .set({ status: "requested", seatCount: 0, requestedStartDate: isoDate(start, 90) })
      .where(eq(bookings.id, requested.booking.id));
    const closed = await heldBooking(db(), {}, start);
    await db()
      .update(departures)
      .set({ status: "closed" })
      .where(eq(departures.id, closed.booking.departureId!));
    // Paid after all: the money went through even though the seats were flagged (seats gone...).
    const flagged = await heldBooking(db(), {}, start);
    await recordPaymentSucceeded(db(), {
      provider: "sandbox",
      eventId: `evt-reminder-${++events}`,
      paymentId: flagged.hold.payment.id,
      amount: usd(flagged.hold.payment.amount.amountMinor - 1),
      now: minutesAfter(start, 10),
    });
    const none = [paid, cancelled, requested, closed, flagged].map((held) => held.booking.id);

    const sent = await sendPaymentReminders(db(), minutesAfter(start, 60));
    for (const id of none) {
      expect(sent).not.toContain(id);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row?.paymentReminderSentAt, `booking ${id}`).toBeNull();
    }
    for (const held of [paid, cancelled, requested, closed, flagged])
      expect(await reminderMails(held.booking.reference, "payment-reminder")).toEqual([]);
  });

  it("does not remind once the departure has started", async () => {
    const start = new Date();
    const soon = await createDeparture(db(), { startDate: isoDate(start, 2) });
    const started = await heldBooking(db(), { departureId: soon.id }, start);
    // The job was down for three days: by then the trip has begun.
    expect(await sendPaymentReminders(db(), minutesAfter(start, 3 * 24 * 60))).not.toContain(
      started.booking.id,
    );
    expect(await reminderMails(started.booking.reference, "payment-reminder")).toEqual([]);
  });

  it("does not remind an old draft when the traveller booked the same departure again", async () => {
    const start = new Date();
    const user = await createUser(db());
    const departure = await createDeparture(db(), { capacity: 6 });
    const abandoned = await heldBooking(db(), { userId: user.id, departureId: departure.id }, start);
    await releaseExpiredHolds(db(), minutesAfter(start, 20), 100);
    const again = await heldBooking(
      db(),
      { userId: user.id, departureId: departure.id },
      minutesAfter(start, 25),
    );
    await recordPaymentSucceeded(db(), {
      provider: "sandbox",
      eventId: `evt-reminder-${++events}`,
      paymentId: again.hold.payment.id,
      amount: again.hold.payment.amount,
      now: minutesAfter(start, 30),
    });
    expect(await sendPaymentReminders(db(), minutesAfter(start, 90))).not.toContain(abandoned.booking.id);
  });

  it("sends each reminder once when several instances run at the same time", async () => {
    const start = new Date();
    const held = await Promise.all(Array.from({ length: 6 }, () => heldBooking(db(), {}, start)));
    const now = minutesAfter(start, 61);
    const runs = await Promise.all([
      sendPaymentReminders(db(), now, 2),
      sendPaymentReminders(db(), now, 2),
      sendPaymentReminders(db(), now, 100),
      sendPaymentReminders(db(), now, 100),
    ]);
    const all = runs.flat();
    expect(new Set(all).size).toBe(all.length);
    const ids = held.map((h) => h.booking.id);
    // On PostgreSQL a run may skip a booking another run holds: whatever is left goes next time.
    const leftOver = await sendPaymentReminders(db(), now, 100);
    expect([...all, ...leftOver]).toEqual(expect.arrayContaining(ids));
    for (const { booking } of held)
      expect(await reminderMails(booking.reference, "payment-reminder"), defaultDatabaseKind()).toHaveLength(
        1,
      );
  });
});

describe("startBookingReminderWorker", () => {
  it("sends what is due as soon as it starts, and stops", async () => {
    const { booking } = await heldBooking(db(), {}, minutesAfter(new Date(), -61));
    const worker = startBookingReminderWorker({ db: db(), intervalMs: 60_000 });
    try {
      await expect
        .poll(async () => (await reminderMails(booking.reference, "payment-reminder")).length, {
          timeout: 10_000,
        })
        .toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

/** A confirmed booking of `party` adults on a departure starting `days` office days after `today`. */
async function confirmedBooking(today: string, days: number, party = 2, overrides = {}) {
  const departure = await createDeparture(db(), { startDate: addDays(today, days) });
  return createBooking(db(), {
    departureId: departure.id,
    adults: party,
    rooms: { double: 1 },
    status: "confirmed",
    totalCents: 200_000,
    depositCents: 60_000,
    balanceCents: 140_000,
    ...overrides,
  });
}

async function addTravellers(
  bookingId: number,
  passports: Array<{ passportNumber: string | null; passportExpiry: string | null }>,
) {
  await db()
    .insert(bookingTravellers)
    .values(
      passports.map((passport, index) => ({
        bookingId,
        position: index + 1,
        kind: "adult" as const,
        firstName: `Traveller${index + 1}`,
        lastName: "Mwangi",
        ...passport,
      })),
    );
}

/** Nine in the morning in Arusha on `day`. */
const morningOf = (day: string) => new Date(`${day}T06:00:00Z`);

describe("sendPassportReminders", () => {
  const today = addDays(officeToday(), 200);
  const complete = { passportNumber: "P1234567", passportExpiry: "2035-01-01" };

  it("reminds 45 days before departure, once, naming who is missing, with the link to the booking", async () => {
    const booking = await confirmedBooking(today, 45, 3, { language: "de" });
    await addTravellers(booking.id, [complete, { passportNumber: "P7654321", passportExpiry: null }]);

    expect(await sendPassportReminders(db(), morningOf(addDays(today, -1)))).not.toContain(booking.id);
    expect(await sendPassportReminders(db(), morningOf(today))).toContain(booking.id);
    expect(await sendPassportReminders(db(), morningOf(today))).not.toContain(booking.id);
    expect(await sendPassportReminders(db(), morningOf(addDays(today, 5)))).not.toContain(booking.id);

    const mails = await reminderMails(booking.reference, "passport-reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: "de" });
    expect(mails[0]?.text).toContain("Traveller2 Mwangi");
    expect(mails[0]?.text).not.toContain("Traveller1 Mwangi");
    expect(mails[0]?.text).toContain("1 noch nicht eingetragene reisende Person");
    expect(mails[0]?.html).toContain(`/account/bookings/${booking.id}`);
  });

  it("does not remind when every passport is complete, nor a booking that is not paid for", async () => {
    const done = await confirmedBooking(today, 45, 2);
    await addTravellers(done.id, [complete, complete]);
    const cancelled = await confirmedBooking(today, 45, 1, { status: "cancelled" });
    const pending = await confirmedBooking(today, 45, 1, { status: "draft" });
    const paid = await confirmedBooking(today, 45, 1, { status: "paid" });

    const sent = await sendPassportReminders(db(), morningOf(today));
    expect(sent).toContain(paid.id);
    for (const booking of [done, cancelled, pending]) expect(sent).not.toContain(booking.id);
  });

  it("catches up a day the job missed, and stops once passports can no longer be completed online", async () => {
    const late = await confirmedBooking(today, 30);
    const tooLate = await confirmedBooking(today, 29);
    const gone = await confirmedBooking(today, 40);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.userId));
    const sent = await sendPassportReminders(db(), morningOf(today));
    expect(sent).toContain(late.id);
    expect(sent).not.toContain(tooLate.id);
    expect(sent).not.toContain(gone.id);
  });
});
