import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "#app/db/client.server";
import { bookingReminders, bookings, emailOutbox } from "#app/db/schema/index";
import { addDays, type IsoDate } from "#app/domain/dates";
import { usd } from "#app/domain/money";
import { eventId, paidBooking } from "#tests/account-bookings";
import { bookingRow, mailsAbout, payKey } from "#tests/bookings";
import { createTestDatabase, setUpTestDatabase, type TestDatabase } from "#tests/db";
import { startBalancePayment } from "./balance.server";
import { sendBalanceOverdueAlerts, sendBalanceReminders } from "./balance-reminders.server";
import { recordPaymentSucceeded } from "./payment-events.server";
import { startBookingReminderWorker } from "./reminders.server";

// The balance reminders (issue 14, section 3): 14, 7 and 1 days before the
// due date, each once; the office's alert the day after an unpaid due date,
// once; none once the balance is paid. The clock is the `now` each batch is
// given (the worker's `clock`), never a sleep. The file's bookings share one
// database and each test's due dates lie 100 days from the others', so one
// test's clock never reaches another's bookings.

const database = setUpTestDatabase();
const db = () => database().db;
const DAYS = [14, 7, 1];

/** Nine in the morning in Arusha on `day`. */
const morningOf = (day: IsoDate) => new Date(`${day}T06:00:00Z`);

type OwingBooking = Awaited<ReturnType<typeof bookingRow>> & { balanceDueDate: IsoDate };

/**
 * A booking paid through the webhook's path with its deposit (2 adults at
 * 2,000 dollars: 1,200 paid, 2,800 owed by 60 days before departure), then
 * changed by `set` (language, charge currency...).
 */
async function owingBooking(
  handle: Database,
  daysAhead: number,
  set: Partial<typeof bookings.$inferInsert> = {},
): Promise<OwingBooking> {
  const { booking } = await paidBooking(handle, { daysAhead });
  const paid = await bookingRow(handle, booking.id);
  if (paid.status !== "confirmed" || !paid.balanceDueDate) throw new Error("not a booking owing its balance");
  if (Object.keys(set).length > 0) await handle.update(bookings).set(set).where(eq(bookings.id, booking.id));
  return { ...(await bookingRow(handle, booking.id)), balanceDueDate: paid.balanceDueDate };
}

async function mailsOf(reference: string, template: string, handle: Database = db()) {
  return (await mailsAbout(handle, reference)).filter((mail) => mail.template === template);
}

async function remindersOf(bookingId: number, handle: Database = db()) {
  return handle
    .select({
      kind: bookingReminders.kind,
      dueDate: bookingReminders.dueDate,
      sentAt: bookingReminders.sentAt,
    })
    .from(bookingReminders)
    .where(eq(bookingReminders.bookingId, bookingId))
    .orderBy(asc(bookingReminders.id));
}

/** Runs the job's two balance batches on every morning from `from` to `to`, twice each. */
async function runDaily(from: IsoDate, to: IsoDate) {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (let again = 0; again < 2; again++) {
      await sendBalanceReminders(db(), morningOf(day), DAYS);
      await sendBalanceOverdueAlerts(db(), morningOf(day));
    }
  }
}

async function payBalance(booking: OwingBooking, now: Date) {
  const started = await startBalancePayment(db(), {
    bookingId: booking.id,
    userId: booking.userId,
    idempotencyKey: payKey(),
    now,
  });
  if (!started.ok) throw new Error(started.message);
  const outcome = await recordPaymentSucceeded(db(), {
    provider: "sandbox",
    eventId: eventId(),
    paymentId: started.payment.id,
    amount: usd(started.payment.amountCents),
    now,
  });
  expect(outcome).toMatchObject({ outcome: "paid" });
}

