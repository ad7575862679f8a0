import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#app/db/schema/index";
import { parseCancellationPolicy } from "#app/domain/booking/cancellation";
import { addDays } from "#app/domain/dates";
import { paidBooking } from "#tests/account-bookings";
import { bookingRow, historyOf } from "#tests/bookings";
import { setUpTestDatabase } from "#tests/db";
import { createBooking, createUser } from "#tests/factories";
import { cancellationPolicy, requestCancellation } from "./cancellation-request.server";

// The traveller's cancellation request (issue 13, section 6; decision 082):
// the booking keeps its status, the request and the note are kept, a history
// row is written and the staff are told through the outbox, all at once.

const database = setUpTestDatabase();
const db = () => database().db;

const STAFF = { to: "bookings@kilele.test", cc: "operations@kilele.test" };
const noonOn = (date: string) => new Date(`${date}T09:00:00Z`);

async function mailsAbout(reference: string) {
  const rows = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.template, "booking-cancellation-request"));
  return rows.filter((row) => row.subject.includes(reference));
}

describe("requestCancellation", () => {
  it("records the request and the note, writes history and queues the staff notice with today's refund", async () => {
    const { booking, departure } = await paidBooking(db(), { leadFullName: "Neema Kimaro" });
    // 75 days before departure: the default scale keeps the deposit (30 %), which is what was paid.
    const now = noonOn(addDays(departure.startDate, -75));
    const answer = await requestCancellation(db(), {
      bookingId: booking.id,
      userId: booking.userId,
      note: "My mother is ill.\nWe hope to come next year.",
      now,
      staff: STAFF,
    });
    expect(answer).toEqual({ ok: true, already: false });
    const row = await bookingRow(db(), booking.id);
    expect(row).toMatchObject({
      status: "confirmed",
      cancellationRequestedAt: now,
      cancellationNote: "My mother is ill.\nWe hope to come next year.",
    });
    expect((await historyOf(db(), booking.id)).at(-1)).toEqual([
      "confirmed",
      "confirmed",
      "cancellation requested",
    ]);
    const [mail, more] = await mailsAbout(booking.reference);
    expect(more).toBeUndefined();
    expect(mail).toMatchObject({
      toAddress: STAFF.to,
      ccAddress: STAFF.cc,
      locale: "en",
      status: "pending",
    });
    expect(mail?.text).toContain("Neema Kimaro");
    expect(mail?.text).toContain("My mother is ill.");
    // Total 4,000; paid 1,200 (the deposit); the policy keeps 30 % = 1,200; nothing to refund.
    expect(mail?.text).toMatch(/Kept by the policy \(30%\)\s+\$1,200\.00/);
    expect(mail?.text).toMatch(/Refund by the policy\s+\$0\.00/);
    expect(mail?.text).toMatch(/Days before departure\s+75/);
  });

  it("changes nothing and sends nothing the second time", async () => {
    const { booking } = await paidBooking(db(), { choice: "full" });
    const first = await requestCancellation(db(), {
      bookingId: booking.id,
      userId: booking.userId,
      note: "",
      now: new Date(),
      staff: STAFF,
    });
    const second = await requestCancellation(db(), {
      bookingId: booking.id,
      userId: booking.userId,
      note: "A second note",
      now: new Date(),
      staff: STAFF,
    });
    expect([first, second]).toEqual([
      { ok: true, already: false },
      { ok: true, already: true },
    ]);
    expect(await bookingRow(db(), booking.id)).toMatchObject({ status: "paid", cancellationNote: null });
    expect(await mailsAbout(booking.reference)).toHaveLength(1);
    expect(
      (await historyOf(db(), booking.id)).filter(([, , why]) => why === "cancellation requested"),
    ).toHaveLength(1);
  });

  it("refuses a booking not paid for, a trip that has started, and answers 404 for another user's", async () => {
    const draft = await createBooking(db());
    expect(
      await requestCancellation(db(), {
        bookingId: draft.id,
        userId: draft.userId,
        note: "",
        now: new Date(),
        staff: STAFF,
      }),
    ).toMatchObject({ ok: false, status: 409, reason: "not_cancellable" });

    const { booking, departure } = await paidBooking(db());
    expect(
      await requestCancellation(db(), {
        bookingId: booking.id,
        userId: booking.userId,
        note: "",
        now: noonOn(departure.startDate),
        staff: STAFF,
      }),
    ).toMatchObject({
      ok: false,
      status: 409,
      reason: "trip_started",
      message: "account:bookings.cancel.tripStarted",
    });

    const stranger = await createUser(db());
    expect(
      await requestCancellation(db(), {
        bookingId: booking.id,
        userId: stranger.id,
        note: "",
        now: new Date(),
        staff: STAFF,
      }),
    ).toMatchObject({ ok: false, status: 404 });
    expect(await bookingRow(db(), booking.id)).toMatchObject({ cancellationRequestedAt: null });
    expect(await mailsAbout(booking.reference)).toHaveLength(0);
  });

  it("takes the configured scale, or the default built on the deposit", async () => {
    const base = { CANCELLATION_POLICY: "", DEPOSIT_PERCENT: 25 };
    expect(cancellationPolicy(base)).toEqual([
      { minDaysBefore: 60, keepPercent: 25 },
      { minDaysBefore: 30, keepPercent: 50 },
      { minDaysBefore: 0, keepPercent: 100 },
    ]);
    expect(cancellationPolicy({ ...base, CANCELLATION_POLICY: "90:10, 0:100" })).toEqual(
      parseCancellationPolicy("90:10,0:100"),
    );
  });
});