describe("sendBalanceReminders", () => {
  it("sends each reminder once on its day, in the traveller's language, with the amount, the date and the link to pay", async () => {
    const booking = await owingBooking(db(), 300, { language: "fr" });
    const due = booking.balanceDueDate;

    expect(await sendBalanceReminders(db(), morningOf(addDays(due, -15)), DAYS)).toEqual([]);
    const sent: Array<{ day: IsoDate; kinds: string[] }> = [];
    for (let day = addDays(due, -20); day <= due; day = addDays(day, 1)) {
      for (let again = 0; again < 2; again++) {
        const batch = await sendBalanceReminders(db(), morningOf(day), DAYS);
        const kinds = batch.filter((row) => row.bookingId === booking.id).map((row) => row.kind);
        if (kinds.length > 0) sent.push({ day, kinds });
      }
    }
    expect(sent).toEqual([
      { day: addDays(due, -14), kinds: ["balance-14d"] },
      { day: addDays(due, -7), kinds: ["balance-7d"] },
      { day: addDays(due, -1), kinds: ["balance-1d"] },
    ]);
    expect(await remindersOf(booking.id)).toEqual([
      { kind: "balance-14d", dueDate: due, sentAt: morningOf(addDays(due, -14)) },
      { kind: "balance-7d", dueDate: due, sentAt: morningOf(addDays(due, -7)) },
      { kind: "balance-1d", dueDate: due, sentAt: morningOf(addDays(due, -1)) },
    ]);

    const mails = await mailsOf(booking.reference, "balance-reminder");
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail).toMatchObject({ locale: "fr", ccAddress: null });
      // 2,800 dollars owed, in French, and no charge line: the booking is charged in USD.
      expect(mail.text).toMatch(/2\s800,00\s\$/);
      expect(mail.text).not.toContain("Débité en");
      expect(mail.html).toContain(`/account/bookings/${booking.id}?lang=fr"`);
    }
    // The reminder does not change the booking: the traveller's open form is not out of date.
    expect((await bookingRow(db(), booking.id)).version).toBe(booking.version);
  });

  it("after days the job was down, sends only the nearest reminder, with the charge in the booking's currency", async () => {
    const booking = await owingBooking(db(), 400, {
      language: "de",
      chargeCurrency: "EUR",
      chargeRate: 0.92,
    });
    const due = booking.balanceDueDate;
    // Down from before the 14-day mark until 3 days before the due date.
    await runDaily(addDays(due, -3), addDays(due, -3));
    expect((await remindersOf(booking.id)).map((row) => row.kind)).toEqual(["balance-7d"]);
    await runDaily(addDays(due, -2), due);
    expect((await remindersOf(booking.id)).map((row) => row.kind)).toEqual(["balance-7d", "balance-1d"]);

    const mails = await mailsOf(booking.reference, "balance-reminder");
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ locale: "de" });
    // 2,800 dollars at 0.92 euros the dollar, as the booking fixed it.
    expect(mails[0]?.text).toMatch(/2\.800,00\s\$/);
    expect(mails[0]?.text).toContain("Abgebucht in EUR");
    expect(mails[0]?.text).toMatch(/2\.576,00\s€/);
  });

  it("sends none once the balance is paid, nor for a booking paid in full, cancelled, completed or asked to be cancelled", async () => {
    const paidLater = await owingBooking(db(), 500);
    const due = paidLater.balanceDueDate;
    await runDaily(addDays(due, -14), addDays(due, -14));
    expect(await mailsOf(paidLater.reference, "balance-reminder")).toHaveLength(1);
    await payBalance(paidLater, morningOf(addDays(due, -10)));

    const { booking: paidInFull } = await paidBooking(db(), { daysAhead: 500, choice: "full" });
    expect(paidInFull.id).toBeGreaterThan(0);
    const cancelled = await owingBooking(db(), 500, { status: "cancelled", seatCount: 0 });
    const completed = await owingBooking(db(), 500, { status: "completed" });
    const askedToCancel = await owingBooking(db(), 500, { cancellationRequestedAt: morningOf(due) });

    await runDaily(addDays(due, -14), addDays(due, 3));
    expect(await mailsOf(paidLater.reference, "balance-reminder")).toHaveLength(1);
    expect(await mailsOf(paidLater.reference, "payment-receipt")).toHaveLength(2);
    for (const booking of [paidLater, paidInFull, cancelled, completed, askedToCancel]) {
      expect(await mailsOf(booking.reference, "balance-overdue"), booking.reference).toEqual([]);
      if (booking !== paidLater) {
        expect(await mailsOf(booking.reference, "balance-reminder"), booking.reference).toEqual([]);
        expect(await remindersOf(booking.id)).toEqual([]);
      }
    }
  });

  it("reminds again of a due date that was moved, and not of the old one", async () => {
    const booking = await owingBooking(db(), 600);
    const due = booking.balanceDueDate;
    await runDaily(addDays(due, -14), addDays(due, -14));
    // The office gives the traveller a month more.
    const moved = addDays(due, 30);
    await db().update(bookings).set({ balanceDueDate: moved }).where(eq(bookings.id, booking.id));
    await runDaily(addDays(due, -13), addDays(moved, -7));

    expect((await remindersOf(booking.id)).map((row) => [row.kind, row.dueDate])).toEqual([
      ["balance-14d", due],
      ["balance-14d", moved],
      ["balance-7d", moved],
    ]);
    expect(await mailsOf(booking.reference, "balance-overdue")).toEqual([]);
    expect(await mailsOf(booking.reference, "balance-reminder")).toHaveLength(3);
  });
});

describe("sendBalanceOverdueAlerts", () => {
  it("tells the office once, in English, the day after an unpaid due date, and catches up a day it missed", async () => {
    const booking = await owingBooking(db(), 700, { language: "zh" });
    const missed = await owingBooking(db(), 698);
    const due = booking.balanceDueDate;
    expect(missed.balanceDueDate).toBe(addDays(due, -2));

    const ours = (sent: Array<{ bookingId: number }>) =>
      sent.filter((row) => [booking.id, missed.id].includes(row.bookingId));
    // Not on the due date itself; then the job is down for the day after the missed one's.
    expect(ours(await sendBalanceOverdueAlerts(db(), morningOf(missed.balanceDueDate)))).toEqual([]);
    const first = await sendBalanceOverdueAlerts(db(), morningOf(addDays(due, 1)));
    expect(ours(first)).toEqual([
      { bookingId: Math.min(booking.id, missed.id), kind: "balance-overdue", dueDate: expect.any(String) },
      { bookingId: Math.max(booking.id, missed.id), kind: "balance-overdue", dueDate: expect.any(String) },
    ]);
    await runDaily(addDays(due, 1), addDays(due, 5));

    for (const owing of [booking, missed]) {
      const alerts = await mailsOf(owing.reference, "balance-overdue");
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        locale: "en",
        toAddress: "bookings@kilele-safaris.example",
        ccAddress: "operations@kilele-safaris.example",
      });
      expect(alerts[0]?.subject).toContain(`Balance overdue on ${owing.reference}: $2,800.00`);
      expect(alerts[0]?.text).toContain("Neema Kimaro");
      expect(await remindersOf(owing.id)).toEqual([
        { kind: "balance-overdue", dueDate: owing.balanceDueDate, sentAt: morningOf(addDays(due, 1)) },
      ]);
    }
  });
});

describe("startBookingReminderWorker", () => {
  it("sends the balance reminder due on the worker's clock as soon as it starts", async () => {
    const booking = await owingBooking(db(), 800);
    const worker = startBookingReminderWorker({
      db: db(),
      intervalMs: 60_000,
      balanceReminderDays: DAYS,
      clock: () => morningOf(addDays(booking.balanceDueDate, -7)),
    });
    try {
      await expect
        .poll(async () => (await mailsOf(booking.reference, "balance-reminder")).length, { timeout: 10_000 })
        .toBe(1);
    } finally {
      await worker.stop();
    }
    expect((await remindersOf(booking.id)).map((row) => row.kind)).toEqual(["balance-7d"]);
  });
});

// Two instances at once need two connections at once: PGlite has one, so only PostgreSQL can show it.
describe.runIf(process.env.TEST_DATABASE_URL)("two workers at once (PostgreSQL)", () => {
  let first: TestDatabase;
  let second: DatabaseHandle;

  beforeAll(async () => {
    first = await createTestDatabase({ kind: "postgres", poolMax: 3 });
    // The second instance: its own pool on the same database.
    second = openDatabase({ url: first.url, poolMax: 3 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.drop();
  });

  it("never sends one reminder twice, whether run by batches or by two workers", async () => {
    const base = first.db;
    // Bookings whose due dates fall on each reminder's day and after it, on the same clock.
    const owing: OwingBooking[] = [];
    for (let index = 0; index < 18; index++) owing.push(await owingBooking(base, 200 + index));
    const dueDates = owing.map((booking) => booking.balanceDueDate).sort();
    const earliest = dueDates[0] as IsoDate;
    const latest = dueDates.at(-1) as IsoDate;
    const ids = owing.map((booking) => booking.id);

    // Small batches on both instances at once, day after day: every booking is claimed by one.
    for (let day = addDays(earliest, -14); day <= addDays(earliest, 4); day = addDays(day, 1)) {
      const now = morningOf(day);
      await Promise.all(
        [base, second.db, base, second.db].flatMap((handle, index) => [
          sendBalanceReminders(handle, now, DAYS, index < 2 ? 2 : 50),
          sendBalanceOverdueAlerts(handle, now, index < 2 ? 2 : 50),
        ]),
      );
    }
    // Then two workers on one clock, each on its own instance, started together: the day
    // after the last due date, so each still owes the office its alert.
    const clock = () => morningOf(addDays(latest, 1));
    const workers = [base, second.db].map((handle) =>
      startBookingReminderWorker({
        db: handle,
        intervalMs: 60_000,
        balanceReminderDays: DAYS,
        clock,
        batchSize: 3,
      }),
    );
    const expected = async () =>
      (await base.select().from(bookingReminders).where(inArray(bookingReminders.bookingId, ids))).length;
    try {
      // Every booking ends with one alert.
      await expect
        .poll(
          async () =>
            (
              await base
                .select()
                .from(bookingReminders)
                .where(
                  and(inArray(bookingReminders.bookingId, ids), eq(bookingReminders.kind, "balance-overdue")),
                )
            ).length,
          { timeout: 20_000 },
        )
        .toBe(owing.length);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const mails = await base
      .select({ template: emailOutbox.template, text: emailOutbox.text })
      .from(emailOutbox)
      .where(inArray(emailOutbox.template, ["balance-reminder", "balance-overdue"]));
    // One mail per recorded reminder, and at most one of each kind per booking.
    expect(mails).toHaveLength(await expected());
    for (const booking of owing) {
      const about = mails.filter((mail) => mail.text.includes(booking.reference));
      expect(
        about.filter((mail) => mail.template === "balance-overdue"),
        booking.reference,
      ).toHaveLength(1);
      const reminders = await remindersOf(booking.id, base);
      expect(new Set(reminders.map((row) => row.kind)).size, booking.reference).toBe(reminders.length);
      expect(about.filter((mail) => mail.template === "balance-reminder")).toHaveLength(reminders.length - 1);
    }
  });
});
